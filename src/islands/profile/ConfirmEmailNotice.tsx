/**
 * "Confirme o seu email" (issue 37, decision 174): shown to a person whose address is not confirmed yet, on the
 * profile, the dashboard and instead of the advert form. One button mails a new link; the answer is read out where
 * the button is, and a refusal (too many, already confirmed, the mail is down) says what to do.
 */
import { useState } from 'react';
import { api, ApiError, errorKey } from '../../lib/api/client.ts';
import { dgavFieldHref } from '../../lib/users/dgav-field.ts';
import { MessagesContext, useTranslate, type Messages } from '../../lib/translator.ts';

interface Props {
  messages: Messages;
  email: string;
  /** `h2` on a page section, `h1` where it is the page's content (the advert form's place). */
  heading?: 'h1' | 'h2';
  /** A breeder without a DGAV number: the card says it is needed too, with the way to give it (decision 201). */
  dgavMissing?: boolean;
}

export default function ConfirmEmailNotice({ messages, ...props }: Props) {
  return (
    <MessagesContext.Provider value={messages}>
      <Notice {...props} />
    </MessagesContext.Provider>
  );
}

function Notice({ email, heading: Heading = 'h2', dgavMissing = false }: Omit<Props, 'messages'>) {
  const t = useTranslate();
  const [state, setState] = useState<{ busy: boolean; said: string | null; ok: boolean }>({
    busy: false,
    said: null,
    ok: false,
  });

  async function resend() {
    if (state.busy) return;
    setState({ busy: true, said: null, ok: false });
    try {
      await api.post('private/confirm-email');
      setState({ busy: false, said: t('confirm-email.sent', { email }), ok: true });
    } catch (error) {
      const key = errorKey(error);
      const said =
        key === 'confirm-email.error.already-confirmed'
          ? t(key)
          : error instanceof ApiError && error.status === 429
            ? t('form.error.too-many-requests')
            : t(key === 'mail-unavailable' ? 'mail-unavailable' : 'server-error');
      setState({ busy: false, said, ok: false });
    }
  }

  return (
    <section
      className="card flex flex-col items-start gap-3 border-l-4 border-brand-700 p-5 md:p-6"
      aria-labelledby="confirm-email-title"
      data-confirm-email
    >
      <Heading id="confirm-email-title" className="text-xl font-bold">
        {t('confirm-email.title')}
      </Heading>
      <p className="max-w-prose [overflow-wrap:anywhere]">{t('confirm-email.text', { email })}</p>
      {dgavMissing && (
        <p className="max-w-prose" data-dgav-missing>
          {t('confirm-email.dgav')}{' '}
          <a href={dgavFieldHref()} className="font-semibold">
            {t('sale-editor.dgav.link')}
          </a>
        </p>
      )}
      <button
        type="button"
        className="btn btn-primary"
        aria-disabled={state.busy || undefined}
        onClick={() => void resend()}
      >
        {state.busy ? t('confirm-email.sending') : t('confirm-email.resend')}
      </button>
      <p role="status" className={state.ok ? 'font-semibold' : 'text-error'}>
        {state.said}
      </p>
    </section>
  );
}
