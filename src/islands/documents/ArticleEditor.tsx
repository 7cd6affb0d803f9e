/** The article editor: title, summary, Markdown body with a server-rendered preview, cover upload; save a draft or publish. */
import { useState } from 'react';
import { createArticle, previewArticle, setArticleLive, updateArticle } from '../../lib/api/documents.ts';
import { articleHref } from '../../lib/articles/format.ts';
import { ARTICLE_SUMMARY_MAX, ARTICLE_TITLE_MAX } from '../../lib/documents/rules.ts';
import type { DocumentStatus, EditableArticle as ArticleShape } from '../../lib/documents/shapes.ts';
import { MessagesContext, useTranslate, type Messages } from '../../lib/translator.ts';
import { CoverField } from './CoverField.tsx';
import { DocumentForm } from './DocumentForm.tsx';
import { createEditorStore, useEditorStore } from './editor-store.ts';
import { PublishConfirm } from './PublishConfirm.tsx';

/** What the editor needs of the article it changes (`source`: the Markdown as written). */
export type EditableArticle = Pick<
  ArticleShape,
  'referenceKey' | 'title' | 'summary' | 'source' | 'status' | 'coverImage'
>;

interface Props {
  messages: Messages;
  /** The article being edited; none for a new one. */
  article?: EditableArticle | undefined;
}

const FIELDS = ['title', 'summary', 'body', 'coverImage'] as const;

export default function ArticleEditor({ messages, article }: Props) {
  return (
    <MessagesContext.Provider value={messages}>
      <Editor article={article} />
    </MessagesContext.Provider>
  );
}

function Editor({ article }: { article?: EditableArticle | undefined }) {
  const t = useTranslate();
  // undefined: keep the current cover; null: remove it; a string: the new picture (data: URL).
  const [cover, setCover] = useState<string | null | undefined>(undefined);
  // Leaving with unsaved changes asks first; publishing, which notifies every user, is confirmed (issue 25, item 8).
  const editor = useEditorStore(
    () =>
      createEditorStore(
        { title: article?.title ?? '', summary: article?.summary ?? '', body: article?.source ?? '' },
        FIELDS,
      ),
    { changed: cover !== undefined },
  );
  const [confirmPublish, setConfirmPublish] = useState(false);
  const publishing = !article || article.status === 'DRAFT';

  const save = (publish: boolean) =>
    editor.save(
      async () => {
        const { title, summary, body } = editor.current();
        let key: string;
        let status: DocumentStatus;
        if (article) {
          const changes = { title, summary, body, ...(cover !== undefined ? { coverImage: cover } : {}) };
          key = (await updateArticle(article.referenceKey, changes)).referenceKey;
          status = article.status;
          if (publish && status === 'DRAFT') status = (await setArticleLive(key, true)).status;
        } else {
          ({ referenceKey: key, status } = await createArticle({
            title,
            summary,
            body,
            ...(cover ? { coverImage: cover } : {}),
            publish,
          }));
        }
        const justPublished = status === 'PUBLISHED' && article?.status !== 'PUBLISHED';
        return {
          target: articleHref(key),
          summary: justPublished ? 'article-editor.published' : 'article-editor.saved',
          detail: justPublished ? 'article-editor.published-detail' : undefined,
        };
      },
      (status, errors) => {
        if (status === 413 && !errors.coverImage) errors.coverImage = { key: 'image.error.image-too-large' };
      },
    );

  return (
    <>
      <DocumentForm
        editor={editor}
        marker="data-article-editor"
        labels={{
          title: t('article-editor.field.title'),
          summary: t('article-editor.field.summary'),
          body: t('article-editor.field.body'),
          coverImage: t('article-editor.cover'),
        }}
        status={
          article && (
            <p className="text-sm text-ink-muted" data-article-status={article.status}>
              {t('article-editor.status', { status: t(`article.status.${article.status}`) })}
            </p>
          )
        }
        title={{ ...editor.bind('title'), label: t('article-editor.field.title'), maxLength: ARTICLE_TITLE_MAX }}
        described={{
          ...editor.bind('summary'),
          label: t('article-editor.field.summary'),
          hint: t('article-editor.field.summary-hint'),
          maxLength: ARTICLE_SUMMARY_MAX,
        }}
        body={{ ...editor.bind('body'), label: t('article-editor.field.body'), preview: previewArticle }}
        publish={publishing ? t('article-editor.publish') : undefined}
        save={{ label: t(article ? 'article-editor.save' : 'article-editor.save-draft') }}
        // "Publicar" (also Enter in a field, which presses it) opens the confirmation; the draft is saved at once.
        onSend={(publish) => (publish && publishing ? setConfirmPublish(true) : void save(false))}
      >
        <CoverField editor={editor} current={article?.coverImage ?? null} onChange={setCover} />
      </DocumentForm>
      <PublishConfirm open={confirmPublish} onOpenChange={setConfirmPublish} onAccept={() => void save(true)} />
    </>
  );
}
