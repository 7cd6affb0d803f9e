/**
 * The documents of an application for certification (decision 176), each a button: the API needs the bearer header,
 * so a plain link cannot fetch it. A photo opens in the page, under its button (issue 55: "Abrir photo6.jpg"
 * downloaded it); a PDF is downloaded, as a browser's PDF viewer on a blob would run the file's own scripts in our
 * origin's tab. The breeder's panel and the moderators' queue show them.
 */
import { useEffect, useRef, useState } from 'react';
import { fetchCertificationDocument } from '../../lib/api/certification.ts';
import { saveBlob } from '../../lib/save-blob.ts';
import { useTranslate } from '../../lib/translator.ts';

/** The photos a browser shows as an image: never a script (the API stores only these and PDFs). */
const INLINE = new Set(['image/jpeg', 'image/png', 'image/webp']);

export function CertificationDocuments({
  documents,
  label,
}: {
  documents: readonly { uid: string; name: string }[];
  /** The list's accessible name, when no heading or term names it. */
  label?: string;
}) {
  const t = useTranslate();
  /** The photos open in the page: document uid → object URL. */
  const [shown, setShown] = useState<Readonly<Record<string, string>>>({});
  const urls = useRef(shown);
  urls.current = shown;
  useEffect(() => () => Object.values(urls.current).forEach((url) => URL.revokeObjectURL(url)), []);

  async function open(d: { uid: string; name: string }) {
    const url = shown[d.uid];
    if (url) {
      URL.revokeObjectURL(url);
      setShown(({ [d.uid]: _closed, ...rest }) => rest);
      return;
    }
    const blob = await fetchCertificationDocument(d.uid);
    if (INLINE.has(blob.type)) setShown((all) => ({ ...all, [d.uid]: URL.createObjectURL(blob) }));
    else saveBlob(blob, d.name);
  }

  return (
    <ul className="flex flex-col gap-2" aria-label={label}>
      {documents.map((d) => (
        <li key={d.uid} className="flex flex-col items-start gap-2">
          <button
            type="button"
            className="btn btn-outline min-h-11 max-w-full justify-start [overflow-wrap:anywhere]"
            aria-expanded={shown[d.uid] ? true : undefined}
            onClick={() => void open(d)}
          >
            {t('certification.documents.open', { name: d.name })}
          </button>
          {shown[d.uid] && (
            <img
              src={shown[d.uid]}
              alt={d.name}
              className="max-h-[70vh] max-w-full rounded-lg border border-line"
              data-certification-document-shown={d.uid}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
