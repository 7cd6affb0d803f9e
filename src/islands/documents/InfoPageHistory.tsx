/** The history of an information page (decision 154): every revision with who saved it and when, a comparison of two, and restore. */
import { useId, useState } from 'react';
import { restoreInfoPageRevision } from '../../lib/api/documents.ts';
import { ApiError } from '../../lib/api/client.ts';
import type { InfoPageRevision } from '../../lib/documents/shapes.ts';
import { diffLines, type DiffLine } from '../../lib/text-diff.ts';
import { MessagesContext, useTranslate, type Messages } from '../../lib/translator.ts';
import { queueToast, TOAST_LIFE_MS } from '../../stores/toasts.ts';
import { FormAlert, inputClass, labelClass, translateKey } from '../ui/form.tsx';
import { useHydrated } from '../hydration.ts';

/** A revision as the history shows it: the API's, its author's name and its date made readable. */
export interface RevisionView extends Omit<InfoPageRevision, 'author' | 'createdAt'> {
  /** "Eva Silva", or null once the account is gone. */
  author: string | null;
  /** Already formatted in Portuguese (Lisbon time). */
  when: string;
}

interface Props {
  messages: Messages;
  slug: string;
  /** Newest first. */
  revisions: RevisionView[];
}

export default function InfoPageHistory({ messages, slug, revisions }: Props) {
  return (
    <MessagesContext.Provider value={messages}>
      <History slug={slug} revisions={revisions} />
    </MessagesContext.Provider>
  );
}

/** The whole revision as one text, so that a comparison shows every field that changed. */
function asText(t: ReturnType<typeof useTranslate>, r: RevisionView): string {
  return [
    `${t('info-page-editor.field.title')}: ${r.title}`,
    `${t('info-page-editor.field.description')}: ${r.description}`,
    `${t('info-page-editor.field.order')}: ${r.order}`,
    `${t('info-page-editor.field.in-footer')}: ${t(r.inFooter ? 'info-page-history.yes' : 'info-page-history.no')}`,
    '',
    ...r.source.split('\n'),
  ].join('\n');
}

function History({ slug, revisions }: { slug: string; revisions: RevisionView[] }) {
  const t = useTranslate();
  const ids = useId();
  const [from, setFrom] = useState(revisions[1]?.number ?? revisions[0]?.number ?? 0);
  const [to, setTo] = useState(revisions[0]?.number ?? 0);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const [error, setError] = useState<string | undefined>();

  if (revisions.length === 0) return <p className="text-ink-muted">{t('info-page-history.empty')}</p>;

  const byNumber = new Map(revisions.map((r) => [r.number, r]));
  const a = byNumber.get(from);
  const b = byNumber.get(to);
  const lines: DiffLine[] = a && b ? diffLines(asText(t, a), asText(t, b)) : [];
  const changed = lines.some((l) => l.kind !== 'same');
  const label = (r: RevisionView) => t('info-page-history.revision', { number: r.number });

  async function restore(number: number) {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      await restoreInfoPageRevision(slug, number);
      queueToast({
        severity: 'success',
        summary: t('info-page-history.restored', { number }),
        life: TOAST_LIFE_MS,
      });
      location.reload();
    } catch (e) {
      setBusy(false);
      const message = e instanceof ApiError ? (e.body as { message?: string } | undefined)?.message : undefined;
      setError(translateKey(t, message, 'form.error.generic'));
    }
  }

  return (
    <div className="flex flex-col gap-6">
      {error && <FormAlert>{error}</FormAlert>}
      <ol className="flex flex-col gap-3" aria-label={t('info-page-history.list')}>
        {revisions.map((r, index) => (
          <li
            key={r.number}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line bg-white p-4"
            data-revision={r.number}
          >
            <div>
              <p className="font-semibold">
                {label(r)} · {t(`info-page-history.kind.${r.kind}`, { number: r.restoredFrom ?? 0 })}
              </p>
              <p className="text-sm text-ink-muted">
                {t('info-page-history.by', { who: r.author ?? t('info-page-history.gone'), when: r.when })}
              </p>
            </div>
            {index > 0 && (
              <button
                type="button"
                className="btn btn-outline"
                disabled={!hydrated}
                aria-disabled={busy || undefined}
                aria-label={t('info-page-history.restore-label', { number: r.number })}
                onClick={() => void restore(r.number)}
              >
                {t('info-page-history.restore')}
              </button>
            )}
          </li>
        ))}
      </ol>
      {revisions.length > 1 && (
        <section aria-labelledby={`${ids}-compare`} className="flex flex-col gap-4">
          <h3 id={`${ids}-compare`} className="text-lg font-bold">
            {t('info-page-history.compare')}
          </h3>
          <div className="flex flex-wrap gap-4">
            {(
              [
                ['from', from, setFrom],
                ['to', to, setTo],
              ] as const
            ).map(([name, value, set]) => (
              <div key={name}>
                <label htmlFor={`${ids}-${name}`} className={labelClass}>
                  {t(`info-page-history.${name}`)}
                </label>
                <select
                  id={`${ids}-${name}`}
                  className={`${inputClass} w-48`}
                  disabled={!hydrated}
                  value={value}
                  onChange={(e) => set(Number(e.target.value))}
                >
                  {revisions.map((r) => (
                    <option key={r.number} value={r.number}>
                      {label(r)}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </div>
          {changed ? (
            <pre
              className="overflow-x-auto rounded-lg border border-line bg-white p-3 text-sm whitespace-pre-wrap"
              data-revision-diff
            >
              {lines.map((line, i) => (
                <span
                  key={i}
                  className={
                    line.kind === 'added'
                      ? 'block bg-green-100 text-green-900'
                      : line.kind === 'removed'
                        ? 'block bg-red-100 text-red-900 line-through'
                        : 'block text-ink-muted'
                  }
                  data-diff={line.kind}
                >
                  <span className="sr-only">
                    {line.kind === 'same' ? '' : t(`info-page-history.diff.${line.kind}`)}
                  </span>
                  <span aria-hidden="true">{line.kind === 'added' ? '+ ' : line.kind === 'removed' ? '− ' : '  '}</span>
                  {line.text || ' '}
                </span>
              ))}
            </pre>
          ) : (
            <p className="text-ink-muted" data-revision-diff>
              {t('info-page-history.same')}
            </p>
          )}
        </section>
      )}
    </div>
  );
}
