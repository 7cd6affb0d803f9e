/** Form pieces shared by the account islands: labelled inputs, the show/hide password field, alerts. */
import { useEffect, useId, useState, type InputHTMLAttributes, type ReactNode, type RefObject } from 'react';
import { useTranslate, type Translate } from '../../lib/translator.ts';

export const inputClass =
  'w-full rounded-lg border-2 border-line bg-white px-3 py-2.5 text-base text-ink placeholder:text-ink-muted ' +
  'focus-visible:border-brand-700 aria-[invalid=true]:border-error disabled:bg-sand';
export const labelClass = 'mb-1 block font-semibold';
export const errorClass = 'mt-1 text-sm font-semibold text-error';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby'>;

interface FieldProps extends InputProps {
  label: string;
  /** Translated message shown under the field; the field is then marked invalid. */
  error?: string | undefined;
  /** A hint always shown under the field (e.g. the password rules). */
  hint?: string | undefined;
  /** Something after the label, e.g. "(opcional)". */
  labelExtra?: ReactNode;
}

/** The ids a field's description is made of: the hint first, then the error. */
function describedBy(hintId: string, errorId: string, hint?: string, error?: string): string | undefined {
  const ids = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return ids || undefined;
}

export function TextField({ label, error, hint, labelExtra, className, ...input }: FieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label} {labelExtra}
      </label>
      <input
        id={id}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${id}-hint`, `${id}-error`, hint, error)}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={errorClass}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A password input with a show/hide toggle (no strength meter, as the specification asks). */
export function PasswordField({ label, error, hint, labelExtra, className, ...input }: FieldProps) {
  const id = useId();
  const t = useTranslate();
  const [shown, setShown] = useState(false);
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label} {labelExtra}
      </label>
      <div className="relative">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          className={`${inputClass} pr-14`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(`${id}-hint`, `${id}-error`, hint, error)}
          autoCapitalize="off"
          spellCheck={false}
          {...input}
        />
        <button
          type="button"
          className="absolute inset-y-0 right-0 flex min-w-12 items-center justify-center rounded-r-lg text-brand-700 hover:text-brand-800"
          aria-controls={id}
          aria-pressed={shown}
          aria-label={shown ? t('password-field.hide') : t('password-field.show')}
          onClick={() => setShown((v) => !v)}
        >
          <EyeIcon crossed={shown} />
        </button>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={errorClass}>
          {error}
        </p>
      )}
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  );
}

/** An inline message box; `role="alert"` so a screen reader announces it when it appears. */
export function FormAlert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'info' }) {
  const colours = tone === 'error' ? 'border-error bg-red-50 text-error' : 'border-info bg-sky-50 text-info';
  return (
    <div role="alert" className={`rounded-lg border-2 px-4 py-3 font-semibold ${colours}`}>
      {children}
    </div>
  );
}

/**
 * Disabled in the server's HTML until the island has hydrated: a form sent before that would be a
 * native submission, with nobody to handle the answer (and its fields in a request body we ignore).
 */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <button type="submit" className="btn btn-primary w-full" disabled={!hydrated} aria-disabled={busy || undefined}>
      {children}
    </button>
  );
}

/** A translation of a key the API sent, or the fallback when we have no text for it. */
export function translateKey(t: Translate, key: string | undefined, fallback: string): string {
  if (!key) return t(fallback);
  const text = t(key);
  return text === key ? t(fallback) : text;
}

/**
 * Text typed before the island hydrated lives only in the DOM (React keeps it while hydrating but
 * its state is still empty): copy it into state once, so the first submit sends what is on screen.
 */
export function useTypedBeforeHydration(form: RefObject<HTMLFormElement | null>, adopt: (typed: Record<string, string>) => void): void {
  useEffect(() => {
    const typed: Record<string, string> = {};
    for (const input of form.current?.querySelectorAll<HTMLInputElement>('input[name]') ?? []) {
      if (input.type !== 'checkbox' && input.type !== 'radio' && input.value !== '') typed[input.name] = input.value;
    }
    if (Object.keys(typed).length > 0) adopt(typed);
    // Once, right after hydration: later changes arrive through onChange.
  }, []);
}
