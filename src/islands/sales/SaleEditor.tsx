/** The sale editor of /sale (create) and /sale?uid=… (edit): every field, breeds by species, district and municipality, photos; the shared zod rules before sending. */
import { useEffect, useId, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { ApiError, errorKey } from '../../lib/api/client.ts';
import { fetchChildLocations, type Location } from '../../lib/api/reference.ts';

import { createSale, updateSale } from '../../lib/api/sales.ts';
import type { SaleDetail } from '../../lib/sales/types.ts';
import { MessagesContext, useTranslate, type Messages } from '../../lib/translator.ts';
import { DESCRIPTION_MAX, LITTER_MAX, MIN_WEEKS_BEFORE_HOME, saleErrors, TITLE_MAX, type SaleErrors, type SaleField, type SaleInputBody } from '../../lib/validation/sale.ts';
import { queueToast, TOAST_LIFE_MS } from '../../stores/toasts.ts';
import { errorClass, FormAlert, inputClass, labelClass } from '../auth/fields.tsx';
import { PhotoManager, type Photo } from './PhotoManager.tsx';

/** A district or municipality as the editor lists it (the page sends only these two fields). */
type Place = Pick<Location, 'id' | 'name'>;

export interface EditorOptions {
  species: { code: string; name: string }[];
  breeds: { code: string; name: string; species: string; dangerous: boolean }[];
  districts: Place[];
  /** The municipalities of the sale's district when editing. */
  municipalities: Place[];
}

interface Props extends EditorOptions {
  messages: Messages;
  /** The sale being edited; absent to create one. */
  sale?: SaleDetail | null;
}

/** Where the editor goes after saving. */
export const AFTER_SAVE = '/my-sales';

interface Values {
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

function initialValues(sale: SaleDetail | null | undefined): Values {
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
function earliestHome(birthDate: string): string | undefined {
  const ms = Date.parse(`${birthDate}T00:00:00Z`);
  return Number.isNaN(ms) ? undefined : new Date(ms + MIN_WEEKS_BEFORE_HOME * 7 * 86_400_000).toISOString().slice(0, 10);
}

export default function SaleEditor({ messages, ...props }: Props) {
  return (
    <MessagesContext.Provider value={messages}>
      <Editor {...props} />
    </MessagesContext.Provider>
  );
}

function Editor({ sale, species, breeds, districts, municipalities: initialMunicipalities }: Omit<Props, 'messages'>) {
  const t = useTranslate();
  const [values, setValues] = useState<Values>(() => initialValues(sale));
  const [photos, setPhotos] = useState<Photo[]>(() =>
    (sale?.images ?? []).map((image) => ({ id: image.uid, key: image.uid, preview: image.source, kb: 0, name: t('sale-editor.photos.saved', { n: image.position + 1 }), status: 'done' as const })),
  );
  const [municipalities, setMunicipalities] = useState<Place[]>(initialMunicipalities);
  const [errors, setErrors] = useState<SaleErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  const visible = (field: SaleField) => (submitted ? errors[field] : undefined);

  // After a first attempt, errors follow the values as they are corrected.
  useEffect(() => {
    if (submitted) setErrors(saleErrors(toBody(values, photos)));
  }, [values, photos, submitted]);

  useEffect(() => {
    if (alert) alertRef.current?.focus();
  }, [alert]);

  async function chooseDistrict(locationId: string) {
    setValues((v) => ({ ...v, locationId, childLocationId: '' }));
    setMunicipalities([]);
    if (!locationId) return;
    try {
      setMunicipalities(await fetchChildLocations(Number(locationId)));
    } catch {
      setAlert('form.error.reference');
    }
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    if (photos.some((p) => p.status === 'uploading')) {
      setAlert('sale-editor.photos.wait');
      return;
    }
    const body = toBody(values, photos);
    const found = saleErrors(body);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setAlert(found.form ?? 'sale-editor.fix-errors');
      return;
    }
    setBusy(true);
    setAlert(null);
    try {
      if (sale) await updateSale(sale.uid, body);
      else await createSale(body);
      queueToast({ severity: 'success', summary: t('sale-editor.saved.summary'), detail: t('sale-editor.saved.detail'), life: TOAST_LIFE_MS });
      location.assign(AFTER_SAVE);
    } catch (error) {
      setBusy(false);
      const body = error instanceof ApiError ? (error.body as { errors?: SaleErrors } | undefined) : undefined;
      if (body?.errors) {
        setErrors(body.errors);
        setAlert(body.errors.form ?? 'sale-editor.fix-errors');
      } else {
        setAlert(errorKey(error) === 'not-found' ? 'sale-editor.not-found' : 'form.error.generic');
      }
    }
  }

  const speciesBreeds = breeds.filter((b) => b.species === values.species);
  const dangerous = values.purebred === 'true' && breeds.some((b) => b.code === values.breedCode && b.dangerous);

  return (
    <form className="flex flex-col gap-8" noValidate onSubmit={(e) => void submit(e)} aria-busy={busy} data-sale-editor>
      {alert && (
        <div ref={alertRef} tabIndex={-1}>
          <FormAlert>{t(alert)}</FormAlert>
        </div>
      )}

      <Section title={t('sale-editor.section.animal')}>
        <Select label={t('sale-editor.species')} value={values.species} error={visible('species')} onChange={(v) => setValues((x) => ({ ...x, species: v, breedCode: '' }))} name="species">
          <option value="">{t('sale-editor.choose')}</option>
          {species.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name}
            </option>
          ))}
        </Select>
        <Radios
          legend={t('sale-editor.purebred')}
          name="purebred"
          value={values.purebred}
          error={visible('purebred')}
          options={[
            ['true', t('sale-editor.purebred.yes')],
            ['false', t('sale-editor.purebred.no')],
          ]}
          onChange={(v) => set('purebred', v as Values['purebred'])}
        />
        {values.purebred === 'true' && (
          <>
            <Select label={t('sale-editor.breed')} value={values.breedCode} error={visible('breedCode')} onChange={(v) => set('breedCode', v)} name="breedCode" disabled={!values.species}>
              <option value="">{values.species ? t('sale-editor.choose') : t('sale-editor.breed.species-first')}</option>
              {speciesBreeds.map((b) => (
                <option key={b.code} value={b.code}>
                  {b.name}
                </option>
              ))}
            </Select>
            <Input label={t('sale-editor.lop')} hint={t('sale-editor.lop.hint')} value={values.lopNumber} error={visible('lopNumber')} onChange={(v) => set('lopNumber', v)} name="lopNumber" maxLength={40} />
          </>
        )}
        {values.purebred === 'false' && <p className="text-sm text-ink-muted sm:col-span-2">{t('sale-editor.purebred.no.hint')}</p>}
        {dangerous && (
          <p role="note" className="rounded-lg border-2 border-warn bg-amber-50 p-3 text-sm font-semibold text-warn sm:col-span-2">
            {t('sale-editor.dangerous')}
          </p>
        )}
        <Radios
          legend={t('sale-editor.sex')}
          name="sex"
          value={values.sex}
          error={visible('sex')}
          options={[
            ['MALE', t('sales.sex.MALE')],
            ['FEMALE', t('sales.sex.FEMALE')],
          ]}
          onChange={(v) => set('sex', v)}
        />
        <Input label={t('sale-editor.litter-size')} value={values.litterSize} error={visible('litterSize')} onChange={(v) => set('litterSize', v)} name="litterSize" inputMode="numeric" hint={t('sale-editor.litter-size.hint', { max: LITTER_MAX })} />
        <Input label={t('sale-editor.birth-date')} type="date" value={values.birthDate} error={visible('birthDate')} onChange={(v) => set('birthDate', v)} name="birthDate" />
        <Input
          label={t('sale-editor.register-date')}
          type="date"
          value={values.registerDate}
          error={visible('registerDate')}
          onChange={(v) => set('registerDate', v)}
          name="registerDate"
          hint={t('sale-editor.register-date.hint', { weeks: MIN_WEEKS_BEFORE_HOME })}
          min={earliestHome(values.birthDate)}
        />
        <Input label={t('sale-editor.microchip')} hint={t('sale-editor.microchip.hint')} value={values.microchip} error={visible('microchip')} onChange={(v) => set('microchip', v)} name="microchip" inputMode="numeric" maxLength={19} />
        <Input
          label={t('sale-editor.mother-microchip')}
          hint={t('sale-editor.microchip.hint')}
          value={values.motherMicrochip}
          error={visible('motherMicrochip')}
          onChange={(v) => set('motherMicrochip', v)}
          name="motherMicrochip"
          inputMode="numeric"
          maxLength={19}
        />
      </Section>

      <Section title={t('sale-editor.section.advert')}>
        <Input label={t('sale-editor.title')} value={values.title} error={visible('title')} onChange={(v) => set('title', v)} name="title" maxLength={TITLE_MAX} wide hint={t('sale-editor.title.hint')} />
        <TextArea
          label={t('sale-editor.description')}
          value={values.description}
          error={visible('description')}
          onChange={(v) => set('description', v)}
          name="description"
          maxLength={DESCRIPTION_MAX}
          hint={t('sale-editor.description.hint', { count: values.description.trim().length, max: DESCRIPTION_MAX })}
        />
        <Input label={t('sale-editor.price')} value={values.free ? '' : values.price} error={visible('price')} onChange={(v) => set('price', v)} name="price" inputMode="decimal" disabled={values.free} hint={t('sale-editor.price.hint')} />
        <label className="flex min-h-11 items-center gap-2 self-end font-semibold">
          <input type="checkbox" checked={values.free} onChange={(e) => set('free', e.target.checked)} className="size-5 accent-brand-700" name="free" />
          {t('sale-editor.free')}
        </label>
      </Section>

      <Section title={t('sale-editor.section.location')}>
        <Select label={t('sale-editor.district')} value={values.locationId} error={visible('locationId')} onChange={(v) => void chooseDistrict(v)} name="locationId">
          <option value="">{t('sale-editor.choose')}</option>
          {districts.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </Select>
        <Select
          label={t('sale-editor.municipality')}
          value={values.childLocationId}
          error={visible('childLocationId')}
          onChange={(v) => set('childLocationId', v)}
          name="childLocationId"
          disabled={municipalities.length === 0}
        >
          <option value="">{values.locationId ? t('sale-editor.choose') : t('sale-editor.municipality.district-first')}</option>
          {municipalities.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </Select>
      </Section>

      <section className="card p-5 md:p-6">
        <PhotoManager photos={photos} onChange={setPhotos} error={visible('images')} />
      </section>

      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn btn-primary" aria-disabled={busy || undefined} data-submit>
          {sale ? t('sale-editor.submit.edit') : t('sale-editor.submit.create')}
        </button>
        <a href={AFTER_SAVE} className="btn btn-outline">
          {t('sale-editor.cancel')}
        </a>
        <p className="text-sm text-ink-muted">{t('sale-editor.moderation-note')}</p>
      </div>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="card grid gap-5 p-5 sm:grid-cols-2 md:p-6">
      <legend className="float-left mb-1 w-full text-lg font-bold sm:col-span-2">{title}</legend>
      {children}
    </fieldset>
  );
}

interface FieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  disabled?: boolean;
}

function useDescription(hint?: string, error?: string) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return { id, describedBy };
}

function FieldMessages({ id, hint, error }: { id: string; hint?: string | undefined; error?: string | undefined }) {
  const t = useTranslate();
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={errorClass}>
          {t(error, { weeks: MIN_WEEKS_BEFORE_HOME })}
        </p>
      )}
    </>
  );
}

/** A label, one control wired to its hint and error, and the messages under it. */
function Field({
  label,
  hint,
  error,
  className,
  control,
}: Pick<FieldProps, 'label' | 'hint' | 'error'> & {
  className?: string | undefined;
  control: (a11y: { id: string; 'aria-describedby': string | undefined; 'aria-invalid': true | undefined; className: string }) => ReactNode;
}) {
  const { id, describedBy } = useDescription(hint, error);
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {control({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined, className: inputClass })}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

function Input({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  disabled,
  wide,
  ...rest
}: FieldProps & { type?: string; inputMode?: 'numeric' | 'decimal'; maxLength?: number; min?: string | undefined; wide?: boolean }) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      className={wide ? 'sm:col-span-2' : undefined}
      control={(a11y) => <input {...a11y} name={name} value={value} onChange={(e) => onChange(e.target.value)} disabled={disabled} {...rest} />}
    />
  );
}

function TextArea({ label, name, value, onChange, error, hint, maxLength }: FieldProps & { maxLength: number }) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      className="sm:col-span-2"
      control={(a11y) => <textarea {...a11y} name={name} value={value} rows={7} maxLength={maxLength} onChange={(e) => onChange(e.target.value)} />}
    />
  );
}

function Select({ label, name, value, onChange, error, hint, disabled, children }: FieldProps & { children: ReactNode }) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      control={(a11y) => (
        <select {...a11y} name={name} value={value} onChange={(e) => onChange(e.target.value)} disabled={disabled}>
          {children}
        </select>
      )}
    />
  );
}

function Radios({ legend, name, value, options, onChange, error }: { legend: string; name: string; value: string; options: [string, string][]; onChange: (v: string) => void; error?: string | undefined }) {
  const { id, describedBy } = useDescription(undefined, error);
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className={labelClass}>{legend}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-1">
        {options.map(([option, text]) => (
          <label key={option} className="flex min-h-11 items-center gap-2">
            <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} className="size-5 accent-brand-700" aria-invalid={error ? true : undefined} />
            {text}
          </label>
        ))}
      </div>
      <FieldMessages id={id} error={error} />
    </fieldset>
  );
}
