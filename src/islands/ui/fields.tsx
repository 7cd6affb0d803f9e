/**
 * Labelled form fields for every island form: text, password (show/hide), text area, select and a radio group,
 * each control wired to its hint and error (aria-describedby, aria-invalid). Texts arrive translated.
 */
import {
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useTranslate } from '../../lib/translator.ts';
import { useFieldId } from './error-summary.tsx';
import { errorClass, inputClass, labelClass } from './form.tsx';

type Wired = 'id' | 'aria-invalid' | 'aria-describedby';

interface Labelled {
  label: string;
  /** Translated message shown under the field; the field is then marked invalid. */
  error?: string | undefined;
  /** A hint always shown under the field (e.g. the password rules). */
  hint?: string | undefined;
  /** Something after the label, e.g. "(opcional)". */
  labelExtra?: ReactNode;
  /** Classes of the field's wrapper (e.g. a grid span). */
  className?: string | undefined;
}

/** The control's id (the one its form's error summary links to) and its description: the hint first, then the error. */
function useDescription(name: string | undefined, hint?: string, error?: string) {
  const id = useFieldId(name);
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { id, a11y: { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined } } as const;
}

function FieldMessages({ id, hint, error }: { id: string; hint?: string | undefined; error?: string | undefined }) {
  return (
    <>
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
    </>
  );
}

/** A wrapper with the label above the control and the messages under it. */
function Field({
  id,
  label,
  labelExtra,
  hint,
  error,
  className,
  children,
}: Labelled & { id: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label} {labelExtra}
      </label>
      {children}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

export function TextField({
  label,
  error,
  hint,
  labelExtra,
  className,
  ...input
}: Labelled & Omit<InputHTMLAttributes<HTMLInputElement>, Wired>) {
  const { id, a11y } = useDescription(input.name, hint, error);
  return (
    <Field {...{ id, label, error, hint, labelExtra, className }}>
      <input className={inputClass} {...a11y} {...input} />
    </Field>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  labelExtra,
  className,
  ...textarea
}: Labelled & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Wired>) {
  const { id, a11y } = useDescription(textarea.name, hint, error);
  return (
    <Field {...{ id, label, error, hint, labelExtra, className }}>
      <textarea className={inputClass} {...a11y} {...textarea} />
    </Field>
  );
}

export function SelectField({
  label,
  error,
  hint,
  labelExtra,
  className,
  children,
  ...select
}: Labelled & Omit<SelectHTMLAttributes<HTMLSelectElement>, Wired> & { ref?: Ref<HTMLSelectElement> }) {
  const { id, a11y } = useDescription(select.name, hint, error);
  return (
    <Field {...{ id, label, error, hint, labelExtra, className }}>
      <select className={inputClass} {...a11y} {...select}>
        {children}
      </select>
    </Field>
  );
}

/** A password input with a show/hide toggle (no strength meter, as the specification asks). */
export function PasswordField({
  label,
  error,
  hint,
  labelExtra,
  className,
  ...input
}: Labelled & Omit<InputHTMLAttributes<HTMLInputElement>, Wired>) {
  const t = useTranslate();
  const { id, a11y } = useDescription(input.name, hint, error);
  const [shown, setShown] = useState(false);
  return (
    <Field {...{ id, label, error, hint, labelExtra, className }}>
      <div className="relative">
        <input
          type={shown ? 'text' : 'password'}
          className={`${inputClass} pr-14`}
          {...a11y}
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
    </Field>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  );
}

/** One choice out of a few, as radio buttons under a legend; the error describes the whole group. */
export function RadioGroup({
  legend,
  name,
  value,
  options,
  onChange,
  error,
}: {
  legend: string;
  name: string;
  value: string;
  /** [value, text] pairs. */
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const { id, a11y } = useDescription(name, undefined, error);
  return (
    <fieldset aria-describedby={a11y['aria-describedby']}>
      <legend className={labelClass}>{legend}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-1">
        {options.map(([option, text], index) => (
          <label key={option} className="flex min-h-11 items-center gap-2">
            <input
              // The first choice carries the group's id: the form's error summary links to it.
              id={index === 0 ? id : undefined}
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="size-5 accent-brand-700"
              aria-invalid={a11y['aria-invalid']}
            />
            {text}
          </label>
        ))}
      </div>
      <FieldMessages id={id} error={error} />
    </fieldset>
  );
}
