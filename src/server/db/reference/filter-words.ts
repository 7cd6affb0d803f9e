/**
 * Words people type that mean a filter rather than text (issue 54, decision 205): "bulldog fêmea" asks for a female
 * bulldog, not an advert with the word "fêmea". Data, extended by adding a line; lower case, accents as typed (each
 * is also matched without its accents).
 */
import type { SearchFilters } from '../../../lib/searches/shapes.ts';

export type WordFilters = Pick<SearchFilters, 'sex' | 'species' | 'free'>;

export const FILTER_WORDS: Readonly<Record<string, WordFilters>> = {
  macho: { sex: 'MALE' },
  machos: { sex: 'MALE' },
  machinho: { sex: 'MALE' },
  fêmea: { sex: 'FEMALE' },
  fêmeas: { sex: 'FEMALE' },
  fémea: { sex: 'FEMALE' },
  // A word for a female of one species keeps its species.
  cadela: { sex: 'FEMALE', species: 'DOG' },
  cadelas: { sex: 'FEMALE', species: 'DOG' },
  cadelinha: { sex: 'FEMALE', species: 'DOG' },
  cadelinhas: { sex: 'FEMALE', species: 'DOG' },
  cachorra: { sex: 'FEMALE', species: 'DOG' },
  cachorras: { sex: 'FEMALE', species: 'DOG' },
  cachorrinha: { sex: 'FEMALE', species: 'DOG' },
  cachorrinhas: { sex: 'FEMALE', species: 'DOG' },
  gata: { sex: 'FEMALE', species: 'CAT' },
  gatas: { sex: 'FEMALE', species: 'CAT' },
  gatinha: { sex: 'FEMALE', species: 'CAT' },
  gatinhas: { sex: 'FEMALE', species: 'CAT' },
  // Adoption: an animal given, not sold.
  adoção: { free: true },
  adopção: { free: true },
  adotar: { free: true },
  adoptar: { free: true },
  adota: { free: true },
  doação: { free: true },
  doa: { free: true },
  grátis: { free: true },
  gratuito: { free: true },
  gratuita: { free: true },
  gratuitos: { free: true },
  gratuitas: { free: true },
};
