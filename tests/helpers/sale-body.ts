// The sale body every rule accepts, shared by the API tests, the e2e journeys and the durability harness.
// Plain data with no server imports, so Playwright can load it too.
import type { SaleInputBody } from '../../src/lib/validation/sale.ts';

export interface Place {
  locationId: number;
  childLocationId: number;
}

/** Lisboa / Sintra: location ids are DICO codes, the same in every database (src/server/db/reference/ids.ts). */
export const LISBOA_SINTRA: Place = { locationId: 11, childLocationId: 1111 };

/** A purebred Cão de Água born ten weeks before it may go home, at `where`, with the given photo keys. */
export function saleBody(where: Place, images: string[], overrides: Partial<SaleInputBody> = {}): SaleInputBody {
  return {
    species: 'DOG',
    purebred: true,
    breedCode: 'DOG_AGUA_PORTUGUES',
    title: 'Cachorro de Água Português',
    description: 'Cachorro meigo e brincalhão, criado em família, vacinado e desparasitado.',
    price: 1200,
    sex: 'MALE',
    birthDate: '2025-01-06',
    registerDate: '2025-03-17',
    litterSize: 5,
    microchip: '620098100123456',
    motherMicrochip: '620098100654321',
    lopNumber: 'LOP 123456',
    locationId: where.locationId,
    childLocationId: where.childLocationId,
    images,
    ...overrides,
  };
}
