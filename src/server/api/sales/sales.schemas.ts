/** The sale shapes of the API (OpenAPI documentation and typed answers), mirroring src/server/domain/sales/types.ts. */
import { z } from '@hono/zod-openapi';
import { REVIEWS_SHOWN_FROM } from '../../../lib/reviews/types.ts';
import { SALE_AVAILABILITIES } from '../../../lib/sales/types.ts';
import { PublicProfileSchema } from '../../../lib/users/shapes.ts';

const VariantSchema = z.object({
  width: z.number().int(),
  format: z.string(),
  path: z.string(),
  bytes: z.number().int(),
});

export const SaleImageSchema = z
  .object({
    uid: z.string().openapi({ description: 'File key' }),
    position: z.number().int().openapi({ description: '0 is the default photo' }),
    source: z
      .string()
      .openapi({ description: 'URL of the 640 px WebP rendition', example: '/files/3f2a9c0d1e4b5a6c7d8e/640.webp' }),
    width: z.number().int(),
    height: z.number().int(),
    variants: z.array(VariantSchema).openapi({ description: 'Every rendition (WebP and JPEG widths) for srcset' }),
  })
  .openapi('SaleImage');

const NamedSchema = z.object({ code: z.string(), name: z.string() });
const PlaceSchema = z.object({ id: z.number().int(), name: z.string() });
const StatusSchema = z.enum(['PENDING', 'APPROVED', 'REJECTED']);
export const AvailabilitySchema = z
  .enum(SALE_AVAILABILITIES)
  .openapi('SaleAvailability', { description: 'Set by its owner; RESERVED and SOLD leave the listing (decision 137)' });

export const SaleCardSchema = z
  .object({
    uid: z.uuid(),
    title: z.string(),
    species: NamedSchema,
    breed: NamedSchema.nullable().openapi({ description: 'Null for an undetermined breed' }),
    purebred: z.boolean(),
    price: z.number().openapi({ description: 'Euros; 0 is free ("Gratuito")' }),
    free: z.boolean(),
    sex: z.enum(['MALE', 'FEMALE']),
    birthDate: z.string().openapi({ format: 'date' }),
    registerDate: z.string().openapi({ format: 'date', description: 'From when the animal may go to its new home' }),
    location: PlaceSchema.nullable(),
    childLocation: PlaceSchema.nullable(),
    certified: z.boolean(),
    dangerous: z.boolean().openapi({ description: 'Potentially dangerous breed (Portaria n.º 422/2004)' }),
    // A union, not .nullable(): that would make the named SaleImage schema itself nullable (and every images[] entry).
    image: z.union([SaleImageSchema, z.null()]),
    status: StatusSchema,
    availability: AvailabilitySchema,
    publishedAt: z.string().nullable().openapi({ format: 'date-time' }),
    sellerRating: z
      .object({ overall: z.number(), count: z.number().int() })
      .nullable()
      .openapi({
        description: `What visitors said of the seller (issue 38): the mean of their ratings and how many reviews, from ${REVIEWS_SHOWN_FROM} published reviews on; null below`,
      }),
    litter: z
      .object({
        animals: z.number().int(),
        available: z.number().int(),
        males: z.number().int().openapi({ description: 'Available males' }),
        females: z.number().int().openapi({ description: 'Available females' }),
        matching: z
          .number()
          .int()
          .openapi({ description: "Available animals the listing's price and sex filters match (all without them)" }),
        fromPrice: z.number().openapi({ description: 'Euros: the lowest price of the available animals' }),
      })
      .nullable()
      .openapi({ description: "A litter's animals counted (issue 39, decision 186); null for a single animal" }),
    distanceKm: z
      .number()
      .int()
      .optional()
      .openapi({
        description:
          "Straight-line km, rounded, from the listing's place (`near`, or `lat` and `lon`) to the advert's " +
          'municipality; only in a listing around a place',
        example: 23,
      }),
  })
  .openapi('SaleCard');

export const LitterAnimalSchema = z
  .object({
    uid: z.uuid(),
    position: z.number().int(),
    label: z.string(),
    sex: z.enum(['MALE', 'FEMALE']),
    colour: z.string(),
    price: z.number().openapi({ description: 'Euros' }),
    microchip: z.string(),
    state: AvailabilitySchema,
    photos: z.array(z.string()).openapi({ description: "Its own photos' file keys: /files/{key}/{width}.webp" }),
    review: z
      .enum(['NEW', 'CHANGED'])
      .optional()
      .openapi({
        description:
          "Only in its owner's editor and the moderators' queue: added or changed by a change waiting for the " +
          'moderators (decision 197); never in a public read',
      }),
  })
  .openapi('LitterAnimal');

export const SaleDetailSchema = SaleCardSchema.extend({
  description: z.string(),
  litterSize: z.number().int().nullable(),
  microchip: z.string().nullable(),
  motherMicrochip: z.string().nullable(),
  lopNumber: z.string().nullable(),
  images: z.array(SaleImageSchema),
  rejectReason: z.string().nullable().openapi({ description: 'Only for its owner and admins' }),
  ownerUid: z.uuid(),
  seller: PublicProfileSchema,
  createDate: z.string(),
  updateDate: z.string(),
  animals: z
    .array(LitterAnimalSchema)
    .openapi({ description: "A litter's animals in order; empty for a single animal" }),
}).openapi('SaleDetail');

export const MySaleSchema = SaleCardSchema.extend({
  rejectReason: z.string().nullable(),
  favorites: z.number().int(),
  visitRequests: z.number().int(),
  pendingVisitRequests: z.number().int(),
  createDate: z.string(),
  updateDate: z.string(),
  revision: z
    .object({ title: z.string(), submittedAt: z.string().openapi({ format: 'date-time' }) })
    .nullable()
    .openapi({ description: 'A change waiting for the moderators; the published version stays online (decision 135)' }),
  revisionRejectReason: z
    .string()
    .nullable()
    .openapi({ description: 'Why the moderators refused the last change (the published version stayed)' }),
  takenDown: z
    .boolean()
    .openapi({ description: 'Taken down after reports (rejectReason says why): its owner may appeal (decision 174)' }),
  appeal: z
    .object({ state: z.enum(['OPEN', 'REINSTATE', 'UPHOLD']), reason: z.string().nullable() })
    .nullable()
    .openapi({ description: "The owner's latest appeal: waiting, or answered with the moderator's reason" }),
}).openapi('MySale');

export const MySaleDetailSchema = SaleDetailSchema.extend({
  revisionPending: z
    .boolean()
    .openapi({ description: 'True: the fields are those of the change waiting for the moderators' }),
  animalsPending: z.boolean().openapi({
    description: 'True: the animals are those of a change waiting for the moderators; buyers see the approved ones',
  }),
}).openapi('MySaleDetail');

export const QueueItemSchema = SaleDetailSchema.extend({
  sellerEmail: z.string(),
  revision: z.boolean().openapi({
    description: 'True: a change to an approved sale (still online as it was), shown as it would read once approved',
  }),
  changes: z.array(z.string()).openapi({
    description: "The body fields the change alters, and `animals` when it alters a litter's animals",
    example: ['title', 'price', 'animals'],
  }),
  removedAnimals: z
    .array(z.string())
    .openapi({ description: "The names of the litter's animals the change takes out (decision 197)" }),
}).openapi('ModerationItem');
