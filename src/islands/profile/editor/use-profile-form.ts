/** The profile form's state: the values, the rules' and the server's refusals, and the save. */
import { useRef, useState, type SubmitEvent } from 'react';
import { updateProfile, type OwnProfile } from '../../../lib/api/account.ts';
import { ApiError } from '../../../lib/api/client.ts';
import { useTranslate } from '../../../lib/translator.ts';
import { loadCurrentUser } from '../../../stores/session.ts';
import { queueToast, showToast, TOAST_LIFE_MS } from '../../../stores/toasts.ts';
import { useErrorSummary } from '../../ui/error-summary.tsx';
import { translateKey, useTypedBeforeHydration } from '../../ui/form.tsx';
import { useArrival } from './arrival.ts';
import { ruleErrors, toPatch, valuesOf, type Field, type Values } from './values.ts';

/** The form's values and their setter, as the field groups take them; `errorOf` is the translated message a field shows. */
export interface GroupProps {
  values: Values;
  labels: Record<Field, string>;
  errorOf: (field: Field) => string | undefined;
  set: <K extends Field>(field: K, value: Values[K]) => void;
}

/** Wires the form (`form` goes on the element) and saves it; the arrival from an advert decides where saving leads. */
export function useProfileForm(profile: OwnProfile) {
  const t = useTranslate();
  const [values, setValues] = useState<Values>(() => valuesOf(profile));
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
      const fields = fieldRefusals(e, values);
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

  return { values, form, arrival, summary, busy, formError, errorOf, set, submit };
}

/** The API's refusals of the form's fields (translation keys), the first one for each field. */
function fieldRefusals(e: unknown, values: Values): Partial<Record<Field, string>> {
  const body = e instanceof ApiError ? (e.body as { errors?: Record<string, string> } | undefined) : undefined;
  const fields: Partial<Record<Field, string>> = {};
  for (const [path, key] of Object.entries(body?.errors ?? {})) {
    const field = path.split('.')[0] as Field;
    if (field in values) fields[field] ??= key;
  }
  return fields;
}
