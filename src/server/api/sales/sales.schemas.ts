/** The sale shapes of the API (OpenAPI documentation and typed answers), mirroring src/server/domain/sales/types.ts. */
import { z } from '@hono/zod-openapi';

const VariantSchema = z.object({ width: z.number().int(), format: z.string(), path: z.string(), bytes: z.number().int() });

export const SaleImageSchema = z
  .object({
    uid: z.string().openapi({ description: 'File key' }),
    position: z.number().int().openapi({ description: '0 is the default photo' }),
    source: z.string().openapi({ description: 'URL of the 640 px WebP rendition', example: '/files/3f2a9c0d1e4b5a6c7d8e/640.webp' }),
    width: z.number().int(),
    height: z.number().int(),
    variants: z.array(VariantSchema).openapi({ description: 'Every rendition (WebP and JPEG widths) for srcset' }),
  })
  .openapi('SaleImage');

const NamedSchema = z.object({ code: z.string(), name: z.string() });
const PlaceSchema = z.object({ id: z.number().int(), name: z.string() });
const StatusSchema = z.enum(['PENDING', 'APPROVED', 'REJECTED']);

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
    image: SaleImageSchema.nullable(),
    status: StatusSchema,
    publishedAt: z.string().nullable().openapi({ format: 'date-time' }),
  })
  .openapi('SaleCard');

const SellerSchema = z
  .object({
    uid: z.uuid(),
    name: z.string(),
    surname: z.string(),
    sourceImage: z.string().nullable(),
    userType: z.string(),
    locationId: z.number().int().nullable(),
    location: z.string().nullable(),
    childLocationId: z.number().int().nullable(),
    childLocation: z.string().nullable(),
    breedTypes: z.array(z.object({ code: z.string(), name: z.string(), species: z.string() })),
    animals: z.array(z.string()),
    certified: z.boolean(),
    dgavNumber: z.string().nullable(),
    phone: z.string().optional(),
    phoneCountry: z.string().nullable().optional(),
  })
  .openapi('SaleSeller');

export const SaleDetailSchema = SaleCardSchema.extend({
  description: z.string(),
  litterSize: z.number().int().nullable(),
  microchip: z.string().nullable(),
  motherMicrochip: z.string().nullable(),
  lopNumber: z.string().nullable(),
  images: z.array(SaleImageSchema),
  rejectReason: z.string().nullable().openapi({ description: 'Only for its owner and admins' }),
  ownerUid: z.uuid(),
  seller: SellerSchema,
  createDate: z.string(),
  updateDate: z.string(),
}).openapi('SaleDetail');

export const MySaleSchema = SaleCardSchema.extend({
  rejectReason: z.string().nullable(),
  favorites: z.number().int(),
  visitRequests: z.number().int(),
  pendingVisitRequests: z.number().int(),
  createDate: z.string(),
  updateDate: z.string(),
}).openapi('MySale');

export const QueueItemSchema = SaleDetailSchema.extend({ sellerEmail: z.string() }).openapi('ModerationItem');

export const pageOf = <T extends z.ZodType>(item: T, name: string) =>
  z.object({ content: z.array(item), totalElements: z.number().int() }).openapi(name);

export const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });
export const jsonBody = <T extends z.ZodType>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });

export const pageNumber = z
  .string()
  .regex(/^(0|[1-9][0-9]{0,5})$/, 'validation.integer')
  .transform(Number)
  .optional()
  .openapi({ type: 'string', example: '0', description: 'From 0' });
export const pageSize = (max: number, fallback: number) =>
  z
    .string()
    .regex(/^[1-9][0-9]{0,2}$/, 'validation.integer')
    .transform(Number)
    .refine((n) => n <= max, 'validation.too-big')
    .optional()
    .openapi({ type: 'string', example: String(fallback), description: `1 to ${max}, default ${fallback}` });
