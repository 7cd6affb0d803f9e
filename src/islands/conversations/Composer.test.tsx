// @vitest-environment happy-dom
// A message refused by a busy site (issue 41: 503 with Retry-After) is sent again by itself after the seconds it was
// told, saying so meanwhile; the text stays in the box until it is sent, and a site still busy after the last try
// says so and keeps the text.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { json, openPage, startStandIn, until, type StandIn } from '../../../tests/helpers/stand-in-api.ts';
import { t } from '../../i18n/index.ts';
import { pickMessages } from '../../i18n/pick-messages.ts';
import { writeMessage } from '../../lib/api/conversations.ts';
import { MessagesContext } from '../../lib/translator.ts';
import { Composer } from './Composer.tsx';
import { MESSAGES_PAGE_KEYS } from './messages.ts';

const PATH = 'POST /api/private/conversation/c1/message';
let server: StandIn;
beforeAll(async () => {
  server = await startStandIn();
});
afterAll(() => server.close());
beforeEach(() => {
  openPage(server.origin, '/messages');
  server.seen.length = 0;
});
afterEach(cleanup);

/** The stand-in answers `busy` times 503 with Retry-After: 1, then 201. */
function busyFor(busy: number) {
  let refused = 0;
  server.routes.set(PATH, (_req, res, body) => {
    if (refused < busy) {
      refused += 1;
      res.setHeader('Retry-After', '1');
      return json(res, 503, { status: 503, message: 'conversation.error.busy' });
    }
    json(res, 201, {
      id: 7,
      conversationId: 'c1',
      mine: true,
      photos: [],
      visit: null,
      createdAt: '',
      ...JSON.parse(body),
    });
  });
}

async function write(text: string) {
  const user = userEvent.setup();
  render(
    <MessagesContext.Provider value={pickMessages(MESSAGES_PAGE_KEYS)}>
      <Composer newTo={null} send={async (written) => void (await writeMessage('c1', written))} />
    </MessagesContext.Provider>,
  );
  const box = screen.getByLabelText(t('messages.composer.label'));
  await user.type(box, text);
  await user.click(screen.getByRole('button', { name: t('messages.composer.send') }));
  return box as HTMLTextAreaElement;
}

describe('the composer on a busy site', () => {
  it('says it will send again, does, and empties the box once sent', async () => {
    busyFor(1);
    const box = await write('Ainda está disponível?');
    await until(() => screen.getByRole('status').textContent !== '');
    expect(screen.getByRole('status').textContent).toBe(t('messages.composer.retrying', { seconds: 1 }));
    expect(box.value).toBe('Ainda está disponível?');
    for (let i = 0; i < 3 && box.value !== ''; i += 1) await until(() => box.value === '');
    expect(box.value).toBe('');
    expect(server.seen.filter((s) => `${s.method} ${s.path}` === PATH)).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(document.activeElement).toBe(box);
  });

  it('keeps the text and says why when the site stays busy', async () => {
    busyFor(10);
    const box = await write('Olá');
    for (let i = 0; i < 5 && !screen.queryByRole('alert'); i += 1) await until(() => !!screen.queryByRole('alert'));
    expect(screen.getByRole('alert').textContent).toBe(t('conversation.error.busy'));
    expect(box.value).toBe('Olá');
    expect(server.seen.filter((s) => `${s.method} ${s.path}` === PATH)).toHaveLength(4);
  }, 10_000);
});
