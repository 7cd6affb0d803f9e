/**
 * Reference lists as the API serves them and the forms use them: each shape is declared once, here, as a zod schema
 * whose `id` names it in the OpenAPI document; its type is what zod infers (decision 212). Plain zod described with
 * `.meta()`, so the server loads it outside the API too; the browser imports the types only.
 */
import { z } from 'zod';

export const LocationSchema = z
  .object({ id: z.number().int(), name: z.string(), code: z.string().nullable() })
  .meta({ id: 'Location', example: { id: 11, name: 'Lisboa', code: '11' } });
export type Location = z.infer<typeof LocationSchema>;

// Its own example: an extended schema keeps the example of the one it extends, which lacks parentId.
export const MunicipalitySchema = LocationSchema.extend({ parentId: z.number().int() }).meta({
  id: 'Municipality',
  example: { id: 1107, name: 'Lisboa', code: '1107', parentId: 11 },
});
export type Municipality = z.infer<typeof MunicipalitySchema>;

export const CountrySchema = z
  .object({ name: z.string(), dial_code: z.string(), code: z.string() })
  .meta({ id: 'Country', example: { name: 'Portugal', dial_code: '+351', code: 'PT' } });
export type Country = z.infer<typeof CountrySchema>;

export const UserTypeSchema = z
  .object({ code: z.string(), name: z.string() })
  .meta({ id: 'UserType', example: { code: 'BREEDER', name: 'Criador' } });
export type UserType = z.infer<typeof UserTypeSchema>;

export const SpeciesSchema = z
  .object({ code: z.string(), name: z.string() })
  .meta({ id: 'Species', example: { code: 'DOG', name: 'Cão' } });
export type Species = z.infer<typeof SpeciesSchema>;

export const BreedSchema = z
  .object({ code: z.string(), name: z.string(), species: z.string(), dangerous: z.boolean() })
  .meta({
    id: 'Breed',
    example: { code: 'DOG_SERRA_ESTRELA', name: 'Cão da Serra da Estrela', species: 'DOG', dangerous: false },
  });
export type Breed = z.infer<typeof BreedSchema>;
