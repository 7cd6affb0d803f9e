/** The owner's adverts on /my-sales: loaded a page at a time per filter, and where the focus goes after a change. */
import { useEffect, useRef, useState } from 'react';
import { fetchMySales } from '../../lib/api/sales.ts';
import { MY_SALE_STATUSES } from '../../lib/sales/types.ts';
import type { MySale, MySaleCounts, MySalesPage, SaleStatus } from '../../lib/sales/shapes.ts';
import { headingId } from './MySaleCard.tsx';

/** A chip: every advert, or one status. */
export type Filter = 'ALL' | SaleStatus;
/** The chips, in their order. */
export const FILTERS: readonly Filter[] = ['ALL', ...MY_SALE_STATUSES];

/** The line (or card) that says there is nothing to show: the focus goes there when the last card shown is deleted. */
export const NOTHING = 'my-sales-nothing';
/** The "Mostrar mais" button's id. */
export const MORE = 'my-sales-more';

/**
 * Holds the filter, the adverts shown, the next page and the counts; `focusOn` names what takes the focus next.
 * `initial` is the first page of every advert as the server rendered it (issue 59, Must 2): without it the list loads.
 */
export function useMySales(initial?: MySalesPage) {
  const [filter, setFilter] = useState<Filter>('ALL');
  const [sales, setSales] = useState<MySale[] | null>(initial?.items ?? null);
  const [next, setNext] = useState<string | null>(initial?.next ?? null);
  const [counts, setCounts] = useState<MySaleCounts | null>(initial?.counts ?? null);
  const rendered = useRef(initial !== undefined);
  const [failed, setFailed] = useState(false);
  const [more, setMore] = useState<'idle' | 'loading' | 'failed'>('idle');
  // The filter's current load: an answer for an earlier filter (a quick second tap) is dropped.
  const generation = useRef(0);
  // The id of what takes the focus once the list on the screen changed: the heading of the first card a page
  // added, or of the card after (or before) a deleted one; NOTHING; MORE.
  const focusOn = useRef<string | null>(null);

  const load = (chosen: Filter) => {
    const mine = ++generation.current;
    focusOn.current = null;
    setFailed(false);
    setSales(null);
    setNext(null);
    setMore('idle');
    fetchMySales({ status: chosen === 'ALL' ? undefined : chosen })
      .then((page) => {
        if (mine !== generation.current) return;
        setSales(page.items);
        setNext(page.next);
        setCounts(page.counts);
      })
      .catch(() => {
        if (mine === generation.current) setFailed(true);
      });
  };
  useEffect(() => {
    if (!rendered.current) load('ALL');
  }, []);

  useEffect(() => {
    if (!focusOn.current) return;
    const target = document.getElementById(focusOn.current);
    // In the middle of the screen: clear of the header above and of the toast below.
    target?.focus({ preventScroll: true });
    target?.scrollIntoView({ block: 'center' });
    focusOn.current = null;
  }, [sales]);

  function choose(chosen: Filter) {
    if (chosen === filter && sales) return;
    setFilter(chosen);
    load(chosen);
  }

  function loadMore() {
    if (!next || !sales || more === 'loading') return;
    const mine = generation.current;
    setMore('loading');
    fetchMySales({ status: filter === 'ALL' ? undefined : filter, cursor: next })
      .then((page: MySalesPage) => {
        if (mine !== generation.current) return;
        const first = page.items[0] ?? sales.at(-1);
        focusOn.current = first ? headingId(first.uid) : null;
        // Added to the list as it is now (a card deleted meanwhile stays deleted), each advert once.
        setSales((list) => {
          const shown = new Set(list?.map((s) => s.uid));
          return [...(list ?? []), ...page.items.filter((s) => !shown.has(s.uid))];
        });
        setNext(page.next);
        setCounts(page.counts);
        setMore('idle');
      })
      .catch(() => {
        if (mine === generation.current) setMore('failed');
      });
  }

  return { filter, sales, setSales, next, counts, setCounts, failed, more, focusOn, load, choose, loadMore };
}
