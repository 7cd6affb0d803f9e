// @vitest-environment happy-dom
// The seller's answer as the server sends it: "Aceitar" and "Recusar" are disabled until the island hydrates (a tap
// on a phone still loading the script did nothing and said nothing), then answer, "Recusar" opening the reason.
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hydrate, serverRendered } from '../../../tests/helpers/hydrate.tsx';
import { t } from '../../i18n/index.ts';
import { pickMessages } from '../../i18n/pick-messages.ts';
import type { Booking } from '../../lib/api/bookings.ts';
import { MessagesContext } from '../../lib/translator.ts';
import { Decision } from './Decision.tsx';
import { VISIT_REQUEST_KEYS } from './messages.ts';

const island = (
  <MessagesContext.Provider value={pickMessages(VISIT_REQUEST_KEYS)}>
    <Decision booking={{ uid: 'visita-1' } as Booking} onDecided={() => {}} />
  </MessagesContext.Provider>
);

describe('Decision before and after hydration', () => {
  it('shows its buttons disabled until the island hydrates, then "Recusar" asks for the reason', async () => {
    const container = await serverRendered(island);
    const buttons = () => [...container.querySelectorAll('button')].map((b) => [b.textContent, b.disabled]);
    expect(buttons()).toEqual([
      [t('visits.received.accept'), true],
      [t('visits.received.reject'), true],
    ]);

    const hydrated = await hydrate(container, island);
    expect(buttons()).toEqual([
      [t('visits.received.accept'), false],
      [t('visits.received.reject'), false],
    ]);
    const reject = [...container.querySelectorAll('button')].find((b) => b.textContent === t('visits.received.reject'));
    await act(async () => reject!.click());
    expect(container.querySelector('label')?.textContent).toContain(t('visits.received.reason'));
    expect(container.querySelector('textarea')).not.toBeNull();
    hydrated.done();
  });
});
