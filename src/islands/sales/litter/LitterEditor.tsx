/**
 * A litter's animals, on its advert's edit page (issue 39, decision 186): what the animals share is the advert above;
 * here each animal is a row, added, copied from another ("Juntar outro como este") or taken out, and checked by the
 * rules the server runs, errors at the row's fields and in the summary. Saving keeps the advert online; on a published
 * advert the animals then wait for the moderators, which the editor says above them (decision 197). A saved animal's
 * state changes at once.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError, errorKey } from '../../../lib/api/client.ts';
import { saveLitterAnimals, setLitterAnimalState } from '../../../lib/api/sales.ts';
import { animalsErrors, LITTER_ANIMALS_MAX } from '../../../lib/sales/litter.ts';
import type { LitterAnimal } from '../../../lib/sales/shapes.ts';
import type { SaleAvailability } from '../../../lib/sales/types.ts';
import { MessagesContext, useTranslate, type Messages } from '../../../lib/translator.ts';
import { ErrorSummary, FieldScope, useErrorSummary } from '../../ui/error-summary.tsx';
import { SubmitButton, translateKey } from '../../ui/form.tsx';
import { AnimalRow } from './AnimalRow.tsx';
import { bodyOf, copyAfter, emptyRow, errorsByRow, rowOf, type AnimalRowState } from './rows.ts';

interface Props {
  messages: Messages;
  saleUid: string;
  animals: LitterAnimal[];
  /** The animals shown are a change waiting for the moderators (buyers still see the approved ones). */
  pending: boolean;
  /** The advert's own animal: a litter's first row before it has any (its sex, price and chip). */
  first: Pick<AnimalRowState, 'sex' | 'price' | 'microchip'>;
}

export default function LitterEditor({ messages, ...props }: Props) {
  return (
    <MessagesContext.Provider value={messages}>
      <Editor {...props} />
    </MessagesContext.Provider>
  );
}

const FIELDS = ['label', 'sex', 'colour', 'price', 'microchip'] as const;

function Editor({ saleUid, animals, pending: waiting, first }: Omit<Props, 'messages'>) {
  const t = useTranslate();
  const [rows, setRows] = useState<AnimalRowState[]>(() =>
    animals.length ? animals.map(rowOf) : [{ ...emptyRow(), ...first }],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState(waiting);
  const summary = useErrorSummary();
  // After adding, copying or removing, the focus goes to this row's first field (or the add button).
  const focusRow = useRef<number | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusRow.current === null) return;
    const target =
      focusRow.current < rows.length
        ? document.getElementById(summary.fieldId(`animals.${focusRow.current}.label`))
        : addButton.current;
    focusRow.current = null;
    target?.focus();
  }, [rows, summary]);

  const byRow = errorsByRow(errors);
  const labels = Object.fromEntries(
    rows.flatMap((_, i) =>
      FIELDS.map((f) => [
        `animals.${i}.${f}`,
        `${t('litter.editor.animal', { n: i + 1 })} — ${t(`litter.editor.${f}`)}`,
      ]),
    ),
  ) as Record<string, string>;
  const shown = Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, t(v)]));

  function change(next: AnimalRowState[], focus?: number) {
    if (focus !== undefined) focusRow.current = focus;
    setRows(next);
    setErrors({});
    setStatus(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const body = bodyOf(rows);
    const found = animalsErrors(body);
    setErrors(found);
    setAlert(found['animals'] ? t(found['animals']) : null);
    setStatus(null);
    if (Object.keys(found).length > 0) {
      summary.failed();
      return;
    }
    setBusy(true);
    try {
      const saved = await saveLitterAnimals(saleUid, body);
      setRows(saved.animals.map(rowOf));
      setPending(saved.revision);
      setStatus(saved.revision ? t('litter.editor.sent') : t('litter.editor.saved', { count: saved.animals.length }));
    } catch (error) {
      const refused =
        error instanceof ApiError ? (error.body as { errors?: Record<string, string> } | undefined) : undefined;
      if (refused?.errors) setErrors(refused.errors);
      else setAlert(translateKey(t, errorKey(error), 'server-error'));
      summary.failed();
    } finally {
      setBusy(false);
    }
  }

  async function changeState(index: number, state: SaleAvailability) {
    const row = rows[index];
    if (!row?.uid) return;
    try {
      const saved = await setLitterAnimalState(saleUid, row.uid, state);
      const now = saved.animals.find((a) => a.uid === row.uid);
      setRows((current) => current.map((r) => (r.uid === row.uid ? { ...r, state: now?.state ?? state } : r)));
      setStatus(t('litter.editor.state-saved', { label: row.label, state: t(`litter.state.${state}`) }));
    } catch (error) {
      setAlert(translateKey(t, errorKey(error), 'server-error'));
      summary.failed();
    }
  }

  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-busy={busy}
      data-litter-editor
    >
      <ErrorSummary summary={summary} labels={labels} errors={shown} message={alert} />
      {pending && (
        <div className="rounded-lg border-2 border-info bg-sky-50 p-3 [overflow-wrap:anywhere]" data-litter-pending>
          <p className="font-bold text-info">{t('litter.editor.pending.title')}</p>
          <p>{t('litter.editor.pending.text')}</p>
        </div>
      )}
      <FieldScope summary={summary}>
        {rows.map((row, index) => (
          <AnimalRow
            key={row.key}
            index={index}
            row={row}
            errors={byRow.get(index) ?? {}}
            canCopy={rows.length < LITTER_ANIMALS_MAX}
            canRemove={rows.length > 1}
            onChange={(next) => change(rows.map((r, i) => (i === index ? next : r)))}
            onCopy={() => change(copyAfter(rows, index), index + 1)}
            onRemove={() =>
              change(
                rows.filter((_, i) => i !== index),
                index,
              )
            }
            onState={(state) => void changeState(index, state)}
          />
        ))}
      </FieldScope>
      <p role="status" className="font-semibold" data-litter-status>
        {status}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        {rows.length < LITTER_ANIMALS_MAX && (
          <button
            ref={addButton}
            type="button"
            className="btn btn-outline"
            onClick={() => change([...rows, emptyRow()], rows.length)}
            data-animal-add
          >
            {t('litter.editor.add')}
          </button>
        )}
        <SubmitButton busy={busy} layout="sm:w-72">
          {t('litter.editor.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
