/**
 * One health sheet's fields (issue 56): vaccines and deworming as rows, the last vet check with the reminder that the
 * vet's declaration must be recent at handover, the parents' LOP numbers and the father, and the parents' tests.
 * Every field is named by its path (`sheet.vaccines.0.date`), so the error summary links to it.
 */
import { todayIso } from '../../../lib/validation/sale.ts';
import { useTranslate } from '../../../lib/translator.ts';
import { TextField } from '../../ui/fields.tsx';
import { newDeworming, newVaccine, type SheetForm } from './sheet-form.ts';
import { TestRows } from './TestRows.tsx';
import { AddButton, RemoveButton } from './buttons.tsx';

export interface SheetProps {
  /** The fields' path: `sheet`, or `animals.N.own`. */
  prefix: string;
  sheet: SheetForm;
  /** Path → translated error. */
  errorOf: (path: string) => string | undefined;
  onChange: (sheet: SheetForm) => void;
  /** Puts the focus on the field of this path once it is on the page. */
  focus: (path: string) => void;
}

export function SheetFields({ prefix, sheet, errorOf, onChange, focus }: SheetProps) {
  const t = useTranslate();
  const today = todayIso();
  const set = (patch: Partial<SheetForm>) => onChange({ ...sheet, ...patch });
  const at = (path: string) => `${prefix}.${path}`;
  return (
    <div className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-3" data-health-vaccines>
        <legend className="mb-2 text-lg font-bold">{t('health.editor.vaccines')}</legend>
        {sheet.vaccines.length === 0 && <p className="text-ink-muted">{t('health.editor.vaccines.none')}</p>}
        {sheet.vaccines.map((row, i) => (
          <div key={row.key} className="grid items-end gap-3 sm:grid-cols-[1fr_12rem_auto]" data-health-vaccine={i + 1}>
            <TextField
              label={t('health.editor.vaccine.name', { n: i + 1 })}
              name={at(`vaccines.${i}.name`)}
              value={row.name}
              maxLength={80}
              error={errorOf(at(`vaccines.${i}.name`))}
              onChange={(e) =>
                set({ vaccines: sheet.vaccines.map((v) => (v === row ? { ...v, name: e.target.value } : v)) })
              }
            />
            <TextField
              type="date"
              label={t('health.editor.vaccine.date', { n: i + 1 })}
              name={at(`vaccines.${i}.date`)}
              value={row.date}
              max={today}
              error={errorOf(at(`vaccines.${i}.date`))}
              onChange={(e) =>
                set({ vaccines: sheet.vaccines.map((v) => (v === row ? { ...v, date: e.target.value } : v)) })
              }
            />
            <RemoveButton
              label={t('health.editor.vaccine.remove', { n: i + 1 })}
              onClick={() => set({ vaccines: sheet.vaccines.filter((v) => v !== row) })}
            />
          </div>
        ))}
        <AddButton
          label={t('health.editor.vaccine.add')}
          onClick={() => {
            set({ vaccines: [...sheet.vaccines, newVaccine()] });
            focus(at(`vaccines.${sheet.vaccines.length}.name`));
          }}
        />
      </fieldset>

      <fieldset className="flex flex-col gap-3" data-health-dewormings>
        <legend className="mb-2 text-lg font-bold">{t('health.editor.dewormings')}</legend>
        {sheet.dewormings.length === 0 && <p className="text-ink-muted">{t('health.editor.dewormings.none')}</p>}
        {sheet.dewormings.map((row, i) => (
          <div key={row.key} className="grid items-end gap-3 sm:grid-cols-[12rem_auto]" data-health-deworming={i + 1}>
            <TextField
              type="date"
              label={t('health.editor.deworming.date', { n: i + 1 })}
              name={at(`dewormings.${i}.date`)}
              value={row.date}
              max={today}
              error={errorOf(at(`dewormings.${i}.date`))}
              onChange={(e) =>
                set({ dewormings: sheet.dewormings.map((d) => (d === row ? { ...d, date: e.target.value } : d)) })
              }
            />
            <RemoveButton
              label={t('health.editor.deworming.remove', { n: i + 1 })}
              onClick={() => set({ dewormings: sheet.dewormings.filter((d) => d !== row) })}
            />
          </div>
        ))}
        <AddButton
          label={t('health.editor.deworming.add')}
          onClick={() => {
            set({ dewormings: [...sheet.dewormings, newDeworming()] });
            focus(at(`dewormings.${sheet.dewormings.length}.date`));
          }}
        />
      </fieldset>

      <fieldset className="grid gap-3 sm:grid-cols-2" data-health-parents>
        <legend className="mb-2 text-lg font-bold sm:col-span-2">{t('health.editor.vet-and-parents')}</legend>
        <TextField
          type="date"
          label={t('health.editor.vet-check')}
          name={at('vetCheck')}
          value={sheet.vetCheck}
          max={today}
          hint={t('health.editor.vet-check.hint')}
          error={errorOf(at('vetCheck'))}
          onChange={(e) => set({ vetCheck: e.target.value })}
        />
        <TextField
          label={t('health.editor.mother-lop')}
          name={at('motherLop')}
          value={sheet.motherLop}
          maxLength={40}
          error={errorOf(at('motherLop'))}
          onChange={(e) => set({ motherLop: e.target.value })}
        />
        {(['name', 'microchip', 'lop'] as const).map((field) => (
          <TextField
            key={field}
            label={t(`health.editor.father.${field}`)}
            labelExtra={<span className="font-normal text-ink-muted">{t('health.editor.optional')}</span>}
            name={at(`father.${field}`)}
            value={sheet.father[field]}
            inputMode={field === 'microchip' ? 'numeric' : undefined}
            autoComplete="off"
            error={errorOf(at(`father.${field}`))}
            onChange={(e) => set({ father: { ...sheet.father, [field]: e.target.value } })}
          />
        ))}
      </fieldset>

      <TestRows
        prefix={prefix}
        tests={sheet.tests}
        errorOf={errorOf}
        onChange={(tests) => set({ tests })}
        focus={focus}
      />
    </div>
  );
}
