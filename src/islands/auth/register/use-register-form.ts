/** The registration form's state: the values, the fields left, the rules' and the server's refusals, and the sending. */
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { authenticate, signup } from '../../../lib/api/accounts.ts';
import type { Signup } from '../../../lib/auth/shapes.ts';
import { useTranslate, type Translate } from '../../../lib/translator.ts';
import { signIn } from '../../../stores/session.ts';
import { queueToast, TOAST_LIFE_MS } from '../../../stores/toasts.ts';
import { useErrorSummary } from '../../ui/error-summary.tsx';
import { translateKey, useTypedBeforeHydration } from '../../ui/form.tsx';
import { completeIntent } from '../intent.ts';
import { AFTER_SIGN_IN, LOGIN, goTo, returnPath } from '../navigation.ts';
import { EMPTY, serverFieldErrors, toPayload, validate, type Field, type GroupProps, type Values } from './rules.ts';
import { useEmailCheck } from './use-email-check.ts';

/** Wires the form (`form` goes on the element); `group` is what every field group takes. */
export function useRegisterForm() {
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

  // "Criar conta" pressed while the e-mail was being checked: sent once the answer is in (it was swallowed before).
  const [waitingForCheck, setWaitingForCheck] = useState(false);
  useEffect(() => {
    if (!waitingForCheck || emailStatus === 'checking') return;
    setWaitingForCheck(false);
    form.current?.requestSubmit();
  }, [waitingForCheck, emailStatus]);

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
    // A send waiting for the e-mail check goes on (the form submits itself once the check answers).
    if (busy && !waitingForCheck) return;
    setSubmitted(true);
    setFormError(undefined);
    if (Object.keys(ruleErrors).length > 0) {
      setBusy(false);
      summary.failed();
      return;
    }
    if (emailStatus === 'checking') {
      // Busy until the check answers, then sent (or the summary names a taken address).
      setBusy(true);
      setWaitingForCheck(true);
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
    await signInAndGo(t, payload);
  }

  return { form, summary, busy, formError, errorOf, group, emailStatus, resetEmailStatus, submit };
}

/** The account exists: signed in, welcomed and back where the person came from; else off to sign in by hand. */
async function signInAndGo(t: Translate, payload: Signup) {
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
