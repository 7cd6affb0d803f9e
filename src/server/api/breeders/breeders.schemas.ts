/** People as anyone may see them (mirroring src/lib/users/types.ts): the public card, the seller of a sale, the directory's card. */
import { z } from '@hono/zod-openapi';

/** What every public view of a person shows: who, where, what they breed, and whether they are certified. */
const cardFields = {
  uid: z.uuid(),
  name: z.string(),
  surname: z.string(),
  sourceImage: z.string().nullable(),
  locationId: z.number().int().nullable(),
  location: z.string().nullable(),
  childLocationId: z.number().int().nullable(),
  childLocation: z.string().nullable(),
  breedTypes: z.array(z.object({ code: z.string(), name: z.string(), species: z.string() })),
  animals: z.array(z.string()).openapi({ description: 'Animal codes of breedTypes', example: ['DOG'] }),
  certified: z.boolean(),
};

/** GET /public/user-profile, and the seller of every sale. Never the email; the phone only when its owner chose. */
export const PublicProfileSchema = z
  .object({
    ...cardFields,
    userType: z.string(),
    certification: z
      .object({
        dgavNumber: z.string(),
        verifiedAt: z.string().openapi({ format: 'date-time' }),
        validUntil: z.string().openapi({ format: 'date-time' }),
        documents: z.number().int(),
        premises: z.boolean(),
      })
      .nullable()
      .openapi('CertificationSummary', { description: 'What was checked and when, behind the badge (decision 176)' }),
    dgavNumber: z.string().nullable(),
    memberSince: z.iso.date().openapi({ description: 'The day the account was created', example: '2025-03-14' }),
    phone: z.string().optional().openapi({ description: 'Only when the user chose to show it' }),
    phoneCountry: z.string().nullable().optional(),
  })
  .openapi('PublicProfile');

/** A card of the breeders directory: no phone, and how many sales are on show. */
export const BreederCardSchema = z.object({ ...cardFields, activeSales: z.number().int() }).openapi('BreederCard');
