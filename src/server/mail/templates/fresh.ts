/**
 * "Ainda está disponível?" (issue 57, decision 219): every 30 days a seller is asked about each listed advert; the
 * link opens /sales/confirm, whose one button confirms it (opening the link changes nothing: mail scanners and
 * prefetches open links too).
 */
import { t } from '../../../i18n/index.ts';
import type { Mail } from '../mailer.ts';
import { renderHtml, renderText, type MailContent } from './layout.ts';
import { formatLongDate } from '../../../lib/bookings/format.ts';
import { FRESH_CONFIRM_EVERY_DAYS } from '../../../lib/sales/freshness.ts';

export function freshAskMail(to: string, name: string, input: { saleTitle: string; until: Date; link: string }): Mail {
  const params = { title: input.saleTitle, until: formatLongDate(input.until), every: FRESH_CONFIRM_EVERY_DAYS };
  const content: MailContent = {
    name,
    paragraphs: [t('mail.fresh.intro', params), t('mail.fresh.lapse', params)],
    action: { label: t('mail.fresh.action'), url: input.link },
    notes: [t('mail.fresh.sold')],
  };
  return {
    to,
    subject: t('mail.fresh.subject', params),
    text: renderText(content),
    html: renderHtml(content),
    link: input.link,
  };
}
