/** The sale editor's sending: the shared rules first, then the API, whose field errors land on their fields. */
import { useEffect, useState, type SubmitEvent } from 'react';
import { ApiError, errorKey } from '../../../lib/api/client.ts';
import { createSale, updateSale } from '../../../lib/api/sales.ts';
import type { SaleDetail } from '../../../lib/sales/shapes.ts';
import { useTranslate } from '../../../lib/translator.ts';
import { saleErrors, type SaleErrors } from '../../../lib/validation/sale.ts';
import { queueToast, TOAST_LIFE_MS } from '../../../stores/toasts.ts';
import type { useErrorSummary } from '../../ui/error-summary.tsx';
import type { useLeaveGuard } from '../../ui/leave-guard.tsx';
import type { Photo } from '../photos/photo-list.ts';
import { dropDraft } from './draft.ts';
import { LABELS, toBody, type Values } from './values.ts';

/** Where the editor goes after saving. */
export const AFTER_SAVE = '/my-sales';

interface Options {
  sale?: SaleDetail | null | undefined;
  values: Values;
  photos: Photo[];
  litter: boolean;
  summary: ReturnType<typeof useErrorSummary>;
  guard: ReturnType<typeof useLeaveGuard>;
}

/** Holds the errors found, whether a first attempt was made, the form's own refusal and the wait; `submit` sends. */
export function useSaleSubmit({ sale, values, photos, litter, summary, guard }: Options) {
  const t = useTranslate();
  const [errors, setErrors] = useState<SaleErrors>({});
  const [submitted, setSubmitted] = useState(false);
  // A refusal of the whole form (translation key): photos still uploading, the service, a sale not found.
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // After a first attempt, errors follow the values as they are corrected.
  useEffect(() => {
    if (submitted) setErrors(saleErrors(toBody(values, photos)));
  }, [values, photos, submitted]);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const body = toBody(values, photos);
    const found = saleErrors(body);
    setErrors(found);
    const uploading = photos.some((p) => p.status === 'uploading');
    setFormError(uploading ? 'sale-editor.photos.wait' : null);
    if (uploading || Object.keys(found).length > 0) {
      summary.failed();
      return;
    }
    setBusy(true);
    try {
      // A published advert stays online while its change waits for the moderators (decision 135).
      const created = sale ? null : await createSale(body);
      const revision = sale ? (await updateSale(sale.uid, body)).revision : false;
      queueToast({
        severity: 'success',
        summary: t(revision ? 'sale-editor.saved.revision.summary' : 'sale-editor.saved.summary'),
        detail: t(revision ? 'sale-editor.saved.revision.detail' : 'sale-editor.saved.detail'),
        life: TOAST_LIFE_MS,
      });
      guard.release();
      dropDraft();
      location.assign(created && litter ? `/sale?uid=${encodeURIComponent(created.uid)}#ninhada` : AFTER_SAVE);
    } catch (error) {
      setBusy(false);
      const body = error instanceof ApiError ? (error.body as { errors?: SaleErrors } | undefined) : undefined;
      // A refusal names a field or the form (errors.form, shown as the summary's message); else it is said as is.
      const said = Object.keys(body?.errors ?? {}).some((field) => field in LABELS || field === 'form');
      setErrors(body?.errors ?? {});
      setFormError(said ? null : errorKey(error) === 'not-found' ? 'sale-editor.not-found' : 'form.error.generic');
      summary.failed();
    }
  }

  return { errors, submitted, formError, busy, submit };
}
