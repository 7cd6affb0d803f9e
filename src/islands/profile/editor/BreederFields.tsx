/** A breeder's part of the profile: the DGAV number and the breeds raised, grouped by species. */
import { useTranslate } from '../../../lib/translator.ts';
import { useFieldId } from '../../ui/error-summary.tsx';
import { TextField } from '../../ui/fields.tsx';
import { errorClass, labelClass } from '../../ui/form.tsx';

interface Props {
  dgavNumber: string;
  breeds: readonly string[];
  species: { code: string; name: string }[];
  /** Every breed the list offers. */
  options: { code: string; name: string; species: string }[];
  errorOf: (field: 'dgavNumber' | 'breeds') => string | undefined;
  /** Said under the DGAV number when the person came from an advert for it (decision 201). */
  dgavHint?: string | undefined;
  setDgavNumber: (value: string) => void;
  setBreeds: (breeds: readonly string[]) => void;
}

export function BreederFields({
  dgavNumber,
  dgavHint,
  breeds,
  species,
  options,
  errorOf,
  setDgavNumber,
  setBreeds,
}: Props) {
  const t = useTranslate();
  // The first box carries the list's id: the form's error summary links to it.
  const ids = useFieldId('breeds');
  const breedsError = errorOf('breeds');
  const toggle = (code: string, on: boolean) => setBreeds(on ? [...breeds, code] : breeds.filter((b) => b !== code));
  const first = options.find((b) => species.some((s) => s.code === b.species))?.code;

  return (
    <fieldset className="flex flex-col gap-4 rounded-card border border-line p-4" data-breeder-fields>
      <legend className="px-1 text-lg font-bold">{t('profile.field.breeder')}</legend>
      <TextField
        label={t('profile.field.dgav')}
        name="dgavNumber"
        value={dgavNumber}
        hint={dgavHint}
        error={errorOf('dgavNumber')}
        onChange={(e) => setDgavNumber(e.target.value)}
      />
      <fieldset aria-describedby={`${ids}-hint${breedsError ? ` ${ids}-error` : ''}`}>
        <legend className={labelClass}>{t('profile.field.breeds')}</legend>
        <p id={`${ids}-hint`} className="mb-2 text-sm text-ink-muted">
          {t('profile.field.breeds-hint')}
        </p>
        <div className="grid gap-4 md:grid-cols-2">
          {species.map((s) => (
            <fieldset key={s.code} className="rounded-lg border border-line">
              <legend className="ml-3 px-1 text-sm font-bold">
                {s.name} ({breeds.filter((code) => options.find((b) => b.code === code)?.species === s.code).length})
              </legend>
              <ul className="max-h-60 overflow-y-auto px-3 pb-2">
                {options
                  .filter((b) => b.species === s.code)
                  .map((b) => (
                    <li key={b.code}>
                      <label className="flex min-h-9 items-center gap-2">
                        <input
                          id={b.code === first ? ids : undefined}
                          type="checkbox"
                          name="breeds"
                          value={b.code}
                          className="size-4 accent-brand-700"
                          checked={breeds.includes(b.code)}
                          onChange={(e) => toggle(b.code, e.target.checked)}
                        />
                        {b.name}
                      </label>
                    </li>
                  ))}
              </ul>
            </fieldset>
          ))}
        </div>
        {breedsError && (
          <p id={`${ids}-error`} className={errorClass}>
            {breedsError}
          </p>
        )}
      </fieldset>
    </fieldset>
  );
}
