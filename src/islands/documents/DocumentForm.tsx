/**
 * The form both document editors are (articles and information pages): the error summary, the document's state, a
 * title, a short described text under it (an article's summary, a page's description), the Markdown body with the
 * server's preview and its hint, the kind's own fields, then "Publicar" beside the save button. `afterTitle` is what
 * only one kind has there (a new page's address).
 */
import { useRef, type ChangeEvent, type ReactNode, type SubmitEvent } from 'react';
import { useTranslate } from '../../lib/translator.ts';
import { ErrorSummary, FieldScope } from '../ui/error-summary.tsx';
import { TextAreaField, TextField } from '../ui/fields.tsx';
import type { BoundText, DocumentEditor } from './editor-store.ts';
import { MarkdownBody } from './MarkdownBody.tsx';

interface Labelled {
  label: string;
  maxLength: number;
}

interface Props<F extends string, K extends F> {
  editor: DocumentEditor<F, K>;
  /** The form's own attribute: `data-article-editor`, `data-info-page-editor`. */
  marker: `data-${string}`;
  /** Each field's name as the error summary lists it, in the form's order. */
  labels: Record<F, string>;
  /** What state the document is in, once it exists. */
  status?: ReactNode;
  title: BoundText & Labelled;
  afterTitle?: ReactNode;
  described: BoundText & Labelled & { hint: string };
  body: BoundText & { label: string; preview: (source: string, signal: AbortSignal) => Promise<string> };
  /** The kind's own fields, under the texts. */
  children?: ReactNode;
  /** The text of "Publicar" when the form offers it (first, so Enter in a field presses it). */
  publish?: string | undefined;
  save: { label: string; primary?: boolean };
  /** Sent with "Publicar" (`publish` true) or with the save button. */
  onSend: (publish: boolean) => void;
}

/** A text's state and error as a field's props. */
const wired = ({ name, value, error, onChange }: BoundText) => ({
  name,
  value,
  error,
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.target.value),
});

export function DocumentForm<F extends string, K extends F>(props: Props<F, K>) {
  const { editor, title, described, body, publish, save } = props;
  const t = useTranslate();
  const submitter = useRef<'draft' | 'publish'>('publish');
  const { summary, busy } = editor;
  const button = (kind: 'draft' | 'publish', label: string, primary: boolean) => (
    <button
      type="submit"
      className={primary ? 'btn btn-primary' : 'btn btn-outline'}
      aria-disabled={busy || undefined}
      onClick={() => (submitter.current = kind)}
    >
      {label}
    </button>
  );
  return (
    <form
      ref={editor.form}
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(e: SubmitEvent<HTMLFormElement>) => {
        e.preventDefault();
        if (!busy) props.onSend(submitter.current === 'publish');
      }}
      {...{ [props.marker]: true }}
    >
      <ErrorSummary summary={summary} labels={props.labels} errors={editor.errors} message={editor.formError} />
      {props.status}
      <FieldScope summary={summary}>
        <TextField label={title.label} maxLength={title.maxLength} {...wired(title)} />
        {props.afterTitle}
        <TextAreaField
          label={described.label}
          hint={described.hint}
          rows={2}
          maxLength={described.maxLength}
          {...wired(described)}
        />
        <MarkdownBody
          // The body's ids start with the summary's scope: its link reaches the text area.
          id={summary.scope}
          label={body.label}
          hint={t('article-editor.field.body-hint')}
          value={body.value}
          error={body.error}
          preview={body.preview}
          onChange={body.onChange}
        />
      </FieldScope>
      {props.children}
      <div className="flex flex-wrap gap-3 border-t border-line pt-5">
        {publish && button('publish', publish, true)}
        {button('draft', save.label, save.primary === true)}
      </div>
      {editor.guardDialog}
    </form>
  );
}
