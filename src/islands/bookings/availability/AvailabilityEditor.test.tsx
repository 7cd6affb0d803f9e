// @vitest-environment happy-dom
// The availability editor against the real API (in-process Hono over real HTTP, PGlite or PostgreSQL): load, edit,
// save; closed to a summary with "Alterar" once there are hours (issue 40).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { renderToString } from 'react-dom/server';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testApi } from '../../../../tests/helpers/api.ts';
import { resetDatabase, signUp, useTestContext, type TestUser } from '../../../../tests/helpers/context.ts';
import { clearCookies, openPage, until } from '../../../../tests/helpers/stand-in-api.ts';
import { t } from '../../../i18n/index.ts';
import { clearToasts, $toasts } from '../../../stores/toasts.ts';
import { pickMessages } from '../../../i18n/pick-messages.ts';
import AvailabilityEditor from './AvailabilityEditor.tsx';
import { AVAILABILITY_KEYS } from '../messages.ts';

const messages = pickMessages(AVAILABILITY_KEYS);

const ctx = await useTestContext();
const api = testApi(ctx);
let origin = '';
let server: http.Server;
let seller: TestUser;

beforeAll(async () => {
  // The page's origin serves /api with the real application.
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = (req.url ?? '/').replace(/^\/api/, '');
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k] = v;
      const body = chunks.length ? Buffer.concat(chunks).toString() : undefined;
      void api
        .call(req.method ?? 'GET', path, { headers, ...(body !== undefined && { rawBody: body }) })
        .then(async (answer) => {
          res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
          res.end(await answer.text());
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

beforeEach(async () => {
  await resetDatabase(ctx);
  seller = await signUp(ctx, { userType: 'BREEDER' });
  openPage(origin, '/user-dashboard');
  clearCookies();
  document.cookie = `access_token=${seller.token}; path=/`;
  clearToasts();
});
afterEach(cleanup);

const saved = async () =>
  (await (await api.get('/private/booking/availability', { token: seller.token })).json()) as {
    hours: unknown[];
    blockedDays: string[];
  };

/** The first answer of a cold API can take more than findBy's second on a busy machine. */
const LOADED = { timeout: 20_000 };
const change = () =>
  screen.findByRole('button', { name: `${t('availability.change')} ${t('availability.change-what')}` }, LOADED);

describe('AvailabilityEditor', () => {
  it('without hours says so in one line with "Indicar horas"; adds Saturday hours and a blocked day, saves, closes', async () => {
    const user = userEvent.setup();
    render(<AvailabilityEditor messages={messages} />);
    const start = await screen.findByRole('button', { name: t('availability.start') }, LOADED);
    expect(document.querySelector('[data-availability-summary]')?.textContent).toBe(t('availability.summary.none'));
    expect(screen.queryByRole('group', { name: t('availability.weekday.6') })).toBeNull();
    await user.click(start);
    const saturday = screen.getByRole('group', { name: t('availability.weekday.6') });
    expect(within(saturday).getByText(t('availability.closed'))).toBeTruthy();
    await user.click(
      within(saturday).getByRole('button', { name: `${t('availability.weekday.6')}: ${t('availability.add')}` }),
    );
    const [from, to] = within(saturday).getAllByDisplayValue<HTMLInputElement>(/\d\d:\d\d/);
    await user.clear(from!);
    await user.type(from!, '09:30');
    await user.clear(to!);
    await user.type(to!, '12:30');

    const day = screen.getByLabelText(t('availability.blocked.day'));
    const future = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    await user.type(day, future);
    await user.click(screen.getByRole('button', { name: t('availability.blocked.add') }));
    await user.click(screen.getByRole('button', { name: t('availability.save') }));

    await until(() => $toasts.get().length > 0);
    expect($toasts.get()[0]).toMatchObject({ severity: 'success', summary: t('availability.saved') });
    expect(await saved()).toEqual({
      hours: [{ weekday: 6, start: '09:30', end: '12:30' }],
      blockedDays: [future],
      slotMinutes: 60,
    });
    // Closed again: the summary, and the focus on "Alterar".
    // Closed (after the save's answer, or at once): the focus reaches "Alterar" in an effect a moment later.
    const closed = await change();
    await until(() => document.activeElement === closed);
    expect(document.activeElement).toBe(closed);
    expect(screen.queryByRole('button', { name: t('availability.save') })).toBeNull();
    expect(document.querySelector('[data-availability-summary]')?.textContent).toBe(
      `${t('availability.day-short.6')} 09:30–12:30${t('availability.summary.blocked', { count: 1 })}`,
    );
  });

  it('shows saved hours as a summary; "Alterar" opens the editor on its first control, "Cancelar" closes it', async () => {
    await api.put(
      '/private/booking/availability',
      {
        hours: [
          ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '10:00', end: '18:00' })),
          { weekday: 6, start: '10:00', end: '13:00' },
        ],
        blockedDays: [],
      },
      { token: seller.token },
    );
    const user = userEvent.setup();
    render(<AvailabilityEditor messages={messages} />);
    const button = await change();
    expect(document.querySelector('[data-availability-summary]')?.textContent).toBe(
      'Seg–Sex 10:00–18:00 · Sáb 10:00–13:00',
    );
    expect(screen.queryByRole('group', { name: t('availability.weekday.1') })).toBeNull();

    await user.click(button);
    const monday = screen.getByRole('group', { name: t('availability.weekday.1') });
    expect(document.activeElement).toBe(within(monday).getAllByLabelText(t('availability.from'))[0]);
    await user.click(screen.getByRole('button', { name: t('availability.cancel') }));
    // Closed (after the save's answer, or at once): the focus reaches "Alterar" in an effect a moment later.
    const closed = await change();
    await until(() => document.activeElement === closed);
    expect(document.activeElement).toBe(closed);
    expect(screen.queryByRole('group', { name: t('availability.weekday.1') })).toBeNull();
  });

  it('marks an interval too short for one visit, links to it from the error summary and saves nothing', async () => {
    await api.put(
      '/private/booking/availability',
      { hours: [{ weekday: 3, start: '17:00', end: '19:00' }], blockedDays: [] },
      { token: seller.token },
    );
    const user = userEvent.setup();
    render(<AvailabilityEditor messages={messages} />);
    await user.click(await change());
    const wednesday = screen.getByRole('group', { name: t('availability.weekday.3') });
    const to = within(wednesday).getByDisplayValue('19:00');
    await user.clear(to);
    await user.type(to, '17:30');
    await user.click(screen.getByRole('button', { name: t('availability.save') }));

    expect(await screen.findByText(t('availability.error.too-short'))).toBeTruthy();
    expect(to.getAttribute('aria-invalid')).toBe('true');
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading').textContent).toBe(t('error-summary.title.one', { count: 1 }));
    expect(alert.textContent).toContain(t('availability.error.save'));
    const link = within(alert).getByRole('link', {
      name: `${t('availability.weekday.3')} ${t('availability.interval', { start: '17:00', end: '17:30' })}: ${t('availability.error.too-short')}`,
    });
    await user.click(link);
    expect(document.activeElement).toBe(within(wednesday).getByDisplayValue('17:00'));
    expect((await saved()).hours).toEqual([{ weekday: 3, start: '17:00', end: '19:00' }]);
  });

  it('holds the summary in the server HTML, from the hours the page read, with "Alterar" waiting for hydration', () => {
    const html = renderToString(
      <AvailabilityEditor
        messages={messages}
        initial={{ hours: [{ weekday: 0, start: '10:00', end: '12:00' }], blockedDays: [] }}
      />,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.querySelector('[data-availability-summary]')?.textContent).toBe('Dom 10:00–12:00');
    expect(page.querySelector('button')?.hasAttribute('disabled')).toBe(true);
    // Without hours the server's HTML holds the one line and "Indicar horas", closed, waiting too (decision 201).
    const none = new DOMParser().parseFromString(
      renderToString(<AvailabilityEditor messages={messages} initial={{ hours: [], blockedDays: [] }} />),
      'text/html',
    );
    expect(none.querySelector('[data-availability-form]')).toBeNull();
    expect(none.querySelector('[data-availability-summary]')?.textContent).toBe(t('availability.summary.none'));
    expect(none.querySelector('button')?.textContent).toBe(t('availability.start'));
    expect(none.querySelector('button')?.hasAttribute('disabled')).toBe(true);
  });
});
