/** "Publicar o artigo?": publishing notifies every user, so the editor and the article list both ask first (issue 25, item 8). */
import { useTranslate } from '../../lib/translator.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';

/** The keys the dialog shows; add them to the island's message list. */
export const PUBLISH_CONFIRM_KEYS = [
  'article-editor.publish-confirm.title',
  'article-editor.publish-confirm.text',
  'article-editor.publish-confirm.cancel',
  'article-editor.publish-confirm.accept',
] as const;

export function PublishConfirm({
  open,
  onOpenChange,
  onAccept,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAccept: () => void;
}) {
  const t = useTranslate();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('article-editor.publish-confirm.title')}
      text={t('article-editor.publish-confirm.text')}
      cancelLabel={t('article-editor.publish-confirm.cancel')}
      acceptLabel={t('article-editor.publish-confirm.accept')}
      onAccept={onAccept}
      data-publish-confirm
    />
  );
}
