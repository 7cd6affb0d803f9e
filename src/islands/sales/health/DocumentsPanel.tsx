/**
 * The sheet's private documents (issue 56, decision 215): a photo of the vaccination booklet, test certificates.
 * Its seller gives and removes them here; only they and the moderators can read them, which the panel says. Each
 * action's outcome is said where the eye is, and the focus goes to it.
 */
import { useRef, useState } from 'react';
import { fetchHealthDocument, removeHealthDocument, uploadHealthDocument } from '../../../lib/api/sales.ts';
import { ApiError, errorKey } from '../../../lib/api/client.ts';
import { DOCUMENT_SIGNATURE_BYTES, documentTypeOf } from '../../../lib/certification/document-type.ts';
import {
  HEALTH_DOCUMENT_KINDS,
  HEALTH_DOCUMENT_MAX_BYTES,
  HEALTH_DOCUMENTS_MAX,
  type HealthDocumentKind,
} from '../../../lib/sales/health-types.ts';
import type { HealthDocument } from '../../../lib/sales/shapes.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { useTranslate } from '../../../lib/translator.ts';
import { SelectField } from '../../ui/fields.tsx';
import { errorClass, labelClass, translateKey } from '../../ui/form.tsx';
import { readAsDataUrl } from '../../profile/image-file.ts';

interface Props {
  saleUid: string;
  documents: HealthDocument[];
  /** A litter's animals: a document may be about one of them. */
  animals: { uid: string; label: string }[];
}

export function DocumentsPanel({ saleUid, documents: initial, animals }: Props) {
  const t = useTranslate();
  const [documents, setDocuments] = useState(initial);
  const [kind, setKind] = useState<HealthDocumentKind>('BOOKLET');
  const [animalUid, setAnimalUid] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const said = useRef<HTMLParagraphElement>(null);
  const file = useRef<HTMLInputElement>(null);

  function say(text: string | null, problem: string | null) {
    setStatus(text);
    setError(problem);
    // After the render: the message is on the page.
    setTimeout(() => said.current?.focus(), 0);
  }

  async function upload(picked: File | undefined) {
    if (!picked || busy) return;
    const head = new Uint8Array(await picked.slice(0, DOCUMENT_SIGNATURE_BYTES).arrayBuffer());
    if (!documentTypeOf(head)) return say(null, t('health.error.document-type'));
    if (picked.size > HEALTH_DOCUMENT_MAX_BYTES) return say(null, t('health.error.document-size'));
    setBusy(true);
    try {
      const data = await readAsDataUrl(picked);
      const saved = await uploadHealthDocument(saleUid, {
        kind,
        animalUid: animalUid || null,
        name: picked.name,
        data,
      });
      setDocuments((all) => [...all, saved]);
      say(t('health.documents.added', { name: saved.name }), null);
    } catch (failure) {
      const body = failure instanceof ApiError ? (failure.body as { errors?: Record<string, string> }) : undefined;
      const key = Object.values(body?.errors ?? {})[0] ?? errorKey(failure);
      say(null, translateKey(t, key, 'server-error'));
    } finally {
      setBusy(false);
      if (file.current) file.current.value = '';
    }
  }

  async function remove(document: HealthDocument) {
    try {
      await removeHealthDocument(saleUid, document.uid);
      setDocuments((all) => all.filter((d) => d.uid !== document.uid));
      say(t('health.documents.removed', { name: document.name }), null);
    } catch (failure) {
      say(null, translateKey(t, errorKey(failure), 'server-error'));
    }
  }

  const animalOf = (uid: string | null) => animals.find((a) => a.uid === uid)?.label;
  return (
    <section className="flex flex-col gap-4" aria-labelledby="health-documents-title" data-health-documents>
      <h3 id="health-documents-title" className="text-lg font-bold">
        {t('health.documents.title')}
      </h3>
      <p className="text-ink-muted">{t('health.documents.private')}</p>
      {documents.length > 0 && (
        <ul className="flex flex-col gap-2">
          {documents.map((d) => (
            <li
              key={d.uid}
              className="flex flex-wrap items-center gap-2 rounded-lg border border-line p-3"
              data-health-document={d.kind}
            >
              <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">
                <strong>{t(`health.document.${d.kind}`)}</strong> · {d.name}
                {d.animalUid && animalOf(d.animalUid) && ` · ${animalOf(d.animalUid)}`}
              </span>
              <button
                type="button"
                className="btn btn-outline"
                onClick={() => void fetchHealthDocument(d.uid).then((blob) => saveBlob(blob, d.name))}
              >
                {t('health.documents.download')}
              </button>
              <button
                type="button"
                className="btn btn-outline"
                aria-label={t('health.documents.remove', { name: d.name })}
                onClick={() => void remove(d)}
              >
                {t('health.editor.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {documents.length < HEALTH_DOCUMENTS_MAX && (
        <div className="grid items-end gap-3 sm:grid-cols-2">
          <SelectField
            label={t('health.documents.kind')}
            name="document.kind"
            value={kind}
            onChange={(e) => setKind(e.target.value as HealthDocumentKind)}
          >
            {HEALTH_DOCUMENT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`health.document.${k}`)}
              </option>
            ))}
          </SelectField>
          {animals.length > 0 && (
            <SelectField
              label={t('health.documents.animal')}
              name="document.animal"
              value={animalUid}
              onChange={(e) => setAnimalUid(e.target.value)}
            >
              <option value="">{t('health.documents.animal.all')}</option>
              {animals.map((a) => (
                <option key={a.uid} value={a.uid}>
                  {a.label}
                </option>
              ))}
            </SelectField>
          )}
          <div className="sm:col-span-2">
            <label htmlFor={`${saleUid}-document-file`} className={labelClass}>
              {t('health.documents.file')}
            </label>
            <input
              ref={file}
              id={`${saleUid}-document-file`}
              type="file"
              accept="application/pdf,image/jpeg,image/png,image/webp"
              className="block min-h-11 w-full"
              disabled={busy}
              onChange={(e) => void upload(e.target.files?.[0])}
              data-health-document-file
            />
            <p className="mt-1 text-sm text-ink-muted">{t('health.documents.file.hint')}</p>
          </div>
        </div>
      )}
      <p
        ref={said}
        tabIndex={-1}
        role={error ? 'alert' : 'status'}
        className={error ? errorClass : 'font-semibold'}
        data-health-documents-status
      >
        {error ?? status}
      </p>
    </section>
  );
}
