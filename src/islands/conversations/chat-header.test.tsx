// @vitest-environment happy-dom
// A calmer conversation (issue 55, decision 202): the header's one action per side and its menu, blocking that asks
// first and changes nothing when cancelled, and the writer's reminder that speaks to their side.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { t } from '../../i18n/index.ts';
import { pickMessages } from '../../i18n/pick-messages.ts';
import type { Conversation } from '../../lib/api/conversations.ts';
import { MessagesContext } from '../../lib/translator.ts';
import { ConversationPane } from './ConversationPane.tsx';
import { MESSAGES_PAGE_KEYS } from './messages.ts';
import { RiskNote } from './RiskNote.tsx';

afterEach(cleanup);

const conversation = (role: Conversation['role'], blockedByMe = false): Conversation => ({
  uid: '0b8f4a52-3c1e-4f7a-9d2b-1a2b3c4d5e6f',
  role,
  sale: { uid: '5a6b7c8d-1e2f-4a3b-8c9d-0e1f2a3b4c5d', title: 'Cachorro Pug', image: null },
  other: { uid: '9f8e7d6c-5b4a-4c3d-8e2f-1a0b9c8d7e6f', name: 'Rita Costa', avatar: null },
  lastMessage: null,
  unread: 0,
  otherDeliveredId: 0,
  otherReadId: 0,
  blockedByMe,
  blockedByOther: false,
  createdAt: new Date(1_700_000_000_000).toISOString(),
});

function pane(role: Conversation['role'], onBlock = vi.fn(async () => {}), blockedByMe = false) {
  return render(
    <MessagesContext.Provider value={pickMessages(MESSAGES_PAGE_KEYS)}>
      <ConversationPane
        header={{ title: 'Cachorro Pug', image: null, name: 'Rita Costa', avatar: null }}
        conversation={conversation(role, blockedByMe)}
        thread={{ uid: 'c', items: [], more: false, loading: false }}
        onBack={() => {}}
        onLoadOlder={async () => {}}
        onBlock={onBlock}
        send={async () => {}}
        propose={async () => {}}
      />
    </MessagesContext.Provider>,
  );
}

const header = () => document.querySelector('[data-conversation-header]') as HTMLElement;

describe('the conversation header', () => {
  it("holds the buyer's one action and a menu; report and block are not on it", () => {
    pane('buyer');
    const inHeader = (name: string) => [...header().querySelectorAll('a, button')].some((e) => e.textContent === name);
    expect(inHeader(t('messages.book-visit'))).toBe(true);
    expect(inHeader(t('messages.visit.propose'))).toBe(false);
    expect(header().querySelector(`[aria-label="${t('messages.more')}"]`)).not.toBeNull();
    expect(screen.queryByText(t('messages.block'))).toBeNull();
    expect(screen.queryByText(t('messages.report'))).toBeNull();
  });

  it('holds "Propor visita" for the seller', () => {
    pane('seller');
    expect(header().querySelector('[data-propose-visit]')?.textContent).toBe(t('messages.visit.propose'));
    expect(header().querySelector('[data-conversation-book-visit]')).toBeNull();
  });

  it('blocks only once the person confirms, after saying what the other person sees', async () => {
    const onBlock = vi.fn(async () => {});
    pane('buyer', onBlock);
    const user = userEvent.setup();
    const openMenu = async () => {
      screen.getByRole('button', { name: t('messages.more') }).focus();
      await user.keyboard('{Enter}');
    };
    await openMenu();
    expect(screen.getByRole('menuitem', { name: t('messages.report') }).getAttribute('href')).toBe(
      `/report?target=CONVERSATION&uid=${conversation('buyer').uid}`,
    );
    await user.click(screen.getByRole('menuitem', { name: t('messages.block') }));
    const dialog = screen.getByRole('alertdialog', { name: 'Bloquear Rita Costa?' });
    expect(dialog.textContent).toContain('Não avisamos Rita Costa');
    expect(screen.getByRole('button', { name: t('messages.block-confirm.and-report') })).toBeDefined();
    await user.click(screen.getByRole('button', { name: t('messages.block-confirm.cancel') }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onBlock).not.toHaveBeenCalled();

    await openMenu();
    await user.click(screen.getByRole('menuitem', { name: t('messages.block') }));
    await user.click(screen.getByRole('button', { name: t('messages.block') }));
    expect(onBlock).toHaveBeenCalledExactlyOnceWith(true);
  });
});

describe("the writer's reminder", () => {
  const reminder = (body: string, writer: Conversation['role']) => {
    render(
      <MessagesContext.Provider value={pickMessages(MESSAGES_PAGE_KEYS)}>
        <RiskNote body={body} mine writer={writer} reportHref={null} />
      </MessagesContext.Provider>,
    );
    return document.querySelector('[data-contact-reminder]')?.textContent;
  };

  it('tells a seller who asks for a deposit that it drives buyers away, a buyer not to pay first', () => {
    const deposit = 'Basta um sinal de 150 euros por MB WAY e envio por transportadora.';
    expect(reminder(deposit, 'seller')).toBe(t('messages.reminder-seller.money'));
    cleanup();
    expect(reminder(deposit, 'buyer')).toBe(t('messages.reminder'));
  });

  it('tells a seller who hurries or gives a number what fits what they wrote', () => {
    expect(reminder('Tenho outros interessados, decida já.', 'seller')).toBe(t('messages.reminder-seller.pressure'));
    cleanup();
    expect(reminder('Ligue-me para o 912 345 678.', 'seller')).toBe(t('messages.reminder-seller.contact'));
  });
});
