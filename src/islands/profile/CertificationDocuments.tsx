/**
 * The documents of an application for certification (decision 176), each a button that downloads it: the API needs
 * the bearer header, so a plain link cannot fetch it. The breeder's panel and the moderators' queue show them.
 */
import { fetchCertificationDocument } from '../../lib/api/certification.ts';
import { saveBlob } from '../../lib/save-blob.ts';
import { useTranslate } from '../../lib/translator.ts';

export function CertificationDocuments({
  documents,
  label,
}: {
  documents: readonly { uid: string; name: string }[];
  /** The list's accessible name, when no heading or term names it. */
  label?: string;
}) {
  const t = useTranslate();
  return (
    <ul className="flex flex-col gap-2" aria-label={label}>
      {documents.map((d) => (
        <li key={d.uid}>
          <button
            type="button"
            className="btn btn-outline min-h-11 max-w-full justify-start [overflow-wrap:anywhere]"
            onClick={() => void fetchCertificationDocument(d.uid).then((blob) => saveBlob(blob, d.name))}
          >
            {t('certification.documents.open', { name: d.name })}
          </button>
        </li>
      ))}
    </ul>
  );
}
