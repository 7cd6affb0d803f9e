/**
 * A decided card keeps its place (issue 40, decision 181): the moderators' queues (adverts, reports, appeals,
 * certifications) replace a card they have just decided with a one-line notice ("Aprovado — «…»"). The card's height
 * folds away above the notice (issue 55: a 1,239 px empty box on a phone was worse), and the page is scrolled by as
 * much, so the notice stands where the card's buttons were and the next card, and its buttons, stay where they were
 * under a pointer or a thumb still pressing. The notice holds for a few seconds at least, and then only while it is
 * on screen: it leaves once the person has moved on (scrolled past it), when its going moves nothing they see. The
 * focus, lost with the card's buttons, goes to the notice (on screen, so the toast region stands clear of it), from
 * where Tab carries on to the next card; if it is still there when the notice leaves, it goes on to the next card.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]';

/** The least time a notice stands, whatever the person does. */
export const DECIDED_HOLD_MS = 3_000;

export interface Decided {
  text: string;
  /** Where, on screen, what follows the card began when it was decided (the next card, else the card's foot). */
  anchor: number;
}

/** A card's side: `ref` on the card, `decide(text)` once the decision is taken; then render `DecidedNotice`. */
export function useDecidedPlace<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [decided, setDecided] = useState<Decided | null>(null);
  const decide = useCallback((text: string) => setDecided({ text, anchor: anchorOf(ref.current, ref.current) }), []);
  return { ref, decided, decide };
}

interface Props {
  decided: Decided;
  /** Takes the card out of its list: called once the notice may go. */
  onGone: () => void;
  /** What identifies the notice (`data-queue-decided={uid}`, …). */
  data?: Readonly<Record<`data-${string}`, string>>;
}

/** The top of the element after `item` on screen, or the bottom of `own` (the card, then its notice) when last. */
function anchorOf(item: HTMLElement | null, own: HTMLElement | null): number {
  const next = item?.nextElementSibling;
  if (next) return next.getBoundingClientRect().top;
  return own?.getBoundingClientRect().bottom ?? 0;
}

export function DecidedNotice({ decided, onGone, data }: Props) {
  const ref = useRef<HTMLLIElement>(null);
  const gone = useRef(onGone);
  gone.current = onGone;

  // Before the first paint: the card folded to one line, so scroll back by what it lost (a browser's scroll anchoring
  // may have done it already; then nothing moved and nothing is scrolled).
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const moved = anchorOf(element, element) - decided.anchor;
    if (Number.isFinite(moved) && moved !== 0) window.scrollBy(0, moved);
  }, [decided.anchor]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // The decided card's buttons went with it: the focus would fall back to the page's start.
    if (!document.activeElement || document.activeElement === document.body) element.focus({ preventScroll: true });

    let held = false;
    // Without IntersectionObserver nobody can tell: the notice goes once held.
    let onScreen = typeof IntersectionObserver === 'function';
    let left = false;
    const leave = () => {
      if (left || !held || onScreen) return;
      left = true;
      const focused = element.contains(document.activeElement);
      const after = element.nextElementSibling ?? element.previousElementSibling;
      const box = element.getBoundingClientRect();
      // Above the screen its going would pull what is seen upwards; browsers with scroll anchoring hold it still,
      // others are scrolled back by as much.
      const anchored = typeof CSS !== 'undefined' && CSS.supports('overflow-anchor', 'auto');
      const parent = element.parentElement;
      const gap = parent ? parseFloat(getComputedStyle(parent).rowGap) || 0 : 0;
      const shift = box.bottom <= 0 && !anchored ? box.height + gap : 0;
      flushSync(() => gone.current());
      if (shift > 0) window.scrollBy(0, -shift);
      if (focused) after?.querySelector<HTMLElement>(FOCUSABLE)?.focus({ preventScroll: true });
    };
    const timer = setTimeout(() => {
      held = true;
      leave();
    }, DECIDED_HOLD_MS);
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => {
            onScreen = entries.some((entry) => entry.isIntersecting);
            leave();
          })
        : null;
    observer?.observe(element);
    return () => {
      clearTimeout(timer);
      observer?.disconnect();
    };
  }, []);

  return (
    <li
      ref={ref}
      tabIndex={-1}
      className="card border-2 border-dashed border-leaf-700 px-5 py-3 font-semibold [overflow-wrap:anywhere]"
      {...data}
    >
      {/* Where the card's buttons were and the eyes still are. */}
      <span className="flex items-start gap-3">
        <span aria-hidden="true" className="text-2xl leading-none text-leaf-700">
          ✓
        </span>
        <span>{decided.text}</span>
      </span>
    </li>
  );
}
