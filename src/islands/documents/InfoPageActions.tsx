/** The buttons under an existing page's form: put live or take off, and back to the text shipped with the code. */
import { restoreShippedInfoPage, setInfoPageLive } from '../../lib/api/documents.ts';
import { useTranslate } from '../../lib/translator.ts';
import { useHydrated } from '../hydration.ts';
import type { EditableInfoPage } from './use-info-page-editor.ts';

/** A button: its text, its call, and the toast once done (translation keys). */
type Action = [label: string, work: (slug: string) => Promise<unknown>, done: string];

interface Props {
  page: EditableInfoPage;
  busy: boolean;
  /** Runs an action's call on the page (saving unsaved changes first), then opens the editor again. */
  act: (slug: string, work: (slug: string) => Promise<unknown>, done: string) => Promise<void>;
}

export function InfoPageActions({ page, busy, act }: Props) {
  const t = useTranslate();
  const hydrated = useHydrated();
  const live: Action =
    page.status === 'DRAFT'
      ? ['info-page-editor.publish', (slug) => setInfoPageLive(slug, true), 'info-page-editor.published']
      : ['info-page-editor.unpublish', (slug) => setInfoPageLive(slug, false), 'info-page-editor.unpublished'];
  const restore: Action = [
    'info-page-editor.restore-shipped',
    restoreShippedInfoPage,
    'info-page-editor.shipped-restored',
  ];
  const actions = page.shipped && page.origin !== 'shipped' ? [live, restore] : [live];
  return (
    <section className="flex flex-wrap gap-3 border-t border-line pt-5" aria-label={t('info-page-editor.actions')}>
      {actions.map(([label, work, done]) => (
        <button
          key={label}
          type="button"
          className="btn btn-outline"
          aria-disabled={busy || undefined}
          disabled={!hydrated}
          onClick={() => void act(page.slug, work, done)}
        >
          {t(label)}
        </button>
      ))}
    </section>
  );
}
