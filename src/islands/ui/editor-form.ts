/**
 * What the article and information page editors share: their texts in state (with what was typed before the island
 * hydrated), the leave guard over unsaved changes, the busy flag, field errors, the form's message and its error
 * summary, and both ends of a save (the toast for the next page, or the API's refusal shown under its fields).
 */
import { useRef, useState } from 'react';
import { ApiError } from '../../lib/api/client.ts';
import { useTranslate } from '../../lib/translator.ts';
import { queueToast, TOAST_LIFE_MS } from '../../stores/toasts.ts';
import { useErrorSummary } from './error-summary.tsx';
import { translateKey, useTypedBeforeHydration } from './form.tsx';
import { useLeaveGuard } from './leave-guard.tsx';

/** A text of the editor, wired to its state and error: spread it into a field. */
export interface BoundText {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

interface Options<F extends string> {
  /** The fields an API refusal may name (errors.<field>); others are ignored. */
  fields: readonly F[];
  /** Unsaved changes besides the texts (a new cover, a checkbox). */
  changed?: boolean;
  /** Also told what was typed before hydration, after the texts took it. */
  adopted?: (typed: Record<string, string>) => void;
  /** A refusal that names no field shows the API's message when translated (else the generic text). */
  showMessage?: boolean;
}

/** `texts` are the initial values, by the name of their field in the form. */
export function useEditorForm<F extends string, K extends F>(texts: Record<K, string>, options: Options<F>) {
  const t = useTranslate();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(texts);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const summary = useErrorSummary();
  const names = Object.keys(texts) as K[];
  // Typed on a slow phone before the island woke up: kept, and counted as a change the leave guard protects.
  useTypedBeforeHydration(form, (typed) => {
    const kept = names.filter((name) => typed[name] !== undefined);
    if (kept.length > 0) setValues((v) => ({ ...v, ...Object.fromEntries(kept.map((name) => [name, typed[name]])) }));
    options.adopted?.(typed);
  });
  const dirty = names.some((name) => values[name] !== texts[name]) || options.changed === true;
  const guard = useLeaveGuard(dirty);

  const setText = (name: K, value: string) => setValues((v) => ({ ...v, [name]: value }));
  function clearError(field: F) {
    setErrors((e) => ({ ...e, [field]: undefined }));
    setFormError(undefined);
  }
  const change = (name: K, value: string) => {
    setText(name, value);
    clearError(name);
  };
  const bind = (name: K): BoundText => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (v) => change(name, v),
  });

  /**
   * The texts as on screen now, read from the form's fields: a save pressed in the instant after the texts typed
   * before hydration were adopted, before React rendered again, sends them and not the server's (CI saved an
   * article's first version so).
   */
  function current(): Record<K, string> {
    const now = { ...values };
    for (const name of names) {
      const field = form.current?.elements.namedItem(name);
      if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) now[name] = field.value;
    }
    return now;
  }

  /** After a write: the toast waits for the next page, which the editor then opens. */
  function done(target: string, summary: string, detail?: string) {
    queueToast({ severity: 'success', summary, ...(detail ? { detail } : {}), life: TOAST_LIFE_MS });
    guard.release();
    location.assign(target);
  }

  /** A failed write: the refusal under the fields it names; `more` adds what only this editor knows. */
  function failed(e: unknown, more?: (status: number | undefined, fields: Partial<Record<F, string>>) => void) {
    setBusy(false);
    const answer =
      e instanceof ApiError ? (e.body as { message?: string; errors?: Record<string, string> } | undefined) : undefined;
    const fields: Partial<Record<F, string>> = {};
    for (const [field, key] of Object.entries(answer?.errors ?? {})) {
      if ((options.fields as readonly string[]).includes(field))
        fields[field as F] = translateKey(t, key, 'form.error.invalid');
    }
    if (e instanceof ApiError) more?.(e.status, fields);
    setErrors(fields);
    setFormError(
      Object.keys(fields).length > 0
        ? undefined
        : translateKey(t, options.showMessage ? answer?.message : undefined, 'form.error.generic'),
    );
    summary.failed();
  }

  /** A save refused before sending: the fields' errors, and the focus to the summary. */
  function refuse(found: Partial<Record<F, string>>) {
    setErrors(found);
    setFormError(undefined);
    summary.failed();
  }

  return {
    form,
    values,
    current,
    setText,
    change,
    bind,
    dirty,
    errors,
    setErrors,
    formError,
    setFormError,
    summary,
    busy,
    setBusy,
    clearError,
    done,
    failed,
    refuse,
    /** The leave guard's dialog, rendered by the editor. */
    guardDialog: guard.dialog,
  };
}
