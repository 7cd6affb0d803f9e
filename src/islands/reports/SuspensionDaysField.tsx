/** How long a suspension lasts (7, 30 or 365 days, or for good): the same choice in the report queue and on a person. */
import { SUSPENSION_DAYS } from '../../lib/moderation/types.ts';
import { useTranslate } from '../../lib/translator.ts';
import { SelectField } from '../ui/fields.tsx';

/** The first choice, as the field's value. */
export const FIRST_SUSPENSION_DAYS = String(SUSPENSION_DAYS[0]);

export function SuspensionDaysField({
  label,
  value,
  onChange,
}: {
  label: string;
  /** A number of days, or 'forever'. */
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useTranslate();
  return (
    <SelectField label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      {SUSPENSION_DAYS.map((d) => (
        <option key={String(d)} value={d === null ? 'forever' : String(d)}>
          {d === null ? t('reports-queue.days.forever') : t('reports-queue.days.n', { count: d })}
        </option>
      ))}
    </SelectField>
  );
}
