/** One article of the management table: its title, status and date, and its actions (a card on a phone). */
import type { ArticleSummary } from '../../lib/documents/shapes.ts';
import { useTranslate } from '../../lib/translator.ts';

export interface ManagedArticle extends Pick<ArticleSummary, 'referenceKey' | 'title' | 'status'> {
  /** Already formatted for display ("12 de março de 2026"), or null when never published. */
  publishedOn: string | null;
}

interface Props {
  article: ManagedArticle;
  /** A change of this article is under way. */
  busy: boolean;
  hydrated: boolean;
  /** Asks before publishing (it notifies every user). */
  onPublish: () => void;
  onUnpublish: () => void;
  /** Asks before deleting. */
  onDelete: () => void;
}

const smallButton = 'inline-flex min-h-11 items-center rounded-button border-2 px-3 text-sm font-semibold no-underline';

export function ArticleRow({ article, ...actions }: Props) {
  const t = useTranslate();
  return (
    <tr
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
        <ArticleActions article={article} {...actions} />
      </td>
    </tr>
  );
}

/** An article's links (edit, view) and buttons (publish or unpublish, delete), each naming the article. */
function ArticleActions({ article, busy, hydrated, onPublish, onUnpublish, onDelete }: Props) {
  const t = useTranslate();
  const label = (action: string) => t('admin-articles.action-label', { action, title: article.title });
  const disabled = busy || undefined;
  return (
    <div className="flex flex-wrap gap-2">
      <a
        href={`/admin/articles/edit?key=${encodeURIComponent(article.referenceKey)}`}
        className={`${smallButton} border-brand-700 text-brand-700`}
        aria-label={label(t('admin-articles.edit'))}
      >
        {t('admin-articles.edit')}
      </a>
      <a
        href={`/blog/detail/${encodeURIComponent(article.referenceKey)}`}
        className={`${smallButton} border-line text-ink`}
        aria-label={label(t('admin-articles.view'))}
      >
        {t('admin-articles.view')}
      </a>
      {article.status === 'DRAFT' ? (
        <button
          type="button"
          className={`${smallButton} border-leaf-700 text-leaf-700`}
          aria-disabled={disabled}
          disabled={!hydrated}
          aria-label={label(t('admin-articles.publish'))}
          onClick={onPublish}
        >
          {t('admin-articles.publish')}
        </button>
      ) : (
        <button
          type="button"
          className={`${smallButton} border-line text-ink`}
          aria-disabled={disabled}
          disabled={!hydrated}
          aria-label={label(t('admin-articles.unpublish'))}
          onClick={onUnpublish}
        >
          {t('admin-articles.unpublish')}
        </button>
      )}
      <button
        type="button"
        className={`${smallButton} border-error text-error`}
        aria-disabled={disabled}
        disabled={!hydrated}
        aria-label={label(t('admin-articles.delete'))}
        onClick={onDelete}
      >
        {t('admin-articles.delete')}
      </button>
    </div>
  );
}
