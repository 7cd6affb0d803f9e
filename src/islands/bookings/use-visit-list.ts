/** A paged list of visits for the dashboard islands: first page on mount, "more", reload after a change. */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Booking, BookingPage, ListQuery } from '../../lib/api/bookings.ts';

export const PAGE_SIZE = 20;

export interface VisitList {
  items: Booking[];
  total: number;
  state: 'loading' | 'ready' | 'error';
  loadMore: () => void;
  reload: () => void;
  /** Puts the server's new version of one visit in place. */
  replace: (booking: Booking) => void;
}

/** `initial`: the first page as the server read it (decision 221): shown at once and not read again on mount. */
export function useVisitList(fetchPage: (q: ListQuery) => Promise<BookingPage>, initial?: BookingPage): VisitList {
  const [items, setItems] = useState<Booking[]>(initial?.content ?? []);
  const [total, setTotal] = useState(initial?.totalElements ?? 0);
  const [state, setState] = useState<VisitList['state']>(initial ? 'ready' : 'loading');
  const [pages, setPages] = useState(1);
  const rendered = useRef(initial !== undefined);

  const load = useCallback(
    async (count: number) => {
      setState((s) => (s === 'ready' ? s : 'loading'));
      try {
        // Reloading fetches every page shown so far in one call: the order may have changed.
        const page = await fetchPage({ page: 0, size: Math.min(PAGE_SIZE * count, 100) });
        setItems(page.content);
        setTotal(page.totalElements);
        setState('ready');
      } catch {
        setState('error');
      }
    },
    [fetchPage],
  );

  useEffect(() => {
    if (rendered.current) {
      rendered.current = false;
      return;
    }
    void load(1);
  }, [load]);

  return {
    items,
    total,
    state,
    loadMore: () => {
      const next = pages;
      setPages(pages + 1);
      void fetchPage({ page: next, size: PAGE_SIZE })
        .then((page) => {
          setItems((list) => [...list, ...page.content.filter((b) => !list.some((known) => known.uid === b.uid))]);
          setTotal(page.totalElements);
        })
        .catch(() => setState('error'));
    },
    reload: () => void load(pages),
    replace: (booking) => setItems((list) => list.map((b) => (b.uid === booking.uid ? booking : b))),
  };
}
