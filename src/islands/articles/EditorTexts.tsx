/**
 * The texts the article and information page editors write: a title, a short described text under it (an article's
 * summary, a page's description) and the Markdown body with the server's preview and the same hint. `afterTitle` is what only one
 * editor has there (a new page's address).
 */
import type { ChangeEvent, ReactNode } from 'react';
import { useTranslate } from '../../lib/translator.ts';
import { TextAreaField, TextField } from '../ui/fields.tsx';
import type { BoundText } from '../ui/editor-form.ts';
import { MarkdownBody } from './MarkdownBody.tsx';

interface Labelled {
  label: string;
  maxLength: number;
}

interface Props {
  title: BoundText & Labelled;
  described: BoundText & Labelled & { hint: string };
  body: BoundText & {
    /** Prefix of the ids of the body's label, tabs and panels. */
    id: string;
    label: string;
    preview: (source: string, signal: AbortSignal) => Promise<string>;
  };
  afterTitle?: ReactNode;
}

/** A text's state and error as a field's props. */
const wired = ({ name, value, error, onChange }: BoundText) => ({
  name,
  value,
  error,
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.target.value),
});

export function EditorTexts({ title, described, body, afterTitle }: Props) {
  const t = useTranslate();
  return (
    <>
      <TextField label={title.label} maxLength={title.maxLength} {...wired(title)} />
      {afterTitle}
      <TextAreaField
        label={described.label}
        hint={described.hint}
        rows={2}
        maxLength={described.maxLength}
        {...wired(described)}
      />
      <MarkdownBody
        id={body.id}
        label={body.label}
        hint={t('article-editor.field.body-hint')}
        value={body.value}
        error={body.error}
        preview={body.preview}
        onChange={body.onChange}
      />
    </>
  );
}
