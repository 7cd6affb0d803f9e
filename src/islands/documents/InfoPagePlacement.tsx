/** Where an information page shows: its position among the others, and whether the footer links to it. */
import { useTranslate } from '../../lib/translator.ts';
import { INFO_PAGE_ORDER_MAX } from '../../lib/documents/rules.ts';
import { errorClass, inputClass, labelClass } from '../ui/form.tsx';

interface Props {
  /** Prefix of the position's ids: the error summary's scope, so that its link reaches the field. */
  ids: string;
  order: string;
  orderError: string | undefined;
  onOrder: (value: string) => void;
  inFooter: boolean;
  onFooter: (on: boolean) => void;
}

export function InfoPagePlacement({ ids, order, orderError, onOrder, inFooter, onFooter }: Props) {
  const t = useTranslate();
  return (
    <div className="flex flex-wrap items-start gap-6">
      <div>
        <label htmlFor={`${ids}-order`} className={labelClass}>
          {t('info-page-editor.field.order')}
        </label>
        <input
          id={`${ids}-order`}
          name="order"
          type="number"
          inputMode="numeric"
          min={0}
          max={INFO_PAGE_ORDER_MAX}
          step={1}
          className={`${inputClass} w-28`}
          value={order}
          aria-invalid={orderError ? true : undefined}
          aria-describedby={`${ids}-order-hint${orderError ? ` ${ids}-order-error` : ''}`}
          onChange={(e) => onOrder(e.target.value)}
        />
        <p id={`${ids}-order-hint`} className="mt-1 text-sm text-ink-muted">
          {t('info-page-editor.field.order-hint')}
        </p>
        {orderError && (
          <p id={`${ids}-order-error`} className={errorClass}>
            {orderError}
          </p>
        )}
      </div>
      <label className="flex min-h-11 items-center gap-3 pt-7 font-semibold">
        <input
          type="checkbox"
          name="inFooter"
          className="size-5"
          checked={inFooter}
          onChange={(e) => onFooter(e.target.checked)}
        />
        {t('info-page-editor.field.in-footer')}
      </label>
    </div>
  );
}
