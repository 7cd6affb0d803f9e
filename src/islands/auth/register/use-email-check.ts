/** Is the email free? Asked once typing pauses, only for an address that looks right, the previous check aborted. */
import { useEffect, useState } from 'react';
import { isEmailAvailable } from '../../../lib/api/accounts.ts';
import { emailError } from '../../../lib/validation/signup-rules.ts';

/** Wait this long after the last keystroke before asking whether the email is free. */
export const EMAIL_CHECK_DELAY_MS = 400;

export type EmailStatus = 'idle' | 'checking' | 'available' | 'taken';

/** The status of `email`, and a reset for when the person types again. */
export function useEmailCheck(email: string): [EmailStatus, () => void] {
  const [status, setStatus] = useState<EmailStatus>('idle');
  useEffect(() => {
    const address = email.trim();
    if (emailError(address)) {
      setStatus('idle');
      return;
    }
    const abort = new AbortController();
    const timer = setTimeout(() => {
      setStatus('checking');
      isEmailAvailable(address, abort.signal)
        .then((available) => setStatus(available ? 'available' : 'taken'))
        .catch(() => !abort.signal.aborted && setStatus('idle'));
    }, EMAIL_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [email]);
  return [status, () => setStatus('idle')];
}
