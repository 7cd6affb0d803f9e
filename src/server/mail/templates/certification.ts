/**
 * What a breeder is told of their certification (issue 37, decision 176): an application approved (until when) or
 * refused (the moderator's reason), and a reminder before an approval ends. Each links to the profile's panel.
 */
import { t } from '../../../i18n/index.ts';
import type { Mail } from '../mailer.ts';
import { renderHtml, renderText, type MailContent } from './layout.ts';
import { formatLongDate } from '../../../lib/bookings/format.ts';

export type CertificationMailKind = 'APPROVED' | 'REFUSED' | 'ENDING' | 'ENDED';

export interface CertificationMailInput {
  kind: CertificationMailKind;
  /** REFUSED: the moderator's reason. */
  reason?: string | null;
  /** APPROVED, ENDING: the day it ends. */
  until?: Date | null;
  /** The profile's certification panel. */
  link: string;
}

export function certificationMail(to: string, name: string, input: CertificationMailInput): Mail {
  const until = input.until ? formatLongDate(input.until) : '';
  const paragraphs = [t(`mail.certification.${input.kind}.intro`, { until })];
  if (input.reason) paragraphs.push(t('mail.moderation.reason', { reason: input.reason }));
  const content: MailContent = {
    name,
    paragraphs,
    action: { label: t(`mail.certification.${input.kind}.action`), url: input.link },
  };
  return {
    to,
    subject: t(`mail.certification.${input.kind}.subject`, { until }),
    text: renderText(content),
    html: renderHtml(content),
    link: input.link,
  };
}
