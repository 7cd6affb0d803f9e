/**
 * What a health sheet declares as lines a buyer reads (issue 56): each with its term, its text and the date it is of,
 * for the advert's "Saúde e documentos" section and, as schema.org PropertyValues, for search engines.
 */
import { formatDate, type Translate } from './format.ts';
import type { HealthSheet } from './shapes.ts';

export interface HealthFact {
  /** `vaccine`, `deworming`… (a data attribute for tests and styles). */
  kind: string;
  term: string;
  text: string;
  /** YYYY-MM-DD when the fact is of a day. */
  date?: string;
}

export function healthFacts(sheet: HealthSheet, t: Translate): HealthFact[] {
  const dated = (text: string, date: string) => `${text} (${formatDate(date)})`;
  const father = sheet.father;
  return [
    ...sheet.vaccines.map((v) => ({
      kind: 'vaccine',
      term: t('health.section.vaccines'),
      text: dated(v.name, v.date),
      date: v.date,
    })),
    ...sheet.dewormings.map((d) => ({
      kind: 'deworming',
      term: t('health.section.dewormings'),
      text: formatDate(d.date),
      date: d.date,
    })),
    ...(sheet.vetCheck
      ? [
          {
            kind: 'vet-check',
            term: t('health.section.vet-check'),
            text: formatDate(sheet.vetCheck),
            date: sheet.vetCheck,
          },
        ]
      : []),
    ...(sheet.motherLop ? [{ kind: 'mother-lop', term: t('health.section.mother-lop'), text: sheet.motherLop }] : []),
    ...(father
      ? [
          {
            kind: 'father',
            term: t('health.section.father'),
            text: [
              father.name,
              father.microchip && `${t('health.editor.father.microchip')} ${father.microchip}`,
              father.lop && `LOP ${father.lop.replace(/^LOP\s*/i, '')}`,
            ]
              .filter(Boolean)
              .join(' · '),
          },
        ]
      : []),
    ...sheet.tests.map((test) => ({
      kind: 'test',
      term: t('health.section.tests'),
      text: dated(
        `${t(`health.parent.${test.parent}`)} — ${t(`health.test.${test.kind}`)}${test.name ? ` (${test.name})` : ''}: ${t(`health.result.${test.result}`)}`,
        test.date,
      ),
      date: test.date,
    })),
  ];
}

/** The facts as schema.org PropertyValues of the advert's Product. */
export function healthProperties(sheet: HealthSheet | null, t: Translate) {
  return (sheet ? healthFacts(sheet, t) : []).map((fact) => ({
    '@type': 'PropertyValue',
    name: fact.term,
    value: fact.text,
  }));
}
