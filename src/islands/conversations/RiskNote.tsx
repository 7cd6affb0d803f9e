/**
 * The note under a message that carries the words of a scam (issue 40, decision 177): its reader is told which risk
 * was found and what to do (see the animal with its mother before paying anything; report); its writer, a discreet
 * reminder. Nothing is blocked or hidden.
 */
import { riskSignals } from '../../lib/conversations/risk-signals.ts';
import { useTranslate } from '../../lib/translator.ts';

export function RiskNote({ body, mine, reportHref }: { body: string; mine: boolean; reportHref: string | null }) {
  const t = useTranslate();
  const kinds = riskSignals(body);
  if (kinds.length === 0) return null;
  if (mine) {
    return (
      <p className="mt-1 text-xs text-ink-muted" data-contact-reminder>
        {t('messages.reminder')}
      </p>
    );
  }
  return (
    <div
      className="mt-2 rounded-lg border-l-4 border-warn bg-amber-50 px-3 py-2 text-sm"
      data-risk-note={kinds.join(' ')}
    >
      <p className="font-semibold">{t('messages.risk.title')}</p>
      <ul className="list-disc pl-5">
        {kinds.map((kind) => (
          <li key={kind}>{t(`messages.risk.${kind}`)}</li>
        ))}
      </ul>
      <p>
        {t('messages.risk.advice')}{' '}
        {reportHref && (
          <a href={reportHref} className="font-semibold">
            {t('messages.risk.report')}
          </a>
        )}
      </p>
    </div>
  );
}
