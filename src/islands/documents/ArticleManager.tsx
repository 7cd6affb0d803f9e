/** Article management: every article with its status, and edit, view, publish, unpublish and delete (with confirmation). */
import { useState } from 'react';
import { deleteArticle, setArticleLive } from '../../lib/api/documents.ts';
import type { ArticleSummary } from '../../lib/documents/shapes.ts';
import { MessagesContext, useTranslate, type Messages } from '../../lib/translator.ts';
import { showToast, TOAST_LIFE_MS } from '../../stores/toasts.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { useHydrated } from '../hydration.ts';
import { FormAlert } from '../ui/form.tsx';
import { PublishConfirm } from './PublishConfirm.tsx';

export interface ManagedArticle extends Pick<ArticleSummary, 'referenceKey' | 'title' | 'status'> {
  /** Already formatted for display ("12 de março de 2026"), or null when never published. */
  publishedOn: string | null;
}

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

const smallButton = 'inline-flex min-h-11 items-center rounded-button border-2 px-3 text-sm font-semibold no-underline';

function Manager({ initial }: { initial: ManagedArticle[] }) {
  const t = useTranslate();
  const [articles, setArticles] = useState(initial);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [deleting, setDeleting] = useState<ManagedArticle | null>(null);
  const hydrated = useHydrated();
  // Publishing a draft notifies every user: asked first, as in the editor (issue 25, item 8).
  const [publishing, setPublishing] = useState<ManagedArticle | null>(null);

  async function run(article: ManagedArticle, action: 'publish' | 'unpublish' | 'delete') {
    if (busy) return;
    setBusy(article.referenceKey);
    setError(undefined);
    try {
      if (action === 'delete') {
        await deleteArticle(article.referenceKey);
        setArticles((list) => list.filter((a) => a.referenceKey !== article.referenceKey));
        showToast({ severity: 'success', summary: t('admin-articles.deleted'), life: TOAST_LIFE_MS });
      } else {
        const result = await setArticleLive(article.referenceKey, action === 'publish');
        setArticles((list) =>
          list.map((a) => (a.referenceKey === article.referenceKey ? { ...a, status: result.status } : a)),
        );
        showToast({
          severity: 'success',
          summary: t(action === 'publish' ? 'admin-articles.published' : 'admin-articles.unpublished'),
          ...(result.notified > 0 ? { detail: t('article-editor.published-detail') } : {}),
          life: TOAST_LIFE_MS,
        });
      }
    } catch {
      setError(t('form.error.generic'));
    } finally {
      setBusy(null);
    }
  }

  if (articles.length === 0) return <p className="card p-6 text-lg">{t('admin-articles.empty')}</p>;

  const label = (action: string, title: string) => t('admin-articles.action-label', { action, title });

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
            {articles.map((article) => {
              const href = `/blog/detail/${encodeURIComponent(article.referenceKey)}`;
              const disabled = busy === article.referenceKey || undefined;
              return (
                <tr
                  key={article.referenceKey}
                  className="border-b border-line last:border-0 max-md:flex max-md:flex-wrap max-md:items-center max-md:gap-x-3 max-md:gap-y-2 max-md:rounded-card max-md:border-2 max-md:bg-white max-md:p-4 max-md:last:border-2"
                  data-managed-article={article.referenceKey}
                >
                  <th
                    scope="row"
                    className="px-4 py-3 font-semibold [overflow-wrap:anywhere] max-md:block max-md:w-full max-md:min-w-0 max-md:p-0 max-md:text-lg"
                  >
                    {article.title}
                  </th>
                  <td className="px-4 py-3 max-md:block max-md:p-0">
                    <span
                      className={`rounded-full px-2.5 py-0.5 text-sm font-bold ${article.status === 'PUBLISHED' ? 'bg-leaf-100 text-leaf-700' : 'bg-brand-100 text-brand-800'}`}
                      data-status={article.status}
                    >
                      {t(`article.status.${article.status}`)}
                    </span>
                  </td>
                  <td className="px-4 py-3 text-sm text-ink-muted max-md:block max-md:p-0">
                    {article.publishedOn ?? t('admin-articles.not-published')}
                  </td>
                  <td className="px-4 py-3 max-md:block max-md:w-full max-md:p-0 max-md:pt-1">
                    <div className="flex flex-wrap gap-2">
                      <a
                        href={`/admin/articles/edit?key=${encodeURIComponent(article.referenceKey)}`}
                        className={`${smallButton} border-brand-700 text-brand-700`}
                        aria-label={label(t('admin-articles.edit'), article.title)}
                      >
                        {t('admin-articles.edit')}
                      </a>
                      <a
                        href={href}
                        className={`${smallButton} border-line text-ink`}
                        aria-label={label(t('admin-articles.view'), article.title)}
                      >
                        {t('admin-articles.view')}
                      </a>
                      {article.status === 'DRAFT' ? (
                        <button
                          type="button"
                          className={`${smallButton} border-leaf-700 text-leaf-700`}
                          aria-disabled={disabled}
                          disabled={!hydrated}
                          aria-label={label(t('admin-articles.publish'), article.title)}
                          onClick={() => setPublishing(article)}
                        >
                          {t('admin-articles.publish')}
                        </button>
                      ) : (
                        <button
                          type="button"
                          className={`${smallButton} border-line text-ink`}
                          aria-disabled={disabled}
                          disabled={!hydrated}
                          aria-label={label(t('admin-articles.unpublish'), article.title)}
                          onClick={() => void run(article, 'unpublish')}
                        >
                          {t('admin-articles.unpublish')}
                        </button>
                      )}
                      <button
                        type="button"
                        className={`${smallButton} border-error text-error`}
                        aria-disabled={disabled}
                        disabled={!hydrated}
                        aria-label={label(t('admin-articles.delete'), article.title)}
                        onClick={() => setDeleting(article)}
                      >
                        {t('admin-articles.delete')}
                      </button>
                    </div>
                  </td>
                </tr>
              );
            })}
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
