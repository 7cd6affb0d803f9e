/** An information page's address: a link for an existing page (it never changes), a field for a new one. */
import { SLUG_MAX } from '../../lib/documents/addresses.ts';
import { useTranslate } from '../../lib/translator.ts';
import { TextField } from '../ui/fields.tsx';
import { labelClass } from '../ui/form.tsx';

interface Props {
  /** The existing page's address; none for a new page. */
  slug: string | undefined;
  value: string;
  error: string | undefined;
  /** The address typed by hand. */
  onChange: (value: string) => void;
}

export function InfoPageAddress({ slug, value, error, onChange }: Props) {
  const t = useTranslate();
  if (slug !== undefined)
    return (
      <p>
        <span className={labelClass}>{t('info-page-editor.field.slug')}</span>
        <a href={`/${slug}`} className="font-mono">{`/${slug}`}</a>
      </p>
    );
  return (
    <TextField
      label={t('info-page-editor.field.slug')}
      name="slug"
      value={value}
      maxLength={SLUG_MAX}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      hint={t('info-page-editor.field.slug-hint', { path: `/${value || '…'}` })}
      error={error}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
