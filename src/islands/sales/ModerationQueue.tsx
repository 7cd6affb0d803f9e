/** The admins' moderation queue: every detail of each waiting sale, approve, reject with a reason, and the seller's certification. */
import { useEffect, useId, useState } from 'react';
import { errorKey } from '../../lib/api/client.ts';
import { approveSale, endCertification, fetchModerationQueue, rejectSale } from '../../lib/api/sales.ts';
import { breedOf, formatAge, formatDate, formatPrice, placeOf, saleHref } from '../../lib/sales/format.ts';
import type { QueueItem, SaleStatus } from '../../lib/sales/types.ts';
import { REASON_MAX, REASON_MIN } from '../../lib/moderation/types.ts';
import { MessagesContext, useTranslate, type Messages } from '../../lib/translator.ts';
import { showToast } from '../../stores/toasts.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { FormAlert, errorClass, inputClass, labelClass } from '../ui/form.tsx';
import { Thumbnail } from './Thumbnail.tsx';

const PAGE_SIZE = 20;
const STATUSES: SaleStatus[] = ['PENDING', 'APPROVED', 'REJECTED'];

/** The editor's label of each field a revision may change (decision 135). */
const REVISION_FIELD_LABELS: Record<string, string> = {
  title: 'sale-editor.title',
  species: 'sale-editor.species',
  purebred: 'sale-editor.purebred',
  breedCode: 'sale-editor.breed',
  description: 'sale-editor.description',
  price: 'sale-editor.price',
  sex: 'sale-editor.sex',
  birthDate: 'sale-editor.birth-date',
  registerDate: 'sale-editor.register-date',
  litterSize: 'sale-editor.litter-size',
  microchip: 'sale-editor.microchip',
  motherMicrochip: 'sale-editor.mother-microchip',
  lopNumber: 'sale-editor.lop',
  locationId: 'sale-editor.district',
  childLocationId: 'sale-editor.municipality',
  images: 'sale-editor.photos.legend',
};

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

  useEffect(() => {
    setFailed(false);
    if (page === 0) setItems(null);
    fetchModerationQueue(status, page, PAGE_SIZE)
      .then(({ content, totalElements }) => {
        setItems((list) =>
          page === 0 ? content : [...(list ?? []), ...content.filter((c) => !list?.some((x) => x.uid === c.uid))],
        );
        setTotal(totalElements);
      })
      .catch(() => setFailed(true));
  }, [status, page]);

  const drop = (uid: string) => {
    setItems((list) => list?.filter((i) => i.uid !== uid) ?? null);
    setTotal((n) => n - 1);
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
              <Item key={item.uid} item={item} onDecided={drop} onCertified={updateSeller} />
            ))}
          </ul>
          {items.length < total && (
            <button type="button" className="btn btn-outline self-start" onClick={() => setPage((p) => p + 1)}>
              {t('moderation.more')}
            </button>
          )}
        </>
      )}
    </div>
  );
}

function Item({
  item,
  onDecided,
  onCertified,
}: {
  item: QueueItem;
  onDecided: (uid: string) => void;
  onCertified: (sellerUid: string, certified: boolean) => void;
}) {
  const t = useTranslate();
  const [busy, setBusy] = useState(false);

  async function approve() {
    setBusy(true);
    try {
      await approveSale(item.uid);
      showToast({ severity: 'success', summary: t('moderation.approved', { title: item.title }) });
      onDecided(item.uid);
    } catch (error) {
      setBusy(false);
      showToast({
        severity: 'error',
        summary: t(errorKey(error)?.startsWith('moderation.') ? errorKey(error)! : 'moderation.failed'),
      });
    }
  }

  // Certification is granted by approving the breeder's application (decision 176); here it can only end.
  async function uncertify() {
    try {
      await endCertification(item.seller.uid);
      onCertified(item.seller.uid, false);
      showToast({
        severity: 'success',
        summary: t('moderation.uncertified-done', { name: `${item.seller.name} ${item.seller.surname}` }),
      });
    } catch {
      showToast({ severity: 'error', summary: t('moderation.failed') });
    }
  }

  const facts: [string, string][] = [
    [t('moderation.fact.dates'), `${formatDate(item.birthDate)} → ${formatDate(item.registerDate)}`],
    [t('moderation.fact.microchip'), item.microchip ?? '—'],
    [t('moderation.fact.mother-microchip'), item.motherMicrochip ?? '—'],
    ...(item.breed ? [[t('moderation.fact.lop'), item.lopNumber ?? '—'] as [string, string]] : []),
    [t('moderation.fact.photos'), String(item.images.length)],
  ];

  return (
    <li className="card flex min-w-0 flex-col gap-4 p-5 [overflow-wrap:anywhere]" data-queue-item={item.uid}>
      <div className="flex gap-2 overflow-x-auto pb-1">
        {item.images.map((image, i) => (
          <Thumbnail
            key={image.uid}
            image={image}
            className="h-28 w-36 shrink-0 rounded-lg"
            sizes="9rem"
            alt={t('sale-editor.photos.saved', { n: i + 1 })}
          />
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {item.dangerous && (
          <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-bold text-warn">
            {t('sales.dangerous.badge')}
          </span>
        )}
        {item.certified && (
          <span className="rounded-full bg-leaf-700 px-3 py-1 text-sm font-bold text-white">
            {t('sales.certified')}
          </span>
        )}
      </div>
      {item.revision && (
        <div className="rounded-lg border-2 border-info bg-sky-50 p-3 text-sm" data-queue-revision>
          <p className="font-bold text-info">{t('moderation.revision')}</p>
          <p>{t('moderation.revision.hint')}</p>
          {item.changes.length > 0 && (
            <p className="mt-1 font-semibold">
              {t('moderation.revision.changes', {
                fields: item.changes.map((f) => t(REVISION_FIELD_LABELS[f] ?? f)).join(', '),
              })}
            </p>
          )}
        </div>
      )}
      <h2 className="text-xl font-bold">{item.title}</h2>
      <p className="text-ink-muted">
        {breedOf(item, t)} · {t(`sales.sex.${item.sex}`)} · {formatAge(item.birthDate, t)} · {placeOf(item)} ·{' '}
        {formatPrice(item.price, t)}
      </p>
      <p className="max-w-prose whitespace-pre-line">{item.description}</p>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="font-semibold text-ink-muted">{term}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="rounded-lg bg-sand p-3 text-sm">
        <p className="font-bold">
          {t('moderation.seller')}: {item.seller.name} {item.seller.surname}
        </p>
        <p>
          {t('moderation.seller.email')}: <a href={`mailto:${item.sellerEmail}`}>{item.sellerEmail}</a>
        </p>
        <p>
          {t('moderation.seller.dgav')}: {item.seller.dgavNumber ?? '—'}
        </p>
        <p className="mt-2 flex flex-wrap items-center gap-2">
          <span>{item.seller.certified ? t('moderation.seller.certified') : t('moderation.seller.not-certified')}</span>
          {item.seller.certified ? (
            <button
              type="button"
              className="btn btn-outline min-h-9 px-3 py-1 text-sm"
              onClick={() => void uncertify()}
            >
              {t('moderation.uncertify')}
            </button>
          ) : (
            <a href="/admin/certifications" className="text-sm font-semibold">
              {t('moderation.certifications')}
            </a>
          )}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <a href={saleHref(item.uid)} className="btn btn-outline">
          {t('moderation.open')}
        </a>
        {(item.status !== 'APPROVED' || item.revision) && (
          <button
            type="button"
            className="btn btn-primary"
            aria-disabled={busy || undefined}
            onClick={() => !busy && void approve()}
            data-approve
          >
            {t('moderation.approve')}
          </button>
        )}
        {item.status !== 'REJECTED' && <RejectDialog item={item} onDone={() => onDecided(item.uid)} />}
      </div>
    </li>
  );
}

function RejectDialog({ item, onDone }: { item: QueueItem; onDone: () => void }) {
  const t = useTranslate();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send() {
    const text = reason.trim();
    if (text.length < REASON_MIN || text.length > REASON_MAX) {
      setError('moderation.error.reason');
      return;
    }
    setBusy(true);
    try {
      await rejectSale(item.uid, text);
      setOpen(false);
      showToast({ severity: 'success', summary: t('moderation.rejected', { title: item.title }) });
      onDone();
    } catch (e) {
      setBusy(false);
      setError(errorKey(e)?.startsWith('moderation.') ? errorKey(e)! : 'moderation.failed');
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button type="button" className="btn text-error hover:bg-red-50" data-reject>
          {t('moderation.reject')}
        </button>
      }
      title={t('moderation.reject.title', { title: item.title })}
      text={t('moderation.reject.hint')}
      cancelLabel={t('moderation.reject.cancel')}
      acceptLabel={t('moderation.reject.confirm')}
      destructive
      busy={busy}
      onAccept={() => void send()}
    >
      <div>
        <label htmlFor={id} className={labelClass}>
          {t('moderation.reject.reason')}
        </label>
        <textarea
          id={id}
          rows={4}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setError(null);
          }}
          className={inputClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && (
          <p id={`${id}-error`} className={errorClass}>
            {t(error, { min: REASON_MIN, max: REASON_MAX })}
          </p>
        )}
      </div>
    </ConfirmDialog>
  );
}
