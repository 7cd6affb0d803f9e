/**
 * The open reports of one group as the queue lists them (decision 174): who filed each, what it weighs toward a
 * hold, whether the reporter's e-mail is confirmed, whether they share an address or a browser with the person reported
 * or another reporter (decision 196), since when they are here, and how their earlier reports went.
 */
import type { ReportGroup } from '../../lib/api/reports.ts';
import { useTranslate } from '../../lib/translator.ts';

const date = new Intl.DateTimeFormat('pt-PT', { dateStyle: 'medium', timeZone: 'Europe/Lisbon' });

export function ReportEntries({ reports }: { reports: ReportGroup['reports'] }) {
  const t = useTranslate();
  return (
    <ul className="flex flex-col gap-2" data-report-entries>
      {reports.map((r, i) => (
        <li key={i} className="border-l-4 border-line pl-3" data-report-entry data-weight={r.weight}>
          <p className="text-sm">
            <span className="font-semibold">{r.reporter?.name ?? t('reports-queue.deleted-account')}</span>
            {' · '}
            {t(`report.reason.${r.reason}`)}
            {' · '}
            <span className={r.weight === 0 ? 'text-ink-muted' : 'font-semibold'}>
              {t('reports-queue.entry.weight', { count: r.weight })}
            </span>
          </p>
          <p className="text-sm text-ink-muted">
            {r.confirmed ? '' : `${t('reports-queue.entry.unconfirmed')} · `}
            {r.linked && <span data-report-linked>{`${t('reports-queue.entry.linked')} · `}</span>}
            {r.memberSince && `${t('reports-queue.entry.since', { date: date.format(new Date(r.memberSince)) })} · `}
            {t('reports-queue.entry.record', { count: r.filed, upheld: r.upheld })}
          </p>
          {r.text && <p className="whitespace-pre-line [overflow-wrap:anywhere]">{r.text}</p>}
        </li>
      ))}
    </ul>
  );
}
