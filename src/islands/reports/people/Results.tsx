/** The people a moderator's search found, a page at a time, each opening their record. */
import { useCallback, useEffect, useState } from 'react';
import { findPeople, type PersonSummary } from '../../../lib/api/people.ts';
import { useTranslate } from '../../../lib/translator.ts';
import { fullName, LoadError, PAGE_SIZE, suspendedNow } from './shared.tsx';

export const searchHref = (q: string, page: number) =>
  `/admin/people?q=${encodeURIComponent(q)}${page > 0 ? `&page=${page}` : ''}`;

export function Results({ q, page }: { q: string; page: number }) {
  const t = useTranslate();
  const [found, setFound] = useState<{ content: PersonSummary[]; totalElements: number } | null>(null);
  const [error, setError] = useState(false);
  const load = useCallback(async () => {
    try {
      setFound(await findPeople(q, page, PAGE_SIZE));
      setError(false);
    } catch {
      setError(true);
    }
  }, [q, page]);
  useEffect(() => void load(), [load]);

  if (error) return <LoadError onRetry={() => void load()} />;
  if (!found) return <p className="text-ink-muted">{t('people.loading')}</p>;
  const pages = Math.ceil(found.totalElements / PAGE_SIZE);
  return (
    <section aria-labelledby="people-results" className="flex flex-col gap-3">
      <h2 id="people-results" className="text-xl font-bold">
        {found.totalElements === 0 ? t('people.none', { q }) : t('people.results', { count: found.totalElements })}
      </h2>
      <ul className="flex flex-col gap-2">
        {found.content.map((p) => (
          <li key={p.uid}>
            <a
              href={`/admin/people?uid=${p.uid}&q=${encodeURIComponent(q)}${page > 0 ? `&page=${page}` : ''}`}
              className="card flex min-h-11 flex-col gap-1 p-4 no-underline hover:bg-brand-50"
              data-person={p.uid}
            >
              <span className="font-bold text-ink [overflow-wrap:anywhere]">{fullName(p)}</span>
              <span className="text-sm text-ink-muted [overflow-wrap:anywhere]">{p.email}</span>
              <span className="flex flex-wrap gap-2 text-sm">
                <span className="rounded-full bg-sand px-3 py-0.5 font-semibold text-ink">
                  {t(`people.role.${p.role}`)}
                </span>
                {suspendedNow(p) && (
                  <span className="rounded-full bg-red-50 px-3 py-0.5 font-semibold text-error">
                    {t('people.suspended-badge')}
                  </span>
                )}
              </span>
            </a>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav className="flex gap-3" aria-label={t('people.results', { count: found.totalElements })}>
          {page > 0 && (
            <a href={searchHref(q, page - 1)} className="btn btn-outline">
              {t('people.previous')}
            </a>
          )}
          {page + 1 < pages && (
            <a href={searchHref(q, page + 1)} className="btn btn-outline">
              {t('people.next')}
            </a>
          )}
        </nav>
      )}
    </section>
  );
}
