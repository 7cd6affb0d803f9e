/** The profile form of /user-profile: name, phone with dial code, user type, district and municipality, and the breeder's fields. */
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { updateProfile, type OwnProfile, type ProfilePatch } from '../../lib/api/account.ts';
import { ApiError } from '../../lib/api/client.ts';
import { fetchChildLocations } from '../../lib/api/reference.ts';
import { MessagesContext, useTranslate, type Messages } from '../../lib/translator.ts';
import { nameError, phoneError } from '../../lib/validation/signup-rules.ts';
import { loadCurrentUser } from '../../stores/session.ts';
import { showToast, TOAST_LIFE_MS } from '../../stores/toasts.ts';
import { TextField } from '../ui/fields.tsx';
import {
  FormAlert,
  SubmitButton,
  errorClass,
  inputClass,
  labelClass,
  translateKey,
  useTypedBeforeHydration,
} from '../ui/form.tsx';

export interface ProfileEditorProps {
  messages: Messages;
  profile: OwnProfile;
  countries: { code: string; name: string; dial_code: string }[];
  userTypes: { code: string; name: string }[];
  districts: { id: number; name: string }[];
  /** The municipalities of the profile's district (the others are fetched when the district changes). */
  municipalities: { id: number; name: string }[];
  species: { code: string; name: string }[];
  breeds: { code: string; name: string; species: string }[];
}

export const BREEDER = 'BREEDER';

interface Values {
  name: string;
  surname: string;
  phoneCountry: string;
  phone: string;
  showPhone: boolean;
  userType: string;
  locationId: string;
  childLocationId: string;
  dgavNumber: string;
  breeds: readonly string[];
}

type Field = keyof Values;

const valuesOf = (p: OwnProfile): Values => ({
  name: p.name,
  surname: p.surname,
  phoneCountry: p.phoneCountry ?? 'PT',
  phone: p.phone ?? '',
  showPhone: p.showPhone,
  userType: p.userType,
  locationId: p.locationId ? String(p.locationId) : '',
  childLocationId: p.childLocationId ? String(p.childLocationId) : '',
  dgavNumber: p.dgavNumber ?? '',
  breeds: p.breeds,
});

/** The PUT body: every field of the form; the breeder's fields only for a breeder. */
export function toPatch(v: Values): ProfilePatch {
  const phone = v.phone.trim();
  return {
    name: v.name.trim(),
    surname: v.surname.trim(),
    phone: phone === '' ? null : phone,
    phoneCountry: phone === '' ? null : v.phoneCountry,
    showPhone: phone !== '' && v.showPhone,
    userType: v.userType,
    locationId: v.locationId ? Number(v.locationId) : null,
    childLocationId: v.childLocationId ? Number(v.childLocationId) : null,
    ...(v.userType === BREEDER ? { dgavNumber: v.dgavNumber.trim() || null, breeds: [...v.breeds] } : {}),
  };
}

function ruleErrors(v: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  const name = nameError(v.name);
  if (name) errors.name = name;
  const surname = nameError(v.surname);
  if (surname) errors.surname = surname;
  const phone = phoneError(v.phone);
  if (phone) errors.phone = phone;
  if (v.childLocationId === '' && v.locationId !== '') errors.childLocationId = 'register.error.required';
  return errors;
}

export default function ProfileEditor(props: ProfileEditorProps) {
  return (
    <MessagesContext.Provider value={props.messages}>
      <Editor {...props} />
    </MessagesContext.Provider>
  );
}

function Editor({ profile, countries, userTypes, districts, municipalities, species, breeds }: ProfileEditorProps) {
  const t = useTranslate();
  const ids = useId();
  const [values, setValues] = useState<Values>(() => valuesOf(profile));
  const [children, setChildren] = useState(municipalities);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // Changed on a slow phone before the script ran (decision 170): kept. A district picked then clears the
  // municipality, as when picked after (its list was the old district's).
  useTypedBeforeHydration(form, (typed, chosen) => {
    const texts = (['name', 'surname', 'phone', 'dgavNumber'] as const).filter((k) => typed[k] !== undefined);
    const district = typeof chosen['locationId'] === 'string';
    const picks = (['phoneCountry', 'userType', 'locationId', 'childLocationId'] as const).filter(
      (k) => typeof chosen[k] === 'string' && !(k === 'childLocationId' && district),
    );
    const ticked = [...(form.current?.querySelectorAll<HTMLInputElement>('input[name="breeds"]:checked') ?? [])];
    setValues((v) => ({
      ...v,
      ...Object.fromEntries(texts.map((k) => [k, typed[k]])),
      ...(district && { childLocationId: '' }),
      ...Object.fromEntries(picks.map((k) => [k, chosen[k]])),
      ...(typeof chosen['showPhone'] === 'boolean' && { showPhone: chosen['showPhone'] }),
      ...('breeds' in chosen && { breeds: ticked.map((b) => b.value) }),
    }));
  });

  // Municipalities follow the district (the first render already has the profile's own).
  const loadedFor = useRef(values.locationId);
  useEffect(() => {
    if (loadedFor.current === values.locationId) return;
    loadedFor.current = values.locationId;
    setChildren([]);
    if (values.locationId === '') return;
    let current = true;
    fetchChildLocations(Number(values.locationId))
      .then((list) => current && setChildren(list))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [values.locationId]);

  const rules = ruleErrors(values);
  const errorOf = (field: Field): string | undefined => {
    const server = serverErrors[field];
    if (server) return translateKey(t, server, 'form.error.invalid');
    const rule = rules[field];
    return rule && submitted ? t(rule) : undefined;
  };

  function set<K extends Field>(field: K, value: Values[K]) {
    setValues((v) => ({ ...v, [field]: value, ...(field === 'locationId' ? { childLocationId: '' } : {}) }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
    setFormError(undefined);
  }

  function toggleBreed(code: string, on: boolean) {
    set('breeds', on ? [...values.breeds, code] : values.breeds.filter((b) => b !== code));
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (busy) return;
    if (Object.keys(rules).length > 0) {
      setFormError(t('profile.error.check-fields'));
      return;
    }
    setBusy(true);
    try {
      const saved = await updateProfile(toPatch(values));
      setValues(valuesOf(saved));
      setSubmitted(false);
      // The top bar shows the name: it follows the change at once.
      await loadCurrentUser().catch(() => undefined);
      showToast({ severity: 'success', summary: t('profile.saved'), life: TOAST_LIFE_MS });
    } catch (e) {
      const body = e instanceof ApiError ? (e.body as { errors?: Record<string, string> } | undefined) : undefined;
      const fields: Partial<Record<Field, string>> = {};
      for (const [path, key] of Object.entries(body?.errors ?? {})) {
        const field = path.split('.')[0] as Field;
        if (field in values) fields[field] ??= key;
      }
      setServerErrors(fields);
      setFormError(
        Object.keys(fields).length > 0
          ? t('profile.error.check-fields')
          : t(e instanceof ApiError && e.status === 429 ? 'form.error.too-many-requests' : 'form.error.generic'),
      );
    } finally {
      setBusy(false);
    }
  }

  const select = (
    field: Field,
    label: string,
    options: { value: string; label: string }[],
    extra?: { required?: boolean },
  ) => {
    const id = `${ids}-${field}`;
    const error = errorOf(field);
    return (
      <div>
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        <select
          id={id}
          name={field}
          className={inputClass}
          value={String(values[field])}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          // Never `required`: with no empty option the list always has a value (HTML forbids that pairing).
          aria-required={extra?.required || undefined}
          onChange={(e) => set(field, e.target.value)}
        >
          {!extra?.required && <option value="">{t('profile.field.choose')}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        {error && (
          <p id={`${id}-error`} className={errorClass}>
            {error}
          </p>
        )}
      </div>
    );
  };

  const isBreeder = values.userType === BREEDER;
  const breedsError = errorOf('breeds');

  return (
    <form ref={form} noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-5" data-profile-form>
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('profile.field.name')}
          name="name"
          autoComplete="given-name"
          value={values.name}
          error={errorOf('name')}
          onChange={(e) => set('name', e.target.value)}
        />
        <TextField
          label={t('profile.field.surname')}
          name="surname"
          autoComplete="family-name"
          value={values.surname}
          error={errorOf('surname')}
          onChange={(e) => set('surname', e.target.value)}
        />
      </div>
      <TextField
        label={t('profile.field.email')}
        name="email"
        type="email"
        value={profile.email}
        readOnly
        hint={t('profile.field.email-hint')}
      />
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        {select(
          'phoneCountry',
          t('profile.field.phone-country'),
          countries.map((c) => ({ value: c.code, label: `${c.name} (${c.dial_code})` })),
          { required: true },
        )}
        <TextField
          label={t('profile.field.phone')}
          labelExtra={<span className="font-normal text-ink-muted">{t('profile.optional')}</span>}
          name="phone"
          type="text"
          inputMode="tel"
          autoComplete="tel-national"
          value={values.phone}
          error={errorOf('phone')}
          onChange={(e) => set('phone', e.target.value)}
        />
      </div>
      <label className="flex items-center gap-3 font-semibold">
        <input
          type="checkbox"
          name="showPhone"
          className="size-5 accent-brand-700"
          checked={values.showPhone}
          disabled={values.phone.trim() === ''}
          onChange={(e) => set('showPhone', e.target.checked)}
        />
        {t('profile.field.show-phone')}
      </label>
      {select(
        'userType',
        t('profile.field.user-type'),
        userTypes.map((u) => ({ value: u.code, label: u.name })),
        { required: true },
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {select(
          'locationId',
          t('profile.field.district'),
          districts.map((d) => ({ value: String(d.id), label: d.name })),
        )}
        {select(
          'childLocationId',
          t('profile.field.municipality'),
          children.map((m) => ({ value: String(m.id), label: m.name })),
        )}
      </div>

      {isBreeder && (
        <fieldset className="flex flex-col gap-4 rounded-card border border-line p-4" data-breeder-fields>
          <legend className="px-1 text-lg font-bold">{t('profile.field.breeder')}</legend>
          <TextField
            label={t('profile.field.dgav')}
            name="dgavNumber"
            value={values.dgavNumber}
            error={errorOf('dgavNumber')}
            onChange={(e) => set('dgavNumber', e.target.value)}
          />
          <fieldset aria-describedby={`${ids}-breeds-hint${breedsError ? ` ${ids}-breeds-error` : ''}`}>
            <legend className={labelClass}>{t('profile.field.breeds')}</legend>
            <p id={`${ids}-breeds-hint`} className="mb-2 text-sm text-ink-muted">
              {t('profile.field.breeds-hint')}
            </p>
            <div className="grid gap-4 md:grid-cols-2">
              {species.map((s) => (
                <fieldset key={s.code} className="rounded-lg border border-line">
                  <legend className="ml-3 px-1 text-sm font-bold">
                    {s.name} (
                    {values.breeds.filter((code) => breeds.find((b) => b.code === code)?.species === s.code).length})
                  </legend>
                  <ul className="max-h-60 overflow-y-auto px-3 pb-2">
                    {breeds
                      .filter((b) => b.species === s.code)
                      .map((b) => (
                        <li key={b.code}>
                          <label className="flex min-h-9 items-center gap-2">
                            <input
                              type="checkbox"
                              name="breeds"
                              value={b.code}
                              className="size-4 accent-brand-700"
                              checked={values.breeds.includes(b.code)}
                              onChange={(e) => toggleBreed(b.code, e.target.checked)}
                            />
                            {b.name}
                          </label>
                        </li>
                      ))}
                  </ul>
                </fieldset>
              ))}
            </div>
            {breedsError && (
              <p id={`${ids}-breeds-error`} className={errorClass}>
                {breedsError}
              </p>
            )}
          </fieldset>
        </fieldset>
      )}
      <div className="max-w-xs">
        <SubmitButton busy={busy}>{t('profile.save')}</SubmitButton>
      </div>
    </form>
  );
}
