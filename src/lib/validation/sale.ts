/** The one sale schema: the editor checks it in the browser and the API checks it again on the server. */
import { z } from './zod.ts';
import { IMAGE_MAX_BYTES, estimateBase64Kb } from '../images.ts';
import { DAY_MS } from '../time.ts';

/** The most photos one sale may have; position 0 is the default photo. */
export const MAX_SALE_PHOTOS = 10;
/** The specification's minimum gap from birthdate to registerDate (section 9). */
export const MIN_WEEKS_BEFORE_HOME = 8;
export const TITLE_MIN = 5;
export const TITLE_MAX = 100;
export const DESCRIPTION_MIN = 20;
export const DESCRIPTION_MAX = 5000;
export const PRICE_MAX = 100_000;
export const LITTER_MAX = 24;
/** Largest photo the editor uploads, in the KB of the specification's base64 estimate (decision 063). */
export const SALE_PHOTO_MAX_KB = IMAGE_MAX_BYTES.sale / 1000;

/** ISO 11784/11785 transponders carry 15 digits; SIAC registers exactly those. */
export const MICROCHIP = /^[0-9]{15}$/;
/** Registry numbers are written many ways ("LOP 123456", "12345/2023"): letters, digits, spaces, . / - only. */
export const REGISTRY = /^[\p{L}0-9 ./-]{1,40}$/u;
const FILE_KEY = /^[a-z0-9]{8,64}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Milliseconds of a valid calendar date written YYYY-MM-DD, else NaN ("2024-02-30" is not a date). */
export function parseIsoDate(value: string): number {
  if (!ISO_DATE.test(value)) return Number.NaN;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== value ? Number.NaN : ms;
}

// Building an Intl formatter costs far more than using one: pages call todayIso for every card.
const LISBON_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' });

/** Today in Lisbon as YYYY-MM-DD: "in the future" means after the Portuguese calendar day. */
export function todayIso(now: Date = new Date()): string {
  return LISBON_DAY.format(now);
}

/**
 * The specification's pet-date rule read as DESIGN.md does: the animal may go home (registerDate) no
 * sooner than 8 weeks after it was born. True when the pair is valid.
 */
export function isValidDateRange(birthDate: string, registerDate: string): boolean {
  const birth = parseIsoDate(birthDate);
  const home = parseIsoDate(registerDate);
  return home - birth >= MIN_WEEKS_BEFORE_HOME * 7 * DAY_MS;
}

const trimmed = (min: number, max: number, message: string) =>
  z
    .string({ message })
    .max(max * 4, message)
    .transform((v) => v.trim())
    .refine((v) => v.length >= min && v.length <= max, message);

const optionalText = (pattern: RegExp, message: string) =>
  z
    .string({ message })
    .max(200, message)
    .nullish()
    .transform((v) => (v == null || v.trim() === '' ? null : v.trim().replace(/\s+/g, ' ')))
    .refine((v) => v === null || pattern.test(v), message);

const id = (message: string) => z.number({ message }).int(message).positive(message).max(2_147_483_647, message);

/** The body of POST /private/sale and PUT /private/my-sale-edit/{uid}; messages are translation keys. */
export const saleInputSchema = z
  .object({
    species: z.string({ message: 'sale.error.species' }).regex(/^[A-Z_]{1,32}$/, 'sale.error.species'),
    /** True: a purebred of `breedCode`. False: undetermined breed (no breed name is shown). */
    purebred: z.boolean({ message: 'sale.error.purebred' }),
    breedCode: z
      .string({ message: 'sale.error.breed' })
      .regex(/^[A-Z0-9_]{1,64}$/, 'sale.error.breed')
      .nullish(),
    title: trimmed(TITLE_MIN, TITLE_MAX, 'sale.error.title'),
    description: trimmed(DESCRIPTION_MIN, DESCRIPTION_MAX, 'sale.error.description'),
    /** Euros; 0 means the animal is offered for free ("Gratuito"). */
    price: z
      .number({ message: 'sale.error.price' })
      .min(0, 'sale.error.price')
      .max(PRICE_MAX, 'sale.error.price')
      .refine(
        (v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
        'sale.error.price',
      ),
    sex: z.enum(['MALE', 'FEMALE'], { message: 'sale.error.sex' }),
    birthDate: z
      .string({ message: 'sale.error.birth-date' })
      .refine((v) => !Number.isNaN(parseIsoDate(v)), 'sale.error.birth-date')
      .refine((v) => v <= todayIso(), 'sale.error.birth-date-future')
      .refine((v) => v >= '1990-01-01', 'sale.error.birth-date'),
    registerDate: z
      .string({ message: 'sale.error.register-date' })
      .refine((v) => !Number.isNaN(parseIsoDate(v)), 'sale.error.register-date'),
    litterSize: z
      .number({ message: 'sale.error.litter-size' })
      .int('sale.error.litter-size')
      .min(1, 'sale.error.litter-size')
      .max(LITTER_MAX, 'sale.error.litter-size'),
    microchip: z
      .string({ message: 'sale.error.microchip' })
      .transform((v) => v.replace(/\s+/g, ''))
      .refine((v) => MICROCHIP.test(v), 'sale.error.microchip'),
    motherMicrochip: z
      .string({ message: 'sale.error.mother-microchip' })
      .transform((v) => v.replace(/\s+/g, ''))
      .refine((v) => MICROCHIP.test(v), 'sale.error.mother-microchip'),
    lopNumber: optionalText(REGISTRY, 'sale.error.lop'),
    locationId: id('sale.error.location'),
    childLocationId: id('sale.error.child-location'),
    /** File keys from POST /private/sale/file, in display order: the first is the default photo. */
    images: z
      .array(z.string().regex(FILE_KEY, 'sale.error.images'), { message: 'sale.error.images' })
      .min(1, 'sale.error.images-required')
      .max(MAX_SALE_PHOTOS, 'sale.error.images-max')
      .refine((list) => new Set(list).size === list.length, 'sale.error.images'),
  })
  .superRefine((v, ctx) => {
    for (const [path, message] of Object.entries(crossFieldErrors(v)))
      ctx.addIssue({ code: 'custom', path: [path], message });
  })
  .transform((v) => ({
    ...v,
    breedCode: v.purebred ? (v.breedCode ?? null) : null,
    lopNumber: v.purebred ? v.lopNumber : null,
  }));

/** What the editor sends. */
export type SaleInputBody = z.input<typeof saleInputSchema>;
/** What the server stores after validation (trimmed, normalised). */
export type SaleInput = z.output<typeof saleInputSchema>;
export type SaleField = keyof SaleInputBody;
export type SaleErrors = Partial<Record<SaleField | 'form', string>>;

/**
 * The rules between fields (breed and LOP against purebred, the two microchips, the dates). zod runs an
 * object's refinements only once every field is valid; a form must show them all at once, so they are
 * also checked on the raw values here.
 */
export function crossFieldErrors(raw: unknown): SaleErrors {
  const v = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const text = (x: unknown) => (typeof x === 'string' ? x.trim() : '');
  const errors: SaleErrors = {};
  if (v['purebred'] === true) {
    if (!text(v['breedCode'])) errors.breedCode = 'sale.error.breed-required';
    if (!text(v['lopNumber'])) errors.lopNumber = 'sale.error.lop-required';
  } else if (v['purebred'] === false) {
    if (text(v['breedCode'])) errors.breedCode = 'sale.error.breed-undetermined';
    if (text(v['lopNumber'])) errors.lopNumber = 'sale.error.lop-undetermined';
  }
  const chip = text(v['microchip']).replace(/\s+/g, '');
  if (MICROCHIP.test(chip) && chip === text(v['motherMicrochip']).replace(/\s+/g, ''))
    errors.motherMicrochip = 'sale.error.mother-microchip-same';
  const birth = text(v['birthDate']);
  const home = text(v['registerDate']);
  if (!Number.isNaN(parseIsoDate(birth)) && !Number.isNaN(parseIsoDate(home)) && !isValidDateRange(birth, home))
    errors.registerDate = 'dateRange';
  return errors;
}

/** Field → translation key of the first broken rule (field rules first, then the rules between fields); empty when valid. */
export function saleErrors(body: unknown): SaleErrors {
  const result = saleInputSchema.safeParse(body);
  if (result.success) return {};
  const errors: SaleErrors = {};
  for (const issue of result.error.issues) {
    const field = (issue.path[0] === undefined ? 'form' : String(issue.path[0])) as SaleField | 'form';
    errors[field] ??= issue.message;
  }
  for (const [field, message] of Object.entries(crossFieldErrors(body)) as [SaleField, string][])
    errors[field] ??= message;
  return errors;
}

/** The specification's size estimate of a photo read as base64, and whether it may be uploaded. */
export function photoSizeCheck(base64: string): { kb: number; ok: boolean } {
  const kb = estimateBase64Kb(base64);
  return { kb, ok: kb <= SALE_PHOTO_MAX_KB };
}
