/** Article management: every article with its status, and edit, view, publish, unpublish and delete (with confirmation). */
import { useState } from 'react';
import { MessagesContext, useTranslate, type Messages } from '../../lib/translator.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { useHydrated } from '../hydration.ts';
import { FormAlert } from '../ui/form.tsx';
import { ArticleRow, type ManagedArticle } from './ArticleRow.tsx';
import { PublishConfirm } from './PublishConfirm.tsx';
import { useArticleActions } from './use-article-actions.ts';

export type { ManagedArticle } from './ArticleRow.tsx';

interface Props {
  messages: Messages;
  articles: ManagedArticle[];
}

export default function ArticleManager({ messages, articles }: Props) {
  return (
    <MessagesContext.Provider value={messages}>
      <Manager initial={articles} />
    </MessagesContext.Provider>
  );
}

function Manager({ initial }: { initial: ManagedArticle[] }) {
  const t = useTranslate();
  const { articles, busy, error, run } = useArticleActions(initial);
  const [deleting, setDeleting] = useState<ManagedArticle | null>(null);
  const hydrated = useHydrated();
  // Publishing a draft notifies every user: asked first, as in the editor (issue 25, item 8).
  const [publishing, setPublishing] = useState<ManagedArticle | null>(null);

  if (articles.length === 0) return <p className="card p-6 text-lg">{t('admin-articles.empty')}</p>;

  return (
    <div className="flex flex-col gap-4">
      {error && <FormAlert>{error}</FormAlert>}
      {/* On a phone each row is a card (title, status and date, then the actions, all within reach); a table from md. */}
      <div className="card overflow-x-auto max-md:overflow-visible max-md:border-0 max-md:bg-transparent max-md:shadow-none">
        <table className="w-full text-left max-md:block">
          <caption className="sr-only">{t('admin-articles.caption')}</caption>
          <thead className="border-b border-line bg-sand text-sm max-md:hidden">
            <tr>
              <th scope="col" className="px-4 py-3">
                {t('admin-articles.col.title')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('admin-articles.col.status')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('admin-articles.col.date')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('admin-articles.col.actions')}
              </th>
            </tr>
          </thead>
          <tbody className="max-md:flex max-md:flex-col max-md:gap-3">
            {articles.map((article) => (
              <ArticleRow
                key={article.referenceKey}
                article={article}
                busy={busy === article.referenceKey}
                hydrated={hydrated}
                onPublish={() => setPublishing(article)}
                onUnpublish={() => void run(article, 'unpublish')}
                onDelete={() => setDeleting(article)}
              />
            ))}
          </tbody>
        </table>
      </div>
      <PublishConfirm
        open={publishing !== null}
        onOpenChange={(open) => !open && setPublishing(null)}
        onAccept={() => publishing && void run(publishing, 'publish')}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('admin-articles.confirm-delete.title')}
        text={t('admin-articles.confirm-delete.text', { title: deleting?.title ?? '' })}
        cancelLabel={t('admin-articles.confirm-delete.cancel')}
        acceptLabel={t('admin-articles.confirm-delete.confirm')}
        destructive
        onAccept={() => deleting && void run(deleting, 'delete')}
      />
    </div>
  );
}
