/** Loads the reference data (user types, locations, countries, species, breeds) at start-up; safe to run every time. */
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { breeds, countries, locations, species, userTypes } from '../schema.ts';
import { breeds as breedSeeds, species as speciesSeeds } from './breeds.ts';
import { generateCountries } from './countries.ts';
import { locationRows } from './ids.ts';
import { userTypes as userTypeSeeds } from './user-types.ts';
import { inTransaction } from '../transaction.ts';

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/**
 * Upserts every row of the data files: a fresh database gets them, an older one gets corrections.
 * Rows that left the data files stay (users and sales may point at them).
 */
export async function ensureReferenceData(db: Db): Promise<void> {
  await inTransaction({ db }, async (tx) => {
    await tx
      .insert(userTypes)
      .values(userTypeSeeds.map((u, position) => ({ ...u, position })))
      .onConflictDoUpdate({ target: userTypes.code, set: { name: excluded('name'), position: excluded('position') } });

    const rows = locationRows();
    // Districts before municipalities: the parent must exist first.
    for (const part of [rows.filter((r) => r.parentId === null), rows.filter((r) => r.parentId !== null)]) {
      await tx
        .insert(locations)
        .values(part)
        .onConflictDoUpdate({
          target: locations.id,
          set: {
            parentId: excluded('parent_id'),
            code: excluded('code'),
            name: excluded('name'),
            latitude: excluded('latitude'),
            longitude: excluded('longitude'),
          },
        });
    }
    // Ids are explicit; keep the serial's sequence past them in case anything inserts without one.
    await tx.execute(sql`select setval(pg_get_serial_sequence('locations', 'id'), (select max(id) from locations))`);

    await tx
      .insert(countries)
      .values(generateCountries())
      .onConflictDoUpdate({ target: countries.code, set: { name: excluded('name'), dialCode: excluded('dial_code') } });

    await tx
      .insert(species)
      .values(speciesSeeds.map((s) => ({ code: s.code, name: s.name })))
      .onConflictDoUpdate({ target: species.code, set: { name: excluded('name') } });
    await tx
      .insert(breeds)
      .values(
        breedSeeds.map((b) => ({
          code: b.code,
          name: b.name,
          speciesCode: b.species,
          dangerous: b.dangerous ?? false,
        })),
      )
      .onConflictDoUpdate({
        target: breeds.code,
        set: { name: excluded('name'), speciesCode: excluded('species_code'), dangerous: excluded('dangerous') },
      });
  });
}
