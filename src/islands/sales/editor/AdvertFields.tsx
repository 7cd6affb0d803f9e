/** The advert part of the sale editor: title, description, price or free, and what the breed usually costs. */
import { useEffect, useState } from 'react';
import { fetchUsualPrice } from '../../../lib/api/sales.ts';
import { formatPriceRange } from '../../../lib/sales/format.ts';
import type { UsualPrice } from '../../../lib/signals/shapes.ts';
import { useTranslate } from '../../../lib/translator.ts';
import { DESCRIPTION_MAX, TITLE_MAX } from '../../../lib/validation/sale.ts';
import { TextAreaField, TextField } from '../../ui/fields.tsx';
import { FormSection } from './FormSection.tsx';
import type { GroupProps } from './values.ts';

export function AdvertFields({ values, set, bind }: GroupProps) {
  const t = useTranslate();
  return (
    <FormSection title={t('sale-editor.section.advert')}>
      <TextField
        label={t('sale-editor.title')}
        {...bind('title')}
        maxLength={TITLE_MAX}
        className="sm:col-span-2"
        hint={t('sale-editor.title.hint')}
      />
      <TextAreaField
        label={t('sale-editor.description')}
        {...bind('description')}
        rows={7}
        maxLength={DESCRIPTION_MAX}
        className="sm:col-span-2"
        hint={t('sale-editor.description.hint', { count: values.description.trim().length, max: DESCRIPTION_MAX })}
      />
      <TextField
        label={t('sale-editor.price')}
        {...bind('price')}
        value={values.free ? '' : values.price}
        inputMode="decimal"
        disabled={values.free}
        hint={t('sale-editor.price.hint')}
      />
      <UsualPriceHint species={values.species} breed={values.purebred === 'true' ? values.breedCode : ''} />
      <label className="flex min-h-11 items-center gap-2 self-end font-semibold">
        <input
          type="checkbox"
          checked={values.free}
          onChange={(e) => set('free', e.target.checked)}
          className="size-5 accent-brand-700"
          name="free"
        />
        {t('sale-editor.free')}
      </label>
    </FormSection>
  );
}

/**
 * "Preço habitual desta raça: 700–1050 €" beside the price (issue 57), read again when the breed changes; nothing
 * without a breed or under 8 adverts, or when it cannot be read.
 */
function UsualPriceHint({ species, breed }: { species: string; breed: string }) {
  const t = useTranslate();
  const [usual, setUsual] = useState<UsualPrice | null>(null);
  useEffect(() => {
    setUsual(null);
    if (!species || !breed) return;
    let current = true;
    fetchUsualPrice(species, breed)
      .then((found) => current && setUsual(found))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [species, breed]);
  return (
    <p className="self-center text-sm text-ink-muted" aria-live="polite" data-editor-usual-price>
      {usual &&
        t('sale-editor.usual-price', { range: formatPriceRange(usual.low, usual.high, t), count: usual.adverts })}
    </p>
  );
}
