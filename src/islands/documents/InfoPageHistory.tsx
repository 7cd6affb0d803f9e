/** The history of an information page (decision 154): every revision with who saved it and when, a comparison of two, and restore. */
import { useId } from 'react';
import { MessagesContext, useTranslate, type Messages } from '../../lib/translator.ts';
import { FormAlert } from '../ui/form.tsx';
import { RevisionCompare } from './RevisionCompare.tsx';
import { RevisionList, type RevisionView } from './RevisionList.tsx';
import { useRevisionRestore } from './use-revision-restore.ts';

export type { RevisionView } from './RevisionList.tsx';

interface Props {
  messages: Messages;
  slug: string;
  /** Newest first. */
  revisions: RevisionView[];
}

export default function InfoPageHistory({ messages, slug, revisions }: Props) {
  return (
    <MessagesContext.Provider value={messages}>
      <History slug={slug} revisions={revisions} />
    </MessagesContext.Provider>
  );
}

function History({ slug, revisions }: { slug: string; revisions: RevisionView[] }) {
  const t = useTranslate();
  const ids = useId();
  const { busy, error, restore } = useRevisionRestore(slug);

  if (revisions.length === 0) return <p className="text-ink-muted">{t('info-page-history.empty')}</p>;

  return (
    <div className="flex flex-col gap-6">
      {error && <FormAlert>{error}</FormAlert>}
      <RevisionList revisions={revisions} busy={busy} onRestore={(number) => void restore(number)} />
      {revisions.length > 1 && <RevisionCompare ids={ids} revisions={revisions} />}
    </div>
  );
}
