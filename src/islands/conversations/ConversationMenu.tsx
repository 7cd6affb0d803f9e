/**
 * The conversation header's menu (issue 55, decision 202): "Denunciar" and "Bloquear" (or "Desbloquear"), kept off the
 * header's one row because they are rare. Blocking asks first, says what the other person will see, and offers to
 * report as well; unblocking acts at once (it takes nothing away).
 */
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useRef, useState } from 'react';
import type { Conversation } from '../../lib/api/conversations.ts';
import { errorKey } from '../../lib/api/client.ts';
import { useTranslate } from '../../lib/translator.ts';
import { showToast } from '../../stores/toasts.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';

const itemClass =
  'flex min-h-11 cursor-pointer items-center rounded-lg px-3 py-2 font-semibold text-ink no-underline outline-none ' +
  'data-[highlighted]:bg-brand-100 data-[highlighted]:text-brand-800';

interface Props {
  conversation: Conversation;
  otherName: string;
  onBlock: (blocked: boolean) => Promise<void>;
}

export function ConversationMenu({ conversation, otherName, onBlock }: Props) {
  const t = useTranslate();
  const trigger = useRef<HTMLButtonElement>(null);
  const [asking, setAsking] = useState(false);
  // The menu closes as the dialog opens: the dialog takes the focus, not the menu's button.
  const dialogNext = useRef(false);
  const reportHref = `/report?target=CONVERSATION&uid=${conversation.uid}`;

  const block = async (blocked: boolean): Promise<boolean> => {
    try {
      await onBlock(blocked);
      return true;
    } catch (error) {
      showToast({ severity: 'error', summary: t(errorKey(error) ?? 'server-error') });
      return false;
    }
  };

  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          ref={trigger}
          className="btn btn-outline min-h-11 w-11 shrink-0 px-0"
          aria-label={t('messages.more')}
          data-conversation-menu
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="currentColor">
            <circle cx="12" cy="5" r="2" />
            <circle cx="12" cy="12" r="2" />
            <circle cx="12" cy="19" r="2" />
          </svg>
        </DropdownMenu.Trigger>
        {/* Not in a portal: the menu stays inside the page's main landmark, where it belongs. */}
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-48 rounded-card border border-line bg-white p-2 shadow-lg"
          onCloseAutoFocus={(event) => {
            if (dialogNext.current) event.preventDefault();
            dialogNext.current = false;
          }}
        >
          <DropdownMenu.Item asChild className={itemClass}>
            <a href={reportHref}>{t('messages.report')}</a>
          </DropdownMenu.Item>
          {conversation.blockedByMe ? (
            <DropdownMenu.Item className={itemClass} onSelect={() => void block(false)}>
              {t('messages.unblock')}
            </DropdownMenu.Item>
          ) : (
            <DropdownMenu.Item
              className={itemClass}
              onSelect={() => {
                dialogNext.current = true;
                setAsking(true);
              }}
            >
              {t('messages.block')}
            </DropdownMenu.Item>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('messages.block-confirm.title', { name: otherName })}
        text={t('messages.block-confirm.text', { name: otherName })}
        acceptLabel={t('messages.block')}
        cancelLabel={t('messages.block-confirm.cancel')}
        destructive
        returnFocusTo={trigger}
        onAccept={() => void block(true)}
        also={{
          label: t('messages.block-confirm.and-report'),
          onAccept: () => void block(true).then((done) => done && location.assign(reportHref)),
        }}
        data-block-dialog
      />
    </>
  );
}
