/**
 * The sale as the API serves and takes it: a card for lists, a detail with every legal field, one's own sales, a
 * litter's animals, and the moderators' queue. Each shape is declared once, here, as a zod schema whose `id` names it
 * in the OpenAPI document; its type is what zod infers (decision 212). Plain zod described with `.meta()`, so the
 * server loads it outside the API too; the browser imports the types only.
 */
import { z } from 'zod';
import { moderatorReason } from '../moderation/shapes.ts';
import { REVIEWS_SHOWN_FROM } from '../reviews/types.ts';
import { SearchFiltersSchema } from '../searches/shapes.ts';
import { PublicProfileSchema, type PublicProfile } from '../users/shapes.ts';
import { LISTING_LIMIT, SALE_AVAILABILITIES, SALE_STATES, SALE_STATUSES, TEXT_SEARCH_LIMIT } from './types.ts';
import { FRESH_CONFIRM_EVERY_DAYS, FRESH_GRACE_DAYS, FRESH_LINK_DAYS } from './freshness.ts';
import { HEALTH_DOCUMENT_KINDS, HEALTH_DOCUMENT_MAX_BYTES, HEALTH_TEST_KINDS, PARENTS } from './health-types.ts';
import { CERTIFICATION_DOCUMENT_TYPES } from '../certification/types.ts';
import { documentDataSchema } from '../certification/shapes.ts';
import { MotherRecordSchema, SaleFlagSchema, UsualPriceSchema } from '../signals/shapes.ts';

const VariantSchema = z.object({
  width: z.number().int(),
  format: z.string(),
  path: z.string(),
  bytes: z.number().int(),
});

export const SaleImageSchema = z
  .object({
    uid: z.string().meta({ description: 'File key' }),
    position: z.number().int().meta({ description: '0 is the default photo' }),
    source: z
      .string()
      .meta({ description: 'URL of the 640 px WebP rendition', example: '/files/3f2a9c0d1e4b5a6c7d8e/640.webp' }),
    width: z.number().int(),
    height: z.number().int(),
    variants: z.array(VariantSchema).meta({ description: 'Every rendition (WebP and JPEG widths) for srcset' }),
  })
  .meta({ id: 'SaleImage', description: "One of an advert's photos" });
export type SaleImage = z.infer<typeof SaleImageSchema>;

export const NamedSchema = z.object({ code: z.string(), name: z.string() });
export type Named = z.infer<typeof NamedSchema>;

export const PlaceSchema = z.object({ id: z.number().int(), name: z.string() });
export type Place = z.infer<typeof PlaceSchema>;

export const SaleStatusSchema = z.enum(SALE_STATUSES);
export type SaleStatus = z.infer<typeof SaleStatusSchema>;

export const AvailabilitySchema = z.enum(SALE_AVAILABILITIES).meta({
  id: 'SaleAvailability',
  description: 'Set by its owner; RESERVED and SOLD leave the listing (decision 137)',
});

/** An advert's state as lists and pages read it: its owner's availability, or LAPSED (issue 57, decision 219). */
export const SaleStateSchema = z.enum(SALE_STATES).meta({
  id: 'SaleState',
  description:
    'Set by its owner (AVAILABLE, RESERVED, SOLD; decision 137), or LAPSED: its seller did not confirm it was still ' +
    `available within ${FRESH_GRACE_DAYS} days of being asked (every ${FRESH_CONFIRM_EVERY_DAYS} days), so it left ` +
    'the listing and the search until they do (decision 219). Only AVAILABLE is listed.',
});

const sex = z.enum(['MALE', 'FEMALE']);

/** A litter on its card: how many animals, how many available and of which sex, and from what price. */
export const LitterSummarySchema = z.object({
  animals: z.number().int(),
  available: z.number().int(),
  males: z.number().int().meta({ description: 'Available males' }),
  females: z.number().int().meta({ description: 'Available females' }),
  matching: z
    .number()
    .int()
    .meta({ description: "Available animals the listing's price and sex filters match (all without them)" }),
  fromPrice: z.number().meta({ description: 'Euros: the lowest price of the available animals' }),
});
export type LitterSummary = z.infer<typeof LitterSummarySchema>;

const day = z.string().meta({ format: 'date' });

/** What the seller declared of the animal's health and parents (issue 56, decision 215); every part may be empty. */
export const HealthSheetSchema = z
  .object({
    vaccines: z.array(z.object({ name: z.string().meta({ example: 'Polivalente (esgana, parvovirose)' }), date: day })),
    dewormings: z.array(z.object({ date: day })),
    vetCheck: day.nullable().meta({ description: 'The last vet check' }),
    motherLop: z.string().nullable(),
    father: z
      .object({ name: z.string().nullable(), microchip: z.string().nullable(), lop: z.string().nullable() })
      .nullable()
      .meta({ description: 'Optional: a father named by any of these' }),
    tests: z.array(
      z.object({
        parent: z.enum(PARENTS),
        kind: z.enum(HEALTH_TEST_KINDS),
        name: z.string().nullable().meta({ description: 'What a DNA test looked for', example: 'PRA-prcd' }),
        result: z.string().meta({
          description:
            "On its kind's scale: HIP A–E (FCI), ELBOW 0–3 (IEWG), PATELLA 0–4, EYES and HEART CLEAR or " +
            'AFFECTED, DNA CLEAR, CARRIER or AFFECTED',
        }),
        date: day,
      }),
    ),
  })
  .meta({ id: 'HealthSheet', description: "An animal's health and parents sheet as its seller declared it" });
export type HealthSheet = z.infer<typeof HealthSheetSchema>;

export const HealthSignsSchema = z
  .object({ vaccinated: z.boolean(), dewormed: z.boolean(), parentsTested: z.boolean() })
  .meta({
    id: 'HealthSigns',
    description:
      'What the advert\'s sheet declares, for the card\'s sign ("Vacinado · Desparasitado · Pais com testes")',
  });
export type HealthSigns = z.infer<typeof HealthSignsSchema>;

const AnimalHealthSchema = z.object({
  uid: z.uuid().meta({ description: 'The litter animal' }),
  lop: z.string().nullable().meta({ description: 'Its own LOP number' }),
  // A union, not .nullable(): that would make the named HealthSheet schema itself nullable.
  own: z.union([HealthSheetSchema, z.null()]).meta({ description: "Its own sheet; null: it shares the litter's" }),
});

export const SaleHealthSchema = z
  .object({
    sheet: z
      .union([HealthSheetSchema, z.null()])
      .meta({ description: "The advert's sheet (a litter's, shared); null: none yet" }),
    animals: z
      .array(AnimalHealthSchema)
      .meta({ description: "A litter's animals with an LOP number or a sheet of their own" }),
    documents: z
      .array(z.object({ kind: z.enum(HEALTH_DOCUMENT_KINDS), animalUid: z.uuid().nullable() }))
      .meta({ description: 'Which private documents the seller gave the moderators (never their content)' }),
    updatedAt: z
      .string()
      .nullable()
      .meta({ format: 'date-time', description: 'When the seller last changed the sheet' }),
  })
  .meta({
    id: 'SaleHealth',
    description: 'The health and parents sheet of an advert as everybody reads it (issue 56)',
  });
export type SaleHealth = z.infer<typeof SaleHealthSchema>;

export const HealthDocumentSchema = z
  .object({
    uid: z.uuid(),
    kind: z.enum(HEALTH_DOCUMENT_KINDS),
    animalUid: z.uuid().nullable().meta({ description: "The litter animal it is about; null: the advert's" }),
    name: z.string(),
    contentType: z.enum(CERTIFICATION_DOCUMENT_TYPES),
    bytes: z.number().int(),
    createdAt: z.string().meta({ format: 'date-time' }),
  })
  .meta({
    id: 'HealthDocument',
    description:
      'A private document of the sheet (vaccination booklet, test certificate): its seller and the moderators only',
  });
export type HealthDocument = z.infer<typeof HealthDocumentSchema>;

export const HealthDocumentUploadSchema = z
  .object({
    kind: z.enum(HEALTH_DOCUMENT_KINDS, { message: 'health.error.document-kind' }),
    animalUid: z.uuid('litter.error.animal').nullish().meta({ description: "A litter animal's; absent: the advert's" }),
    name: z.string({ message: 'validation.required' }).min(1, 'validation.required').max(300, 'validation.too-long'),
    data: documentDataSchema(
      HEALTH_DOCUMENT_MAX_BYTES,
      'health.error.document-size',
      'health.error.document-type',
    ).meta({
      type: 'string',
      description: 'Base64 or a data: URL of a PDF, JPEG, PNG or WebP (recognised by its bytes), at most 4 MB',
    }),
  })
  .meta({ id: 'HealthDocumentUpload' });

export const HealthRecordSchema = SaleHealthSchema.extend({
  documents: z.array(HealthDocumentSchema),
}).meta({ id: 'HealthRecord', description: 'The sheet with its private documents, for its seller and the moderators' });
export type HealthRecord = z.infer<typeof HealthRecordSchema>;

export const SaleCardSchema = z
  .object({
    uid: z.uuid(),
    title: z.string(),
    species: NamedSchema,
    breed: NamedSchema.nullable().meta({ description: 'Null for an undetermined breed' }),
    purebred: z.boolean(),
    price: z.number().meta({ description: 'Euros; 0 is free ("Gratuito")' }),
    free: z.boolean(),
    sex,
    birthDate: z.string().meta({ format: 'date' }),
    registerDate: z.string().meta({ format: 'date', description: 'From when the animal may go to its new home' }),
    location: PlaceSchema.nullable(),
    childLocation: PlaceSchema.nullable(),
    certified: z.boolean(),
    dangerous: z.boolean().meta({ description: 'Potentially dangerous breed (Portaria n.º 422/2004)' }),
    // A union, not .nullable(): that would make the named SaleImage schema itself nullable (and every images[] entry).
    /** The default photo. */
    image: z.union([SaleImageSchema, z.null()]),
    status: SaleStatusSchema,
    availability: SaleStateSchema,
    confirmedAt: z.string().nullable().meta({
      format: 'date-time',
      description:
        'When its seller last confirmed it was still available, or else when it was published ("confirmado há N dias", issue 57)',
    }),
    publishedAt: z
      .string()
      .nullable()
      .meta({ format: 'date-time', description: 'When the sale was last approved (its publication date)' }),
    sellerRating: z
      .object({ overall: z.number(), count: z.number().int() })
      .nullable()
      .meta({
        description: `What visitors said of the seller (issue 38): the mean of their ratings and how many reviews, from ${REVIEWS_SHOWN_FROM} published reviews on; null below`,
      }),
    litter: LitterSummarySchema.nullable().meta({
      description: "A litter's animals counted (issue 39, decision 186); null for a single animal",
    }),
    health: HealthSignsSchema,
    distanceKm: z
      .number()
      .int()
      .optional()
      .meta({
        description:
          "Straight-line km, rounded, from the listing's place (`near`, or `lat` and `lon`) to the advert's " +
          'municipality; only in a listing around a place',
        example: 23,
      }),
  })
  .meta({ id: 'SaleCard', description: 'An advert as lists show it' });
export type SaleCard = z.infer<typeof SaleCardSchema>;

export const AnimalReviewSchema = z.enum(['NEW', 'CHANGED']);
/** What a waiting change does to one animal of a published litter (decision 197). */
export type AnimalReview = z.infer<typeof AnimalReviewSchema>;

export const LitterAnimalSchema = z
  .object({
    uid: z.uuid(),
    position: z.number().int(),
    label: z.string(),
    sex,
    colour: z.string(),
    price: z.number().meta({ description: 'Euros' }),
    microchip: z.string(),
    state: AvailabilitySchema,
    photos: z.array(z.string()).meta({ description: "Its own photos' file keys: /files/{key}/{width}.webp" }),
    review: AnimalReviewSchema.optional().meta({
      description:
        "Only in its owner's editor and the moderators' queue: added or changed by a change waiting for the " +
        'moderators (decision 197); never in a public read',
    }),
  })
  .meta({ id: 'LitterAnimal', description: 'One animal of a litter as everybody reads it' });
export type LitterAnimal = z.infer<typeof LitterAnimalSchema>;

/** The seller's breeder card (the same fields as GET /public/user-profile). */
export type SellerCard = PublicProfile;

export const SaleDetailSchema = SaleCardSchema.extend({
  description: z.string(),
  litterSize: z.number().int().nullable(),
  microchip: z.string().nullable(),
  motherMicrochip: z.string().nullable(),
  lopNumber: z.string().nullable(),
  images: z.array(SaleImageSchema),
  rejectReason: z.string().nullable().meta({ description: 'Only for its owner and admins' }),
  ownerUid: z.uuid(),
  /** The seller's breeder card (DGAV number included). */
  seller: PublicProfileSchema,
  createDate: z.string(),
  updateDate: z.string(),
  animals: z.array(LitterAnimalSchema).meta({ description: "A litter's animals in order; empty for a single animal" }),
  healthSheet: SaleHealthSchema,
  usualPrice: UsualPriceSchema.nullable().meta({
    description:
      "What this species and breed usually costs (issue 57): the other approved adverts' median and quartiles of the " +
      'last 12 months; null without a breed or under 8 such adverts',
  }),
  priceNote: z.boolean().meta({
    description:
      'True when the advert (a litter: its cheapest paid animal) costs under half the usual lower bound: the buyer ' +
      'reads a note, and the moderators got a `price` flag. Never for a free advert',
  }),
  motherRecord: MotherRecordSchema.nullable().meta({
    description:
      "Which of the mother's litters advertised here this is, and when the one before it was born (issue 57); null " +
      "without a mother's chip",
  }),
}).meta({ id: 'SaleDetail', description: 'One advert with every legal field' });
export type SaleDetail = z.infer<typeof SaleDetailSchema>;

/** The listing reaches and counts its first LISTING_LIMIT adverts, a text search TEXT_SEARCH_LIMIT (decisions 159, 167). */
export const SalePageSchema = z
  .object({
    content: z.array(SaleCardSchema),
    totalElements: z
      .number()
      .int()
      .meta({
        description: `Adverts matching, counted up to ${LISTING_LIMIT} (${TEXT_SEARCH_LIMIT} with \`q\`, where relevance ranks the newest ${TEXT_SEARCH_LIMIT} matches); pages past that many are empty`,
      }),
    totalCapped: z.boolean().meta({
      description: `True when more adverts match than the listing counts (${LISTING_LIMIT}, or ${TEXT_SEARCH_LIMIT} with \`q\`): narrower filters reach the others`,
    }),
    searchedFor: z
      .string()
      .optional()
      .meta({
        description:
          'Present when the words of `q` matched nothing and the page answers them with a word corrected instead ' +
          '(the closest word a listed advert holds: "labradr" → "labrador"); `exact=true` searches `q` as typed',
        example: 'labrador',
      }),
    missingWords: z
      .array(z.string())
      .optional()
      .meta({
        description:
          'Present when no advert holds every word of `q`: the words that found nothing with the other filters, or, ' +
          'when each word finds adverts but none holds them all, the fewest words (the last typed first) whose ' +
          'leaving out finds some; left out of the search the page answers (`searchedFor`) rather than emptying it ' +
          '(decisions 205, 220)',
        example: ['tricolor'],
      }),
    wordsAsFilters: z
      .array(z.string())
      .optional()
      .meta({
        description:
          'Words of `q` read as the filters they mean rather than as text (decision 205): sex words (macho, fêmea, ' +
          'cadela, gatinha…: females of a species also filter by it) and adoption words (adoção, grátis…: free adverts)',
        example: ['fêmea'],
      }),
  })
  .meta({ id: 'SalePage', description: 'A page of the public listing (GET /public/sales, /sales)' });
export type SalesPage = z.infer<typeof SalePageSchema>;

export const SearchSuggestionSchema = z
  .object({
    label: z.string().meta({ example: 'Labrador Retriever' }),
    kind: z.enum(['species', 'breed', 'district', 'municipality']),
    detail: z.string().meta({ description: "A breed's species, a municipality's district; empty otherwise" }),
    /** The listing's filters that choosing it applies. */
    filters: SearchFiltersSchema,
  })
  .meta({
    id: 'SearchSuggestion',
    description: 'What the search box offers as a person types (decision 173): a species, a breed or a place',
  });
export type SearchSuggestion = z.infer<typeof SearchSuggestionSchema>;

export const MySaleSchema = SaleCardSchema.extend({
  rejectReason: z.string().nullable(),
  favorites: z.number().int().meta({ description: 'People whose heart is on the sale now' }),
  visitRequests: z.number().int().meta({ description: 'Every visit request ever made for it' }),
  pendingVisitRequests: z.number().int().meta({ description: 'The visit requests still waiting for an answer' }),
  createDate: z.string(),
  updateDate: z.string(),
  revision: z
    .object({ title: z.string(), submittedAt: z.string().meta({ format: 'date-time' }) })
    .nullable()
    .meta({ description: 'A change waiting for the moderators; the published version stays online (decision 135)' }),
  revisionRejectReason: z
    .string()
    .nullable()
    .meta({ description: 'Why the moderators refused the last change (the published version stayed)' }),
  confirmAsked: z.boolean().meta({
    description: `Its seller was asked to confirm it is still available and has not yet: it lapses ${FRESH_GRACE_DAYS} days after the question`,
  }),
  takenDown: z
    .boolean()
    .meta({ description: 'Taken down after reports (rejectReason says why): its owner may appeal (decision 174)' }),
  appeal: z
    .object({ state: z.enum(['OPEN', 'REINSTATE', 'UPHOLD']), reason: z.string().nullable() })
    .nullable()
    .meta({ description: "The owner's latest appeal: waiting, or answered with the moderator's reason" }),
}).meta({ id: 'MySale', description: 'One of my sales (GET /private/my-sale)' });
export type MySale = z.infer<typeof MySaleSchema>;

export const MySaleCountsSchema = z
  .object({
    all: z.number().int(),
    PENDING: z.number().int(),
    APPROVED: z.number().int(),
    REJECTED: z.number().int(),
  })
  .meta({ id: 'MySaleCounts', description: 'My adverts in every status and in each, whatever `status` asked' });
/** How many adverts a seller has, all of them and in each status. */
export type MySaleCounts = z.infer<typeof MySaleCountsSchema>;

export const MySalesPageSchema = z
  .object({
    items: z.array(MySaleSchema),
    next: z.string().nullable().meta({
      description: 'Send it back as `cursor` for the following page; null on the last page',
      example: 'MjAyNi0xMS0yNlQxNzoyNjoyMy4xMjM0NTZafjBiOWYzYjhlLTVmMWEtNGM1Mi05ZDhlLTJmNmEzYzFkN2U5MA',
    }),
    counts: MySaleCountsSchema,
  })
  .meta({
    id: 'MySalesPage',
    description:
      'My sales a page at a time, most recently changed first, with the cursor of the next page and the counts per ' +
      'status whatever the filter (decision 162)',
  });
export type MySalesPage = z.infer<typeof MySalesPageSchema>;

export const MySaleDetailSchema = SaleDetailSchema.extend({
  revisionPending: z
    .boolean()
    .meta({ description: 'True: the fields are those of the change waiting for the moderators' }),
  animalsPending: z.boolean().meta({
    description: 'True: the animals are those of a change waiting for the moderators; buyers see the approved ones',
  }),
}).meta({
  id: 'MySaleDetail',
  description: 'One of my sales for the editor: with a pending change, the sale as that change would make it',
});
export type MySaleDetail = z.infer<typeof MySaleDetailSchema>;

export const QueueItemSchema = SaleDetailSchema.extend({
  sellerEmail: z
    .string()
    .meta({ description: "The seller's email, for the moderator to get in touch (never shown to the public)" }),
  revision: z.boolean().meta({
    description: 'True: a change to an approved sale (still online as it was), shown as it would read once approved',
  }),
  changes: z.array(z.string()).meta({
    description: "The body fields the change alters, and `animals` when it alters a litter's animals",
    example: ['title', 'price', 'animals'],
  }),
  removedAnimals: z
    .array(z.string())
    .meta({ description: "The names of the litter's animals the change takes out (decision 197)" }),
  flags: z.array(SaleFlagSchema).meta({
    description:
      "The advert's risk flags, newest first, with their reasons and evidence (issue 57); the queue lists flagged " +
      'adverts first',
  }),
}).meta({ id: 'ModerationItem', description: 'A sale in the moderation queue' });
/** A sale in the moderation queue. */
export type QueueItem = z.infer<typeof QueueItemSchema>;

export const ModerationPageSchema = z
  .object({ content: z.array(QueueItemSchema), totalElements: z.number().int() })
  .meta({ id: 'ModerationPage' });
export type ModerationPage = z.infer<typeof ModerationPageSchema>;

export const FavoritePageSchema = z
  .object({ content: z.array(SaleCardSchema), totalElements: z.number().int() })
  .meta({ id: 'FavoritePage' });
export type FavoritePage = z.infer<typeof FavoritePageSchema>;

export const AvailabilityUpdateSchema = z
  .object({ availability: z.enum(SALE_AVAILABILITIES, { message: 'sale.error.availability' }) })
  .meta({ id: 'AvailabilityUpdate', example: { availability: 'SOLD' } });
export type AvailabilityUpdate = z.infer<typeof AvailabilityUpdateSchema>;

export const FreshTokenSchema = z
  .object({
    token: z
      .string({ message: 'validation.required' })
      .min(1, 'validation.required')
      .max(1000, 'validation.too-long')
      .meta({ description: `The token of the mail's link (/sales/confirm?token=…), valid ${FRESH_LINK_DAYS} days` }),
  })
  .meta({ id: 'FreshToken' });
export type FreshToken = z.infer<typeof FreshTokenSchema>;

export const FreshConfirmationSchema = z
  .object({
    uid: z.uuid(),
    title: z.string(),
    availability: z.literal('AVAILABLE').meta({ description: 'Listed again, if it had lapsed' }),
    confirmedAt: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'FreshConfirmation', description: 'An advert its seller confirmed is still available (issue 57)' });
export type FreshConfirmation = z.infer<typeof FreshConfirmationSchema>;

export const AvailabilityChangeSchema = z
  .object({ uid: z.uuid(), availability: AvailabilitySchema, notified: z.number().int() })
  .meta({ id: 'AvailabilityChange' });
export type AvailabilityChange = z.infer<typeof AvailabilityChangeSchema>;

export const LitterAnimalsSchema = z.object({ animals: z.array(LitterAnimalSchema) }).meta({ id: 'LitterAnimals' });
export type LitterAnimals = z.infer<typeof LitterAnimalsSchema>;

export const LitterAnimalsSavedSchema = z
  .object({
    animals: z.array(LitterAnimalSchema),
    revision: z.boolean().meta({
      description:
        'True: the advert is published and these animals wait for the moderators (marked `review`), while buyers ' +
        'still see the approved ones; false: they are the litter now',
    }),
  })
  .meta({ id: 'LitterAnimalsSaved' });
export type LitterAnimalsSaved = z.infer<typeof LitterAnimalsSavedSchema>;

export const LitterAnimalStateSchema = z
  .object({ state: z.enum(SALE_AVAILABILITIES, { message: 'sale.error.availability' }) })
  .meta({ id: 'LitterAnimalState', example: { state: 'RESERVED' } });
export type LitterAnimalState = z.infer<typeof LitterAnimalStateSchema>;

export const SaleEditResultSchema = z.object({ uid: z.uuid(), revision: z.boolean() }).meta({ id: 'SaleEditResult' });
export type SaleEditResult = z.infer<typeof SaleEditResultSchema>;

export const SalePhotoUploadSchema = z
  .object({ source: z.string().min(1, 'validation.required').meta({ description: 'Base64 or data: URL' }) })
  .meta({ id: 'SalePhotoUpload' });
export type SalePhotoUpload = z.infer<typeof SalePhotoUploadSchema>;

export const FavoriteUpdateSchema = z
  .object({
    saleUid: z.uuid('validation.invalid-format').meta({ example: '0b9f3b8e-5f1a-4c52-9d8e-2f6a3c1d7e90' }),
    favorite: z.boolean(),
  })
  .meta({ id: 'FavoriteUpdate', example: { saleUid: '0b9f3b8e-5f1a-4c52-9d8e-2f6a3c1d7e90', favorite: true } });
export type FavoriteUpdate = z.infer<typeof FavoriteUpdateSchema>;

export const ModerationDecisionSchema = z
  .object({
    uid: z.uuid(),
    status: SaleStatusSchema,
    certified: z.boolean(),
    revision: z
      .literal(true)
      .optional()
      .meta({ description: 'Present when the decision was on a change to an approved sale (decision 135)' }),
  })
  .meta({ id: 'ModerationDecision' });
export type ModerationDecision = z.infer<typeof ModerationDecisionSchema>;

/** A moderator's refusal of an advert or its change: the reason its owner reads. */
export const RejectReasonSchema = z.object({ reason: moderatorReason }).meta({
  id: 'RejectReason',
  example: { reason: 'Faltam o número de microchip da mãe e fotografias reais do animal.' },
});
export type RejectReason = z.input<typeof RejectReasonSchema>;
