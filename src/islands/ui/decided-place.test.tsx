// @vitest-environment happy-dom
// A decided card keeps its place (issue 40): a one-line notice (issue 55) takes the focus where its buttons were, the
// page scrolled so the next card does not move; it stands for the hold and while on screen, and leaves once scrolled
// past, passing the focus on to the next card.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DECIDED_HOLD_MS, DecidedNotice, useDecidedPlace } from './decided-place.tsx';

/** The notices' observer, reported to by hand: `screen(true)` puts the notice on screen. */
let report: ((onScreen: boolean) => void) | undefined;
class FakeObserver {
  private readonly callback: IntersectionObserverCallback;
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
  }
  observe(target: Element) {
    report = (isIntersecting) =>
      this.callback([{ isIntersecting, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
    report(true);
  }
  disconnect() {
    report = undefined;
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Card({ title, onGone }: { title: string; onGone: () => void }) {
  const place = useDecidedPlace<HTMLLIElement>();
  if (place.decided) return <DecidedNotice decided={place.decided} onGone={onGone} data={{ 'data-decided': title }} />;
  return (
    <li ref={place.ref} data-card={title}>
      <button type="button" onClick={() => place.decide(`Aprovado — «${title}»`)}>
        Aprovar {title}
      </button>
    </li>
  );
}

function Queue() {
  const [titles, setTitles] = useState(['Bolinha', 'Farrusco']);
  return (
    <ul>
      {titles.map((title) => (
        <Card key={title} title={title} onGone={() => setTitles((list) => list.filter((x) => x !== title))} />
      ))}
    </ul>
  );
}

describe('DecidedNotice', () => {
  it('folds to one line with the focus, the next card kept still, stands while on screen, leaves once scrolled past', () => {
    // The next card began at 740 px under the decided card; once that folds to a line it would begin at 100 px.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const folded = document.querySelector('[data-decided]') !== null;
      const top = this.dataset['card'] === 'Farrusco' ? (folded ? 100 : 740) : 0;
      return { top, bottom: top, height: 0 } as DOMRect;
    });
    const scrolled = vi.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
    render(<Queue />);
    const approve = screen.getByRole('button', { name: 'Aprovar Bolinha' });
    approve.focus();
    fireEvent.click(approve);

    const notice = document.querySelector<HTMLElement>('[data-decided="Bolinha"]')!;
    expect(notice.textContent).toContain('Aprovado — «Bolinha»');
    expect(notice.style.minHeight).toBe('');
    expect(scrolled).toHaveBeenCalledWith(0, -640);
    expect(document.activeElement).toBe(notice);
    expect(document.querySelector('[data-card="Bolinha"]')).toBeNull();

    // Off screen before the hold is over: it stays for the hold.
    act(() => report?.(false));
    act(() => report?.(true));
    act(() => {
      vi.advanceTimersByTime(DECIDED_HOLD_MS * 3);
    });
    expect(document.querySelector('[data-decided="Bolinha"]')).toBe(notice);

    // Scrolled past: it goes, and the focus goes on to the next card.
    act(() => report?.(false));
    expect(document.querySelector('[data-decided="Bolinha"]')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Aprovar Farrusco' }));
  });

  it('leaves right after the hold when it was already off screen, and leaves the focus where the person put it', () => {
    render(<Queue />);
    fireEvent.click(screen.getByRole('button', { name: 'Aprovar Bolinha' }));
    const elsewhere = screen.getByRole('button', { name: 'Aprovar Farrusco' });
    elsewhere.focus();
    act(() => report?.(false));
    act(() => {
      vi.advanceTimersByTime(DECIDED_HOLD_MS - 1);
    });
    expect(document.querySelector('[data-decided="Bolinha"]')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(document.querySelector('[data-decided="Bolinha"]')).toBeNull();
    expect(document.activeElement).toBe(elsewhere);
  });
});
