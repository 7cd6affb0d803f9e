/** The password recovery mail: a link to /user/password-recover with the ticket, valid for one hour. */
import { t } from '../../../i18n/index.ts';
import type { Mail } from '../mailer.ts';
import { renderHtml, renderText, type MailContent } from './layout.ts';

export function passwordRecoveryMail(to: string, name: string, link: string): Mail {
  const content: MailContent = {
    name,
    paragraphs: [t('mail.password-recovery.intro')],
    action: { label: t('mail.password-recovery.action'), url: link },
    notes: [t('mail.password-recovery.expiry'), t('mail.password-recovery.ignore')],
  };
  return {
    to,
    subject: t('mail.password-recovery.subject'),
    text: renderText(content),
    html: renderHtml(content),
    link,
  };
}
