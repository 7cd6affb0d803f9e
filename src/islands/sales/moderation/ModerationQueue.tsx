/**
 * The admins' moderation queue: every detail of each waiting sale, approve, reject with a reason, and the seller's
 * certification. A decided advert leaves a notice in its place for a moment, so the next one does not move
 * (issue 40, decision 181).
 */
import { useEffect, useState } from 'react';
import { fetchModerationQueue } from '../../../lib/api/sales.ts';
import type { QueueItem, SaleStatus } from '../../../lib/sales/shapes.ts';
import { MessagesContext, useTranslate, type Messages } from '../../../lib/translator.ts';
import { FormAlert } from '../../ui/form.tsx';
import { QueueCard } from './QueueCard.tsx';

const PAGE_SIZE = 20;
const STATUSES: SaleStatus[] = ['PENDING', 'APPROVED', 'REJECTED'];

export default function ModerationQueue({ messages }: { messages: Messages }) {
  return (
    <MessagesContext.Provider value={messages}>
      <Queue />
    </MessagesContext.Provider>
  );
}

function Queue() {
  const t = useTranslate();
  const [status, setStatus] = useState<SaleStatus>('PENDING');
  const [items, setItems] = useState<QueueItem[] | null>(null);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(0);
  const [failed, setFailed] = useState(false);
  /** Decided cards whose notice still stands: in `items`, no longer in `total`. */
  const [standing, setStanding] = useState(0);

  useEffect(() => {
    setFailed(false);
    if (page === 0) {
      setItems(null);
      setStanding(0);
    }
    fetchModerationQueue(status, page, PAGE_SIZE)
      .then(({ content, totalElements }) => {
        setItems((list) =>
          page === 0 ? content : [...(list ?? []), ...content.filter((c) => !list?.some((x) => x.uid === c.uid))],
        );
        setTotal(totalElements);
      })
      .catch(() => setFailed(true));
  }, [status, page]);

  // A decided card is counted out at once and dropped when its notice goes (it keeps its place meanwhile).
  const decided = () => {
    setTotal((n) => n - 1);
    setStanding((n) => n + 1);
  };
  const drop = (uid: string) => {
    setItems((list) => list?.filter((i) => i.uid !== uid) ?? null);
    setStanding((n) => n - 1);
  };

  const updateSeller = (sellerUid: string, certified: boolean) =>
    setItems(
      (list) =>
        list?.map((i) => (i.seller.uid === sellerUid ? { ...i, seller: { ...i.seller, certified } } : i)) ?? null,
    );

  return (
    <div className="flex flex-col gap-6">
      <div role="group" aria-label={t('moderation.tabs')} className="flex flex-wrap gap-2">
        {STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={status === s}
            className={`btn ${status === s ? 'btn-primary' : 'btn-outline'}`}
            onClick={() => {
              setStatus(s);
              setPage(0);
            }}
          >
            {t(`moderation.tab.${s}`)}
          </button>
        ))}
      </div>
      {failed ? (
        <div className="flex flex-col items-start gap-3">
          <FormAlert>{t('moderation.load-failed')}</FormAlert>
          <button type="button" className="btn btn-outline" onClick={() => setPage(0)}>
            {t('moderation.retry')}
          </button>
        </div>
      ) : !items ? (
        <p role="status">{t('moderation.loading')}</p>
      ) : items.length === 0 ? (
        <p className="card p-6 text-lg text-ink-muted" data-queue-empty>
          {t('moderation.empty')}
        </p>
      ) : (
        <>
          <p className="font-semibold" role="status">
            {t('moderation.total', { count: total })}
          </p>
          <ul className="flex flex-col gap-6" data-moderation-queue>
            {items.map((item) => (
              <QueueCard key={item.uid} item={item} onDecided={decided} onGone={drop} onCertified={updateSeller} />
            ))}
          </ul>
          {items.length - standing < total && (
            <button type="button" className="btn btn-outline self-start" onClick={() => setPage((p) => p + 1)}>
              {t('moderation.more')}
            </button>
          )}
        </>
      )}
    </div>
  );
}
