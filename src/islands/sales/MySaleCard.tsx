/** One advert of /my-sales: its status and the moderators' word, its figures, and what its owner can do with it. */
import { formatAge, formatDate, formatPrice, placeOf, saleHref } from '../../lib/sales/format.ts';
import { SALE_AVAILABILITIES, type SaleAvailability, type SaleState } from '../../lib/sales/types.ts';
import type { MySale } from '../../lib/sales/shapes.ts';
import { useTranslate } from '../../lib/translator.ts';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { useHydrated } from '../hydration.ts';
import { DeleteWithConfirm } from '../ui/DeleteWithConfirm.tsx';
import { Thumbnail } from './Thumbnail.tsx';
import { AppealForm } from './AppealForm.tsx';
import { confirmedText, FRESH_GRACE_DAYS } from '../../lib/sales/freshness.ts';

export const NEW_SALE = '/sale';

const STATUS_STYLE: Record<MySale['status'], string> = {
  PENDING: 'bg-sky-100 text-info',
  APPROVED: 'bg-leaf-100 text-leaf-700',
  REJECTED: 'bg-red-100 text-error',
};

const AVAILABILITY_STYLE: Record<SaleState, string> = {
  AVAILABLE: '',
  RESERVED: 'bg-amber-100 text-warn',
  SOLD: 'bg-ink text-white',
  LAPSED: 'bg-red-100 text-error',
};

/** The id of a card's heading, which takes the focus when it is the first of a page added below (decision 162). */
export const headingId = (uid: string) => `my-sale-${uid}`;

export function MySaleCard({
  sale,
  onDelete,
  onAvailability,
  onConfirm,
}: {
  sale: MySale;
  onDelete: () => void;
  onAvailability: (availability: SaleAvailability) => void;
  onConfirm: () => void;
}) {
  const t = useTranslate();
  return (
    <li
      className="card flex flex-col gap-4 p-4 sm:flex-row"
      data-my-sale={sale.uid}
      data-status={sale.status}
      data-availability={sale.availability}
    >
      <Thumbnail image={sale.image} className="aspect-[4/3] w-full shrink-0 rounded-xl sm:w-44" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <SaleBadges sale={sale} />
        <h2 id={headingId(sale.uid)} tabIndex={-1} className="text-lg font-bold">
          {sale.title}
        </h2>
        {/* A litter reads as a litter, as on its card (issue 55), not as its first animal. */}
        <p className="text-ink-muted" data-my-sale-facts>
          {sale.breed?.name ?? t('sales.breed-undetermined')} ·{' '}
          {sale.litter
            ? `${t('litter.card.size', { count: sale.litter.animals })} · ${t('litter.card.available', { count: sale.litter.available })}`
            : t(`sales.sex.${sale.sex}`)}{' '}
          · {formatAge(sale.birthDate, t)} · {placeOf(sale)} ·{' '}
          {sale.litter
            ? t('litter.card.from', { price: formatPrice(sale.litter.fromPrice, t) })
            : formatPrice(sale.price, t)}
        </p>
        <ModerationNotes sale={sale} />
        <FreshNote sale={sale} onConfirm={onConfirm} />
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold">
          <span data-favorites-count={sale.favorites}>{t('my-sales.favorites', { count: sale.favorites })}</span>
          <span data-visits-count={sale.visitRequests}>{t('my-sales.visits', { count: sale.visitRequests })}</span>
          {sale.pendingVisitRequests > 0 && (
            <span className="text-info">{t('my-sales.visits-pending', { count: sale.pendingVisitRequests })}</span>
          )}
        </p>
        <SaleActions sale={sale} onDelete={onDelete} />
        <AvailabilityControl sale={sale} onAvailability={onAvailability} />
      </div>
    </li>
  );
}

/** The advert's moderation status, its availability unless available, and the certified badge. */
function SaleBadges({ sale }: { sale: MySale }) {
  const t = useTranslate();
  return (
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
        <span className="rounded-full bg-leaf-700 px-3 py-1 text-sm font-bold text-white">{t('sales.certified')}</span>
      )}
    </div>
  );
}

/** What the moderators said or still have to say: waiting, refused (with the appeal), a change waiting or refused. */
function ModerationNotes({ sale }: { sale: MySale }) {
  const t = useTranslate();
  return (
    <>
      {sale.status === 'PENDING' && <p className="text-sm text-ink-muted">{t('my-sales.status.PENDING.hint')}</p>}
      {sale.status === 'REJECTED' && (
        <div
          className="rounded-lg border-2 border-error bg-red-50 p-3 text-sm [overflow-wrap:anywhere]"
          data-reject-reason
        >
          {sale.takenDown && <p className="font-bold text-error">{t('my-sales.taken-down')}</p>}
          <p>
            <strong>{t('my-sales.reason')}</strong> {sale.rejectReason}
          </p>
          {sale.takenDown ? (
            <AppealForm sale={sale} />
          ) : (
            <p className="mt-1 text-ink-muted">{t('my-sales.status.REJECTED.hint')}</p>
          )}
        </div>
      )}
      {sale.revision && (
        <div className="rounded-lg border-2 border-info bg-sky-50 p-3 text-sm [overflow-wrap:anywhere]" data-revision>
          <p className="font-bold text-info">{t('my-sales.revision.pending')}</p>
          {sale.revision.title !== sale.title && <p>{t('my-sales.revision.title', { title: sale.revision.title })}</p>}
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
    </>
  );
}

/**
 * Fresh adverts (issue 57): an advert asked about says so with the one button that confirms it, a lapsed one why it
 * left the listing with the one that brings it back; a listed one when it was last confirmed.
 */
function FreshNote({ sale, onConfirm }: { sale: MySale; onConfirm: () => void }) {
  const t = useTranslate();
  const hydrated = useHydrated();
  if (sale.status !== 'APPROVED') return null;
  const lapsed = sale.availability === 'LAPSED';
  if (!lapsed && !sale.confirmAsked) {
    return sale.availability === 'AVAILABLE' && sale.confirmedAt ? (
      <p className="text-sm text-ink-muted" data-confirmed-days>
        {confirmedText(sale.confirmedAt, t)}
      </p>
    ) : null;
  }
  return (
    <div
      className={`flex flex-col items-start gap-2 rounded-lg border-2 p-3 text-sm ${lapsed ? 'border-error bg-red-50' : 'border-warn bg-amber-50'}`}
      data-fresh={lapsed ? 'lapsed' : 'asked'}
    >
      <p className="font-bold">{t(lapsed ? 'fresh.my-sales.lapsed' : 'fresh.my-sales.asked')}</p>
      <p>{t(lapsed ? 'fresh.my-sales.lapsed.hint' : 'fresh.my-sales.asked.hint', { days: FRESH_GRACE_DAYS })}</p>
      <button
        type="button"
        className="btn btn-primary min-h-11 px-4 py-1"
        disabled={!hydrated}
        onClick={onConfirm}
        data-fresh-confirm
      >
        {t(lapsed ? 'fresh.restore' : 'fresh.confirm')}
      </button>
    </div>
  );
}

/** Viewing, editing, the litter link and deleting with a confirmation. */
function SaleActions({ sale, onDelete }: { sale: MySale; onDelete: () => void }) {
  const t = useTranslate();
  return (
    <div className="mt-auto flex flex-wrap gap-2 pt-1">
      <a href={saleHref(sale.uid)} className="btn btn-outline min-h-10 px-4 py-1">
        {t('my-sales.view')}
      </a>
      <a href={`${NEW_SALE}?uid=${encodeURIComponent(sale.uid)}`} className="btn btn-outline min-h-10 px-4 py-1">
        {t('my-sales.edit')}
      </a>
      {/* A litter's animals, or an advert made a litter (issue 39): on the edit page, below the advert. */}
      <a
        href={`${NEW_SALE}?uid=${encodeURIComponent(sale.uid)}#ninhada`}
        className="btn btn-outline min-h-10 px-4 py-1"
        data-litter-link
      >
        {t(sale.litter ? 'my-sales.litter' : 'my-sales.make-litter')}
      </a>
      <DeleteWithConfirm
        compact
        label={t('my-sales.delete')}
        title={t('my-sales.delete.title')}
        text={t('my-sales.delete.text', { title: sale.title })}
        cancelLabel={t('my-sales.delete.cancel')}
        acceptLabel={t('my-sales.delete.confirm')}
        onAccept={onDelete}
      />
    </div>
  );
}

/** An approved advert's availability: a litter's is set per animal; selling is confirmed first (issue 40). */
function AvailabilityControl({
  sale,
  onAvailability,
}: {
  sale: MySale;
  onAvailability: (availability: SaleAvailability) => void;
}) {
  const t = useTranslate();
  const [selling, setSelling] = useState(false);
  const availability = useRef<HTMLSelectElement>(null);
  // The list comes rendered by the server: the select waits for its script rather than swallow a choice.
  const hydrated = useHydrated();
  return (
    <>
      {/* Each animal of a litter has its own availability, set with the animal: no select for the whole advert. */}
      {sale.status === 'APPROVED' && sale.litter && (
        <p className="text-sm text-ink-muted" data-litter-availability>
          {t('my-sales.litter.availability')}
        </p>
      )}
      {sale.status === 'APPROVED' && !sale.litter && sale.availability !== 'LAPSED' && (
        <label className="flex flex-wrap items-center gap-2 text-sm font-semibold">
          {t('my-sales.availability.label')}
          <select
            className="min-h-10 rounded-lg border-2 border-line bg-white px-3 py-1"
            value={sale.availability}
            disabled={!hydrated}
            ref={availability}
            onChange={(e) => {
              const next = e.target.value as SaleAvailability;
              // Sold tells everyone who favourited it and cancels its visits: asked first (issue 40).
              if (next === 'SOLD') setSelling(true);
              else onAvailability(next);
            }}
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
      <ConfirmDialog
        open={selling}
        onOpenChange={setSelling}
        returnFocusTo={availability}
        title={t('my-sales.sold.title')}
        text={t('my-sales.sold.text', { title: sale.title })}
        cancelLabel={t('my-sales.sold.cancel')}
        acceptLabel={t('my-sales.sold.confirm')}
        onAccept={() => onAvailability('SOLD')}
        data-sold-dialog
      />
    </>
  );
}
