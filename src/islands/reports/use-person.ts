/** One person of the people admin: read, read again after a change, and where the focus goes then. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorKey } from '../../lib/api/client.ts';
import { fetchPerson, type PersonDetail } from '../../lib/api/people.ts';
import { useTranslate } from '../../lib/translator.ts';
import { showToast } from '../../stores/toasts.ts';
import { translateKey } from '../ui/form.tsx';

/** Holds the person (or the error reading them) and the refusal of a change; `status` and `heading` take the focus. */
export function usePerson(uid: string) {
  const t = useTranslate();
  const [person, setPerson] = useState<PersonDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const load = useCallback(async () => {
    try {
      setPerson(await fetchPerson(uid));
      setError(null);
    } catch (e) {
      setError(translateKey(t, errorKey(e), 'people.load-error'));
    }
  }, [uid, t]);
  useEffect(() => void load(), [load]);

  /** After a change: the person read again, a toast, and the focus on what changed. */
  const done = async (summary: string, focus: 'status' | 'heading' = 'status') => {
    setAlert(null);
    await load();
    showToast({ severity: 'success', summary });
    (focus === 'status' ? status : heading).current?.focus();
  };
  const failed = (e: unknown) => setAlert(translateKey(t, errorKey(e), 'server-error'));

  return { person, error, alert, status, heading, load, done, failed };
}
