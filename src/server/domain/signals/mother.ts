/**
 * The mother's record (issue 57, Must 3, decision 222): a litter is her chip plus a birth date, adverts born at most
 * MOTHER_LITTER_DAYS apart being one litter, across every owner's approved adverts and the one being read (whatever
 * its status). One statement on PostgreSQL and PGlite alike; the flags it raises are never a refusal.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { MotherEvidence, MotherReason, MotherRecord } from '../../../lib/signals/shapes.ts';
import { MOTHER_LITTER_DAYS, MOTHER_LITTER_GAP_MONTHS, MOTHER_MANY_LITTERS, MOTHER_MAX_OWNERS } from './settings.ts';

/** One advert as the record reads it: its mother's chip, its animals' birth date and its owner. */
export interface MotherOf {
  saleId: string;
  ownerId: string;
  motherMicrochip: string | null;
  birthDate: string;
}

export interface Litter {
  /** The first birth date of its adverts (YYYY-MM-DD). */
  born: string;
  adverts: number;
  owners: string[];
  /** True for the litter of the advert being read. */
  self: boolean;
}

/** The mother's litters, oldest first, with the advert `of` among them; empty without a mother's chip. */
export async function mothersLitters(db: Db | Tx, of: MotherOf): Promise<Litter[]> {
  if (!of.motherMicrochip) return [];
  const result: unknown = await db.execute(sql`
    with adverts as (
      select s.id, s.owner_id, s.birth_date::date as born from sales s
        where s.mother_microchip = ${of.motherMicrochip} and s.status = 'APPROVED' and s.id <> ${of.saleId}::uuid
      union all
      select ${of.saleId}::uuid, ${of.ownerId}::uuid, ${of.birthDate}::date
    ),
    marked as (
      select *, case when born - lag(born) over (order by born, id) > ${MOTHER_LITTER_DAYS} then 1 else 0 end as starts
        from adverts
    )
    select id::text as id, owner_id::text as owner, born::text as born,
      sum(starts) over (order by born, id rows unbounded preceding)::int as litter
    from marked order by born, id`);
  const litters: Litter[] = [];
  for (const row of rowsOf<{ id: string; owner: string; born: string; litter: number }>(result)) {
    let litter = litters[row.litter];
    if (!litter) {
      litter = { born: row.born.slice(0, 10), adverts: 0, owners: [], self: false };
      litters[row.litter] = litter;
    }
    litter.adverts += 1;
    if (!litter.owners.includes(row.owner)) litter.owners.push(row.owner);
    if (row.id === of.saleId) litter.self = true;
  }
  return litters;
}

/** What the advert's page says of its mother: which of her litters this is, and the one before or after it. */
export function recordOf(litters: readonly Litter[]): MotherRecord | null {
  const at = litters.findIndex((l) => l.self);
  if (at < 0) return null;
  return {
    litter: at + 1,
    litters: litters.length,
    previousBorn: litters[at - 1]?.born ?? null,
    nextBorn: litters[at + 1]?.born ?? null,
  };
}

/** The advert's mother's record for its page; null without a mother's chip. */
export async function motherRecord(db: Db | Tx, of: MotherOf): Promise<MotherRecord | null> {
  return recordOf(await mothersLitters(db, of));
}

/** The date `months` after an ISO date, as an ISO date. */
function monthsAfter(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1 + months, d)).toISOString().slice(0, 10);
}

/** The approved advert (not `of` itself) whose animal, or one of whose litter's animals, carries the mother's chip. */
async function advertOfChip(db: Db | Tx, of: MotherOf): Promise<{ uid: string; title: string } | null> {
  const result: unknown = await db.execute(sql`
    select s.id::text as uid, s.title from sales s
      where s.status = 'APPROVED' and s.id <> ${of.saleId}::uuid
        and (s.microchip = ${of.motherMicrochip}
          or exists (select 1 from sale_animals a where a.sale_id = s.id and a.microchip = ${of.motherMicrochip}))
      order by s.approved_at limit 1`);
  return rowsOf<{ uid: string; title: string }>(result)[0] ?? null;
}

/** What is amiss with the advert `of`'s mother (one flag each), with her litters as evidence; null when nothing is. */
export async function motherFlags(
  db: Db | Tx,
  of: MotherOf,
): Promise<{ reasons: MotherReason[]; evidence: MotherEvidence } | null> {
  if (!of.motherMicrochip) return null;
  const litters = await mothersLitters(db, of);
  const at = litters.findIndex((l) => l.self);
  const self = litters[at];
  if (!self) return null;
  const reasons: MotherReason[] = [];
  const tooClose = (earlier: Litter | undefined, later: Litter | undefined) =>
    !!earlier && !!later && later.born < monthsAfter(earlier.born, MOTHER_LITTER_GAP_MONTHS);
  if (tooClose(litters[at - 1], self) || tooClose(self, litters[at + 1])) reasons.push('mother-litters-close');
  if (litters.length >= MOTHER_MANY_LITTERS) reasons.push('mother-many-litters');
  const owners = new Set(litters.flatMap((l) => l.owners));
  if (owners.size > MOTHER_MAX_OWNERS) reasons.push('mother-two-owners');
  const animal = await advertOfChip(db, of);
  if (animal) reasons.push('mother-is-animal');
  if (reasons.length === 0) return null;
  return {
    reasons,
    evidence: {
      microchip: of.motherMicrochip,
      litter: at + 1,
      litters: litters.map((l) => ({ born: l.born, adverts: l.adverts, owners: l.owners.length })),
      owners: owners.size,
      animalOf: animal,
    },
  };
}
