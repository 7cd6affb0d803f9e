/**
 * A moderator's decision about a person, mailed to them (issue 37, decision 174): a take-down, a warning or a
 * suspension, with the moderator's own words, the advert concerned and, for a suspension, when it ends.
 */
import { t } from '../../../i18n/index.ts';
import type { Mail } from '../mailer.ts';
import { renderHtml, renderText, type MailContent } from './layout.ts';
import { formatLongDate } from '../../../lib/bookings/format.ts';

/** HIDE_REVIEW: a review of a visit hidden after reports (decision 184); its title is the visit's advert. */
export type ModerationMailKind = 'TAKE_DOWN' | 'WARN' | 'SUSPEND' | 'REINSTATE' | 'UPHOLD' | 'HIDE_REVIEW';

export interface ModerationMailInput {
  kind: ModerationMailKind;
  /** The moderator's reason, as written. */
  reason: string;
  /** The advert concerned, when there is one. */
  title?: string | null;
  /** SUSPEND: when it ends (null for good). */
  until?: Date | null;
  /** The page where the person reads and answers it: my sales, the contacts page. */
  link: string;
}

/** How the person answers a decision they think wrong: an advert's take-down from "my sales", the rest by contacts. */
const CONTEST: Partial<Record<ModerationMailKind, string>> = {
  TAKE_DOWN: 'mail.moderation.contest-sale',
  WARN: 'mail.moderation.contest',
  SUSPEND: 'mail.moderation.contest',
  HIDE_REVIEW: 'mail.moderation.contest',
};

/** "até 12 de dezembro de 2026" or "por tempo indeterminado". */
export const suspensionEnd = (until: Date | null | undefined): string =>
  !until || until.getUTCFullYear() >= 9999
    ? t('mail.moderation.forever')
    : t('mail.moderation.until', { date: formatLongDate(until) });

export function moderationMail(to: string, name: string, input: ModerationMailInput): Mail {
  const paragraphs = [
    t(`mail.moderation.${input.kind}.intro`, { title: input.title ?? '', end: suspensionEnd(input.until) }),
    t('mail.moderation.reason', { reason: input.reason }),
  ];
  const content: MailContent = {
    name,
    paragraphs,
    action: { label: t(`mail.moderation.${input.kind}.action`), url: input.link },
    notes: CONTEST[input.kind] ? [t(CONTEST[input.kind]!)] : [],
  };
  return {
    to,
    subject: t(`mail.moderation.${input.kind}.subject`, { title: input.title ?? '' }),
    text: renderText(content),
    html: renderHtml(content),
    link: input.link,
  };
}
