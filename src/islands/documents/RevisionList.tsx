/** An information page's revisions, newest first: what each was, who saved it and when, and restore for the older. */
import type { InfoPageRevision } from '../../lib/documents/shapes.ts';
import { useTranslate, type Translate } from '../../lib/translator.ts';
import { useHydrated } from '../hydration.ts';

/** A revision as the history shows it: the API's, its author's name and its date made readable. */
export interface RevisionView extends Omit<InfoPageRevision, 'author' | 'createdAt'> {
  /** "Eva Silva", or null once the account is gone. */
  author: string | null;
  /** Already formatted in Portuguese (Lisbon time). */
  when: string;
}

/** "Revisão 3". */
export const revisionLabel = (t: Translate, r: RevisionView) => t('info-page-history.revision', { number: r.number });

interface Props {
  /** Newest first: the first is the page as it is. */
  revisions: RevisionView[];
  /** A restore is under way. */
  busy: boolean;
  onRestore: (number: number) => void;
}

export function RevisionList({ revisions, busy, onRestore }: Props) {
  const t = useTranslate();
  const hydrated = useHydrated();
  return (
    <ol className="flex flex-col gap-3" aria-label={t('info-page-history.list')}>
      {revisions.map((r, index) => (
        <li
          key={r.number}
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line bg-white p-4"
          data-revision={r.number}
        >
          <div>
            <p className="font-semibold">
              {revisionLabel(t, r)} · {t(`info-page-history.kind.${r.kind}`, { number: r.restoredFrom ?? 0 })}
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
              onClick={() => onRestore(r.number)}
            >
              {t('info-page-history.restore')}
            </button>
          )}
        </li>
      ))}
    </ol>
  );
}
