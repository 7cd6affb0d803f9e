/** The confirmation mail of a new account (issue 37, decision 174): a link to /confirm-email, valid 48 hours. */
import { t } from '../../../i18n/index.ts';
import type { Mail } from '../mailer.ts';
import { renderHtml, renderText, type MailContent } from './layout.ts';

export function emailConfirmationMail(to: string, name: string, link: string): Mail {
  const content: MailContent = {
    name,
    paragraphs: [t('mail.email-confirmation.intro')],
    action: { label: t('mail.email-confirmation.action'), url: link },
    notes: [t('mail.email-confirmation.expiry'), t('mail.email-confirmation.ignore')],
  };
  return {
    to,
    subject: t('mail.email-confirmation.subject'),
    text: renderText(content),
    html: renderHtml(content),
    link,
  };
}
