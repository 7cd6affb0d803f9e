/** The profile form of /user-profile: name, phone with dial code, user type, district and municipality, and the breeder's fields. */
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { updateProfile, type OwnProfile } from '../../../lib/api/account.ts';
import { ApiError } from '../../../lib/api/client.ts';
import { fetchChildLocations } from '../../../lib/api/reference.ts';
import { MessagesContext, useTranslate, type Messages } from '../../../lib/translator.ts';
import { loadCurrentUser } from '../../../stores/session.ts';
import { queueToast, showToast, TOAST_LIFE_MS } from '../../../stores/toasts.ts';
import { ErrorSummary, FieldScope, useErrorSummary } from '../../ui/error-summary.tsx';
import { SelectField, TextField } from '../../ui/fields.tsx';
import { SubmitButton, translateKey, useTypedBeforeHydration } from '../../ui/form.tsx';
import { useArrival } from './arrival.ts';
import { BreederFields } from './BreederFields.tsx';
import { BREEDER, ruleErrors, toPatch, valuesOf, type Field, type Values } from './values.ts';

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

export default function ProfileEditor(props: ProfileEditorProps) {
  return (
    <MessagesContext.Provider value={props.messages}>
      <Editor {...props} />
    </MessagesContext.Provider>
  );
}

function Editor({ profile, countries, userTypes, districts, municipalities, species, breeds }: ProfileEditorProps) {
  const t = useTranslate();
  const [values, setValues] = useState<Values>(() => valuesOf(profile));
  const [children, setChildren] = useState(municipalities);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const summary = useErrorSummary();
  const form = useRef<HTMLFormElement>(null);
  const arrival = useArrival(form);
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

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (busy) return;
    if (Object.keys(rules).length > 0) {
      summary.failed();
      return;
    }
    setBusy(true);
    try {
      const saved = await updateProfile(toPatch(values));
      setValues(valuesOf(saved));
      setSubmitted(false);
      // Came for the DGAV number from an advert (decision 201): back there once it is given.
      if (arrival.back && saved.dgavNumber?.trim()) {
        queueToast({ severity: 'success', summary: t('profile.saved'), life: TOAST_LIFE_MS });
        location.assign(arrival.back);
        return;
      }
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
          ? undefined
          : t(e instanceof ApiError && e.status === 429 ? 'form.error.too-many-requests' : 'form.error.generic'),
      );
      summary.failed();
    } finally {
      setBusy(false);
    }
  }

  const isBreeder = values.userType === BREEDER;
  // In the form's order, as the summary lists them.
  const labels: Record<Field, string> = {
    name: t('profile.field.name'),
    surname: t('profile.field.surname'),
    phoneCountry: t('profile.field.phone-country'),
    phone: t('profile.field.phone'),
    showPhone: t('profile.field.show-phone'),
    userType: t('profile.field.user-type'),
    locationId: t('profile.field.district'),
    childLocationId: t('profile.field.municipality'),
    dgavNumber: t('profile.field.dgav'),
    breeds: t('profile.field.breeds'),
  };
  const choose = <option value="">{t('profile.field.choose')}</option>;

  return (
    <form ref={form} noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-5" data-profile-form>
      <ErrorSummary
        summary={summary}
        labels={labels}
        errors={Object.fromEntries(Object.keys(labels).map((field) => [field, errorOf(field as Field)]))}
        message={formError}
      />
      <FieldScope summary={summary}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={labels.name}
            name="name"
            autoComplete="given-name"
            value={values.name}
            error={errorOf('name')}
            onChange={(e) => set('name', e.target.value)}
          />
          <TextField
            label={labels.surname}
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
          {/* Never `required`: with no empty option the list always has a value (HTML forbids that pairing). */}
          <SelectField
            label={labels.phoneCountry}
            name="phoneCountry"
            value={values.phoneCountry}
            error={errorOf('phoneCountry')}
            aria-required
            onChange={(e) => set('phoneCountry', e.target.value)}
          >
            {countries.map((c) => (
              <option key={c.code} value={c.code}>{`${c.name} (${c.dial_code})`}</option>
            ))}
          </SelectField>
          <TextField
            label={labels.phone}
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
          {labels.showPhone}
        </label>
        <SelectField
          label={labels.userType}
          name="userType"
          value={values.userType}
          error={errorOf('userType')}
          aria-required
          onChange={(e) => set('userType', e.target.value)}
        >
          {userTypes.map((u) => (
            <option key={u.code} value={u.code}>
              {u.name}
            </option>
          ))}
        </SelectField>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={labels.locationId}
            name="locationId"
            value={values.locationId}
            error={errorOf('locationId')}
            onChange={(e) => set('locationId', e.target.value)}
          >
            {choose}
            {districts.map((d) => (
              <option key={d.id} value={String(d.id)}>
                {d.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={labels.childLocationId}
            name="childLocationId"
            value={values.childLocationId}
            error={errorOf('childLocationId')}
            onChange={(e) => set('childLocationId', e.target.value)}
          >
            {choose}
            {children.map((m) => (
              <option key={m.id} value={String(m.id)}>
                {m.name}
              </option>
            ))}
          </SelectField>
        </div>

        {isBreeder && (
          <BreederFields
            dgavNumber={values.dgavNumber}
            breeds={values.breeds}
            species={species}
            options={breeds}
            errorOf={errorOf}
            dgavHint={arrival.back ? t('profile.dgav.return') : undefined}
            setDgavNumber={(value) => set('dgavNumber', value)}
            setBreeds={(list) => set('breeds', list)}
          />
        )}
      </FieldScope>
      <div className="max-w-xs">
        <SubmitButton busy={busy}>{t('profile.save')}</SubmitButton>
      </div>
    </form>
  );
}
