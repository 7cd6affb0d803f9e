/**
 * One animal's state in the litter editor: a fact its owner states, changed at once without the moderators (decision
 * 197). "Vendido" tells people and may cancel visits, so it asks first, as the advert's own "Vendido" does; an animal
 * only a waiting change adds has no state until the moderators approve it.
 */
import { useRef, useState } from 'react';
import { SALE_AVAILABILITIES, type SaleAvailability } from '../../../lib/sales/types.ts';
import { useTranslate } from '../../../lib/translator.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { SelectField } from '../../ui/fields.tsx';

interface Props {
  name: string;
  label: string;
  state: SaleAvailability;
  /** Added by a change waiting for the moderators: not published, so no state yet. */
  waiting: boolean;
  onState: (state: SaleAvailability) => void;
}

export function AnimalState({ name, label, state, waiting, onState }: Props) {
  const t = useTranslate();
  const select = useRef<HTMLSelectElement>(null);
  const [selling, setSelling] = useState(false);
  if (waiting) {
    return (
      <p className="self-end text-sm text-ink-muted" data-animal-after-review>
        {t('litter.editor.state.after-review')}
      </p>
    );
  }
  return (
    <>
      <SelectField
        ref={select}
        label={t('litter.editor.state')}
        name={name}
        value={state}
        onChange={(e) => {
          const next = e.target.value as SaleAvailability;
          // The select keeps showing the state until the owner confirms: it is the saved one.
          if (next === 'SOLD') setSelling(true);
          else onState(next);
        }}
      >
        {SALE_AVAILABILITIES.map((s) => (
          <option key={s} value={s}>
            {t(`litter.state.${s}`)}
          </option>
        ))}
      </SelectField>
      <ConfirmDialog
        open={selling}
        onOpenChange={setSelling}
        returnFocusTo={select}
        title={t('litter.sold.title', { label })}
        text={t('litter.sold.text')}
        cancelLabel={t('litter.sold.cancel')}
        acceptLabel={t('litter.sold.confirm')}
        onAccept={() => onState('SOLD')}
        data-animal-sold-dialog
      />
    </>
  );
}
