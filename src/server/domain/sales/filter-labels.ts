/** The words that name a listing's filters: the /sales results heading and a saved search's summary say the same. */
import { t } from '../../../i18n/index.ts';
import type { SearchFilters } from '../../../lib/searches/shapes.ts';
import type { ReferenceData } from '../reference/index.ts';
import { municipalityOf } from './distance.ts';

const range = (kind: 'price' | 'age', min?: number, max?: number) => {
  if (min !== undefined && max !== undefined) return t(`sales.results.${kind}-range`, { min, max });
  if (min !== undefined) return t(`sales.results.${kind}-min`, { min });
  if (max !== undefined) return t(`sales.results.${kind}-max`, { max });
  return undefined;
};

/** "até 25 km de Porto", "até 25 km da sua posição" (issue 54). */
export function placeLabel(filters: SearchFilters, ref: ReferenceData): string | undefined {
  if (filters.radius === undefined) return undefined;
  if (filters.near !== undefined) {
    const m = municipalityOf(ref, filters.near);
    return m && t('sales.near.within-of', { km: filters.radius, place: m.name });
  }
  return filters.lat !== undefined ? t('sales.near.within-here', { km: filters.radius }) : undefined;
}

/** «labrador» · Cão · Labrador Retriever · Braga · Barcelos · até 900 € · Fêmea · … in the listing's order. */
export function filterLabels(filters: SearchFilters, ref: ReferenceData): string[] {
  const nameOf = <T extends { name: string }>(list: readonly T[] | undefined, match: (item: T) => boolean) =>
    list?.find(match)?.name;
  const municipalities = filters.location ? ref.municipalities.get(filters.location) : undefined;
  return [
    filters.q && t('sales.results.search', { q: filters.q }),
    filters.species && nameOf(ref.species, (s) => s.code === filters.species),
    filters.breed && nameOf(ref.breeds, (b) => b.code === filters.breed),
    filters.location && nameOf(ref.districts, (d) => d.id === filters.location),
    filters.childLocation && nameOf(municipalities, (m) => m.id === filters.childLocation),
    range('price', filters.priceMin, filters.priceMax),
    filters.sex && t(`sales.sex.${filters.sex}`),
    range('age', filters.ageMin, filters.ageMax),
    filters.certified && t('sales.results.certified'),
    filters.free && t('sales.results.free'),
    placeLabel(filters, ref),
  ].filter((label): label is string => typeof label === 'string' && label !== '');
}
