/**
 * The health and parents sheet, a step of its own in the advert's editor (issue 56 Must 5, decision 215): vaccines,
 * deworming, the vet check, the parents and their tests, saved part-filled and completed later, errors at their
 * fields and in the summary that links to each. A litter's sheet is shared by its animals; one may have its own and
 * each its LOP number. Below, the private documents.
 */
import type { HealthDocument, SaleHealth } from '../../../lib/sales/shapes.ts';
import { MessagesContext, useTranslate, type Messages } from '../../../lib/translator.ts';
import { ErrorSummary, FieldScope } from '../../ui/error-summary.tsx';
import { SubmitButton } from '../../ui/form.tsx';
import { TextField } from '../../ui/fields.tsx';
import { DocumentsPanel } from './DocumentsPanel.tsx';
import { SheetFields } from './SheetFields.tsx';
import { fieldPaths } from './sheet-form.ts';
import { useHealthForm } from './use-health-form.ts';

interface Props {
  messages: Messages;
  saleUid: string;
  /** The advert's birth date: nothing on the sheet comes before it. */
  birthDate: string;
  record: SaleHealth;
  documents: HealthDocument[];
  /** A litter's animals; empty for a single animal. */
  animals: { uid: string; label: string }[];
}

export default function HealthEditor({ messages, ...props }: Props) {
  return (
    <MessagesContext.Provider value={messages}>
      <Editor {...props} />
    </MessagesContext.Provider>
  );
}

function Editor({ saleUid, birthDate, record, documents, animals }: Omit<Props, 'messages'>) {
  const t = useTranslate();
  const health = useHealthForm({ saleUid, birthDate, record, animals });
  const { form, errors, summary } = health;
  const errorOf = (path: string) => (errors[path] ? t(errors[path]) : undefined);
  // The summary's links, in the form's order: "Vacina 1 — data: A data não pode ser no futuro."
  const paths = [
    ...fieldPaths('sheet', form.sheet).map(([path, key, params]) => [path, t(key, params)] as const),
    ...form.animals.flatMap((a, i) => [
      [`animals.${i}.lop`, `${a.label} — ${t('health.editor.animal.lop')}`] as const,
      ...(a.own
        ? fieldPaths(`animals.${i}.own`, a.own).map(
            ([path, key, params]) => [path, `${a.label} — ${t(key, params)}`] as const,
          )
        : []),
    ]),
  ];
  const labels = Object.fromEntries(paths) as Record<string, string>;
  const shown = Object.fromEntries(Object.keys(errors).map((k) => [k, errorOf(k)]));
  return (
    <div className="flex flex-col gap-8">
      <form
        className="flex flex-col gap-6"
        noValidate
        onSubmit={(e) => void health.submit(e)}
        aria-busy={health.busy}
        data-health-editor
      >
        <ErrorSummary summary={summary} labels={labels} errors={shown} message={health.alert} />
        <FieldScope summary={summary}>
          {animals.length > 0 && <p className="font-semibold">{t('health.editor.litter-shared')}</p>}
          <SheetFields
            prefix="sheet"
            sheet={form.sheet}
            errorOf={errorOf}
            onChange={health.setSheet}
            focus={health.focus}
          />
          {form.animals.map((animal, i) => (
            <fieldset
              key={animal.uid}
              className="flex flex-col gap-3 rounded-lg border border-line p-4"
              data-health-animal={i + 1}
            >
              <legend className="px-1 text-lg font-bold">{animal.label}</legend>
              <TextField
                label={t('health.editor.animal.lop')}
                name={`animals.${i}.lop`}
                value={animal.lop}
                maxLength={40}
                error={errorOf(`animals.${i}.lop`)}
                onChange={(e) => health.setAnimal(i, { ...animal, lop: e.target.value })}
              />
              <label className="flex min-h-11 items-center gap-3 font-semibold">
                <input
                  type="checkbox"
                  className="size-5 accent-brand-700"
                  checked={animal.own !== null}
                  onChange={(e) => health.ownSheet(i, e.target.checked)}
                  data-health-own
                />
                {t('health.editor.animal.own')}
              </label>
              {animal.own && (
                <SheetFields
                  prefix={`animals.${i}.own`}
                  sheet={animal.own}
                  errorOf={errorOf}
                  onChange={(own) => health.setAnimal(i, { ...animal, own })}
                  focus={health.focus}
                />
              )}
            </fieldset>
          ))}
        </FieldScope>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <SubmitButton busy={health.busy} layout="sm:w-72">
            {t('health.editor.save')}
          </SubmitButton>
          <p className="text-sm text-ink-muted">{t('health.editor.save.hint')}</p>
        </div>
        <p ref={health.saved} tabIndex={-1} role="status" className="font-semibold" data-health-status>
          {health.status}
        </p>
      </form>
      <DocumentsPanel saleUid={saleUid} documents={documents} animals={animals} />
    </div>
  );
}
