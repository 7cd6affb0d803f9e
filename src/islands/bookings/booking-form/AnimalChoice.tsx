/** A litter's animals on the booking form (issue 39): the visitor ticks those they want to meet; none is fine. */
import type { LitterAnimal } from '../../../lib/sales/shapes.ts';
import { useTranslate } from '../../../lib/translator.ts';

export type ChoosableAnimal = Pick<LitterAnimal, 'uid' | 'label' | 'sex' | 'state'>;

interface Props {
  animals: ChoosableAnimal[];
  chosen: string[];
  onChange: (chosen: string[]) => void;
}

export function AnimalChoice({ animals, chosen, onChange }: Props) {
  const t = useTranslate();
  return (
    <fieldset className="flex flex-col gap-2" data-animal-choice>
      <legend className="mb-1 font-semibold">
        {t('booking.form.animals')} <span className="font-normal text-ink-muted">{t('booking.form.optional')}</span>
      </legend>
      {animals.map((animal) => (
        <label key={animal.uid} className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            name="animals"
            value={animal.uid}
            className="size-5 accent-brand-700"
            checked={chosen.includes(animal.uid)}
            onChange={(e) =>
              onChange(e.target.checked ? [...chosen, animal.uid] : chosen.filter((uid) => uid !== animal.uid))
            }
          />
          <span>
            {animal.label} · {t(`sales.sex.${animal.sex}`)}
            {animal.state === 'RESERVED' && ` · ${t('litter.state.RESERVED')}`}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
