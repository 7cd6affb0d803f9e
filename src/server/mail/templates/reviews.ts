/**
 * "Como correu a visita?" (issue 38, decision 183): the day after a visit, and three days before its review window
 * closes, each of its two people is asked for their review; the link opens the visit's review form.
 */
import { t } from '../../../i18n/index.ts';
import type { Mail } from '../mailer.ts';
import { renderHtml, renderText, type MailContent } from './layout.ts';
import { formatLongDate } from '../../../lib/bookings/format.ts';

export type ReviewMailKind = 'ASK' | 'LAST';

export function reviewRequestMail(
  to: string,
  name: string,
  input: { kind: ReviewMailKind; saleTitle: string; visitedAt: Date; closesAt: Date; link: string },
): Mail {
  const params = {
    title: input.saleTitle,
    date: formatLongDate(input.visitedAt),
    until: formatLongDate(input.closesAt),
  };
  const content: MailContent = {
    name,
    paragraphs: [t(`mail.review.${input.kind}.intro`, params), t('mail.review.blind')],
    action: { label: t('mail.review.action'), url: input.link },
  };
  return {
    to,
    subject: t(`mail.review.${input.kind}.subject`, params),
    text: renderText(content),
    html: renderHtml(content),
    link: input.link,
  };
}
