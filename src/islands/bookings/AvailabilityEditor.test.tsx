// @vitest-environment happy-dom
// The availability editor against the real API (in-process Hono over real HTTP, PGlite or PostgreSQL): load, edit, save.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testApi } from '../../../tests/helpers/api.ts';
import { resetDatabase, signUp, useTestContext, type TestUser } from '../../../tests/helpers/context.ts';
import { clearCookies, openPage, until } from '../../../tests/helpers/stand-in-api.ts';
import { t } from '../../i18n/index.ts';
import { clearToasts, $toasts } from '../../stores/toasts.ts';
import { pickMessages } from '../../i18n/pick-messages.ts';
import AvailabilityEditor from './AvailabilityEditor.tsx';
import { AVAILABILITY_KEYS } from './messages.ts';

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

describe('AvailabilityEditor', () => {
  it('adds Saturday morning hours and a blocked day, and saves them for the signed-in seller', async () => {
    const user = userEvent.setup();
    render(<AvailabilityEditor messages={messages} />);
    const saturday = await screen.findByRole('group', { name: t('availability.weekday.6') });
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
  });

  it('marks an interval too short for one visit and saves nothing', async () => {
    await api.put(
      '/private/booking/availability',
      { hours: [{ weekday: 3, start: '17:00', end: '19:00' }], blockedDays: [] },
      { token: seller.token },
    );
    const user = userEvent.setup();
    render(<AvailabilityEditor messages={messages} />);
    const wednesday = await screen.findByRole('group', { name: t('availability.weekday.3') });
    const to = within(wednesday).getByDisplayValue('19:00');
    await user.clear(to);
    await user.type(to, '17:30');
    await user.click(screen.getByRole('button', { name: t('availability.save') }));

    expect(await screen.findByText(t('availability.error.too-short'))).toBeTruthy();
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe(t('availability.error.save'));
    expect((await saved()).hours).toEqual([{ weekday: 3, start: '17:00', end: '19:00' }]);
  });
});
