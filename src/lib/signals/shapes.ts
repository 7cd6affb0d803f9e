/**
 * Risk signals on an advert (issue 57, decision 218) as the API serves and takes them: the usual price of a breed,
 * an advert's flags with their reason and evidence, and a moderator's verdict on them. Each shape is declared once,
 * here, as a zod schema whose `id` names it in the OpenAPI document (decision 212); the browser imports the types only.
 */
import { z } from 'zod';
import { RISK_KINDS } from '../conversations/risk-signals.ts';

export const FLAG_KINDS = ['price', 'text', 'mother'] as const;
export type FlagKind = (typeof FLAG_KINDS)[number];

export const FLAG_VERDICTS = ['RIGHT', 'WRONG'] as const;
export type FlagVerdict = (typeof FLAG_VERDICTS)[number];

export const UsualPriceSchema = z
  .object({
    low: z.number().meta({ description: 'The lower quartile, in euros', example: 700 }),
    median: z.number().meta({ description: 'The median, in euros', example: 850 }),
    high: z.number().meta({ description: 'The upper quartile, in euros', example: 1050 }),
    adverts: z.number().int().meta({ description: 'How many approved adverts it was read from', example: 14 }),
  })
  .meta({
    id: 'UsualPrice',
    description:
      "What a species and breed usually costs here: the median and middle half of the approved adverts' prices of the " +
      'last 12 months (a litter by its animals; free adverts left out), given from 8 adverts up (decision 218)',
  });
export type UsualPrice = z.infer<typeof UsualPriceSchema>;

export const PriceEvidenceSchema = z
  .object({
    price: z.number().meta({ description: "The advert's price in euros (a litter's lowest priced animal)" }),
    usual: UsualPriceSchema,
    below: z.number().meta({ description: 'The price under which an advert is flagged: a share of `usual.low`' }),
  })
  .meta({ id: 'PriceEvidence' });
export type PriceEvidence = z.infer<typeof PriceEvidenceSchema>;

export const RiskWordSchema = z
  .object({
    field: z.enum(['title', 'description']),
    kind: z.enum(RISK_KINDS),
    text: z.string().meta({ description: 'The words as the seller wrote them', example: 'sinal de 100 €' }),
    start: z.number().int().meta({ description: 'Index of their first character in the field' }),
    end: z.number().int().meta({ description: 'Index of the character after them' }),
  })
  .meta({ id: 'RiskWord' });
export type RiskWord = z.infer<typeof RiskWordSchema>;

export const TextEvidenceSchema = z
  .object({ words: z.array(RiskWordSchema) })
  .meta({ id: 'TextEvidence', description: "The chat's scam words found in the advert's title and description" });
export type TextEvidence = z.infer<typeof TextEvidenceSchema>;

export const MOTHER_REASONS = [
  'mother-litters-close',
  'mother-many-litters',
  'mother-two-owners',
  'mother-is-animal',
] as const;
export type MotherReason = (typeof MOTHER_REASONS)[number];

export const MotherRecordSchema = z
  .object({
    litter: z.number().int().meta({ description: "This advert's litter among hers here, oldest first (1: her first)" }),
    litters: z.number().int().meta({ description: 'How many litters of hers were advertised here' }),
    previousBorn: z
      .string()
      .meta({ format: 'date', description: 'When her litter before this one was born' })
      .nullable(),
    nextBorn: z.string().meta({ format: 'date', description: 'When her litter after this one was born' }).nullable(),
  })
  .meta({
    id: 'MotherRecord',
    description:
      "The mother's litters advertised here (issue 57, decision 222): a litter is her chip plus a birth date (± 7 " +
      "days) across every owner's approved adverts and this one",
  });
export type MotherRecord = z.infer<typeof MotherRecordSchema>;

export const MotherEvidenceSchema = z
  .object({
    microchip: z.string().meta({ description: "The mother's chip" }),
    litter: z.number().int().meta({ description: "This advert's litter among hers, oldest first" }),
    litters: z.array(
      z.object({
        born: z.string().meta({ format: 'date' }),
        adverts: z.number().int(),
        owners: z.number().int().meta({ description: 'How many owners advertised this litter' }),
      }),
    ),
    owners: z.number().int().meta({ description: 'How many owners advertised her litters' }),
    animalOf: z
      .object({ uid: z.uuid(), title: z.string() })
      .nullable()
      .meta({ description: "The approved advert whose animal carries the mother's chip" }),
  })
  .meta({ id: 'MotherEvidence', description: "The mother's litters here, oldest first, and her owners" });
export type MotherEvidence = z.infer<typeof MotherEvidenceSchema>;

const flagBase = {
  id: z.uuid(),
  raisedAt: z.string().meta({ format: 'date-time' }),
  verdict: z
    .enum(FLAG_VERDICTS)
    .nullable()
    .meta({ description: "The moderator's word on the flag once they decided: RIGHT (it was a risk) or WRONG" }),
  decidedAt: z.string().meta({ format: 'date-time' }).nullable(),
};

export const SaleFlagSchema = z
  .discriminatedUnion('kind', [
    z.object({
      ...flagBase,
      kind: z.literal('price'),
      reason: z.literal('price-below-usual').meta({ description: 'The price is under half the usual lower bound' }),
      evidence: PriceEvidenceSchema,
    }),
    z.object({
      ...flagBase,
      kind: z.literal('text'),
      reason: z.literal('risk-words').meta({ description: "The advert's text carries the chat's scam words" }),
      evidence: TextEvidenceSchema,
    }),
    z.object({
      ...flagBase,
      kind: z.literal('mother'),
      reason: z.enum(MOTHER_REASONS).meta({
        description:
          'Her litter came under 12 months after another, her 5th litter or more, her chip under two owners, or her ' +
          "chip is another advert's animal",
      }),
      evidence: MotherEvidenceSchema,
    }),
  ])
  .meta({
    id: 'SaleFlag',
    description:
      'A risk signal raised on an advert when it was sent or changed (issue 57): never a refusal, a reason for the ' +
      'moderators to look, with what raised it',
  });
export type SaleFlag = z.infer<typeof SaleFlagSchema>;

export const FlagVerdictsSchema = z
  .object({
    verdicts: z
      .array(z.object({ id: z.uuid('validation.invalid-format'), verdict: z.enum(FLAG_VERDICTS) }))
      .min(1, 'validation.required')
      .max(20),
  })
  .meta({
    id: 'FlagVerdicts',
    example: { verdicts: [{ id: '0b9f3b8e-5f1a-4c52-9d8e-2f6a3c1d7e90', verdict: 'RIGHT' }] },
  });
export type FlagVerdicts = z.infer<typeof FlagVerdictsSchema>;

export const SaleFlagListSchema = z
  .object({ flags: z.array(SaleFlagSchema) })
  .meta({ id: 'SaleFlagList', description: "An advert's flags, newest first" });
export type SaleFlagList = z.infer<typeof SaleFlagListSchema>;
