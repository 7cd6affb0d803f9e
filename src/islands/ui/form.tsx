/** Form-level pieces every island form shares: the field styles, alerts, the submit button, API keys as text. */
import { useEffect, type ReactNode, type RefObject } from 'react';
import type { Translate } from '../../lib/translator.ts';
import { useHydrated } from '../hydration.ts';

export const inputClass =
  'w-full rounded-lg border-2 border-line bg-white px-3 py-2.5 text-base text-ink placeholder:text-ink-muted ' +
  'focus-visible:border-brand-700 aria-[invalid=true]:border-error disabled:bg-sand';
export const labelClass = 'mb-1 block font-semibold';
export const errorClass = 'mt-1 text-sm font-semibold text-error';

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
export function SubmitButton({
  busy,
  children,
  layout = 'w-full',
  disabled = false,
}: {
  busy: boolean;
  children: ReactNode;
  /** Its width and place in the form: full width by default. */
  layout?: string;
  /** Nothing to send yet, whatever the hydration. */
  disabled?: boolean;
}) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      className={`btn btn-primary ${layout}`.trim()}
      disabled={!hydrated || disabled}
      aria-disabled={busy || undefined}
    >
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
 * Text typed, boxes ticked, radios and options picked before the island hydrated live only in the DOM (React keeps
 * them while hydrating but its state still holds what the server rendered): copy what differs from the server's
 * HTML into state once, so the first submit sends what is on screen and the first re-render does not undo it.
 * `typed`: named inputs and text areas whose text changed (emptied too); `chosen`: boxes ticked or unticked (a
 * boolean), radios picked and named selects changed (the value).
 */
export function useTypedBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  adopt: (typed: Record<string, string>, chosen: Record<string, string | boolean>) => void,
): void {
  useEffect(() => {
    const typed: Record<string, string> = {};
    const chosen: Record<string, string | boolean> = {};
    for (const field of form.current?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
      'input[name], textarea[name], select[name]',
    ) ?? []) {
      if (field instanceof HTMLSelectElement) {
        const rendered = [...field.options].find((o) => o.defaultSelected) ?? field.options[0];
        if (field.value !== (rendered?.value ?? '')) chosen[field.name] = field.value;
      } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
        if (field.checked === field.defaultChecked || (field.type === 'radio' && !field.checked)) continue;
        chosen[field.name] = field.type === 'radio' ? field.value : field.checked;
      } else if (field.type !== 'file' && field.value !== field.defaultValue) typed[field.name] = field.value;
    }
    if (Object.keys(typed).length > 0 || Object.keys(chosen).length > 0) adopt(typed, chosen);
    // Once, right after hydration: later changes arrive through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the form and adopt of the first render
  }, []);
}
