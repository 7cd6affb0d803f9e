/**
 * The animal's health and parents sheet (issue 56, decision 215): vaccines, deworming, the last vet check, the parents'
 * LOP numbers, the father and the parents' health tests, declared by the seller for an advert (a litter's sheet shared
 * by its animals unless one has its own). Its rules, the same in the editor and on the server; the shapes on the wire
 * are in shapes.ts.
 */
import { z } from '../validation/zod.ts';
import { MICROCHIP, parseIsoDate, REGISTRY, todayIso } from '../validation/sale.ts';
import { LITTER_ANIMALS_MAX } from './litter.ts';
import type { HealthSheet, HealthSigns } from './shapes.ts';
import { HEALTH_TEST_KINDS, PARENTS, TEST_SCALES, type HealthTestKind } from './health-types.ts';

export * from './health-types.ts';

export const VACCINES_MAX = 12;
export const DEWORMINGS_MAX = 12;
export const TESTS_MAX = 16;
export const HEALTH_NAME_MAX = 80;

const day = z
  .string({ message: 'health.error.date' })
  .refine((v) => !Number.isNaN(parseIsoDate(v)), 'health.error.date')
  .refine((v) => v <= todayIso(), 'health.error.future');

/** An optional date: empty is "not declared". */
const optionalDay = z
  .union([z.literal(''), z.null(), day], { message: 'health.error.date' })
  .optional()
  .transform((v) => v || null);

const name = (message: string) =>
  z
    .string({ message })
    .max(HEALTH_NAME_MAX * 4, message)
    .transform((v) => v.trim())
    .refine((v) => v.length >= 1 && v.length <= HEALTH_NAME_MAX, message);

const optional = (pattern: RegExp, message: string, strip = false) =>
  z
    .string({ message })
    .max(200, message)
    .nullish()
    .transform((v) => {
      const clean = v == null ? '' : strip ? v.replace(/\s+/g, '') : v.trim().replace(/\s+/g, ' ');
      return clean === '' ? null : clean;
    })
    .refine((v) => v === null || pattern.test(v), message);

const testSchema = z.object({
  parent: z.enum(PARENTS, { message: 'health.error.parent' }),
  kind: z.enum(HEALTH_TEST_KINDS, { message: 'health.error.test-kind' }),
  /** What a DNA test looked for ("PRA-prcd"); the other kinds name themselves. */
  name: optional(/^.{1,80}$/su, 'health.error.test-name'),
  result: z.string({ message: 'health.error.result' }).min(1, 'health.error.result'),
  date: day,
});

/** One sheet as the seller writes it: every part may be left empty and completed later. */
export const healthSheetInputSchema = z.object({
  vaccines: z
    .array(z.object({ name: name('health.error.vaccine-name'), date: day }), { message: 'health.error.list' })
    .max(VACCINES_MAX, 'health.error.too-many')
    .default([]),
  dewormings: z
    .array(z.object({ date: day }), { message: 'health.error.list' })
    .max(DEWORMINGS_MAX, 'health.error.too-many')
    .default([]),
  vetCheck: optionalDay,
  motherLop: optional(REGISTRY, 'sale.error.lop'),
  father: z
    .object({
      name: optional(/^.{1,80}$/su, 'health.error.father-name'),
      microchip: optional(MICROCHIP, 'health.error.father-microchip', true),
      lop: optional(REGISTRY, 'sale.error.lop'),
    })
    .nullish()
    .transform((f) => (f && (f.name || f.microchip || f.lop) ? f : null)),
  tests: z.array(testSchema, { message: 'health.error.list' }).max(TESTS_MAX, 'health.error.too-many').default([]),
});

/** The body of PUT /private/my-sale/{uid}/health: the advert's sheet and, for a litter, what each animal has apart. */
export const healthInputSchema = z.object({
  sheet: healthSheetInputSchema,
  animals: z
    .array(
      z.object({
        uid: z.uuid('litter.error.animal'),
        /** The animal's own LOP number (a litter's animals each have theirs). */
        lop: optional(REGISTRY, 'sale.error.lop'),
        /** Its own sheet; null: it shares the litter's. */
        own: healthSheetInputSchema.nullable().default(null),
      }),
      { message: 'health.error.list' },
    )
    .max(LITTER_ANIMALS_MAX, 'health.error.too-many')
    .default([]),
});

export type HealthSheetInputBody = z.input<typeof healthSheetInputSchema>;
export type HealthInputBody = z.input<typeof healthInputSchema>;
export type HealthInput = z.output<typeof healthInputSchema>;

/** True when `result` is on the scale of `kind`. */
export const onScale = (kind: HealthTestKind, result: string): boolean => TEST_SCALES[kind].includes(result);

const record = (x: unknown): Record<string, unknown> =>
  typeof x === 'object' && x !== null ? (x as Record<string, unknown>) : {};
const list = (x: unknown): unknown[] => (Array.isArray(x) ? x : []);
const valid = (x: unknown): x is string => typeof x === 'string' && !Number.isNaN(parseIsoDate(x));

/** The rules the sheet's fields cannot check alone: nothing before the birth, each result on its test's scale. */
function sheetRuleErrors(raw: unknown, birthDate: string, at: string, errors: Record<string, string>) {
  const sheet = record(raw);
  const before = (x: unknown) => valid(x) && x < birthDate;
  list(sheet['vaccines']).forEach((v, i) => {
    if (before(record(v)['date'])) errors[`${at}.vaccines.${i}.date`] ??= 'health.error.before-birth';
  });
  list(sheet['dewormings']).forEach((v, i) => {
    if (before(record(v)['date'])) errors[`${at}.dewormings.${i}.date`] ??= 'health.error.before-birth';
  });
  if (before(sheet['vetCheck'])) errors[`${at}.vetCheck`] ??= 'health.error.vet-before-birth';
  list(sheet['tests']).forEach((t, i) => {
    const { kind, result, name } = record(t);
    if (typeof kind !== 'string' || !(HEALTH_TEST_KINDS as readonly string[]).includes(kind)) return;
    if (typeof result === 'string' && result !== '' && !onScale(kind as HealthTestKind, result))
      errors[`${at}.tests.${i}.result`] ??= `health.error.scale.${kind}`;
    if (kind === 'DNA' && (typeof name !== 'string' || !name.trim()))
      errors[`${at}.tests.${i}.name`] ??= 'health.error.dna-name';
  });
}

/**
 * `sheet.vaccines.0.date`, `animals.1.own.vetCheck`… → translation key of the first broken rule, the rules between
 * fields included (a date before `birthDate`, the advert's; a result off its scale); empty when valid.
 */
export function healthErrors(body: unknown, birthDate: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const parsed = healthInputSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.length ? issue.path.join('.') : 'sheet';
      errors[key] ??= issue.message;
    }
  }
  const raw = record(body);
  sheetRuleErrors(raw['sheet'], birthDate, 'sheet', errors);
  list(raw['animals']).forEach((a, i) => {
    const own = record(a)['own'];
    if (own) sheetRuleErrors(own, birthDate, `animals.${i}.own`, errors);
  });
  return errors;
}

/** The short sign a card shows ("Vacinado · Desparasitado · Pais com testes"). */
export function signsOf(sheet: HealthSheet | null): HealthSigns {
  return {
    vaccinated: (sheet?.vaccines.length ?? 0) > 0,
    dewormed: (sheet?.dewormings.length ?? 0) > 0,
    parentsTested: (sheet?.tests.length ?? 0) > 0,
  };
}

/** What a buyer would look for and the sheet does not declare, as translation keys ("Sem teste de displasia declarado"). */
export function missingOf(sheet: HealthSheet | null, advert: { speciesCode: string; purebred: boolean }): string[] {
  const missing: string[] = [];
  if (!sheet?.vaccines.length) missing.push('health.missing.vaccines');
  if (!sheet?.dewormings.length) missing.push('health.missing.deworming');
  if (!sheet?.vetCheck) missing.push('health.missing.vet-check');
  // Hip dysplasia is what a dog's buyer asks about first; a cat's parents are screened otherwise.
  if (advert.speciesCode === 'DOG' && !sheet?.tests.some((t) => t.kind === 'HIP'))
    missing.push('health.missing.hip-test');
  if (advert.purebred && !sheet?.motherLop) missing.push('health.missing.mother-lop');
  if (!sheet?.father) missing.push('health.missing.father');
  return missing;
}
