/**
 * A large generated data set written with set-based SQL (generate_series), fast enough for a test on PGlite and for the scale bench's 100,000 adverts:
 * people (a few breeders among them), approved adverts with a cover photo's row, favourites, visits, notifications,
 * published articles and saved searches. Deterministic: the same sizes give the same rows but the uuids.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';
import { hashPassword } from '../../src/server/domain/users/password.ts';
import { rowsOf } from '../../src/server/db/rows.ts';

/**
 * The password of the two people who sign in (the reader and the big breeder: the scale bench's HTTP pass reads
 * their notifications and "my sales" as they would); everyone else has a hash no password matches.
 */
export const SCALE_PASSWORD = 'Escala-2026!';

export interface LargeDataSizes {
  people: number;
  /** Every `breederEvery`-th person is a breeder. */
  breederEvery: number;
  sales: number;
  /** Adverts of the first breeder (its "my sales"). */
  bigBreederSales: number;
  notifications: number;
  /** Notifications of the reader (the first person), on top of the others. */
  readerNotifications: number;
  articles: number;
}

export interface LargeDataSet {
  /** A person with many notifications and a few saved searches. */
  readerId: string;
  readerEmail: string;
  /** The breeder with `bigBreederSales` adverts. */
  bigBreederId: string;
  bigBreederEmail: string;
  /** An approved advert. */
  saleId: string;
  articleKey: string;
  /** The district of Lisboa (the filtered listing's). */
  lisboa: number;
}

/** The first row of `text`, whichever driver (both answer `{ rows }`). */
async function first<T extends Record<string, unknown>>(database: Database, text: string): Promise<T> {
  const result: unknown = await database.db.execute<T>(sql.raw(text));
  return rowsOf<T>(result)[0]!;
}

/**
 * Scratch tables (plain ones: a pool's statements may each take another connection): municipalities numbered
 * 1…m with their district, breeds numbered, and the generated breeders numbered from 0 once they exist.
 */
async function scratchTables(database: Database): Promise<void> {
  await database.exec(`create table if not exists scale_places as
    select row_number() over (order by id) as n, id, parent_id from locations where parent_id is not null`);
  await database.exec(`create table if not exists scale_breeds as
    select row_number() over (order by code) as n, code, species_code, dangerous from breeds`);
  await database.exec(`create table if not exists scale_breeders as
    select row_number() over (order by email) - 1 as n, id from users
    where user_type = 'BREEDER' and email like '%@escala.patinhas.pt'`);
}

async function dropScratchTables(database: Database): Promise<void> {
  for (const table of ['scale_places', 'scale_breeds', 'scale_breeders']) {
    await database.exec(`drop table if exists ${table}`);
  }
}

/** Advert number g was approved this many minutes minus g ago: the set's adverts all lie in the past. */
const EPOCH_MINUTES = 1_000_000;

/**
 * Adverts number `from`…`to` (one in twenty pending, the rest approved), each with a cover photo's row; the first
 * `bigBreederSales` numbers are the first breeder's, the rest go round the others. Higher numbers are newer adverts:
 * a set grows as a marketplace does, its newest adverts last (its indexes shaped as approvals in time order shape
 * them).
 */
async function insertSales(database: Database, from: number, to: number, bigBreederSales: number): Promise<void> {
  const exec = (text: string) => database.exec(text);
  // The first `bigBreederSales` adverts are the first breeder's; the rest go round the others.
  await exec(`insert into sales (owner_id, species_code, breed_code, purebred, title, description, price_cents, sex,
      birth_date, register_date, litter_size, location_id, child_location_id, status, certified, approved_at,
      created_at, updated_at)
    select o.id, b.species_code, case when g % 5 <> 0 then b.code end, g % 5 <> 0,
      case when b.species_code = 'DOG' then 'Cachorro' else 'Gatinho' end || ' '
        || (array['meigo','brincalhão','calmo','sociável','curioso','dócil','enérgico','carinhoso'])[1 + g % 8]
        || ' n.º ' || g,
      'Animal criado em família, vacinado, desparasitado e com microchip registado no SIAC. Pelo '
        || (array['preto','branco','castanho','dourado','cinzento','tigrado','creme','malhado'])[1 + g % 7] || '.',
      case when g % 13 = 0 then 0 else (1 + g % 30) * 5000 end,
      (case when g % 2 = 0 then 'MALE' else 'FEMALE' end)::sex,
      current_date - (60 + g % 600), current_date - (g % 600), 1 + g % 8,
      p.parent_id, p.id,
      (case when g % 20 = 0 then 'PENDING' else 'APPROVED' end)::sale_status,
      g % 20 <> 0 and g % 7 = 0,
      case when g % 20 <> 0 then now() - ((${EPOCH_MINUTES} - g) * interval '1 minute') end,
      now() - ((${EPOCH_MINUTES} - g) * interval '1 minute'), now() - ((${EPOCH_MINUTES} - g) * interval '1 minute')
    from generate_series(${from}, ${to}) g
    join scale_breeds b on b.n = 1 + g % (select count(*) from scale_breeds)
    join scale_places p on p.n = 1 + (g * 7) % (select count(*) from scale_places)
    join scale_breeders o on o.n = case when g <= ${bigBreederSales} then 0
      else 1 + g % ((select count(*) from scale_breeders) - 1) end
    -- In the order they were approved, as a marketplace writes them.
    order by g`);
  await exec(`insert into sale_images (sale_id, position, file_key)
    select s.id, 0, 'scale/cover.jpg' from sales s left join sale_images i on i.sale_id = s.id
    where i.sale_id is null and s.owner_id in (select id from scale_breeders)`);
}

/** Grows a generated set to `to` adverts (numbers after `from`), then vacuums and analyses as autovacuum would. */
export async function addSales(database: Database, from: number, to: number, bigBreederSales: number): Promise<void> {
  await scratchTables(database);
  await insertSales(database, from, to, bigBreederSales);
  await dropScratchTables(database);
  await database.exec('vacuum analyze');
}

export async function generateLargeData(database: Database, n: LargeDataSizes): Promise<LargeDataSet> {
  const exec = (text: string) => database.exec(text);

  await scratchTables(database);
  await exec(`insert into users (email, password_hash, name, surname, user_type, location_id, child_location_id,
      certified, dgav_number, created_at, updated_at)
    select 'pessoa' || g || '@escala.patinhas.pt', 'scale-no-login', 'Pessoa' || g, 'Escala',
      case when g % ${n.breederEvery} = 1 or ${n.breederEvery} = 1 then 'BREEDER' else 'TUTOR' end,
      p.parent_id, p.id, g % ${n.breederEvery * 5} = 1,
      case when g % ${n.breederEvery} = 1 then 'DGAV ' || g || '/2024' end,
      now() - (g % 700) * interval '1 day', now() - (g % 300) * interval '1 hour'
    from generate_series(1, ${n.people}) g
    join scale_places p on p.n = 1 + g % (select count(*) from scale_places)`);
  // Numbered again now that the breeders exist.
  await exec('drop table scale_breeders');
  await scratchTables(database);

  // One photo's row shared by every cover: the card query joins it like any other.
  await exec(`insert into files (key, kind, width, height, variants)
    values ('scale/cover.jpg', 'sale', 1200, 900, '[]'::jsonb)`);

  await insertSales(database, 1, n.sales, n.bigBreederSales);
  await exec(`insert into user_breeds (user_id, breed_code)
    select o.id, b.code from scale_breeders o join scale_breeds b on b.n = 1 + o.n % (select count(*) from scale_breeds)`);

  await exec(`create table scale_people as
    select row_number() over (order by email) - 1 as n, id from users where email like '%@escala.patinhas.pt'`);
  const reader = await first<{ id: string; email: string }>(
    database,
    `select u.id, u.email from scale_people p join users u on u.id = p.id where p.n = 0`,
  );
  const bigBreeder = await first<{ id: string; email: string }>(
    database,
    `select u.id, u.email from scale_breeders b join users u on u.id = b.id where b.n = 0`,
  );
  // One real hash (Argon2id, as sign-up writes it) for the two people who sign in.
  await exec(`update users set password_hash = '${await hashPassword(SCALE_PASSWORD)}'
    where id in ('${reader.id}', '${bigBreeder.id}')`);

  await exec(`insert into favorites (user_id, sale_id)
    select p.id, s.id from scale_people p
    join lateral (select id from sales where status = 'APPROVED' order by created_at offset p.n % 500 limit 2) s on true
    where p.n % 3 = 0`);

  // Visits: every fifth person asked to see an advert, a quarter of them accepted, each at an hour of its own.
  await exec(`insert into bookings (sale_id, visitor_id, starts_at, status, decided_at)
    select s.id, p.id, date_trunc('hour', now()) + p.n * interval '1 hour',
      (case when p.n % 4 = 0 then 'ACCEPTED' else 'PENDING' end)::booking_status,
      case when p.n % 4 = 0 then now() end
    from scale_people p
    join lateral (select id from sales where status = 'APPROVED' order by created_at offset p.n % 700 limit 1) s on true
    where p.n % 5 = 1 or p.n = 0`);
  // And 50 asked of the big breeder (their "visits to answer"), by people who asked for no other.
  await exec(`insert into bookings (sale_id, visitor_id, starts_at, status)
    select s.id, p.id, date_trunc('hour', now()) + (1000 + s.r) * interval '1 hour', 'PENDING'
    from (select id, row_number() over (order by id) as r from sales
      where owner_id = '${bigBreeder.id}' and status = 'APPROVED' limit 50) s
    join scale_people p on p.n = 5 * s.r + 3`);

  // Everyone's notifications, and the reader's many, a third of them unread.
  await exec(`insert into notifications (user_id, type, title, message, params, reference_key, visualized, create_date)
    select p.id, 'SALE_APPROVE', 'notification.sale-approve.title', 'notification.sale-approve.message', '{}'::jsonb,
      null, g % 4 <> 0, now() - g * interval '1 minute'
    from generate_series(1, ${n.notifications}) g
    join scale_people p on p.n = 1 + g % (select count(*) - 1 from scale_people)`);
  await exec(`insert into notifications (user_id, type, title, message, visualized, create_date)
    select '${reader.id}', 'GLOBAL', 'notification.global.title', 'notification.global.message', g % 3 <> 0,
      now() - g * interval '1 minute'
    from generate_series(1, ${n.readerNotifications}) g`);

  await exec(`insert into articles (reference_key, author_id, title, summary, body, source, status, published_at)
    select 'artigo-de-escala-' || g, '${reader.id}', 'Artigo ' || g || ' sobre cuidados e vacinas',
      'Resumo do artigo ' || g, '<p>Texto do artigo.</p>', 'Texto do artigo.',
      (case when g % 10 = 0 then 'DRAFT' else 'PUBLISHED' end)::article_status,
      case when g % 10 <> 0 then now() - g * interval '1 hour' end
    from generate_series(1, ${n.articles}) g`);

  await exec(`insert into saved_searches (user_id, name, q, query, species_code, location_id, price_max, certified)
    values
      ('${reader.id}', 'Cães em Lisboa', null, null, 'DOG', (select parent_id from scale_places where n = 1), 1000, false),
      ('${reader.id}', 'Gatinhos meigos', 'gatinho meigo', to_tsquery('pt_unaccent', '(''gatinho'' | ''gato'') & (''meigo'')'), null, null, null, false),
      ('${reader.id}', 'Certificados', null, null, null, null, null, true)`);

  const sale = await first<{ id: string }>(
    database,
    `select id from sales where status = 'APPROVED' order by created_at limit 1`,
  );
  const article = await first<{ key: string }>(
    database,
    `select reference_key as key from articles where status = 'PUBLISHED' order by published_at desc limit 1`,
  );
  const lisboa = await first<{ id: number }>(
    database,
    `select id from locations where name = 'Lisboa' and parent_id is null`,
  );
  await exec('drop table scale_people');
  await dropScratchTables(database);
  // What PostgreSQL's autovacuum keeps up: statistics, the visibility map (index-only scans), GIN's pending list.
  await exec('vacuum analyze');
  return {
    readerId: reader.id,
    readerEmail: reader.email,
    bigBreederId: bigBreeder.id,
    bigBreederEmail: bigBreeder.email,
    saleId: sale.id,
    articleKey: article.key,
    lisboa: lisboa.id,
  };
}
