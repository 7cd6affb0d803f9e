/** The registration form of /register: account, contact and location data, password twice, terms; then signed in. */
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { MessagesContext, useTranslate, type Messages } from '../../lib/translator.ts';
import { authenticate, isEmailAvailable, signup } from '../../lib/api/accounts.ts';
import { ApiError } from '../../lib/api/client.ts';
import {
  fetchChildLocations,
  fetchCountries,
  fetchLocations,
  fetchUserTypes,
  portugalFirst,
  type Country,
  type Location,
  type UserType,
} from '../../lib/api/reference.ts';
import { passwordPairErrors } from '../../lib/validation/password.ts';
import { emailError, signupErrors, type SignupInput } from '../../lib/validation/signup-rules.ts';
import { signIn } from '../../stores/session.ts';
import { queueToast, TOAST_LIFE_MS } from '../../stores/toasts.ts';
import { FormAlert, PasswordField, SubmitButton, TextField, errorClass, inputClass, labelClass, translateKey, useTypedBeforeHydration } from './fields.tsx';
import { AFTER_SIGN_IN, LOGIN, goTo } from './navigation.ts';

/** Wait this long after the last keystroke before asking whether the email is free. */
export const EMAIL_CHECK_DELAY_MS = 400;
const PORTUGAL: Country = { name: 'Portugal', dial_code: '+351', code: 'PT' };

type Field = keyof SignupInput | 'confirmPassword';
type EmailStatus = 'idle' | 'checking' | 'available' | 'taken';

interface Values {
  name: string;
  surname: string;
  email: string;
  phoneCountry: string;
  phone: string;
  userType: string;
  locationId: string;
  childLocationId: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

const EMPTY: Values = {
  name: '',
  surname: '',
  email: '',
  phoneCountry: 'PT',
  phone: '',
  userType: '',
  locationId: '',
  childLocationId: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

/** The body for POST /public/signup: optional parts only when filled in. */
function toPayload(v: Values): SignupInput {
  const payload: SignupInput = {
    name: v.name.trim(),
    surname: v.surname.trim(),
    email: v.email.trim(),
    password: v.password,
    userType: v.userType,
    acceptTerms: v.acceptTerms as true,
  };
  if (v.phone.trim() !== '') {
    payload.phone = v.phone.trim();
    payload.phoneCountry = v.phoneCountry;
  }
  if (v.locationId !== '') payload.locationId = Number(v.locationId);
  if (v.childLocationId !== '') payload.childLocationId = Number(v.childLocationId);
  return payload;
}

/** Rule errors of the whole form (translation keys), before anything decides what is visible. */
function validate(v: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = { ...signupErrors(toPayload(v)) };
  const pair = passwordPairErrors(v.password, v.confirmPassword);
  if (v.password === '') errors.password = 'register.error.required';
  if (v.confirmPassword === '') errors.confirmPassword = 'register.error.required';
  else if (pair.confirmation) errors.confirmPassword = pair.confirmation;
  else if (pair.group) errors.confirmPassword = pair.group;
  return errors;
}

/** Field errors of an API answer (`errors: { field: key }`), keyed by our fields. */
function serverFieldErrors(error: unknown): { fields: Partial<Record<Field, string>>; form?: string } {
  if (!(error instanceof ApiError)) return { fields: {}, form: 'form.error.generic' };
  if (error.status === 409) return { fields: { email: 'register.error.email-taken' } };
  if (error.status === 429) return { fields: {}, form: 'form.error.too-many-requests' };
  const body = error.body as { errors?: Record<string, string> } | undefined;
  const fields: Partial<Record<Field, string>> = {};
  let form: string | undefined;
  for (const [path, key] of Object.entries(body?.errors ?? {})) {
    const field = path.split('.')[0] as Field;
    if (field in EMPTY) fields[field] ??= key;
    else form ??= key;
  }
  if (Object.keys(fields).length === 0) form ??= 'form.error.generic';
  return form ? { fields, form } : { fields };
}

export default function RegisterForm({ messages }: { messages: Messages }) {
  return (
    <MessagesContext.Provider value={messages}>
      <Register />
    </MessagesContext.Provider>
  );
}

function Register() {
  const t = useTranslate();
  const [values, setValues] = useState<Values>(EMPTY);
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [emailStatus, setEmailStatus] = useState<EmailStatus>('idle');
  const [busy, setBusy] = useState(false);
  const [countries, setCountries] = useState<Country[]>([PORTUGAL]);
  const [userTypes, setUserTypes] = useState<UserType[]>([]);
  const [locations, setLocations] = useState<Location[]>([]);
  const [children, setChildren] = useState<Location[]>([]);
  const ids = useId();
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (typed) => {
    const text = ['name', 'surname', 'email', 'phone', 'password', 'confirmPassword'] as const;
    setValues((v) => ({ ...v, ...Object.fromEntries(text.filter((k) => typed[k] !== undefined).map((k) => [k, typed[k]])) }));
  });

  useEffect(() => {
    fetchCountries()
      .then((list) => list.length > 0 && setCountries(portugalFirst(list)))
      .catch(() => undefined);
    fetchUserTypes()
      .then(setUserTypes)
      .catch(() => setFormError('form.error.reference'));
    fetchLocations()
      .then(setLocations)
      .catch(() => setFormError('form.error.reference'));
  }, []);

  // Municipalities follow the district.
  useEffect(() => {
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

  // Is the email free? Asked once typing pauses, and only for an address that looks right.
  useEffect(() => {
    const email = values.email.trim();
    if (emailError(email)) {
      setEmailStatus('idle');
      return;
    }
    const abort = new AbortController();
    const timer = setTimeout(() => {
      setEmailStatus('checking');
      isEmailAvailable(email, abort.signal)
        .then((available) => setEmailStatus(available ? 'available' : 'taken'))
        .catch(() => !abort.signal.aborted && setEmailStatus('idle'));
    }, EMAIL_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [values.email]);

  const ruleErrors = validate(values);
  if (emailStatus === 'taken') ruleErrors.email ??= 'register.error.email-taken';

  /** What a field shows: the server's word, a broken rule once the field was left (or on submit). */
  function errorOf(field: Field): string | undefined {
    const server = serverErrors[field];
    if (server) return translateKey(t, server, 'form.error.invalid');
    const rule = ruleErrors[field];
    if (!rule) return undefined;
    const passwordLike = field === 'password' || field === 'confirmPassword';
    // Password messages show as soon as the field is invalid and not empty (the specification).
    const visible = submitted || touched.has(field) || (passwordLike && values[field] !== '') || rule === 'register.error.email-taken';
    return visible ? t(rule) : undefined;
  }

  function set<K extends keyof Values>(field: K, value: Values[K]) {
    setValues((v) => ({ ...v, [field]: value, ...(field === 'locationId' ? { childLocationId: '' } : {}) }));
    setServerErrors((e) => {
      if (!(field in e)) return e;
      const rest = { ...e };
      delete rest[field as Field];
      return rest;
    });
    setFormError(undefined);
  }

  const leave = (field: Field) => () => setTouched((s) => new Set(s).add(field));

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    setFormError(undefined);
    const form = event.currentTarget;
    if (Object.keys(ruleErrors).length > 0 || emailStatus === 'checking') {
      // After React shows the messages, take the keyboard to the first field to fix.
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setBusy(true);
    const payload = toPayload(values);
    try {
      await signup(payload);
    } catch (error) {
      const { fields, form: message } = serverFieldErrors(error);
      setServerErrors(fields);
      setFormError(message);
      setBusy(false);
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')?.focus());
      return;
    }
    try {
      await signIn(await authenticate(payload.email, payload.password));
    } catch {
      // The account exists; signing in can be done by hand.
      queueToast({ severity: 'success', summary: t('register.created.summary'), detail: t('register.created.detail'), life: TOAST_LIFE_MS });
      goTo(LOGIN);
      return;
    }
    queueToast({
      severity: 'success',
      summary: t('register.welcome.summary'),
      detail: t('register.welcome.detail', { name: payload.name }),
      life: TOAST_LIFE_MS,
    });
    goTo(AFTER_SIGN_IN);
  }

  const emailHint =
    emailStatus === 'checking' ? t('register.email.checking') : emailStatus === 'available' ? t('register.email.available') : undefined;
  const optional = <span className="font-normal text-ink-muted">{t('register.optional')}</span>;
  const select = (field: Field) => ({
    'aria-invalid': errorOf(field) ? true : undefined,
    'aria-describedby': errorOf(field) ? `${ids}-${field}-error` : undefined,
    className: inputClass,
  });
  const fieldError = (field: Field) =>
    errorOf(field) && (
      <p id={`${ids}-${field}-error`} className={errorClass}>
        {errorOf(field)}
      </p>
    );

  return (
    <form ref={form} method="post" className="grid gap-5 sm:grid-cols-2" onSubmit={(e) => void submit(e)} aria-busy={busy} noValidate>
      {formError && (
        <div className="sm:col-span-2" tabIndex={-1}>
          <FormAlert>{translateKey(t, formError, 'form.error.generic')}</FormAlert>
        </div>
      )}
      <TextField
        label={t('register.name')}
        name="name"
        autoComplete="given-name"
        required
        value={values.name}
        error={errorOf('name')}
        onChange={(e) => set('name', e.target.value)}
        onBlur={leave('name')}
      />
      <TextField
        label={t('register.surname')}
        name="surname"
        autoComplete="family-name"
        required
        value={values.surname}
        error={errorOf('surname')}
        onChange={(e) => set('surname', e.target.value)}
        onBlur={leave('surname')}
      />
      <TextField
        className="sm:col-span-2"
        label={t('register.email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        value={values.email}
        hint={emailHint}
        error={errorOf('email')}
        onChange={(e) => {
          set('email', e.target.value);
          setEmailStatus('idle');
        }}
        onBlur={leave('email')}
      />

      <fieldset className="sm:col-span-2">
        <legend className={labelClass}>
          {t('register.phone')} {optional}
        </legend>
        <div className="flex gap-2">
          <div className="w-40 shrink-0">
            <label htmlFor={`${ids}-dial`} className="sr-only">
              {t('register.phone-country')}
            </label>
            <select
              id={`${ids}-dial`}
              name="phoneCountry"
              autoComplete="tel-country-code"
              value={values.phoneCountry}
              onChange={(e) => set('phoneCountry', e.target.value)}
              {...select('phoneCountry')}
            >
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {`${c.name} (${c.dial_code})`}
                </option>
              ))}
            </select>
          </div>
          <div className="flex-1">
            <label htmlFor={`${ids}-phone`} className="sr-only">
              {t('register.phone-number')}
            </label>
            <input
              id={`${ids}-phone`}
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              value={values.phone}
              onChange={(e) => set('phone', e.target.value)}
              onBlur={leave('phone')}
              {...select('phone')}
            />
          </div>
        </div>
        {fieldError('phone')}
        {fieldError('phoneCountry')}
      </fieldset>

      <fieldset className="sm:col-span-2" aria-describedby={errorOf('userType') ? `${ids}-userType-error` : undefined}>
        <legend className={labelClass}>{t('register.user-type')}</legend>
        <div className="flex flex-wrap gap-3">
          {userTypes.map((type) => (
            <label key={type.code} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border-2 border-line bg-white px-4 has-checked:border-brand-700">
              <input
                type="radio"
                name="userType"
                value={type.code}
                required
                checked={values.userType === type.code}
                aria-invalid={errorOf('userType') ? true : undefined}
                onChange={() => set('userType', type.code)}
                className="size-5 accent-brand-700"
              />
              {type.name}
            </label>
          ))}
        </div>
        {fieldError('userType')}
      </fieldset>

      <div>
        <label htmlFor={`${ids}-district`} className={labelClass}>
          {t('register.location')} {optional}
        </label>
        <select id={`${ids}-district`} name="locationId" value={values.locationId} onChange={(e) => set('locationId', e.target.value)} {...select('locationId')}>
          <option value="">{t('register.location.placeholder')}</option>
          {locations.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </select>
        {fieldError('locationId')}
      </div>
      <div>
        <label htmlFor={`${ids}-municipality`} className={labelClass}>
          {t('register.child-location')} {optional}
        </label>
        <select
          id={`${ids}-municipality`}
          name="childLocationId"
          value={values.childLocationId}
          disabled={values.locationId === ''}
          onChange={(e) => set('childLocationId', e.target.value)}
          {...select('childLocationId')}
        >
          <option value="">{t('register.child-location.placeholder')}</option>
          {children.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </select>
        {fieldError('childLocationId')}
      </div>

      <PasswordField
        label={t('register.password')}
        name="password"
        autoComplete="new-password"
        required
        hint={t('password-rules.hint')}
        value={values.password}
        error={errorOf('password')}
        onChange={(e) => set('password', e.target.value)}
        onBlur={leave('password')}
      />
      <PasswordField
        label={t('register.confirm-password')}
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={values.confirmPassword}
        error={errorOf('confirmPassword')}
        onChange={(e) => set('confirmPassword', e.target.value)}
        onBlur={leave('confirmPassword')}
      />

      <div className="sm:col-span-2">
        <div className="flex items-start gap-3">
          <input
            id={`${ids}-terms`}
            type="checkbox"
            name="acceptTerms"
            required
            checked={values.acceptTerms}
            onChange={(e) => set('acceptTerms', e.target.checked)}
            className="mt-1 size-5 shrink-0 accent-brand-700"
            {...(errorOf('acceptTerms') ? { 'aria-invalid': true, 'aria-describedby': `${ids}-acceptTerms-error` } : {})}
          />
          <label htmlFor={`${ids}-terms`}>
            {t('register.accept-terms.before')}{' '}
            <a href="/terms" target="_blank" rel="noopener">
              {t('register.accept-terms.terms')}
              <span className="sr-only"> {t('register.new-tab')}</span>
            </a>{' '}
            {t('register.accept-terms.and')}{' '}
            <a href="/privacy-policy" target="_blank" rel="noopener">
              {t('register.accept-terms.privacy')}
              <span className="sr-only"> {t('register.new-tab')}</span>
            </a>
            .
          </label>
        </div>
        {fieldError('acceptTerms')}
      </div>

      <div className="flex flex-col gap-3 sm:col-span-2">
        <SubmitButton busy={busy}>{t('register.submit')}</SubmitButton>
        <p>
          {t('register.have-account')}{' '}
          <a href={LOGIN} className="font-semibold underline">
            {t('register.login-link')}
          </a>
        </p>
      </div>
    </form>
  );
}
