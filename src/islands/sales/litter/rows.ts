/**
 * The litter editor's rows (issue 39): what the breeder types for each animal, and the plain changes the editor
 * makes to the list (a new row, a copy of the one before, a row taken out, the body sent).
 */
import type { AnimalsInputBody } from '../../../lib/sales/litter.ts';
import type { SaleAvailability } from '../../../lib/sales/types.ts';
import type { AnimalReview, LitterAnimal } from '../../../lib/sales/shapes.ts';

export interface AnimalRowState {
  /** The row's own key, stable while it is edited. */
  key: string;
  /** A saved animal's uid: it keeps its state when the list is saved. */
  uid?: string;
  label: string;
  sex: '' | 'MALE' | 'FEMALE';
  colour: string;
  /** As typed, euros. */
  price: string;
  microchip: string;
  /** Its own photos' file keys. */
  photos: string[];
  state?: SaleAvailability;
  /** Added or changed by a change waiting for the moderators (decision 197), as the server last said. */
  review?: AnimalReview;
}

let made = 0;
const key = () => `animal-${++made}`;

export const emptyRow = (): AnimalRowState => ({
  key: key(),
  label: '',
  sex: '',
  colour: '',
  price: '',
  microchip: '',
  photos: [],
});

export const rowOf = (a: LitterAnimal): AnimalRowState => ({
  key: key(),
  uid: a.uid,
  label: a.label,
  sex: a.sex,
  colour: a.colour,
  price: String(a.price),
  microchip: a.microchip,
  photos: a.photos,
  state: a.state,
  ...(a.review && { review: a.review }),
});

/** A new row after `index` with its sex, colour and price; a name and a microchip are the animal's own. */
export function copyAfter(rows: AnimalRowState[], index: number): AnimalRowState[] {
  const from = rows[index];
  if (!from) return rows;
  const copy = { ...emptyRow(), sex: from.sex, colour: from.colour, price: from.price };
  return [...rows.slice(0, index + 1), copy, ...rows.slice(index + 1)];
}

/** The body of PUT …/animals; a price typed with a comma ("850,50") is read as Portuguese writes it. */
export function bodyOf(rows: AnimalRowState[]): AnimalsInputBody {
  return {
    animals: rows.map((r) => ({
      ...(r.uid && { uid: r.uid }),
      label: r.label,
      sex: r.sex as 'MALE' | 'FEMALE',
      colour: r.colour,
      price: r.price.trim() === '' ? Number.NaN : Number(r.price.replace(',', '.')),
      microchip: r.microchip,
      photos: r.photos,
    })),
  };
}

/** `animals.N.field` errors → each row's errors by field. */
export function errorsByRow(errors: Record<string, string>): Map<number, Record<string, string>> {
  const rows = new Map<number, Record<string, string>>();
  for (const [path, message] of Object.entries(errors)) {
    const match = /^animals\.(\d+)\.(\w+)$/.exec(path);
    if (!match) continue;
    const index = Number(match[1]);
    rows.set(index, { ...rows.get(index), [match[2]!]: message });
  }
  return rows;
}
