/** The managed articles, and publishing, unpublishing or deleting one of them, one at a time. */
import { useState } from 'react';
import { deleteArticle, setArticleLive } from '../../lib/api/documents.ts';
import { useTranslate } from '../../lib/translator.ts';
import { showToast, TOAST_LIFE_MS } from '../../stores/toasts.ts';
import type { ManagedArticle } from './ArticleRow.tsx';

export type ArticleAction = 'publish' | 'unpublish' | 'delete';

/** `busy`: the key of the article being changed; `error`: why the last change failed. */
export function useArticleActions(initial: ManagedArticle[]) {
  const t = useTranslate();
  const [articles, setArticles] = useState(initial);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();

  async function run(article: ManagedArticle, action: ArticleAction) {
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

  return { articles, busy, error, run };
}
