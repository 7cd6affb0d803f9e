/**
 * The information page editor (decision 153): title, address (new pages only), description, Markdown body with
 * the server's preview, position and footer; save a draft or publish, put live or take off, and go back to the
 * text shipped with the code.
 */
import { previewInfoPage } from '../../lib/api/documents.ts';
import { suggestSlug } from '../../lib/documents/addresses.ts';
import { INFO_PAGE_DESCRIPTION_MAX, INFO_PAGE_TITLE_MAX } from '../../lib/documents/rules.ts';
import { MessagesContext, useTranslate, type Messages } from '../../lib/translator.ts';
import { DocumentForm } from './DocumentForm.tsx';
import { InfoPageActions } from './InfoPageActions.tsx';
import { InfoPageAddress } from './InfoPageAddress.tsx';
import { InfoPagePlacement } from './InfoPagePlacement.tsx';
import { FIELDS, useInfoPageEditor, type EditableInfoPage, type Field } from './use-info-page-editor.ts';

export type { EditableInfoPage } from './use-info-page-editor.ts';

interface Props {
  messages: Messages;
  /** The page being edited; none for a new one. */
  page?: EditableInfoPage | undefined;
}

export default function InfoPageEditor({ messages, page }: Props) {
  return (
    <MessagesContext.Provider value={messages}>
      <Editor page={page} />
    </MessagesContext.Provider>
  );
}

function Editor({ page }: { page?: EditableInfoPage | undefined }) {
  const t = useTranslate();
  const { editor, slugTouched, touchSlug, inFooter, setInFooter, save, act } = useInfoPageEditor(page);
  const { store, texts, errors, busy } = editor;

  return (
    <div className="flex flex-col gap-6">
      <DocumentForm
        editor={editor}
        marker="data-info-page-editor"
        labels={Object.fromEntries(FIELDS.map((f) => [f, t(`info-page-editor.field.${f}`)])) as Record<Field, string>}
        status={
          page && (
            <p className="text-sm text-ink-muted" data-info-page-status={page.status}>
              {t('info-page-editor.status', { status: t(`info-page.status.${page.status}`) })} ·{' '}
              {t(`info-page.origin.${page.origin}`)}
            </p>
          )
        }
        title={{
          ...editor.bind('title'),
          label: t('info-page-editor.field.title'),
          maxLength: INFO_PAGE_TITLE_MAX,
          onChange: (value) => {
            store.change('title', value);
            if (!page && !slugTouched) store.setText('slug', suggestSlug(value));
          },
        }}
        afterTitle={
          <InfoPageAddress
            slug={page?.slug}
            value={texts.slug}
            error={errors.slug}
            onChange={(value) => {
              store.change('slug', value);
              touchSlug();
            }}
          />
        }
        described={{
          ...editor.bind('description'),
          label: t('info-page-editor.field.description'),
          hint: t('info-page-editor.field.description-hint'),
          maxLength: INFO_PAGE_DESCRIPTION_MAX,
        }}
        body={{ ...editor.bind('body'), label: t('info-page-editor.field.body'), preview: previewInfoPage }}
        publish={page ? undefined : t('info-page-editor.publish')}
        save={{ label: t(page ? 'info-page-editor.save' : 'info-page-editor.save-draft'), primary: Boolean(page) }}
        onSend={save}
      >
        {/* The position's ids start with the summary's scope: its link reaches it. */}
        <InfoPagePlacement
          ids={editor.summary.scope}
          order={texts.order}
          orderError={errors.order}
          onOrder={(value) => store.change('order', value)}
          inFooter={inFooter}
          onFooter={setInFooter}
        />
      </DocumentForm>
      {page && <InfoPageActions page={page} busy={busy} act={act} />}
    </div>
  );
}
