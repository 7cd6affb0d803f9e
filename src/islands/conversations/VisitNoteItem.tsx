import { useState } from 'react';
import { errorKey } from '../../lib/api/client.ts';
import type { Message } from '../../lib/api/conversations.ts';
import type { VisitNote } from '../../lib/conversations/shapes.ts';
import { useTranslate } from '../../lib/translator.ts';
import { visitText } from './message-text.ts';

/** A visit note in the thread: a proposal (with the buyer's one-click answer) or a change of the visit. */
export function VisitNoteItem({
  message,
  visit,
  answered,
  canAccept,
  accept,
}: {
  message: Message;
  visit: VisitNote;
  answered: boolean;
  canAccept: boolean;
  accept?: ((messageId: number) => Promise<void>) | undefined;
}) {
  const t = useTranslate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const withdrawn = visit.kind === 'proposal' && visit.withdrawn === true;
  const open = visit.kind === 'proposal' && !answered && !withdrawn && new Date(visit.date).getTime() > Date.now();
  return (
    <li
      className="w-full max-w-md self-center rounded-lg border-2 border-brand-300 bg-brand-50 px-3 py-2 text-center"
      data-message={message.id}
      data-visit-note={visit.kind === 'proposal' ? 'proposal' : visit.status}
    >
      <p className="font-semibold">{visitText(t, visit)}</p>
      {visit.kind === 'booking' && visit.reason && (
        <p className="text-sm [overflow-wrap:anywhere]">{t('messages.visit.reason', { reason: visit.reason })}</p>
      )}
      {visit.kind === 'booking' && visit.bySeller && <p className="text-sm">{t('messages.visit.by-seller')}</p>}
      {visit.kind === 'booking' && visit.animals && visit.animals.length > 0 && (
        <p className="text-sm [overflow-wrap:anywhere]" data-visit-animals>
          {t('visits.animals', { names: visit.animals.join(', ') })}
        </p>
      )}
      {withdrawn && !answered && (
        <p className="text-sm" data-proposal-withdrawn>
          {t('messages.visit.withdrawn')}
        </p>
      )}
      {visit.kind === 'proposal' && answered && (
        <p className="text-sm text-leaf-700" data-proposal-answered>
          {t('messages.visit.answered')}
        </p>
      )}
      {open && canAccept && accept && (
        <button
          type="button"
          className="btn btn-primary mt-2"
          aria-disabled={busy || undefined}
          onClick={() => {
            if (busy) return;
            setBusy(true);
            setError(null);
            accept(message.id)
              .catch((err: unknown) => setError(errorKey(err) ?? 'server-error'))
              .finally(() => setBusy(false));
          }}
        >
          {t('messages.visit.accept')}
        </button>
      )}
      {error && (
        <p role="alert" className="mt-1 text-sm font-semibold text-error">
          {t(error)}
        </p>
      )}
    </li>
  );
}
