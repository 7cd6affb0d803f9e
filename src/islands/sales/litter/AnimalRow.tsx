/**
 * One animal of the litter editor (issue 39): its name, sex, colour, price and microchip, the errors at its fields,
 * "Juntar outro como este" and "Retirar"; a saved animal's state is changed here at once. An animal a change waiting
 * for the moderators adds or alters says so (decision 197).
 */
import type { SaleAvailability } from '../../../lib/sales/types.ts';
import { useTranslate } from '../../../lib/translator.ts';
import { SelectField, TextField } from '../../ui/fields.tsx';
import type { AnimalRowState } from './rows.ts';
import { AnimalPhotos } from './AnimalPhotos.tsx';
import { AnimalState } from './AnimalState.tsx';

interface Props {
  index: number;
  row: AnimalRowState;
  errors: Record<string, string>;
  onChange: (row: AnimalRowState) => void;
  onCopy: () => void;
  onRemove: () => void;
  canCopy: boolean;
  canRemove: boolean;
  onState: (state: SaleAvailability) => void;
}

export function AnimalRow({ index, row, errors, onChange, onCopy, onRemove, canCopy, canRemove, onState }: Props) {
  const t = useTranslate();
  const n = index + 1;
  const name = (field: string) => `animals.${index}.${field}`;
  const error = (field: string) => (errors[field] ? t(errors[field]) : undefined);
  const set = (patch: Partial<AnimalRowState>) => onChange({ ...row, ...patch });
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-line p-4" data-animal-row={n}>
      <legend className="px-1 text-lg font-bold">{t('litter.editor.animal', { n })}</legend>
      {row.review && (
        <p
          className="self-start rounded-full bg-sky-100 px-3 py-1 text-sm font-bold text-info"
          data-animal-review={row.review}
        >
          {t(`litter.editor.review.${row.review}`)}
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('litter.editor.label')}
          name={name('label')}
          value={row.label}
          maxLength={60}
          error={error('label')}
          onChange={(e) => set({ label: e.target.value })}
        />
        <SelectField
          label={t('litter.editor.sex')}
          name={name('sex')}
          value={row.sex}
          error={error('sex')}
          onChange={(e) => set({ sex: e.target.value as AnimalRowState['sex'] })}
        >
          <option value="">{t('litter.editor.sex.choose')}</option>
          <option value="MALE">{t('sales.sex.MALE')}</option>
          <option value="FEMALE">{t('sales.sex.FEMALE')}</option>
        </SelectField>
        <TextField
          label={t('litter.editor.colour')}
          name={name('colour')}
          value={row.colour}
          maxLength={60}
          error={error('colour')}
          onChange={(e) => set({ colour: e.target.value })}
        />
        <TextField
          label={t('litter.editor.price')}
          name={name('price')}
          value={row.price}
          inputMode="decimal"
          error={error('price')}
          onChange={(e) => set({ price: e.target.value })}
        />
        <TextField
          label={t('litter.editor.microchip')}
          name={name('microchip')}
          value={row.microchip}
          inputMode="numeric"
          autoComplete="off"
          error={error('microchip')}
          onChange={(e) => set({ microchip: e.target.value })}
        />
        {row.uid && row.state && (
          <AnimalState
            name={name('state')}
            label={row.label}
            state={row.state}
            waiting={row.review === 'NEW'}
            onState={onState}
          />
        )}
      </div>
      <AnimalPhotos photos={row.photos} label={row.label} onChange={(photos) => set({ photos })} />
      <div className="flex flex-wrap gap-2">
        {canCopy && (
          <button type="button" className="btn btn-outline" onClick={onCopy} data-animal-copy>
            {t('litter.editor.copy')}
          </button>
        )}
        {canRemove && (
          <button
            type="button"
            className="btn btn-outline"
            onClick={onRemove}
            aria-label={t('litter.editor.remove', { n })}
            data-animal-remove
          >
            {t('litter.editor.remove-short')}
          </button>
        )}
      </div>
    </fieldset>
  );
}
