/**
 * A document editor's state (an article's or an information page's) outside its components: the texts on screen, the
 * refusals of the last save (translation keys, under the fields they name or for the whole form), whether a save is
 * under way, and the save. One store per mounted editor; `useEditorStore` wires it to its form: what was typed before
 * the island hydrated, the leave guard over unsaved changes, the error summary, and the toast on the next page.
 */
import { useStore } from '@nanostores/react';
import { map } from 'nanostores';
import { useRef, useState } from 'react';
import { ApiError } from '../../lib/api/client.ts';
import { useTranslate } from '../../lib/translator.ts';
import { queueToast, TOAST_LIFE_MS } from '../../stores/toasts.ts';
import { useErrorSummary } from '../ui/error-summary.tsx';
import { translateKey, useTypedBeforeHydration } from '../ui/form.tsx';
import { useLeaveGuard } from '../ui/leave-guard.tsx';

/** Why a field was refused: a translation key and its parameters. */
export type Refusal = { key: string; params?: Record<string, string | number> };

/** Where a finished save leads: the page the editor opens, and the toast waiting there (translation keys). */
export type Saved = { target: string; summary: string; detail?: string | undefined };

/** An API refusal's status and the field refusals it named, to which the editor may add its own. */
type More<F extends string> = (status: number | undefined, errors: Partial<Record<F, Refusal>>) => void;

/**
 * `texts`: the texts the editor opens with, by their field's name (a change from them is unsaved work); `fields`: the
 * fields a refusal may name; `showMessage`: a refusal naming none shows the API's message (else the generic text).
 */
export function createEditorStore<F extends string, K extends F>(
  texts: Record<K, string>,
  fields: readonly F[],
  showMessage = false,
) {
  const $state = map({
    texts,
    errors: {} as Partial<Record<F, Refusal>>,
    /** The refusal of the whole form, a translation key. */
    formError: undefined as string | undefined,
    busy: false,
  });
  const update = (changes: Partial<ReturnType<typeof $state.get>>) => $state.set({ ...$state.get(), ...changes });
  const setTexts = (changed: Partial<Record<K, string>>) => update({ texts: { ...$state.get().texts, ...changed } });
  /** A field's refusal (none: it is fixed); the form's goes either way. */
  const setError = (field: F, refusal?: Refusal) =>
    update({ errors: { ...$state.get().errors, [field]: refusal }, formError: undefined });

  return {
    $state,
    initial: texts,
    setError,
    setText: (name: K, value: string) => setTexts({ [name]: value } as Partial<Record<K, string>>),
    change(name: K, value: string) {
      setTexts({ [name]: value } as Partial<Record<K, string>>);
      setError(name);
    },
    /** Typed on a slow phone before the island woke up: kept. */
    adopt: (typed: Record<string, string>) =>
      setTexts(
        Object.fromEntries(
          Object.keys(texts).flatMap((n) => (typed[n] === undefined ? [] : [[n, typed[n]]])),
        ) as Partial<Record<K, string>>,
      ),
    /** Refusals found before sending anything. */
    refuse: (errors: Partial<Record<F, Refusal>>) => update({ errors, formError: undefined }),
    /** Runs `work` unless a save is under way. After a save the editor stays busy: it is leaving. */
    async save(work: () => Promise<Saved>, more?: More<F>): Promise<Saved | 'refused' | 'busy'> {
      if ($state.get().busy) return 'busy';
      update({ busy: true, formError: undefined });
      try {
        return await work();
      } catch (e) {
        const answer = e instanceof ApiError ? (e.body as { message?: string; errors?: Record<string, string> }) : {};
        const errors: Partial<Record<F, Refusal>> = {};
        for (const [field, key] of Object.entries(answer?.errors ?? {}))
          if ((fields as readonly string[]).includes(field)) errors[field as F] = { key };
        if (e instanceof ApiError) more?.(e.status, errors);
        const named = Object.keys(errors).length > 0;
        update({
          busy: false,
          errors,
          formError: named ? undefined : (showMessage && answer?.message) || 'form.error.generic',
        });
        return 'refused';
      }
    },
  };
}

export type EditorStore<F extends string, K extends F> = ReturnType<typeof createEditorStore<F, K>>;

/** A text of the editor, wired to its state and refusal: spread it into a field. */
export interface BoundText {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/**
 * The editor's store (made once, by `create`) wired to its form. `changed`: unsaved changes besides the texts (a new
 * cover, a box ticked); `adopted` is told what was typed before hydration too.
 */
export function useEditorStore<F extends string, K extends F>(
  create: () => EditorStore<F, K>,
  options: { changed?: boolean; adopted?: (typed: Record<string, string>) => void } = {},
) {
  const t = useTranslate();
  const [store] = useState(create);
  const state = useStore(store.$state);
  const form = useRef<HTMLFormElement>(null);
  const summary = useErrorSummary();
  const names = Object.keys(store.initial) as K[];
  useTypedBeforeHydration(form, (typed) => {
    store.adopt(typed);
    options.adopted?.(typed);
  });
  const dirty = names.some((name) => state.texts[name] !== store.initial[name]) || options.changed === true;
  const guard = useLeaveGuard(dirty);
  const errors: Partial<Record<F, string>> = {};
  for (const [field, refusal] of Object.entries(state.errors) as [F, Refusal | undefined][]) {
    const said = refusal && t(refusal.key, refusal.params);
    if (refusal) errors[field] = said === refusal.key ? t('form.error.invalid') : said;
  }

  return {
    store,
    form,
    texts: state.texts,
    busy: state.busy,
    dirty,
    errors,
    formError: state.formError && translateKey(t, state.formError, 'form.error.generic'),
    summary,
    bind: (name: K): BoundText => ({
      name,
      value: state.texts[name],
      error: errors[name],
      onChange: (value) => store.change(name, value),
    }),
    /**
     * The texts as on screen now, read from the form's fields: a save pressed in the instant after the texts typed
     * before hydration were adopted, before React rendered again, sends them and not the server's (CI saved an
     * article's first version so).
     */
    current(): Record<K, string> {
      const now = { ...store.$state.get().texts };
      for (const name of names) {
        const field = form.current?.elements.namedItem(name);
        if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) now[name] = field.value;
      }
      return now;
    },
    /** A save refused before sending: the fields' refusals, and the focus to the summary. */
    refuse(found: Partial<Record<F, Refusal>>) {
      store.refuse(found);
      summary.failed();
    },
    /** Saves; then the toast waits for the next page, which the editor opens; or the summary takes the focus. */
    async save(work: () => Promise<Saved>, more?: More<F>) {
      const saved = await store.save(work, more);
      if (saved === 'refused') summary.failed();
      if (typeof saved !== 'object') return;
      const { target, summary: text, detail } = saved;
      queueToast({
        severity: 'success',
        summary: t(text),
        ...(detail ? { detail: t(detail) } : {}),
        life: TOAST_LIFE_MS,
      });
      guard.release();
      location.assign(target);
    },
    /** The leave guard's dialog, rendered by the editor. */
    guardDialog: guard.dialog,
  };
}

export type DocumentEditor<F extends string, K extends F> = ReturnType<typeof useEditorStore<F, K>>;
