/**
 * The note under a message that carries the words of a scam (issue 40, decision 177): its reader is told which risk
 * was found and what to do (see the animal with its mother before paying anything; report); its writer, a discreet
 * reminder that speaks to their side (decision 202): a buyer is told not to pay before seeing the animal, a seller that
 * asking for money before the visit (or hurrying the buyer) drives buyers away and is what scammers do. Nothing is
 * blocked or hidden.
 */
import type { Conversation } from '../../lib/api/conversations.ts';
import { riskSignals, type RiskKind } from '../../lib/conversations/risk-signals.ts';
import { useTranslate } from '../../lib/translator.ts';

/** The seller's reminder for what they wrote: the money and delivery of a scam first, then hurry, then contact. */
function sellerReminder(kinds: RiskKind[]): string {
  if (kinds.some((kind) => kind === 'deposit' || kind === 'payment' || kind === 'courier')) {
    return 'messages.reminder-seller.money';
  }
  return kinds.includes('pressure') ? 'messages.reminder-seller.pressure' : 'messages.reminder-seller.contact';
}

interface Props {
  body: string;
  mine: boolean;
  /** The side of whoever wrote a message of one's own (a draft's writer is the buyer). */
  writer: Conversation['role'];
  reportHref: string | null;
}

export function RiskNote({ body, mine, writer, reportHref }: Props) {
  const t = useTranslate();
  const kinds = riskSignals(body);
  if (kinds.length === 0) return null;
  if (mine) {
    return (
      <p className="mt-1 text-xs text-ink-muted" data-contact-reminder={writer}>
        {t(writer === 'seller' ? sellerReminder(kinds) : 'messages.reminder')}
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
