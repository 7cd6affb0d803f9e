/**
 * Litters (issue 39, decision 186): one advert for what a litter shares, and 1 to LITTER_ANIMALS_MAX animals, each
 * with its own sex, colour, price, microchip and state. One definition for the server, the pages and the islands.
 */
import { z } from '../validation/zod.ts';
import { PRICE_MAX } from '../validation/sale.ts';
import type { LitterAnimal, LitterSummary } from './shapes.ts';
import type { SaleAvailability } from './types.ts';

export const LITTER_ANIMALS_MAX = 15;
export const ANIMAL_LABEL_MAX = 60;
export const ANIMAL_COLOUR_MAX = 60;
/** Photos of one animal of a litter, beyond the advert's own. */
export const ANIMAL_PHOTOS_MAX = 3;
const FILE_KEY = /^[a-z0-9]{8,64}$/;

const MICROCHIP = /^[0-9]{15}$/;

/** One animal as the breeder writes it; `uid` keeps an animal already in the litter (its state with it). */
export const animalInputSchema = z.object({
  uid: z.uuid('litter.error.animal').optional(),
  label: z
    .string({ message: 'litter.error.label' })
    .max(ANIMAL_LABEL_MAX * 4, 'litter.error.label')
    .transform((v) => v.trim())
    .refine((v) => v.length >= 1 && v.length <= ANIMAL_LABEL_MAX, 'litter.error.label'),
  sex: z.enum(['MALE', 'FEMALE'], { message: 'sale.error.sex' }),
  colour: z
    .string({ message: 'litter.error.colour' })
    .max(ANIMAL_COLOUR_MAX * 4, 'litter.error.colour')
    .transform((v) => v.trim())
    .refine((v) => v.length >= 1 && v.length <= ANIMAL_COLOUR_MAX, 'litter.error.colour'),
  /** Euros; 0 for free. */
  price: z
    .number({ message: 'sale.error.price' })
    .min(0, 'sale.error.price')
    .max(PRICE_MAX, 'sale.error.price')
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'sale.error.price'),
  microchip: z
    .string({ message: 'sale.error.microchip' })
    .transform((v) => v.replace(/\s+/g, ''))
    .refine((v) => MICROCHIP.test(v), 'sale.error.microchip'),
  /** File keys from POST /private/sale/file. */
  photos: z
    .array(z.string().regex(FILE_KEY, 'litter.error.photos'), { message: 'litter.error.photos' })
    .max(ANIMAL_PHOTOS_MAX, 'litter.error.photos')
    .optional(),
});

export const animalsInputSchema = z.object({
  animals: z
    .array(animalInputSchema, { message: 'litter.error.animals' })
    .min(1, 'litter.error.animals')
    .max(LITTER_ANIMALS_MAX, 'litter.error.animals-max'),
});

export type AnimalInput = z.output<typeof animalInputSchema>;

/**
 * One animal of a change to a published litter, waiting for the moderators (decision 197): what the breeder sent,
 * each with its uid (a new one is given one when sent, so a second change keeps it). Its state is not in it: a state
 * is the live animal's, changed at once.
 */
export type ProposedAnimal = Omit<AnimalInput, 'uid' | 'photos'> & { uid: string; photos: string[] };
export type AnimalsInputBody = z.input<typeof animalsInputSchema>;

/**
 * `animals.N.field` → translation key of the first broken rule, the rules between animals included (a microchip
 * twice in the litter); empty when valid. The same in the editor and on the server.
 */
export function animalsErrors(body: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  const parsed = animalsInputSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.length ? issue.path.join('.') : 'animals';
      errors[key] ??= issue.message;
    }
  }
  const raw = (body as { animals?: unknown } | null)?.animals;
  if (Array.isArray(raw)) {
    const seen = new Map<string, number>();
    raw.forEach((animal, i) => {
      const raw = (animal as { microchip?: unknown } | null)?.microchip;
      const chip = typeof raw === 'string' ? raw.replace(/\s+/g, '') : '';
      if (!MICROCHIP.test(chip)) return;
      if (seen.has(chip)) errors[`animals.${i}.microchip`] ??= 'litter.error.microchip-twice';
      else seen.set(chip, i);
    });
  }
  return errors;
}

/** The advert's own state from its animals: sold when every one is, reserved when none is available. */
export function litterState(states: readonly SaleAvailability[]): SaleAvailability {
  if (states.some((s) => s === 'AVAILABLE')) return 'AVAILABLE';
  return states.every((s) => s === 'SOLD') ? 'SOLD' : 'RESERVED';
}

/** True when the animal as proposed differs from the live one in anything the moderators check (decision 197). */
export function animalDiffers(live: LitterAnimal, proposed: ProposedAnimal): boolean {
  return (
    live.label !== proposed.label ||
    live.sex !== proposed.sex ||
    live.colour !== proposed.colour ||
    live.price !== proposed.price ||
    live.microchip !== proposed.microchip ||
    live.photos.join() !== proposed.photos.join()
  );
}

/**
 * The litter as a waiting change would make it, each animal marked NEW or CHANGED against the live ones; those it
 * keeps unchanged carry no mark, and every animal keeps its live state (a new one is available).
 */
export function asProposed(live: readonly LitterAnimal[], proposed: readonly ProposedAnimal[]): LitterAnimal[] {
  const byUid = new Map(live.map((a) => [a.uid, a]));
  return proposed.map((p, position) => {
    const was = byUid.get(p.uid);
    const review = !was ? 'NEW' : animalDiffers(was, p) ? 'CHANGED' : undefined;
    return {
      uid: p.uid,
      position,
      label: p.label,
      sex: p.sex,
      colour: p.colour,
      price: p.price,
      microchip: p.microchip,
      state: was?.state ?? 'AVAILABLE',
      photos: p.photos,
      ...(review && { review }),
    };
  });
}

/** True when the proposed list is the live one, in the same order: nothing for the moderators to see. */
export function sameAnimals(live: readonly LitterAnimal[], proposed: readonly ProposedAnimal[]): boolean {
  return (
    live.length === proposed.length && proposed.every((p, i) => live[i]?.uid === p.uid && !animalDiffers(live[i], p))
  );
}

/** A litter's card counts from its animals (the same as the listing's query counts them). */
export function summaryOf(animals: readonly LitterAnimal[]): LitterSummary {
  const available = animals.filter((a) => a.state === 'AVAILABLE');
  return {
    animals: animals.length,
    available: available.length,
    males: available.filter((a) => a.sex === 'MALE').length,
    females: available.filter((a) => a.sex === 'FEMALE').length,
    matching: available.length,
    fromPrice: Math.min(...(available.length ? available : animals).map((a) => a.price)),
  };
}
