/**
 * The registration form of /register: account, phone, kind of user, place, password twice, terms; then signed in.
 * The page passes the lists it shows (countries, user types, districts), as every other form's page does.
 */
import { useRef, useState, type SubmitEvent } from 'react';
import { authenticate, signup } from '../../../lib/api/accounts.ts';
import type { Country, UserType } from '../../../lib/reference/shapes.ts';
import { MessagesContext, useTranslate, type Messages } from '../../../lib/translator.ts';
import { signIn } from '../../../stores/session.ts';
import { queueToast, TOAST_LIFE_MS } from '../../../stores/toasts.ts';
import { ErrorSummary, FieldScope, useErrorSummary } from '../../ui/error-summary.tsx';
import { SubmitButton, translateKey, useTypedBeforeHydration } from '../../ui/form.tsx';
import { completeIntent } from '../intent.ts';
import { AFTER_SIGN_IN, LOGIN, goTo, returnPath } from '../navigation.ts';
import { AccountFields } from './AccountFields.tsx';
import { LocationFields, type Place } from './LocationFields.tsx';
import { PasswordFields } from './PasswordFields.tsx';
import { PhoneFields } from './PhoneFields.tsx';
import { EMPTY, serverFieldErrors, toPayload, validate, type Field, type GroupProps, type Values } from './rules.ts';
import { TermsField } from './TermsField.tsx';
import { useEmailCheck } from './use-email-check.ts';
import { UserTypeField } from './UserTypeField.tsx';

export interface RegisterFormProps {
  messages: Messages;
  /** Every country with its dial code, Portugal first. */
  countries: readonly Country[];
  userTypes: readonly UserType[];
  districts: readonly Place[];
}

export default function RegisterForm({ messages, ...lists }: RegisterFormProps) {
  return (
    <MessagesContext.Provider value={messages}>
      <Register {...lists} />
    </MessagesContext.Provider>
  );
}

function Register({ countries, userTypes, districts }: Omit<RegisterFormProps, 'messages'>) {
  const t = useTranslate();
  const [values, setValues] = useState<Values>(EMPTY);
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [emailStatus, resetEmailStatus] = useEmailCheck(values.email);
  const summary = useErrorSummary();
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (typed, chosen) => {
    const text = ['name', 'surname', 'email', 'phone', 'dgavNumber', 'password', 'confirmPassword'] as const;
    const { userType, acceptTerms } = chosen;
    setValues((v) => ({
      ...v,
      ...Object.fromEntries(text.filter((k) => typed[k] !== undefined).map((k) => [k, typed[k]])),
      ...(typeof userType === 'string' && { userType }),
      ...(typeof acceptTerms === 'boolean' && { acceptTerms }),
    }));
  });

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
    const visible =
      submitted ||
      touched.has(field) ||
      (passwordLike && values[field] !== '') ||
      rule === 'register.error.email-taken';
    return visible ? t(rule) : undefined;
  }

  const set: GroupProps['set'] = (field, value) => {
    setValues((v) => ({ ...v, [field]: value, ...(field === 'locationId' ? { childLocationId: '' } : {}) }));
    setServerErrors((e) => {
      if (!(field in e)) return e;
      const rest = { ...e };
      delete rest[field];
      return rest;
    });
    setFormError(undefined);
  };

  const group: GroupProps = { values, set, errorOf, leave: (field) => () => setTouched((s) => new Set(s).add(field)) };

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    setFormError(undefined);
    if (Object.keys(ruleErrors).length > 0 || emailStatus === 'checking') {
      summary.failed();
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
      summary.failed();
      return;
    }
    try {
      await signIn(await authenticate(payload.email, payload.password));
    } catch {
      // The account exists; signing in can be done by hand.
      queueToast({
        severity: 'success',
        summary: t('register.created.summary'),
        detail: t('register.created.detail'),
        life: TOAST_LIFE_MS,
      });
      goTo(LOGIN);
      return;
    }
    queueToast({
      severity: 'success',
      summary: t('register.welcome.summary'),
      detail: t('register.welcome.detail', { name: payload.name }),
      life: TOAST_LIFE_MS,
    });
    // Signed up from a heart or "Marcar visita": complete it and go back there (decisions 056 and 141).
    await completeIntent(location.search, t('sales.favorite.saved'));
    goTo(returnPath(location.search, location.origin) ?? AFTER_SIGN_IN);
  }

  // In the form's order, as the summary lists them.
  const labels: Record<Field, string> = {
    name: t('register.name'),
    surname: t('register.surname'),
    email: t('register.email'),
    phoneCountry: t('register.phone-country'),
    phone: t('register.phone'),
    userType: t('register.user-type'),
    dgavNumber: t('register.dgav'),
    locationId: t('register.location'),
    childLocationId: t('register.child-location'),
    password: t('register.password'),
    confirmPassword: t('register.confirm-password'),
    acceptTerms: t('register.accept-terms.terms'),
  };
  const optional = <span className="font-normal text-ink-muted">{t('register.optional')}</span>;

  return (
    <form
      ref={form}
      method="post"
      className="grid gap-5 sm:grid-cols-2"
      onSubmit={(e) => void submit(e)}
      aria-busy={busy}
      noValidate
    >
      <ErrorSummary
        className="sm:col-span-2"
        summary={summary}
        labels={labels}
        errors={Object.fromEntries(Object.keys(labels).map((field) => [field, errorOf(field as Field)]))}
        message={formError && translateKey(t, formError, 'form.error.generic')}
      />
      <FieldScope summary={summary}>
        <AccountFields {...group} emailStatus={emailStatus} onEmailTyped={resetEmailStatus} />
        <PhoneFields {...group} countries={countries} optional={optional} />
        <UserTypeField {...group} userTypes={userTypes} optional={optional} />
        <LocationFields {...group} districts={districts} optional={optional} />
        <PasswordFields {...group} />
        <TermsField {...group} />
      </FieldScope>

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
