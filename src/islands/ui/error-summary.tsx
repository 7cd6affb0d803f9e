/**
 * The error summary of every island form (issue 40, decision 179; GOV.UK's pattern): each failed submit, the second
 * one alike, shows a box at the top of the form and moves the focus there; it says how many fields to correct and
 * links to each ("Raça: Escolha a raça."), and a refusal of the whole form (the network, a lock-out) is said in it.
 * A link puts the focus on its field, brought into view clear of the top of the screen.
 */
import { createContext, useContext, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslate } from '../../lib/translator.ts';

/** The keys the summary shows; add them to the island's message list. */
export const ERROR_SUMMARY_KEYS = ['error-summary.title.one', 'error-summary.title.other'] as const;

/** Room kept above a field or the summary brought into view: a sticky header never covers it. */
const TOP_ROOM_PX = 96;

const Scope = createContext<string | undefined>(undefined);
const fieldId = (scope: string, name: string) => `${scope}-${name}`;

/**
 * The id of the control named `name`: `<scope>-<name>` inside a form's `<FieldScope>`, so its summary can link to
 * it; a radio group gives it to its first choice. Elsewhere (or without a name) an id of its own.
 */
export function useFieldId(name: string | undefined): string {
  const scope = useContext(Scope);
  const own = useId();
  return scope !== undefined && name ? fieldId(scope, name) : own;
}

export interface ErrorSummaryState {
  /** Prefix of the ids of the form's fields. */
  scope: string;
  /** The id of the form's control named `name`, for a control the form renders itself (outside its FieldScope). */
  fieldId: (name: string) => string;
  /** Failed submits so far: each one, even the same failure again, moves the focus to the summary. */
  attempts: number;
  /** Call on every failed submit. */
  failed: () => void;
  box: RefObject<HTMLDivElement | null>;
}

export function useErrorSummary(): ErrorSummaryState {
  const scope = useId();
  const box = useRef<HTMLDivElement>(null);
  const [attempts, setAttempts] = useState(0);
  useEffect(() => {
    const summary = box.current;
    if (attempts === 0 || !summary) return;
    // The box carries scroll-margin-top: scrolled to, it starts below any sticky header.
    const { top, bottom } = summary.getBoundingClientRect();
    if (top < TOP_ROOM_PX || bottom > innerHeight) summary.scrollIntoView({ block: 'start' });
    summary.focus({ preventScroll: true });
  }, [attempts]);
  return { scope, fieldId: (name) => fieldId(scope, name), attempts, failed: () => setAttempts((n) => n + 1), box };
}

/** Gives the form's fields the ids the summary links to. */
export function FieldScope({ summary, children }: { summary: ErrorSummaryState; children: ReactNode }) {
  return <Scope.Provider value={summary.scope}>{children}</Scope.Provider>;
}

/** Focuses a control and brings it (or, visually hidden, its label) to the middle of the screen when out of view. */
export function focusField(control: HTMLElement): void {
  const box = control.getBoundingClientRect();
  const hidden = box.width <= 1 || box.height <= 1;
  const shown = (hidden && (control as HTMLInputElement).labels?.[0]) || control;
  const { top, bottom } = shown.getBoundingClientRect();
  if (top < TOP_ROOM_PX || bottom > innerHeight) shown.scrollIntoView({ block: 'center' });
  control.focus({ preventScroll: true });
}

interface Props<F extends string> {
  summary: ErrorSummaryState;
  /** Each field's label, in the form's order (the order of the links); none when only the form is refused. */
  labels?: Readonly<Record<F, string>>;
  /** Each field's translated error, if any. */
  errors?: Readonly<Partial<Record<F, string | undefined>>>;
  /** A refusal that names no field (translated). */
  message?: string | null | undefined;
  className?: string;
}

/**
 * Shown after a failed submit while something is wrong. With field errors its title counts them, the form's
 * message follows and the links list them; with only the form's message, that message is the title.
 */
export function ErrorSummary<F extends string>({
  summary,
  labels = {} as Record<F, string>,
  errors = {} as Partial<Record<F, string>>,
  message,
  className = '',
}: Props<F>) {
  const t = useTranslate();
  const fields = (Object.keys(labels) as F[]).filter((field) => errors[field]);
  if (summary.attempts === 0 || (fields.length === 0 && !message)) return null;
  const title =
    fields.length === 0
      ? message
      : t(fields.length === 1 ? 'error-summary.title.one' : 'error-summary.title.other', { count: fields.length });
  return (
    <div
      ref={summary.box}
      tabIndex={-1}
      role="alert"
      className={`scroll-mt-24 rounded-lg border-2 border-error bg-red-50 px-4 py-3 text-error ${className}`.trim()}
      data-error-summary
    >
      <h2 className="font-bold">{title}</h2>
      {fields.length > 0 && message && <p className="mt-1 font-semibold">{message}</p>}
      {fields.length > 0 && (
        <ul className="mt-2 flex flex-col gap-1">
          {fields.map((field) => {
            const id = summary.fieldId(field);
            return (
              <li key={field}>
                <a
                  href={`#${id}`}
                  className="inline-block py-1 font-semibold text-error underline hover:text-red-800"
                  onClick={(event) => {
                    const control = document.getElementById(id);
                    if (!control) return;
                    event.preventDefault();
                    focusField(control);
                  }}
                >
                  {labels[field]}: {errors[field]}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
