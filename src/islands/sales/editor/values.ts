/** The sale editor's form values: from a stored sale, and to the API body the shared rules check. */
import type { Location } from '../../../lib/api/reference.ts';
import type { SaleDetail } from '../../../lib/sales/shapes.ts';
import { MIN_WEEKS_BEFORE_HOME, type SaleField, type SaleInputBody } from '../../../lib/validation/sale.ts';
import type { Photo } from '../photos/photo-list.ts';

/** A district or municipality as the editor lists it (the page sends only these two fields). */
export type Place = Pick<Location, 'id' | 'name'>;

/** The lists the page passes: species, breeds, districts and (editing) the municipalities of the sale's district. */
export interface EditorOptions {
  species: { code: string; name: string }[];
  breeds: { code: string; name: string; species: string; dangerous: boolean }[];
  districts: Place[];
  /** The municipalities of the sale's district when editing. */
  municipalities: Place[];
}

export interface Values {
  species: string;
  purebred: '' | 'true' | 'false';
  breedCode: string;
  title: string;
  description: string;
  price: string;
  free: boolean;
  sex: string;
  birthDate: string;
  registerDate: string;
  litterSize: string;
  microchip: string;
  motherMicrochip: string;
  lopNumber: string;
  locationId: string;
  childLocationId: string;
}

/** Each field's label (translation key), in the form's order: the error summary lists them so. */
export const LABELS: Readonly<Record<SaleField, string>> = {
  species: 'sale-editor.species',
  purebred: 'sale-editor.purebred',
  breedCode: 'sale-editor.breed',
  lopNumber: 'sale-editor.lop',
  sex: 'sale-editor.sex',
  litterSize: 'sale-editor.litter-size',
  birthDate: 'sale-editor.birth-date',
  registerDate: 'sale-editor.register-date',
  microchip: 'sale-editor.microchip',
  motherMicrochip: 'sale-editor.mother-microchip',
  title: 'sale-editor.title',
  description: 'sale-editor.description',
  price: 'sale-editor.price',
  locationId: 'sale-editor.district',
  childLocationId: 'sale-editor.municipality',
  images: 'sale-editor.photos.legend',
};

/** The fields typed or chosen as text. */
export type TextKey = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values];

/** What a text, select or text-area field of the kit needs to show and change one value. */
export interface Bound {
  name: TextKey;
  value: string;
  error: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
}

/** What a field group gets: the values, a setter, the translated error a field shows, and `bind` for the kit's fields. */
export interface GroupProps {
  values: Values;
  set: <K extends keyof Values>(key: K, value: Values[K]) => void;
  errorOf: (field: SaleField) => string | undefined;
  bind: (field: TextKey) => Bound;
}

export function initialValues(sale: SaleDetail | null | undefined): Values {
  if (!sale) {
    return {
      species: '',
      purebred: '',
      breedCode: '',
      title: '',
      description: '',
      price: '',
      free: false,
      sex: '',
      birthDate: '',
      registerDate: '',
      litterSize: '',
      microchip: '',
      motherMicrochip: '',
      lopNumber: '',
      locationId: '',
      childLocationId: '',
    };
  }
  return {
    species: sale.species.code,
    purebred: sale.purebred ? 'true' : 'false',
    breedCode: sale.breed?.code ?? '',
    title: sale.title,
    description: sale.description,
    price: sale.free ? '' : String(sale.price).replace('.', ','),
    free: sale.free,
    sex: sale.sex,
    birthDate: sale.birthDate,
    registerDate: sale.registerDate,
    litterSize: sale.litterSize === null ? '' : String(sale.litterSize),
    microchip: sale.microchip ?? '',
    motherMicrochip: sale.motherMicrochip ?? '',
    lopNumber: sale.lopNumber ?? '',
    locationId: sale.location ? String(sale.location.id) : '',
    childLocationId: sale.childLocation ? String(sale.childLocation.id) : '',
  };
}

/** "12,50" or "12.50" → 12.5; blank → null (a rule error, never a silent 0 that would mean free). */
function parseNumber(text: string): number | null {
  const v = text.trim().replace(/\s/g, '').replace(',', '.');
  if (v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : Number.NaN;
}

/** The API body from the form; blank choices are sent as null so the rules name them. */
export function toBody(v: Values, photos: Photo[]): SaleInputBody {
  const id = (text: string) => (text === '' ? null : Number(text));
  return {
    species: v.species,
    purebred: v.purebred === 'true' ? true : v.purebred === 'false' ? false : (null as unknown as boolean),
    breedCode: v.purebred === 'true' && v.breedCode ? v.breedCode : null,
    title: v.title,
    description: v.description,
    price: v.free ? 0 : (parseNumber(v.price) as number),
    sex: v.sex as 'MALE' | 'FEMALE',
    birthDate: v.birthDate,
    registerDate: v.registerDate,
    litterSize: parseNumber(v.litterSize) as number,
    microchip: v.microchip,
    motherMicrochip: v.motherMicrochip,
    lopNumber: v.purebred === 'true' ? v.lopNumber : null,
    locationId: id(v.locationId) as number,
    childLocationId: id(v.childLocationId) as number,
    images: photos.filter((p) => p.status === 'done' && p.key).map((p) => p.key!),
  };
}

/** The earliest registerDate the rules allow for a birthdate (8 weeks later). */
export function earliestHome(birthDate: string): string | undefined {
  const ms = Date.parse(`${birthDate}T00:00:00Z`);
  return Number.isNaN(ms)
    ? undefined
    : new Date(ms + MIN_WEEKS_BEFORE_HOME * 7 * 86_400_000).toISOString().slice(0, 10);
}
