/**
 * The health sheet editor's form (issue 56, decision 215): what the seller types for a sheet, as strings, and the
 * plain changes the editor makes (a row added or taken out, a sheet copied for one animal, the body sent).
 */
import type { HealthInputBody, HealthSheetInputBody } from '../../../lib/sales/health.ts';
import type { HealthSheet, SaleHealth } from '../../../lib/sales/shapes.ts';

export interface VaccineRow {
  key: string;
  name: string;
  date: string;
}
export interface DewormingRow {
  key: string;
  date: string;
}
export interface TestRow {
  key: string;
  parent: string;
  kind: string;
  name: string;
  result: string;
  date: string;
}

export interface SheetForm {
  vaccines: VaccineRow[];
  dewormings: DewormingRow[];
  vetCheck: string;
  motherLop: string;
  father: { name: string; microchip: string; lop: string };
  tests: TestRow[];
}

export interface AnimalForm {
  uid: string;
  label: string;
  lop: string;
  /** Its own sheet; null: it shares the litter's. */
  own: SheetForm | null;
}

let made = 0;
export const rowKey = () => `health-${++made}`;

export const emptySheet = (): SheetForm => ({
  vaccines: [],
  dewormings: [],
  vetCheck: '',
  motherLop: '',
  father: { name: '', microchip: '', lop: '' },
  tests: [],
});

export const newVaccine = (): VaccineRow => ({ key: rowKey(), name: '', date: '' });
export const newDeworming = (): DewormingRow => ({ key: rowKey(), date: '' });
export const newTest = (): TestRow => ({ key: rowKey(), parent: '', kind: '', name: '', result: '', date: '' });

export function sheetForm(sheet: HealthSheet | null): SheetForm {
  if (!sheet) return emptySheet();
  return {
    vaccines: sheet.vaccines.map((v) => ({ key: rowKey(), ...v })),
    dewormings: sheet.dewormings.map((d) => ({ key: rowKey(), ...d })),
    vetCheck: sheet.vetCheck ?? '',
    motherLop: sheet.motherLop ?? '',
    father: {
      name: sheet.father?.name ?? '',
      microchip: sheet.father?.microchip ?? '',
      lop: sheet.father?.lop ?? '',
    },
    tests: sheet.tests.map((t) => ({ key: rowKey(), ...t, name: t.name ?? '' })),
  };
}

/** A copy of a sheet with rows of its own (an animal that differs starts from the litter's). */
export const copySheet = (sheet: SheetForm): SheetForm => ({
  ...sheet,
  vaccines: sheet.vaccines.map((v) => ({ ...v, key: rowKey() })),
  dewormings: sheet.dewormings.map((d) => ({ ...d, key: rowKey() })),
  father: { ...sheet.father },
  tests: sheet.tests.map((t) => ({ ...t, key: rowKey() })),
});

export function sheetBody(form: SheetForm): HealthSheetInputBody {
  return {
    vaccines: form.vaccines.map(({ name, date }) => ({ name, date })),
    dewormings: form.dewormings.map(({ date }) => ({ date })),
    vetCheck: form.vetCheck,
    motherLop: form.motherLop,
    father: form.father,
    tests: form.tests.map(({ parent, kind, name, result, date }) => ({
      parent: parent as 'MOTHER',
      kind: kind as 'HIP',
      name,
      result,
      date,
    })),
  };
}

export function formOf(
  record: SaleHealth,
  animals: readonly { uid: string; label: string }[],
): { sheet: SheetForm; animals: AnimalForm[] } {
  return {
    sheet: sheetForm(record.sheet),
    animals: animals.map(({ uid, label }) => {
      const apart = record.animals.find((a) => a.uid === uid);
      return { uid, label, lop: apart?.lop ?? '', own: apart?.own ? sheetForm(apart.own) : null };
    }),
  };
}

export function bodyOf(sheet: SheetForm, animals: readonly AnimalForm[]): HealthInputBody {
  return {
    sheet: sheetBody(sheet),
    animals: animals.map((a) => ({ uid: a.uid, lop: a.lop, own: a.own ? sheetBody(a.own) : null })),
  };
}

/** The form's fields in their order with their labels' parts, for the error summary: `sheet.vaccines.0.date` → … */
export function fieldPaths(prefix: string, form: SheetForm): [string, string, Record<string, number>?][] {
  return [
    ...form.vaccines.flatMap((_, i): [string, string, Record<string, number>][] => [
      [`${prefix}.vaccines.${i}.name`, 'health.editor.vaccine.name', { n: i + 1 }],
      [`${prefix}.vaccines.${i}.date`, 'health.editor.vaccine.date', { n: i + 1 }],
    ]),
    ...form.dewormings.map((_, i): [string, string, Record<string, number>] => [
      `${prefix}.dewormings.${i}.date`,
      'health.editor.deworming.date',
      { n: i + 1 },
    ]),
    [`${prefix}.vetCheck`, 'health.editor.vet-check'],
    [`${prefix}.motherLop`, 'health.editor.mother-lop'],
    [`${prefix}.father.name`, 'health.editor.father.name'],
    [`${prefix}.father.microchip`, 'health.editor.father.microchip'],
    [`${prefix}.father.lop`, 'health.editor.father.lop'],
    ...form.tests.flatMap((_, i): [string, string, Record<string, number>][] =>
      ['parent', 'kind', 'name', 'result', 'date'].map((f) => [
        `${prefix}.tests.${i}.${f}`,
        `health.editor.test.${f}`,
        { n: i + 1 },
      ]),
    ),
  ];
}
