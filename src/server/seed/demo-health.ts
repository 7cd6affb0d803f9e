/**
 * The demo's health sheets (issue 56, decision 215): most published dogs and cats carry one, some complete (vaccines,
 * deworming, a recent vet check, the parents' LOP numbers and tests), some partial (a vaccine and a deworming only),
 * the rest none; each litter's sheet is shared, and the first litter's first animal has its own and its LOP number.
 * Its own generator: the rest of the demo stays as it was.
 */
import type { HealthSheet } from '../../lib/sales/shapes.ts';
import { DAY_MS } from '../../lib/time.ts';
import type { Random } from './random.ts';

/** What a sheet is planned from: the advert's row (demo-plan.ts's PlannedSale) and its animals. */
interface Advert {
  row: { id: string; status: string; speciesCode: string; purebred: boolean; birthDate: string; litter?: boolean };
}
interface Animal {
  id?: string;
  saleId: string;
  position: number;
}

export interface PlannedHealthSheet {
  saleId: string;
  animalUid: string | null;
  lop: string | null;
  sheet: HealthSheet | null;
}

const VACCINES: Record<string, string> = {
  DOG: 'Polivalente (esgana, parvovirose, hepatite)',
  CAT: 'Trivalente (panleucopenia, calicivírus, herpesvírus)',
};

/** A day after `birth` by `days`, never after `today`. */
const dayAfter = (birth: string, days: number, today: string) => {
  const day = new Date(Date.parse(`${birth}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
  return day < today ? day : today;
};

function sheetOf(sale: Advert['row'], complete: boolean, r: Random, today: string): HealthSheet {
  const at = (days: number) => dayAfter(sale.birthDate, days, today);
  const vaccine = VACCINES[sale.speciesCode] ?? VACCINES['DOG']!;
  if (!complete)
    return {
      vaccines: [{ name: vaccine, date: at(42) }],
      dewormings: [{ date: at(28) }],
      vetCheck: null,
      motherLop: null,
      father: null,
      tests: [],
    };
  const lop = () => `LOP ${r.int(100_000, 999_999)}`;
  const testDay = `${r.int(2021, 2024)}-0${r.int(1, 9)}-1${r.int(0, 9)}`;
  const dog = sale.speciesCode === 'DOG';
  return {
    vaccines: [
      { name: vaccine, date: at(42) },
      { name: vaccine, date: at(63) },
    ],
    dewormings: [{ date: at(14) }, { date: at(28) }, { date: at(42) }],
    vetCheck: at(r.int(56, 70)),
    motherLop: sale.purebred ? lop() : null,
    father: sale.purebred
      ? { name: r.pick(['Trovão', 'Bolota', 'Faísca', 'Simba']), microchip: null, lop: lop() }
      : null,
    tests: dog
      ? [
          { parent: 'MOTHER', kind: 'HIP', name: null, result: r.pick(['A', 'A', 'B']), date: testDay },
          { parent: 'FATHER', kind: 'HIP', name: null, result: r.pick(['A', 'B']), date: testDay },
          { parent: 'MOTHER', kind: 'ELBOW', name: null, result: '0', date: testDay },
        ]
      : [
          { parent: 'MOTHER', kind: 'HEART', name: null, result: 'CLEAR', date: testDay },
          { parent: 'MOTHER', kind: 'DNA', name: 'PKD1', result: 'CLEAR', date: testDay },
        ],
  };
}

export function healthSheets(sales: readonly Advert[], animals: Animal[], r: Random, now: Date): PlannedHealthSheet[] {
  const today = now.toISOString().slice(0, 10);
  const sheets: PlannedHealthSheet[] = [];
  let ownGiven = false;
  for (const { row } of sales) {
    if (row.status !== 'APPROVED' || !(row.speciesCode in VACCINES)) continue;
    const roll = r.int(0, 9);
    // Six in ten complete, two partial, two without a sheet.
    if (roll >= 8) continue;
    sheets.push({ saleId: row.id, animalUid: null, lop: null, sheet: sheetOf(row, roll < 6, r, today) });
    const first = row.litter ? animals.find((a) => a.saleId === row.id && a.position === 0) : undefined;
    if (first && !ownGiven && roll < 6) {
      ownGiven = true;
      first.id = r.uuid();
      const own = sheetOf(row, true, r, today);
      sheets.push({ saleId: row.id, animalUid: first.id, lop: `LOP ${r.int(100_000, 999_999)}`, sheet: own });
    }
  }
  return sheets;
}
