/** The server's rendering of a Markdown body, asked for once typing pauses while the preview tab is open. */
import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api/client.ts';

/** Markdown is rendered on the server once typing pauses. */
const PREVIEW_DELAY_MS = 300;

/** `refused`: the server's reason (a message key) not to render this text, shown at the field as a save's error. */
export type Preview = { html: string; loading: boolean; refused?: string };

/** `render`: the sanitised HTML of a body, as publishing would store it. */
export function useMarkdownPreview(
  tab: 'write' | 'preview',
  value: string,
  render: (body: string, signal: AbortSignal) => Promise<string>,
): Preview {
  const [preview, setPreview] = useState<Preview>({ html: '', loading: false });
  useEffect(() => {
    if (tab !== 'preview') return;
    if (value.trim() === '') {
      setPreview({ html: '', loading: false });
      return;
    }
    const abort = new AbortController();
    setPreview((p) => ({ ...p, loading: true }));
    const timer = setTimeout(() => {
      render(value, abort.signal)
        .then((html) => setPreview({ html, loading: false }))
        .catch((e: unknown) => {
          if (abort.signal.aborted) return;
          const key =
            e instanceof ApiError ? (e.body as { errors?: { body?: string } } | undefined)?.errors?.body : undefined;
          setPreview({ html: '', loading: false, ...(key && { refused: key }) });
        });
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [tab, value, render]);
  return preview;
}
