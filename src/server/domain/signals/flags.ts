/**
 * An advert's risk flags (issue 57, decision 218): read again whenever the advert is sent or changed (the moments
 * moderation reads it again), from what the moderators will read: the waiting change of a published advert, else the
 * advert itself. Never a refusal: the flags only put the advert first in the moderators' queue, with their evidence.
 */
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { saleAnimals, saleFlags, sales } from '../../db/schema.ts';
import { riskWords } from '../../../lib/conversations/risk-signals.ts';
import type {
  MotherEvidence,
  MotherReason,
  PriceEvidence,
  RiskWord,
  SaleFlag,
  TextEvidence,
} from '../../../lib/signals/shapes.ts';
import { motherFlags } from './mother.ts';
import { flagBelow, lowestPaid, usualPrice } from './usual-price.ts';

type NewFlag =
  | { kind: 'price'; reason: 'price-below-usual'; evidence: PriceEvidence }
  | { kind: 'text'; reason: 'risk-words'; evidence: TextEvidence }
  | { kind: 'mother'; reason: MotherReason; evidence: MotherEvidence };

/** The advert as the moderators will read it: its waiting change's fields and animals over the live ones. */
async function moderatedVersion(tx: Db | Tx, saleId: string) {
  const [row] = await tx
    .select({
      title: sales.title,
      description: sales.description,
      species: sales.speciesCode,
      breed: sales.breedCode,
      purebred: sales.purebred,
      priceCents: sales.priceCents,
      litter: sales.litter,
      revision: sales.revision,
      ownerId: sales.ownerId,
      birthDate: sales.birthDate,
      motherMicrochip: sales.motherMicrochip,
    })
    .from(sales)
    .where(eq(sales.id, saleId))
    .limit(1);
  if (!row) return null;
  const input = row.revision?.input;
  const purebred = input ? input.purebred : row.purebred;
  const breed = input ? input.breedCode : row.breed;
  let prices: number[];
  if (!row.litter) prices = [input ? input.price : row.priceCents / 100];
  else if (row.revision?.animals) prices = row.revision.animals.map((a) => a.price);
  else {
    const animals = await tx
      .select({ cents: saleAnimals.priceCents })
      .from(saleAnimals)
      .where(eq(saleAnimals.saleId, saleId));
    prices = animals.map((a) => a.cents / 100);
  }
  return {
    title: input?.title ?? row.title,
    description: input?.description ?? row.description,
    species: input?.species ?? row.species,
    breed: purebred ? breed : null,
    prices,
    mother: {
      saleId,
      ownerId: row.ownerId,
      motherMicrochip: input ? input.motherMicrochip : row.motherMicrochip,
      birthDate: input?.birthDate ?? row.birthDate,
    },
  };
}

/** The flags an advert raises now. */
async function flagsFor(tx: Db | Tx, saleId: string): Promise<NewFlag[]> {
  const advert = await moderatedVersion(tx, saleId);
  if (!advert) return [];
  const flags: NewFlag[] = [];
  // Free adverts (adoption) are out of the usual price, and never flagged by it.
  const price = lowestPaid(advert.prices);
  if (price !== null) {
    const usual = await usualPrice(tx, advert, saleId);
    if (usual && price < flagBelow(usual)) {
      flags.push({ kind: 'price', reason: 'price-below-usual', evidence: { price, usual, below: flagBelow(usual) } });
    }
  }
  const words: RiskWord[] = [
    ...riskWords(advert.title).map((w) => ({ field: 'title' as const, ...w })),
    ...riskWords(advert.description).map((w) => ({ field: 'description' as const, ...w })),
  ];
  if (words.length > 0) flags.push({ kind: 'text', reason: 'risk-words', evidence: { words } });
  const mother = await motherFlags(tx, advert.mother);
  if (mother) for (const reason of mother.reasons) flags.push({ kind: 'mother', reason, evidence: mother.evidence });
  return flags;
}

/**
 * Reads the advert again and replaces its undecided flags with the ones it raises now (the decided ones stay, with
 * their verdicts). Called in the transaction that sends or changes the advert or its animals.
 */
export async function raiseFlags(tx: Tx, saleId: string): Promise<void> {
  const flags = await flagsFor(tx, saleId);
  await tx.delete(saleFlags).where(and(eq(saleFlags.saleId, saleId), isNull(saleFlags.verdict)));
  if (flags.length > 0) await tx.insert(saleFlags).values(flags.map((f) => ({ saleId, ...f })));
}

/** Every flag of these adverts, newest first, by advert. */
export async function flagsOf(db: Db | Tx, saleIds: readonly string[]): Promise<Map<string, SaleFlag[]>> {
  const found = new Map<string, SaleFlag[]>();
  if (saleIds.length === 0) return found;
  const rows = await db
    .select()
    .from(saleFlags)
    .where(inArray(saleFlags.saleId, [...saleIds]))
    .orderBy(desc(saleFlags.raisedAt), saleFlags.kind);
  for (const r of rows) {
    const flag = {
      id: r.id,
      kind: r.kind,
      reason: r.reason,
      evidence: r.evidence,
      raisedAt: r.raisedAt.toISOString(),
      verdict: r.verdict ?? null,
      decidedAt: r.decidedAt?.toISOString() ?? null,
    } as SaleFlag;
    const list = found.get(r.saleId);
    if (list) list.push(flag);
    else found.set(r.saleId, [flag]);
  }
  return found;
}
