/** Two revisions of an information page side by side: pick them, and every line added or removed between them. */
import { useState } from 'react';
import { diffLines, type DiffLine } from '../../lib/text-diff.ts';
import { useTranslate, type Translate } from '../../lib/translator.ts';
import { useHydrated } from '../hydration.ts';
import { inputClass, labelClass } from '../ui/form.tsx';
import { revisionLabel, type RevisionView } from './RevisionList.tsx';

interface Props {
  /** Prefix of the section's ids. */
  ids: string;
  /** Newest first, two at least. */
  revisions: RevisionView[];
}

/** The whole revision as one text, so that a comparison shows every field that changed. */
function asText(t: Translate, r: RevisionView): string {
  return [
    `${t('info-page-editor.field.title')}: ${r.title}`,
    `${t('info-page-editor.field.description')}: ${r.description}`,
    `${t('info-page-editor.field.order')}: ${r.order}`,
    `${t('info-page-editor.field.in-footer')}: ${t(r.inFooter ? 'info-page-history.yes' : 'info-page-history.no')}`,
    '',
    ...r.source.split('\n'),
  ].join('\n');
}

export function RevisionCompare({ ids, revisions }: Props) {
  const t = useTranslate();
  const hydrated = useHydrated();
  const [from, setFrom] = useState(revisions[1]?.number ?? revisions[0]?.number ?? 0);
  const [to, setTo] = useState(revisions[0]?.number ?? 0);
  const byNumber = new Map(revisions.map((r) => [r.number, r]));
  const a = byNumber.get(from);
  const b = byNumber.get(to);
  const lines: DiffLine[] = a && b ? diffLines(asText(t, a), asText(t, b)) : [];

  return (
    <section aria-labelledby={`${ids}-compare`} className="flex flex-col gap-4">
      <h3 id={`${ids}-compare`} className="text-lg font-bold">
        {t('info-page-history.compare')}
      </h3>
      <div className="flex flex-wrap gap-4">
        {(
          [
            ['from', from, setFrom],
            ['to', to, setTo],
          ] as const
        ).map(([name, value, set]) => (
          <div key={name}>
            <label htmlFor={`${ids}-${name}`} className={labelClass}>
              {t(`info-page-history.${name}`)}
            </label>
            <select
              id={`${ids}-${name}`}
              className={`${inputClass} w-48`}
              disabled={!hydrated}
              value={value}
              onChange={(e) => set(Number(e.target.value))}
            >
              {revisions.map((r) => (
                <option key={r.number} value={r.number}>
                  {revisionLabel(t, r)}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      <RevisionDiff lines={lines} />
    </section>
  );
}

/** The lines of the comparison, each added, removed or the same (said aloud too), or that nothing changed. */
function RevisionDiff({ lines }: { lines: DiffLine[] }) {
  const t = useTranslate();
  if (!lines.some((l) => l.kind !== 'same'))
    return (
      <p className="text-ink-muted" data-revision-diff>
        {t('info-page-history.same')}
      </p>
    );
  return (
    <pre
      className="overflow-x-auto rounded-lg border border-line bg-white p-3 text-sm whitespace-pre-wrap"
      data-revision-diff
    >
      {lines.map((line, i) => (
        <span
          key={i}
          className={
            line.kind === 'added'
              ? 'block bg-green-100 text-green-900'
              : line.kind === 'removed'
                ? 'block bg-red-100 text-red-900 line-through'
                : 'block text-ink-muted'
          }
          data-diff={line.kind}
        >
          <span className="sr-only">{line.kind === 'same' ? '' : t(`info-page-history.diff.${line.kind}`)}</span>
          <span aria-hidden="true">{line.kind === 'added' ? '+ ' : line.kind === 'removed' ? '− ' : '  '}</span>
          {line.text || ' '}
        </span>
      ))}
    </pre>
  );
}
