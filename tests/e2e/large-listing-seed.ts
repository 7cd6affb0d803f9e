/**
 * Fills a fresh PGlite data directory for tests/e2e/listing-limit.spec.ts with the site's migrations and reference
 * data, one breeder in Braga, `dogs` approved and available dogs written in one set-based statement (the newest is
 * "Cão <dogs>") and `cats` older cats, so that a filter on cats counts below the listing's limit.
 * Run as `node tests/e2e/large-listing-seed.ts <data dir> <dogs> <cats>` (Node 24), before the server opens the
 * directory: one process at a time holds a PGlite directory.
 */
import path from 'node:path';
import { openDatabase } from '../../src/server/db/client.ts';
import { ensureReferenceData } from '../../src/server/db/reference/ensure.ts';

const [dataDir, dogs, cats] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4])];
if (!dataDir || !Number.isInteger(dogs) || !Number.isInteger(cats)) {
  throw new Error('usage: node tests/e2e/large-listing-seed.ts <data dir> <dogs> <cats>');
}

const database = await openDatabase({ dataDir, migrationsFolder: path.resolve(import.meta.dirname, '../../drizzle') });
try {
  await ensureReferenceData(database.db);
  await database.exec(`insert into users (email, password_hash, name, surname, user_type, dgav_number)
    values ('criadora.limite@example.pt', 'no-login', 'Rita', 'Costa', 'BREEDER', 'DGAV 123/2024')`);
  /** `count` adverts numbered 1…count, a second apart from `since` (a higher number is newer). */
  const adverts = (species: string, name: string, count: number, since: string) =>
    database.exec(`insert into sales (owner_id, species_code, title, description, sex, birth_date, register_date,
        location_id, child_location_id, status, availability, approved_at)
      select u.id, '${species}', '${name} ' || g, 'Criado em família, vacinado e desparasitado.', 'MALE',
        current_date - 90, current_date - 30, d.id, m.id, 'APPROVED', 'AVAILABLE', ${since} + g * interval '1 second'
      from generate_series(1, ${count}) g
      join users u on u.email = 'criadora.limite@example.pt'
      join locations d on d.name = 'Braga' and d.parent_id is null
      join locations m on m.name = 'Braga' and m.parent_id = d.id`);
  // The cats are older than every dog: only a filter brings them to the first page.
  await adverts('CAT', 'Gato', cats, `now() - interval '2 days'`);
  await adverts('DOG', 'Cão', dogs, `now() - interval '1 day'`);
  // PGlite has no autovacuum: the planner sees the tables as the server's daily pass would leave them.
  await database.exec('vacuum analyze');
} finally {
  await database.close();
}
