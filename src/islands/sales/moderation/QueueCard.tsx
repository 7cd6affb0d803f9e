/**
 * One advert of the moderation queue: every detail (a litter's animals each with its chip and photos, decision 197),
 * approve, reject with a reason, and the seller's certification.
 */
import { useState } from 'react';
import { ApiError, errorKey } from '../../../lib/api/client.ts';
import { approveSale, endCertification, judgeFlags } from '../../../lib/api/sales.ts';
import { breedOf, formatAge, formatDate, formatPrice, placeOf, saleHref } from '../../../lib/sales/format.ts';
import type { QueueItem } from '../../../lib/sales/shapes.ts';
import { useTranslate } from '../../../lib/translator.ts';
import { showToast } from '../../../stores/toasts.ts';
import { DecidedNotice, useDecidedPlace } from '../../ui/decided-place.tsx';
import { Thumbnail } from '../Thumbnail.tsx';
import { QueueAnimals } from './QueueAnimals.tsx';
import { RejectDialog } from './RejectDialog.tsx';
import { Highlighted, QueueFlags, wordsIn, type Verdicts } from './QueueFlags.tsx';

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
  animals: 'litter.editor.title',
};

export function QueueCard({
  item,
  onDecided,
  onGone,
  onCertified,
}: {
  item: QueueItem;
  /** The decision is taken: the list counts the card out (its notice still stands). */
  onDecided: () => void;
  /** The notice may go: the list drops the card. */
  onGone: (uid: string) => void;
  onCertified: (sellerUid: string, certified: boolean) => void;
}) {
  const t = useTranslate();
  const [busy, setBusy] = useState(false);
  const [verdicts, setVerdicts] = useState<Verdicts>({});
  const place = useDecidedPlace<HTMLLIElement>();

  /** The verdicts marked on the flags, recorded with them before the decision (issue 57). */
  async function recordVerdicts() {
    const marked = Object.entries(verdicts).map(([id, verdict]) => ({ id, verdict }));
    if (marked.length === 0) return;
    try {
      await judgeFlags(item.uid, marked);
    } catch {
      throw new ApiError('flags.failed', undefined, { message: 'flags.failed' });
    }
  }
  const decided = (key: 'approved' | 'rejected') => {
    place.decide(t(`moderation.decided.${key}`, { title: item.title }));
    onDecided();
  };

  async function approve() {
    setBusy(true);
    try {
      await recordVerdicts();
      await approveSale(item.uid);
      showToast({ severity: 'success', summary: t('moderation.approved', { title: item.title }) });
      decided('approved');
    } catch (error) {
      setBusy(false);
      showToast({
        severity: 'error',
        summary: t(
          errorKey(error)?.startsWith('moderation.') || errorKey(error)?.startsWith('flags.')
            ? errorKey(error)!
            : 'moderation.failed',
        ),
      });
    }
  }

  if (place.decided) {
    return (
      <DecidedNotice
        decided={place.decided}
        onGone={() => onGone(item.uid)}
        data={{ 'data-queue-decided': item.uid }}
      />
    );
  }

  return (
    <li
      ref={place.ref}
      className="card flex min-w-0 flex-col gap-4 p-5 [overflow-wrap:anywhere]"
      data-queue-item={item.uid}
    >
      <QueuePhotos item={item} />
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
      <QueueRevision item={item} />
      <h2 className="text-xl font-bold">
        <Highlighted text={item.title} words={wordsIn(item.flags, 'title', item.title)} />
      </h2>
      <QueueFlags
        uid={item.uid}
        flags={item.flags}
        verdicts={verdicts}
        onVerdict={(id, verdict) => setVerdicts((v) => ({ ...v, [id]: verdict }))}
      />
      <p className="text-ink-muted">
        {breedOf(item, t)} ·{' '}
        {item.litter ? t('litter.card.size', { count: item.litter.animals }) : t(`sales.sex.${item.sex}`)} ·{' '}
        {formatAge(item.birthDate, t)} · {placeOf(item)} ·{' '}
        {item.litter
          ? t('litter.card.from', { price: formatPrice(item.litter.fromPrice, t) })
          : formatPrice(item.price, t)}
      </p>
      <p className="max-w-prose whitespace-pre-line" data-queue-description>
        <Highlighted text={item.description} words={wordsIn(item.flags, 'description', item.description)} />
      </p>
      <QueueFacts item={item} />
      <QueueAnimals item={item} />
      <QueueSeller item={item} onCertified={onCertified} />
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
        {item.status !== 'REJECTED' && (
          <RejectDialog item={item} onDone={() => decided('rejected')} beforeDecision={recordVerdicts} />
        )}
      </div>
    </li>
  );
}

/** The advert's photos in a row that scrolls sideways. */
function QueuePhotos({ item }: { item: QueueItem }) {
  const t = useTranslate();
  // Scrolled sideways on a phone: reached and scrolled by keyboard too (axe: scrollable-region-focusable).
  return (
    <div
      className="flex gap-2 overflow-x-auto pb-1"
      role="region"
      tabIndex={0}
      aria-label={t('moderation.photos', { title: item.title })}
    >
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
  );
}

/** Who sells, how to reach them, and their certification, which here can only end. */
function QueueSeller({
  item,
  onCertified,
}: {
  item: QueueItem;
  onCertified: (sellerUid: string, certified: boolean) => void;
}) {
  const t = useTranslate();

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

  return (
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
          <button type="button" className="btn btn-outline min-h-9 px-3 py-1 text-sm" onClick={() => void uncertify()}>
            {t('moderation.uncertify')}
          </button>
        ) : (
          <a href="/admin/certifications" className="text-sm font-semibold">
            {t('moderation.certifications')}
          </a>
        )}
      </p>
    </div>
  );
}

/** The dates, the chips, the LOP number and the photo count, as a list of terms. */
function QueueFacts({ item }: { item: QueueItem }) {
  const t = useTranslate();
  const facts: [string, string][] = [
    [t('moderation.fact.dates'), `${formatDate(item.birthDate)} → ${formatDate(item.registerDate)}`],
    [t('moderation.fact.microchip'), item.microchip ?? '—'],
    [t('moderation.fact.mother-microchip'), item.motherMicrochip ?? '—'],
    ...(item.breed ? [[t('moderation.fact.lop'), item.lopNumber ?? '—'] as [string, string]] : []),
    [t('moderation.fact.photos'), String(item.images.length)],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt className="font-semibold text-ink-muted">{term}</dt>
          <dd className="font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A published advert's change waiting for review, and the fields it changes (decision 135). */
function QueueRevision({ item }: { item: QueueItem }) {
  const t = useTranslate();
  if (!item.revision) return null;
  return (
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
  );
}
