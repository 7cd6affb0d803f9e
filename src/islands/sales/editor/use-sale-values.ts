/** The sale editor's values and photos: restored from a draft or typed before hydration, kept while DGAV is missing. */
import { useEffect, useState, type RefObject } from 'react';
import { fetchChildLocations } from '../../../lib/api/reference.ts';
import type { SaleDetail } from '../../../lib/sales/shapes.ts';
import { useTranslate } from '../../../lib/translator.ts';
import { useTypedBeforeHydration } from '../../ui/form.tsx';
import type { Photo } from '../photos/photo-list.ts';
import { keepDraft, takeDraft } from './draft.ts';
import { initialValues, type Place, type Values } from './values.ts';

interface Options {
  form: RefObject<HTMLFormElement | null>;
  sale?: SaleDetail | null | undefined;
  owner: string;
  dgavMissing: boolean;
  initialMunicipalities: Place[];
}

/** Holds what the form says, the district's municipalities, and whether it differs from how it opened. */
export function useSaleValues({ form, sale, owner, dgavMissing, initialMunicipalities }: Options) {
  const t = useTranslate();
  const [values, setValues] = useState<Values>(() => initialValues(sale));
  const [photos, setPhotos] = useState<Photo[]>(() =>
    (sale?.images ?? []).map((image) => ({
      id: image.uid,
      key: image.uid,
      preview: image.source,
      kb: 0,
      name: t('sale-editor.photos.saved', { n: image.position + 1 }),
      status: 'done' as const,
    })),
  );
  const [municipalities, setMunicipalities] = useState<Place[]>(initialMunicipalities);
  const [referenceFailed, setReferenceFailed] = useState(false);
  // What is unsaved (Cancelar, the back link, closing the tab ask first: issue 25, item 8).
  const [initial] = useState(() => ({ values: JSON.stringify(values), photos: photos.map((p) => p.key).join() }));
  const dirty = JSON.stringify(values) !== initial.values || photos.map((p) => p.key).join() !== initial.photos;
  // Typed and picked on a slow phone before the script ran: kept, and counted as a change the leave guard protects
  // (decision 170). A species clears the breed and a district the municipality, as when picked after (their lists
  // on screen were the old choice's); a district brings its municipalities.
  useTypedBeforeHydration(form, (typed, chosen) => {
    const { locationId, childLocationId, ...rest } = { ...typed, ...chosen };
    const species = typeof rest['species'] === 'string';
    const kept = Object.entries(rest).filter(
      ([key, value]) =>
        key in values && typeof values[key as keyof Values] === typeof value && !(key === 'breedCode' && species),
    );
    setValues((v) => ({
      ...v,
      ...(species && { breedCode: '' }),
      ...(typeof childLocationId === 'string' && { childLocationId }),
      ...Object.fromEntries(kept),
    }));
    if (typeof locationId === 'string') void chooseDistrict(locationId);
  });

  // A new advert written before the DGAV number was given comes back as it was left (decision 201), once.
  useEffect(() => {
    if (sale || !owner) return;
    const draft = takeDraft(owner, initialValues(null), (n) => t('sale-editor.photos.saved', { n }));
    if (!draft) return;
    setValues(draft.values);
    setPhotos(draft.photos);
    if (draft.values.locationId) {
      fetchChildLocations(Number(draft.values.locationId))
        .then(setMunicipalities)
        .catch(() => setReferenceFailed(true));
    }
    // Once, when the editor opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // While the DGAV number is missing, what is typed is kept for the trip to the profile and back.
  useEffect(() => {
    if (dgavMissing && !sale && owner && dirty) keepDraft(owner, values, photos);
  }, [dgavMissing, sale, owner, dirty, values, photos]);

  async function chooseDistrict(locationId: string) {
    setValues((v) => ({ ...v, locationId, childLocationId: '' }));
    setMunicipalities([]);
    setReferenceFailed(false);
    if (!locationId) return;
    try {
      setMunicipalities(await fetchChildLocations(Number(locationId)));
    } catch {
      setReferenceFailed(true);
    }
  }

  return { values, setValues, photos, setPhotos, municipalities, referenceFailed, dirty, chooseDistrict };
}
