/** The certification application's state: the DGAV number, the premises, the documents picked, and the sending. */
import { useState, type FormEvent } from 'react';
import { applyForCertification, type CertificationApplication } from '../../lib/api/certification.ts';
import { ApiError, errorKey } from '../../lib/api/client.ts';
import { CERTIFICATION_DOCUMENT_MAX_BYTES, CERTIFICATION_DOCUMENTS_MAX } from '../../lib/certification/types.ts';
import { DOCUMENT_SIGNATURE_BYTES, documentTypeOf } from '../../lib/certification/document-type.ts';
import { useTranslate } from '../../lib/translator.ts';
import { useErrorSummary } from '../ui/error-summary.tsx';
import { translateKey } from '../ui/form.tsx';
import { readAsDataUrl } from './image-file.ts';

/** A document picked to send: its name, its content as a data URL, its size. */
export type Picked = { name: string; data: string; bytes: number };

/** Holds the application's fields and refusals; `pick` checks files, `submit` files the application. */
export function useApplicationForm(initialDgav: string, onFiled: (filed: CertificationApplication) => void) {
  const t = useTranslate();
  const [dgavNumber, setDgavNumber] = useState(initialDgav);
  const [premises, setPremises] = useState('');
  const [documents, setDocuments] = useState<Picked[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const summary = useErrorSummary();

  async function pick(files: FileList | null) {
    const chosen = [...(files ?? [])];
    const next = [...documents];
    for (const file of chosen) {
      if (next.length >= CERTIFICATION_DOCUMENTS_MAX) break;
      if (file.size > CERTIFICATION_DOCUMENT_MAX_BYTES) {
        setErrors((e) => ({ ...e, documents: t('certification.error.document-size') }));
        continue;
      }
      // Its first bytes, not its name: a text file named ".jpg" is refused now, not at sending (issue 55).
      const head = new Uint8Array(await file.slice(0, DOCUMENT_SIGNATURE_BYTES).arrayBuffer());
      if (!documentTypeOf(head)) {
        setErrors((e) => ({ ...e, documents: t('certification.error.document-type-named', { name: file.name }) }));
        continue;
      }
      next.push({ name: file.name, data: await readAsDataUrl(file), bytes: file.size });
    }
    setDocuments(next);
    if (next.length > documents.length && next.length - documents.length === chosen.length) {
      setErrors(({ documents: _gone, ...rest }) => rest);
    }
  }

  /** A field's error goes once what it says is put right (issue 55: the premises stayed red when valid). */
  const clearWhen = (field: string, valid: boolean) => {
    if (valid && errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setAlert(null);
    setErrors({});
    try {
      onFiled(
        await applyForCertification({
          dgavNumber,
          premises,
          documents: documents.map(({ name, data }) => ({ name, data })),
        }),
      );
    } catch (error) {
      const body =
        error instanceof ApiError ? (error.body as { errors?: Record<string, string> } | undefined) : undefined;
      if (body?.errors) {
        // A document's own error ("documents.1.data") is said at the documents' field.
        const found = Object.fromEntries(
          Object.entries(body.errors).map(([field, key]) => [field.split('.')[0]!, t(key)]),
        );
        setErrors(found);
      } else {
        setAlert(translateKey(t, errorKey(error), 'form.error.generic'));
      }
      setBusy(false);
      summary.failed();
    }
  }

  return {
    dgavNumber,
    setDgavNumber,
    premises,
    setPremises,
    documents,
    setDocuments,
    errors,
    alert,
    busy,
    summary,
    pick,
    clearWhen,
    submit,
  };
}
