/** The parents' health tests of a sheet (issue 56): whose, which, the result on its test's scale, and when. */
import { HEALTH_TEST_KINDS, PARENTS, TEST_SCALES, type HealthTestKind } from '../../../lib/sales/health-types.ts';
import { todayIso } from '../../../lib/validation/sale.ts';
import { useTranslate } from '../../../lib/translator.ts';
import { SelectField, TextField } from '../../ui/fields.tsx';
import { newTest, type TestRow } from './sheet-form.ts';
import { AddButton, RemoveButton } from './buttons.tsx';

interface Props {
  prefix: string;
  tests: TestRow[];
  errorOf: (path: string) => string | undefined;
  onChange: (tests: TestRow[]) => void;
  focus: (path: string) => void;
}

const isKind = (kind: string): kind is HealthTestKind => (HEALTH_TEST_KINDS as readonly string[]).includes(kind);

export function TestRows({ prefix, tests, errorOf, onChange, focus }: Props) {
  const t = useTranslate();
  const at = (i: number, field: string) => `${prefix}.tests.${i}.${field}`;
  const change = (row: TestRow, patch: Partial<TestRow>) =>
    onChange(tests.map((x) => (x === row ? { ...x, ...patch } : x)));
  return (
    <fieldset className="flex flex-col gap-3" data-health-tests>
      <legend className="mb-2 text-lg font-bold">{t('health.editor.tests')}</legend>
      <p className="text-ink-muted">{t('health.editor.tests.hint')}</p>
      {tests.map((row, i) => (
        <div
          key={row.key}
          className="grid items-end gap-3 rounded-lg border border-line p-3 sm:grid-cols-2"
          data-health-test={i + 1}
        >
          <SelectField
            label={t('health.editor.test.parent', { n: i + 1 })}
            name={at(i, 'parent')}
            value={row.parent}
            error={errorOf(at(i, 'parent'))}
            onChange={(e) => change(row, { parent: e.target.value })}
          >
            <option value="">{t('health.editor.choose')}</option>
            {PARENTS.map((p) => (
              <option key={p} value={p}>
                {t(`health.parent.${p}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('health.editor.test.kind', { n: i + 1 })}
            name={at(i, 'kind')}
            value={row.kind}
            error={errorOf(at(i, 'kind'))}
            // Another test's scale is not this one's: its result is chosen again.
            onChange={(e) => change(row, { kind: e.target.value, result: '' })}
          >
            <option value="">{t('health.editor.choose')}</option>
            {HEALTH_TEST_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`health.test.${k}`)}
              </option>
            ))}
          </SelectField>
          {row.kind === 'DNA' && (
            <TextField
              label={t('health.editor.test.name', { n: i + 1 })}
              name={at(i, 'name')}
              value={row.name}
              maxLength={80}
              error={errorOf(at(i, 'name'))}
              onChange={(e) => change(row, { name: e.target.value })}
            />
          )}
          <SelectField
            label={t('health.editor.test.result', { n: i + 1 })}
            name={at(i, 'result')}
            value={row.result}
            disabled={!isKind(row.kind)}
            error={errorOf(at(i, 'result'))}
            onChange={(e) => change(row, { result: e.target.value })}
          >
            <option value="">{t(isKind(row.kind) ? 'health.editor.choose' : 'health.editor.test.kind-first')}</option>
            {isKind(row.kind) &&
              TEST_SCALES[row.kind].map((r) => (
                <option key={r} value={r}>
                  {t(`health.result.${r}`)}
                </option>
              ))}
          </SelectField>
          <TextField
            type="date"
            label={t('health.editor.test.date', { n: i + 1 })}
            name={at(i, 'date')}
            value={row.date}
            max={todayIso()}
            error={errorOf(at(i, 'date'))}
            onChange={(e) => change(row, { date: e.target.value })}
          />
          <RemoveButton
            label={t('health.editor.test.remove', { n: i + 1 })}
            onClick={() => onChange(tests.filter((x) => x !== row))}
          />
        </div>
      ))}
      <AddButton
        label={t('health.editor.test.add')}
        onClick={() => {
          onChange([...tests, newTest()]);
          focus(at(tests.length, 'parent'));
        }}
      />
    </fieldset>
  );
}
