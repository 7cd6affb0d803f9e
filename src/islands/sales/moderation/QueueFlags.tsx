/**
 * An advert's risk flags on its queue card (issue 57, decision 218): each with its reason and evidence (the price
 * against the breed's usual range, the scam words found), and the moderator's verdict, which the card records with
 * the flag when they approve or refuse.
 */
import type { ReactNode } from 'react';
import { formatDate, formatPrice, formatPriceRange } from '../../../lib/sales/format.ts';
import type { FlagVerdict, RiskWord, SaleFlag } from '../../../lib/signals/shapes.ts';
import { useTranslate } from '../../../lib/translator.ts';

export type Verdicts = Readonly<Record<string, FlagVerdict>>;

export function QueueFlags({
  uid,
  flags,
  verdicts,
  onVerdict,
}: {
  uid: string;
  flags: readonly SaleFlag[];
  verdicts: Verdicts;
  onVerdict: (flagId: string, verdict: FlagVerdict) => void;
}) {
  const t = useTranslate();
  if (flags.length === 0) return null;
  const titleId = `flags-${uid}`;
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-lg border-2 border-warn bg-amber-50 p-3 text-sm"
      data-queue-flags
    >
      <h3 id={titleId} className="font-bold text-warn">
        {t('flags.title', { count: flags.length })}
      </h3>
      <ul className="mt-2 flex flex-col gap-3">
        {flags.map((flag) => (
          <li key={flag.id} className="flex flex-col gap-1" data-flag={flag.kind}>
            <p>
              <span className="font-bold">{t(`flags.kind.${flag.kind}`)}:</span> <FlagReason flag={flag} />
            </p>
            <FlagEvidence flag={flag} />
            {flag.verdict ? (
              <p className="font-semibold" data-flag-verdict={flag.verdict}>
                {t(`flags.verdict.decided.${flag.verdict}`)}
              </p>
            ) : (
              <fieldset className="flex flex-wrap items-center gap-x-4" data-flag-judge>
                <legend className="float-left mr-4 min-h-11 content-center font-semibold">
                  {t('flags.verdict.legend')}
                </legend>
                {(['RIGHT', 'WRONG'] as const).map((verdict) => (
                  <label key={verdict} className="flex min-h-11 items-center gap-2">
                    <input
                      type="radio"
                      name={`verdict-${flag.id}`}
                      value={verdict}
                      checked={verdicts[flag.id] === verdict}
                      onChange={() => onVerdict(flag.id, verdict)}
                      className="size-5 accent-brand-700"
                    />
                    {t(`flags.verdict.${verdict}`)}
                  </label>
                ))}
              </fieldset>
            )}
          </li>
        ))}
      </ul>
      {flags.some((f) => !f.verdict) && <p className="mt-2 text-ink-muted">{t('flags.verdict.hint')}</p>}
    </section>
  );
}

function FlagReason({ flag }: { flag: SaleFlag }) {
  const t = useTranslate();
  if (flag.kind === 'price') {
    return t('flags.reason.price-below-usual', {
      price: formatPrice(flag.evidence.price, t),
      below: formatPrice(flag.evidence.below, t),
    });
  }
  if (flag.kind === 'mother') {
    const { evidence } = flag;
    return t(`flags.reason.${flag.reason}`, {
      count: flag.reason === 'mother-two-owners' ? evidence.owners : evidence.litters.length,
      title: evidence.animalOf?.title ?? '',
    });
  }
  return t('flags.reason.risk-words');
}

function FlagEvidence({ flag }: { flag: SaleFlag }) {
  const t = useTranslate();
  if (flag.kind === 'price') {
    const { usual } = flag.evidence;
    return (
      <p data-flag-range>
        {t('flags.evidence.range', {
          range: formatPriceRange(usual.low, usual.high, t),
          median: formatPrice(usual.median, t),
          count: usual.adverts,
        })}
      </p>
    );
  }
  if (flag.kind === 'mother') {
    const { evidence } = flag;
    return (
      <div data-flag-mother>
        <p>{t('flags.evidence.mother', { chip: evidence.microchip, owners: evidence.owners })}:</p>
        <ol className="list-inside list-decimal">
          {evidence.litters.map((litter, i) => (
            <li
              key={litter.born}
              data-flag-litter={litter.born}
              className={i + 1 === evidence.litter ? 'font-bold' : ''}
            >
              {t('flags.evidence.litter', {
                date: formatDate(litter.born),
                count: litter.adverts,
                owners: litter.owners,
              })}
              {i + 1 === evidence.litter && ` (${t('flags.evidence.this-litter')})`}
            </li>
          ))}
        </ol>
      </div>
    );
  }
  return (
    <p>
      {t('flags.evidence.words')}:{' '}
      {flag.evidence.words.map((word, i) => (
        <span key={`${word.field}-${word.start}`}>
          {i > 0 && ', '}
          <mark className="rounded bg-amber-200 px-1 text-ink" data-flag-word={word.kind}>
            {word.text}
          </mark>{' '}
          <span className="text-ink-muted">({t(`flags.field.${word.field}`)})</span>
        </span>
      ))}
    </p>
  );
}

/** The words the text flags found in this field, standing where they were found (a later change may move them). */
export function wordsIn(flags: readonly SaleFlag[], field: RiskWord['field'], text: string): RiskWord[] {
  return flags
    .flatMap((f) => (f.kind === 'text' ? f.evidence.words : []))
    .filter((w) => w.field === field && text.slice(w.start, w.end) === w.text)
    .sort((a, b) => a.start - b.start)
    .filter((w, i, all) => i === 0 || w.start >= all[i - 1]!.end);
}

/** The text with its risk words highlighted. */
export function Highlighted({ text, words }: { text: string; words: readonly RiskWord[] }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const word of words) {
    if (word.start > at) parts.push(text.slice(at, word.start));
    parts.push(
      <mark key={word.start} className="rounded bg-amber-200 px-0.5 text-ink" data-risk-word={word.kind}>
        {text.slice(word.start, word.end)}
      </mark>,
    );
    at = word.end;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}
