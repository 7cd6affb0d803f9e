/** What the people pages share: names, dates, a suspension's state, the page size, the load error. */
import type { PersonSummary } from '../../../lib/api/people.ts';
import { useTranslate } from '../../../lib/translator.ts';
import { FormAlert } from '../../ui/form.tsx';

export const PAGE_SIZE = 20;
export const dateTime = new Intl.DateTimeFormat('pt-PT', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Lisbon',
});
export const fullName = (p: { name: string; surname: string }) => `${p.name} ${p.surname}`.trim();
export const isForever = (iso: string) => new Date(iso).getUTCFullYear() >= 9999;
export const suspendedNow = (p: PersonSummary) => p.suspendedUntil !== null && new Date(p.suspendedUntil) > new Date();

export function LoadError({ onRetry }: { onRetry: () => void }) {
  const t = useTranslate();
  return (
    <FormAlert>
      {t('people.load-error')}{' '}
      <button type="button" className="btn btn-outline ml-2" onClick={onRetry}>
        {t('people.retry')}
      </button>
    </FormAlert>
  );
}
