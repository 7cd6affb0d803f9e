/**
 * /my-sales: the owner's sales a page at a time (decision 162), filtered by status with a chip per status and its
 * count, "Mostrar mais" adding the next page below; each card shows its status (and the moderator's reason), a
 * change waiting for the moderators (decision 135), favourites and visit requests, availability (decision 137),
 * edit, and delete after confirming.
 */
import { confirmMySale, deleteSale, setSaleAvailability } from '../../lib/api/sales.ts';
import { type SaleAvailability } from '../../lib/sales/types.ts';
import type { MySale, MySaleCounts, MySalesPage } from '../../lib/sales/shapes.ts';
import { MessagesContext, useTranslate, type Messages } from '../../lib/translator.ts';
import { showToast } from '../../stores/toasts.ts';
import { FormAlert } from '../ui/form.tsx';
import { useHydrated } from '../hydration.ts';
import { headingId, MySaleCard, NEW_SALE } from './MySaleCard.tsx';
import { FILTERS, MORE, NOTHING, useMySales, type Filter } from './use-my-sales.ts';

const countOf = (counts: MySaleCounts, filter: Filter) => (filter === 'ALL' ? counts.all : counts[filter]);

/** `initial`: the first page as the server read it, so the list is on the first screen without a wait. */
export default function MySales({ messages, initial }: { messages: Messages; initial?: MySalesPage }) {
  return (
    <MessagesContext.Provider value={messages}>
      <List initial={initial} />
    </MessagesContext.Provider>
  );
}

function List({ initial }: { initial: MySalesPage | undefined }) {
  const t = useTranslate();
  const { filter, sales, setSales, next, counts, setCounts, failed, more, focusOn, load, choose, loadMore } =
    useMySales(initial);

  async function remove(sale: MySale) {
    try {
      await deleteSale(sale.uid);
      // Its delete button is gone with it: the focus goes on to the next card, else the one before, else the line
      // saying there is nothing left (with more pages to come, the button that shows them).
      const list = sales ?? [];
      const at = list.findIndex((s) => s.uid === sale.uid);
      const neighbour = list[at + 1] ?? list[at - 1];
      focusOn.current = neighbour ? headingId(neighbour.uid) : next ? MORE : NOTHING;
      setSales((shown) => shown?.filter((s) => s.uid !== sale.uid) ?? null);
      setCounts((c) => c && { ...c, all: c.all - 1, [sale.status]: c[sale.status] - 1 });
      showToast({ severity: 'success', summary: t('my-sales.deleted', { title: sale.title }) });
    } catch {
      showToast({ severity: 'error', summary: t('my-sales.delete-failed') });
    }
  }

  /** "Ainda disponível" / "Voltar a publicar" (issue 57): the button goes, the card's heading keeps the focus. */
  async function confirm(sale: MySale) {
    try {
      const done = await confirmMySale(sale.uid);
      focusOn.current = headingId(sale.uid);
      setSales(
        (list) =>
          list?.map((s) =>
            s.uid === sale.uid
              ? { ...s, availability: done.availability, confirmAsked: false, confirmedAt: done.confirmedAt }
              : s,
          ) ?? null,
      );
      showToast({
        severity: 'success',
        summary: t(sale.availability === 'LAPSED' ? 'fresh.restored' : 'fresh.confirmed', { title: sale.title }),
      });
    } catch {
      showToast({ severity: 'error', summary: t('fresh.failed') });
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

  // No advert at all: the invitation to publish the first, without chips of zeros.
  if (counts?.all === 0) {
    return (
      <div className="card flex flex-col items-start gap-4 p-6" data-my-sales-empty>
        <h2 id={NOTHING} tabIndex={-1} className="text-2xl font-extrabold">
          {t('my-sales.empty.title')}
        </h2>
        <p className="max-w-prose text-lg text-ink-muted">{t('my-sales.empty.text')}</p>
        <a href={NEW_SALE} className="btn btn-primary">
          {t('my-sales.new')}
        </a>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {counts && <Chips counts={counts} filter={filter} onChoose={choose} />}
      {failed ? (
        <div className="flex flex-col items-start gap-3">
          <FormAlert>{t('my-sales.load-failed')}</FormAlert>
          <button type="button" className="btn btn-outline" onClick={() => load(filter)}>
            {t('my-sales.retry')}
          </button>
        </div>
      ) : !sales ? (
        <p role="status">{t('my-sales.loading')}</p>
      ) : sales.length === 0 && !next ? (
        <p id={NOTHING} tabIndex={-1} className="card p-6 text-lg text-ink-muted" data-my-sales-filter-empty={filter}>
          {t(`my-sales.filter.empty.${filter}`)}
        </p>
      ) : (
        <>
          <ul className="flex flex-col gap-4" data-my-sales>
            {sales.map((sale) => (
              <MySaleCard
                key={sale.uid}
                sale={sale}
                onDelete={() => void remove(sale)}
                onAvailability={(availability) => void changeAvailability(sale, availability)}
                onConfirm={() => void confirm(sale)}
              />
            ))}
          </ul>
          {counts && (
            <p className="text-ink-muted" data-my-sales-shown>
              {t('my-sales.shown', { shown: sales.length, count: countOf(counts, filter) })}
            </p>
          )}
          {next && <More state={more} onMore={loadMore} />}
        </>
      )}
    </div>
  );
}

/** One chip per filter with its count; the chosen one is pressed. */
function Chips({
  counts,
  filter,
  onChoose,
}: {
  counts: MySaleCounts;
  filter: Filter;
  onChoose: (filter: Filter) => void;
}) {
  const t = useTranslate();
  // Rendered by the server first: each chip waits for its script rather than swallow a tap.
  const hydrated = useHydrated();
  return (
    <div role="group" aria-label={t('my-sales.filter.label')} className="flex flex-wrap gap-2" data-my-sales-filters>
      {FILTERS.map((f) => (
        <button
          key={f}
          type="button"
          aria-pressed={filter === f}
          disabled={!hydrated}
          className={`btn min-h-11 gap-2 px-3 py-1 sm:px-4 ${filter === f ? 'btn-primary' : 'btn-outline'}`}
          onClick={() => onChoose(f)}
          data-filter={f}
        >
          {t(`my-sales.filter.${f}`)}
          <span
            className={`rounded-full px-2 text-sm font-bold ${filter === f ? 'bg-white text-brand-700' : 'bg-line text-ink'}`}
            data-filter-count
          >
            {countOf(counts, f)}
          </span>
        </button>
      ))}
    </div>
  );
}

/**
 * "Mostrar mais": busy while the next page comes (it keeps the focus; a disabled button would drop it), and when
 * that fails, says so and offers to try again; the cards already shown stay.
 */
function More({ state, onMore }: { state: 'idle' | 'loading' | 'failed'; onMore: () => void }) {
  const t = useTranslate();
  const hydrated = useHydrated();
  return (
    <div className="flex flex-col items-start gap-3" data-my-sales-more>
      {state === 'failed' && <FormAlert>{t('my-sales.more.failed')}</FormAlert>}
      <button
        id={MORE}
        type="button"
        className="btn btn-outline min-h-11 w-full sm:w-auto"
        aria-disabled={state === 'loading'}
        disabled={!hydrated}
        aria-busy={state === 'loading'}
        onClick={onMore}
      >
        {t(state === 'loading' ? 'my-sales.more.loading' : state === 'failed' ? 'my-sales.retry' : 'my-sales.more')}
      </button>
    </div>
  );
}
