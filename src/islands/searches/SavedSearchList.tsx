/**
 * /saved-searches (issue 19, decision 155): a person's saved searches with what each looks for, how many adverts match
 * now and a link to them, and the controls: how to be told, pause or resume, rename, delete. The server renders the
 * list (visible before hydration); each control saves at once through the API.
 */
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { type SavedSearch } from '../../lib/api/searches.ts';
import {
  ALERT_FREQUENCIES,
  MAX_SAVED_SEARCHES,
  MAX_SEARCH_NAME,
  type AlertFrequency,
} from '../../lib/searches/types.ts';
import { MessagesContext, useTranslate, type Messages, type Translate } from '../../lib/translator.ts';
import { useSavedSearchChanges } from './use-saved-search-changes.ts';
import { useHydrated } from '../hydration.ts';
import { DeleteWithConfirm } from '../ui/DeleteWithConfirm.tsx';
import { SelectField, TextField } from '../ui/fields.tsx';
import { FormAlert } from '../ui/form.tsx';

interface Props {
  messages: Messages;
  initial: SavedSearch[];
  /** The search saved just before this page opened: its arrival is announced and focused. */
  savedUid?: string | null;
}

export default function SavedSearchList({ messages, ...props }: Props) {
  return (
    <MessagesContext.Provider value={messages}>
      <SavedSearchListBody {...props} />
    </MessagesContext.Provider>
  );
}

function SavedSearchListBody({ initial, savedUid }: Omit<Props, 'messages'>) {
  const t = useTranslate();
  const [searches, setSearches] = useState(initial);
  const saved = useRef<HTMLParagraphElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const justSaved = savedUid ? searches.some((s) => s.uid === savedUid) : false;

  useEffect(() => {
    if (justSaved) saved.current?.focus();
    // Only when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const replace = (next: SavedSearch) => setSearches((list) => list.map((s) => (s.uid === next.uid ? next : s)));
  const remove = (uid: string) => {
    setSearches((list) => list.filter((s) => s.uid !== uid));
    heading.current?.focus();
  };

  return (
    <div className="flex flex-col gap-6">
      {justSaved && (
        <p
          ref={saved}
          tabIndex={-1}
          role="status"
          className="rounded-lg border-2 border-leaf-700 bg-leaf-100 px-4 py-3 font-semibold"
          data-search-saved
        >
          {t('saved-search.saved')}
        </p>
      )}
      <h2 ref={heading} tabIndex={-1} className="text-xl font-bold" data-saved-count={searches.length}>
        {t('saved-search.list.count', { count: searches.length, max: MAX_SAVED_SEARCHES })}
      </h2>
      {searches.length === 0 ? (
        <div className="card flex flex-col items-start gap-4 p-6" data-saved-empty>
          <p className="max-w-prose text-lg">{t('saved-search.list.empty')}</p>
          <a href="/sales" className="btn btn-primary">
            {t('saved-search.list.browse')}
          </a>
        </div>
      ) : (
        <ul className="flex flex-col gap-4" data-saved-searches>
          {searches.map((search) => (
            <li key={search.uid}>
              <SavedSearchItem search={search} onChange={replace} onDeleted={remove} t={t} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function SavedSearchItem({
  search,
  onChange,
  onDeleted,
  t,
}: {
  search: SavedSearch;
  onChange: (next: SavedSearch) => void;
  onDeleted: (uid: string) => void;
  t: Translate;
}) {
  const { busy, alert, change, confirmDelete } = useSavedSearchChanges(search, onChange, onDeleted, t);
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(search.name);
  const hydrated = useHydrated();
  const renameForm = useRef<HTMLFormElement>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const titleId = `saved-search-${search.uid}`;

  useEffect(() => {
    if (renaming) renameForm.current?.querySelector('input')?.focus();
  }, [renaming]);

  async function rename(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return;
    if (await change({ name })) {
      setRenaming(false);
      renameButton.current?.focus();
    }
  }

  return (
    <article
      className="card flex flex-col gap-4 p-5 md:p-6"
      aria-labelledby={titleId}
      aria-busy={busy}
      data-saved-search={search.uid}
    >
      <SearchSummary search={search} titleId={titleId} t={t} />
      {alert && <FormAlert>{alert}</FormAlert>}
      {renaming ? (
        <RenameForm
          formRef={renameForm}
          name={name}
          setName={setName}
          onSubmit={(e) => void rename(e)}
          onCancel={() => {
            setRenaming(false);
            setName(search.name);
            renameButton.current?.focus();
          }}
          t={t}
        />
      ) : null}
      <SelectField
        label={t('saved-search.frequency.label')}
        value={search.frequency}
        onChange={(e) => void change({ frequency: e.target.value as AlertFrequency })}
        data-saved-frequency
      >
        {ALERT_FREQUENCIES.map((f) => (
          <option key={f} value={f}>
            {t(`saved-search.frequency-short.${f}`)}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-outline"
          disabled={!hydrated}
          onClick={() => void change({ paused: !search.paused })}
          data-saved-pause
        >
          {search.paused ? t('saved-search.resume') : t('saved-search.pause')}
        </button>
        {!renaming && (
          <button
            ref={renameButton}
            type="button"
            className="btn btn-outline"
            disabled={!hydrated}
            onClick={() => setRenaming(true)}
          >
            {t('saved-search.rename')}
          </button>
        )}
        <DeleteWithConfirm
          label={t('saved-search.delete')}
          title={t('saved-search.delete.title')}
          text={t('saved-search.delete.text', { name: search.name })}
          cancelLabel={t('saved-search.rename.cancel')}
          acceptLabel={t('saved-search.delete.confirm')}
          onAccept={() => void confirmDelete()}
        />
      </div>
    </article>
  );
}

/** The search's name and summary, whether it is paused, how many adverts match it and the link to them. */
function SearchSummary({ search, titleId, t }: { search: SavedSearch; titleId: string; t: Translate }) {
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg font-bold break-words">
            {search.name}
          </h3>
          {search.summary !== search.name && <p className="text-ink-muted">{search.summary}</p>}
        </div>
        {search.paused && (
          <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-warn" data-saved-paused>
            {t('saved-search.paused')}
          </span>
        )}
      </div>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <span className="font-semibold" data-saved-matches={search.matches}>
          {search.matchesCapped
            ? t('saved-search.matches-more', { count: search.matches.toLocaleString('pt-PT') })
            : t('saved-search.matches', { count: search.matches })}
        </span>
        <a href={search.href} className="font-semibold">
          {t('saved-search.see')}
        </a>
      </p>
    </>
  );
}

/** The form that renames a search, its field first; cancelling puts the old name back. */
function RenameForm({
  formRef,
  name,
  setName,
  onSubmit,
  onCancel,
  t,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  name: string;
  setName: (name: string) => void;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  t: Translate;
}) {
  return (
    <form ref={formRef} className="flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={onSubmit}>
      <TextField
        className="grow"
        label={t('saved-search.name.label')}
        value={name}
        maxLength={MAX_SEARCH_NAME}
        onChange={(e) => setName(e.target.value)}
      />
      <div className="flex gap-2">
        <button type="submit" className="btn btn-primary">
          {t('saved-search.rename.save')}
        </button>
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          {t('saved-search.rename.cancel')}
        </button>
      </div>
    </form>
  );
}
