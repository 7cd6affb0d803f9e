/**
 * /my-sales: the owner's sales with their status (and the moderator's reason), a change waiting for the moderators
 * beside the published version (decision 135), favourites and visit requests; available, reserved or sold
 * (decision 137); edit, and delete after confirming.
 */
import { useEffect, useState } from 'react';
import { deleteSale, fetchMySales, setSaleAvailability } from '../../lib/api/sales.ts';
import { formatAge, formatDate, formatPrice, placeOf, saleHref } from '../../lib/sales/format.ts';
import { SALE_AVAILABILITIES, type MySale, type SaleAvailability } from '../../lib/sales/types.ts';
import { MessagesContext, useTranslate, type Messages } from '../../lib/translator.ts';
import { showToast } from '../../stores/toasts.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { FormAlert } from '../ui/form.tsx';
import { Thumbnail } from './Thumbnail.tsx';

export const NEW_SALE = '/sale';

const STATUS_STYLE: Record<MySale['status'], string> = {
  PENDING: 'bg-sky-100 text-info',
  APPROVED: 'bg-leaf-100 text-leaf-700',
  REJECTED: 'bg-red-100 text-error',
};

const AVAILABILITY_STYLE: Record<SaleAvailability, string> = {
  AVAILABLE: '',
  RESERVED: 'bg-amber-100 text-warn',
  SOLD: 'bg-ink text-white',
};

export default function MySales({ messages }: { messages: Messages }) {
  return (
    <MessagesContext.Provider value={messages}>
      <List />
    </MessagesContext.Provider>
  );
}

function List() {
  const t = useTranslate();
  const [sales, setSales] = useState<MySale[] | null>(null);
  const [failed, setFailed] = useState(false);

  const load = () => {
    setFailed(false);
    fetchMySales()
      .then(setSales)
      .catch(() => setFailed(true));
  };
  useEffect(load, []);

  async function remove(sale: MySale) {
    try {
      await deleteSale(sale.uid);
      setSales((list) => list?.filter((s) => s.uid !== sale.uid) ?? null);
      showToast({ severity: 'success', summary: t('my-sales.deleted', { title: sale.title }) });
    } catch {
      showToast({ severity: 'error', summary: t('my-sales.delete-failed') });
    }
  }

  async function changeAvailability(sale: MySale, availability: SaleAvailability) {
    try {
      const result = await setSaleAvailability(sale.uid, availability);
      setSales(
        (list) => list?.map((s) => (s.uid === sale.uid ? { ...s, availability: result.availability } : s)) ?? null,
      );
      const state = t(`my-sales.availability.${result.availability}`);
      showToast({
        severity: 'success',
        summary: t('my-sales.availability.saved', { title: sale.title, state }),
        ...(result.notified > 0 && { detail: t('my-sales.availability.notified', { count: result.notified }) }),
      });
    } catch {
      showToast({ severity: 'error', summary: t('my-sales.availability.failed') });
    }
  }

  if (failed) {
    return (
      <div className="flex flex-col items-start gap-3">
        <FormAlert>{t('my-sales.load-failed')}</FormAlert>
        <button type="button" className="btn btn-outline" onClick={load}>
          {t('my-sales.retry')}
        </button>
      </div>
    );
  }
  if (!sales) return <p role="status">{t('my-sales.loading')}</p>;
  if (sales.length === 0) {
    return (
      <div className="card flex flex-col items-start gap-4 p-6" data-my-sales-empty>
        <h2 className="text-2xl font-extrabold">{t('my-sales.empty.title')}</h2>
        <p className="max-w-prose text-lg text-ink-muted">{t('my-sales.empty.text')}</p>
        <a href={NEW_SALE} className="btn btn-primary">
          {t('my-sales.new')}
        </a>
      </div>
    );
  }

  return (
    <ul className="flex flex-col gap-4" data-my-sales>
      {sales.map((sale) => (
        <li
          key={sale.uid}
          className="card flex flex-col gap-4 p-4 sm:flex-row"
          data-my-sale={sale.uid}
          data-status={sale.status}
          data-availability={sale.availability}
        >
          <Thumbnail image={sale.image} className="aspect-[4/3] w-full shrink-0 rounded-xl sm:w-44" />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <span className={`rounded-full px-3 py-1 text-sm font-bold ${STATUS_STYLE[sale.status]}`}>
                {t(`my-sales.status.${sale.status}`)}
              </span>
              {sale.availability !== 'AVAILABLE' && (
                <span
                  className={`rounded-full px-3 py-1 text-sm font-bold ${AVAILABILITY_STYLE[sale.availability]}`}
                  data-availability-badge
                >
                  {t(`my-sales.availability.${sale.availability}`)}
                </span>
              )}
              {sale.certified && (
                <span className="rounded-full bg-leaf-700 px-3 py-1 text-sm font-bold text-white">
                  {t('sales.certified')}
                </span>
              )}
            </div>
            <h2 className="text-lg font-bold">{sale.title}</h2>
            <p className="text-ink-muted">
              {sale.breed?.name ?? t('sales.breed-undetermined')} · {t(`sales.sex.${sale.sex}`)} ·{' '}
              {formatAge(sale.birthDate, t)} · {placeOf(sale)} · {formatPrice(sale.price, t)}
            </p>
            {sale.status === 'PENDING' && <p className="text-sm text-ink-muted">{t('my-sales.status.PENDING.hint')}</p>}
            {sale.status === 'REJECTED' && (
              <div
                className="rounded-lg border-2 border-error bg-red-50 p-3 text-sm [overflow-wrap:anywhere]"
                data-reject-reason
              >
                <p>
                  <strong>{t('my-sales.reason')}</strong> {sale.rejectReason}
                </p>
                <p className="mt-1 text-ink-muted">{t('my-sales.status.REJECTED.hint')}</p>
              </div>
            )}
            {sale.revision && (
              <div
                className="rounded-lg border-2 border-info bg-sky-50 p-3 text-sm [overflow-wrap:anywhere]"
                data-revision
              >
                <p className="font-bold text-info">{t('my-sales.revision.pending')}</p>
                {sale.revision.title !== sale.title && (
                  <p>{t('my-sales.revision.title', { title: sale.revision.title })}</p>
                )}
                <p className="mt-1 text-ink-muted">
                  {t('my-sales.revision.pending.hint', { date: formatDate(sale.revision.submittedAt) })}
                </p>
              </div>
            )}
            {!sale.revision && sale.revisionRejectReason && (
              <div
                className="rounded-lg border-2 border-error bg-red-50 p-3 text-sm [overflow-wrap:anywhere]"
                data-revision-rejected
              >
                <p>
                  <strong>{t('my-sales.revision.rejected')}</strong> {sale.revisionRejectReason}
                </p>
                <p className="mt-1 text-ink-muted">{t('my-sales.revision.rejected.hint')}</p>
              </div>
            )}
            <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold">
              <span data-favorites-count={sale.favorites}>{t('my-sales.favorites', { count: sale.favorites })}</span>
              <span data-visits-count={sale.visitRequests}>{t('my-sales.visits', { count: sale.visitRequests })}</span>
              {sale.pendingVisitRequests > 0 && (
                <span className="text-info">{t('my-sales.visits-pending', { count: sale.pendingVisitRequests })}</span>
              )}
            </p>
            <div className="mt-auto flex flex-wrap gap-2 pt-1">
              <a href={saleHref(sale.uid)} className="btn btn-outline min-h-10 px-4 py-1">
                {t('my-sales.view')}
              </a>
              <a
                href={`${NEW_SALE}?uid=${encodeURIComponent(sale.uid)}`}
                className="btn btn-outline min-h-10 px-4 py-1"
              >
                {t('my-sales.edit')}
              </a>
              <ConfirmDelete title={sale.title} onConfirm={() => void remove(sale)} />
            </div>
            {sale.status === 'APPROVED' && (
              <label className="flex flex-wrap items-center gap-2 text-sm font-semibold">
                {t('my-sales.availability.label')}
                <select
                  className="min-h-10 rounded-lg border-2 border-line bg-white px-3 py-1"
                  value={sale.availability}
                  onChange={(e) => void changeAvailability(sale, e.target.value as SaleAvailability)}
                  data-availability-select
                >
                  {SALE_AVAILABILITIES.map((a) => (
                    <option key={a} value={a}>
                      {t(`my-sales.availability.${a}`)}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

function ConfirmDelete({ title, onConfirm }: { title: string; onConfirm: () => void }) {
  const t = useTranslate();
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className="btn min-h-10 px-4 py-1 text-error hover:bg-red-50">
          {t('my-sales.delete')}
        </button>
      }
      title={t('my-sales.delete.title')}
      text={t('my-sales.delete.text', { title })}
      cancelLabel={t('my-sales.delete.cancel')}
      acceptLabel={t('my-sales.delete.confirm')}
      destructive
      onAccept={onConfirm}
    />
  );
}
