/** Article management: every article with its status, and edit, view, publish, unpublish and delete (with confirmation). */
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useState } from 'react';
import { deleteArticle, publishArticle, unpublishArticle, type ArticleStatus } from '../../lib/api/articles.ts';
import { MessagesContext, useTranslate, type Messages } from '../../lib/translator.ts';
import { showToast, TOAST_LIFE_MS } from '../../stores/toasts.ts';
import { FormAlert } from '../auth/fields.tsx';

export interface ManagedArticle {
  referenceKey: string;
  title: string;
  status: ArticleStatus;
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

const smallButton = 'inline-flex min-h-10 items-center rounded-button border-2 px-3 text-sm font-semibold no-underline';

function Manager({ initial }: { initial: ManagedArticle[] }) {
  const t = useTranslate();
  const [articles, setArticles] = useState(initial);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [deleting, setDeleting] = useState<ManagedArticle | null>(null);

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
        const result =
          action === 'publish'
            ? await publishArticle(article.referenceKey)
            : await unpublishArticle(article.referenceKey);
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
      <div className="card overflow-x-auto">
        <table className="w-full text-left">
          <caption className="sr-only">{t('admin-articles.caption')}</caption>
          <thead className="border-b border-line bg-sand text-sm">
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
          <tbody>
            {articles.map((article) => {
              const href = `/blog/detail/${encodeURIComponent(article.referenceKey)}`;
              const disabled = busy === article.referenceKey || undefined;
              return (
                <tr
                  key={article.referenceKey}
                  className="border-b border-line last:border-0"
                  data-managed-article={article.referenceKey}
                >
                  <th scope="row" className="px-4 py-3 font-semibold">
                    {article.title}
                  </th>
                  <td className="px-4 py-3">
                    <span
                      className={`rounded-full px-2.5 py-0.5 text-sm font-bold ${article.status === 'PUBLISHED' ? 'bg-leaf-100 text-leaf-700' : 'bg-brand-100 text-brand-800'}`}
                      data-status={article.status}
                    >
                      {t(`article.status.${article.status}`)}
                    </span>
                  </td>
                  <td className="px-4 py-3 text-sm text-ink-muted">
                    {article.publishedOn ?? t('admin-articles.not-published')}
                  </td>
                  <td className="px-4 py-3">
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
                          aria-label={label(t('admin-articles.publish'), article.title)}
                          onClick={() => void run(article, 'publish')}
                        >
                          {t('admin-articles.publish')}
                        </button>
                      ) : (
                        <button
                          type="button"
                          className={`${smallButton} border-line text-ink`}
                          aria-disabled={disabled}
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
      <AlertDialog.Root open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-ink/40" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-[61] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-card bg-white p-6 shadow-xl">
            <AlertDialog.Title className="text-lg font-bold text-ink">
              {t('admin-articles.confirm-delete.title')}
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-ink-muted">
              {t('admin-articles.confirm-delete.text', { title: deleting?.title ?? '' })}
            </AlertDialog.Description>
            <div className="mt-6 flex justify-end gap-3">
              <AlertDialog.Cancel className="btn btn-outline">
                {t('admin-articles.confirm-delete.cancel')}
              </AlertDialog.Cancel>
              <AlertDialog.Action
                className="btn bg-error text-white hover:opacity-90"
                onClick={() => deleting && void run(deleting, 'delete')}
              >
                {t('admin-articles.confirm-delete.confirm')}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </div>
  );
}
