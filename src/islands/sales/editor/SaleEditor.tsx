/**
 * The sale editor of /sale (create) and /sale?uid=… (edit): the animal, the advert, the place and the photos, each
 * a field group of its own; the shared zod rules run before sending and the API's field errors land on their fields.
 */
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { ApiError, errorKey } from '../../../lib/api/client.ts';
import { fetchChildLocations } from '../../../lib/api/reference.ts';
import { createSale, updateSale } from '../../../lib/api/sales.ts';
import type { SaleDetail } from '../../../lib/sales/shapes.ts';
import { MessagesContext, useTranslate, type Messages } from '../../../lib/translator.ts';
import {
  MAX_SALE_PHOTOS,
  MIN_WEEKS_BEFORE_HOME,
  saleErrors,
  type SaleErrors,
  type SaleField,
} from '../../../lib/validation/sale.ts';
import { queueToast, TOAST_LIFE_MS } from '../../../stores/toasts.ts';
import { ErrorSummary, FieldScope, useErrorSummary } from '../../ui/error-summary.tsx';
import { SubmitButton, useTypedBeforeHydration } from '../../ui/form.tsx';
import { useLeaveGuard } from '../../ui/leave-guard.tsx';
import { PhotoManager } from '../photos/PhotoManager.tsx';
import type { Photo } from '../photos/photo-list.ts';
import { AdvertFields } from './AdvertFields.tsx';
import { DgavGate } from './DgavGate.tsx';
import { dropDraft, keepDraft, takeDraft } from './draft.ts';
import { AnimalFields } from './AnimalFields.tsx';
import { LocationFields } from './LocationFields.tsx';
import {
  initialValues,
  LABELS,
  toBody,
  type EditorOptions,
  type GroupProps,
  type Place,
  type Values,
} from './values.ts';

interface Props extends EditorOptions {
  messages: Messages;
  /** The sale being edited; absent to create one. */
  sale?: SaleDetail | null;
  /** The signed-in person's uid: a new advert's draft is theirs only (./draft.ts). */
  owner?: string;
  /** A breeder without a DGAV number: the gate shows above the form and what is typed is kept (decision 201). */
  dgavMissing?: boolean;
}

/** Where the editor goes after saving. */
export const AFTER_SAVE = '/my-sales';

export default function SaleEditor({ messages, ...props }: Props) {
  return (
    <MessagesContext.Provider value={messages}>
      <Editor {...props} />
    </MessagesContext.Provider>
  );
}

function Editor({
  sale,
  species,
  breeds,
  districts,
  municipalities: initialMunicipalities,
  owner = '',
  dgavMissing = false,
}: Omit<Props, 'messages'>) {
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
  const [errors, setErrors] = useState<SaleErrors>({});
  const [submitted, setSubmitted] = useState(false);
  // A refusal of the whole form (translation key): photos still uploading, the service, a sale not found.
  const [formError, setFormError] = useState<string | null>(null);
  const [referenceFailed, setReferenceFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  // A new advert for a litter (issue 39): once sent, its animals are listed below it, the first one from this form.
  const [litter, setLitter] = useState(false);
  const summary = useErrorSummary();
  const form = useRef<HTMLFormElement>(null);
  // Leaving with unsaved changes (Cancelar, the back link, closing the tab) asks first (issue 25, item 8).
  const [initial] = useState(() => ({ values: JSON.stringify(values), photos: photos.map((p) => p.key).join() }));
  const dirty = JSON.stringify(values) !== initial.values || photos.map((p) => p.key).join() !== initial.photos;
  const guard = useLeaveGuard(dirty);

  const set: GroupProps['set'] = (key, value) => setValues((v) => ({ ...v, [key]: value }));
  // Rule errors show once a first attempt was made; the week count and the photo limit fill their rules' texts.
  const visible = (field: SaleField | 'form') => (submitted ? errors[field] : undefined);
  const errorOf = (field: SaleField | 'form') => {
    const key = visible(field);
    return key ? t(key, { weeks: MIN_WEEKS_BEFORE_HOME, max: MAX_SALE_PHOTOS }) : undefined;
  };
  const group: GroupProps = {
    values,
    set,
    errorOf,
    bind: (field) => ({
      name: field,
      value: values[field],
      error: errorOf(field),
      onChange: (e) => set(field, e.target.value),
    }),
  };

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

  // After a first attempt, errors follow the values as they are corrected.
  useEffect(() => {
    if (submitted) setErrors(saleErrors(toBody(values, photos)));
  }, [values, photos, submitted]);

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

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const body = toBody(values, photos);
    const found = saleErrors(body);
    setErrors(found);
    const uploading = photos.some((p) => p.status === 'uploading');
    setFormError(uploading ? 'sale-editor.photos.wait' : null);
    if (uploading || Object.keys(found).length > 0) {
      summary.failed();
      return;
    }
    setBusy(true);
    try {
      // A published advert stays online while its change waits for the moderators (decision 135).
      const created = sale ? null : await createSale(body);
      const revision = sale ? (await updateSale(sale.uid, body)).revision : false;
      queueToast({
        severity: 'success',
        summary: t(revision ? 'sale-editor.saved.revision.summary' : 'sale-editor.saved.summary'),
        detail: t(revision ? 'sale-editor.saved.revision.detail' : 'sale-editor.saved.detail'),
        life: TOAST_LIFE_MS,
      });
      guard.release();
      dropDraft();
      location.assign(created && litter ? `/sale?uid=${encodeURIComponent(created.uid)}#ninhada` : AFTER_SAVE);
    } catch (error) {
      setBusy(false);
      const body = error instanceof ApiError ? (error.body as { errors?: SaleErrors } | undefined) : undefined;
      // A refusal names a field or the form (errors.form, shown as the summary's message); else it is said as is.
      const said = Object.keys(body?.errors ?? {}).some((field) => field in LABELS || field === 'form');
      setErrors(body?.errors ?? {});
      setFormError(said ? null : errorKey(error) === 'not-found' ? 'sale-editor.not-found' : 'form.error.generic');
      summary.failed();
    }
  }

  const fields = Object.keys(LABELS) as (keyof typeof LABELS)[];
  const labelTexts = Object.fromEntries(fields.map((field) => [field, t(LABELS[field])])) as typeof LABELS;
  const fieldErrors = Object.fromEntries(fields.map((field) => [field, errorOf(field)]));

  return (
    <>
      {dgavMissing && <DgavGate />}
      <form
        ref={form}
        className="flex flex-col gap-8"
        noValidate
        onSubmit={(e) => void submit(e)}
        aria-busy={busy}
        data-sale-editor
      >
        <ErrorSummary
          summary={summary}
          labels={labelTexts}
          errors={fieldErrors}
          message={formError ? t(formError) : errorOf('form')}
        />
        {/* First, not after a 4,200 px form (issue 55): a litter's breeder knows it before writing anything. */}
        {!sale && (
          <label className="card flex min-h-11 items-start gap-3 p-5 font-semibold md:p-6" data-litter-choice>
            <input
              type="checkbox"
              name="litter"
              className="mt-1 size-5 accent-brand-700"
              checked={litter}
              onChange={(e) => setLitter(e.target.checked)}
            />
            <span>
              {t('sale-editor.litter')}
              <span className="block font-normal text-ink-muted">{t('sale-editor.litter.hint')}</span>
            </span>
          </label>
        )}
        <FieldScope summary={summary}>
          <AnimalFields
            {...group}
            species={species}
            breeds={breeds}
            chooseSpecies={(code) => setValues((x) => ({ ...x, species: code, breedCode: '' }))}
          />
          <AdvertFields {...group} />
          <LocationFields
            {...group}
            districts={districts}
            municipalities={municipalities}
            chooseDistrict={(id) => void chooseDistrict(id)}
            referenceFailed={referenceFailed}
          />

          <section className="card p-5 md:p-6">
            <PhotoManager photos={photos} onChange={setPhotos} error={visible('images')} />
          </section>
        </FieldScope>

        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton busy={busy} layout="">
            {sale ? t('sale-editor.submit.edit') : t('sale-editor.submit.create')}
          </SubmitButton>
          <a href={AFTER_SAVE} className="btn btn-outline">
            {t('sale-editor.cancel')}
          </a>
          <p className="text-sm text-ink-muted">{t('sale-editor.moderation-note')}</p>
        </div>
        {guard.dialog}
      </form>
    </>
  );
}
