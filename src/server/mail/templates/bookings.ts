/** The visit mails: a new request to the seller, and the seller's answer to the visitor (with an .ics when accepted). */
import { t } from '../../../i18n/index.ts';
import type { Env } from '../../env.ts';
import type { BookingStatus } from '../../../lib/bookings/rules.ts';
import { buildIcs } from '../ics.ts';
import { formatVisitTime } from '../../../lib/bookings/format.ts';
import { SLOT_MINUTES } from '../../../lib/bookings/rules.ts';
import type { Mail } from '../mailer.ts';
import { renderHtml, renderText, type MailContent } from './layout.ts';

type SiteEnv = Pick<Env, 'PUBLIC_SITE_URL'>;

/** Everything a visit mail says, with both people's addresses (the bookings area loads it). */
export interface BookingDetails {
  uid: string;
  status: BookingStatus;
  startsAt: Date;
  message: string | null;
  phone: string | null;
  /** The litter's animals asked for, by name. */
  animals: string[];
  rejectReason: string | null;
  sale: { uid: string; title: string; location: string | null };
  seller: { name: string; surname: string; email: string; phone: string | null };
  visitor: { name: string; surname: string; email: string };
}

const saleUrl = (env: SiteEnv, saleUid: string) =>
  new URL(`/sales/sale-detail?searchValue=${encodeURIComponent(saleUid)}`, env.PUBLIC_SITE_URL).href;
const dashboardUrl = (env: SiteEnv) => new URL('/user-dashboard', env.PUBLIC_SITE_URL).href;

const fullName = (p: { name: string; surname: string }) => `${p.name} ${p.surname}`.trim();
const placeLine = (d: BookingDetails) =>
  t('mail.booking.where', { place: d.sale.location ?? t('mail.booking.place-unknown') });
const sellerContact = (d: BookingDetails) => [d.seller.phone, d.seller.email].filter(Boolean).join(' · ');

/** A visit mail to `to`, greeted by name, with one action: its URL is the link the log names. */
function mail(
  to: { email: string; name: string },
  subject: string,
  content: Omit<MailContent, 'name' | 'action'> & Required<Pick<MailContent, 'action'>>,
  attachments?: Mail['attachments'],
): Mail {
  const body = { name: to.name, ...content };
  return {
    to: to.email,
    subject,
    text: renderText(body),
    html: renderHtml(body),
    link: content.action.url,
    ...(attachments && { attachments }),
  };
}

/** To the seller: who asks, when, their message and phone; answer from the dashboard. */
export function bookingRequestedMail(env: SiteEnv, d: BookingDetails): Mail {
  const paragraphs = [
    t('mail.booking-requested.intro', { visitor: fullName(d.visitor), saleTitle: d.sale.title }),
    t('mail.booking.when', { date: formatVisitTime(d.startsAt) }),
  ];
  if (d.animals.length > 0) paragraphs.push(t('visits.animals', { names: d.animals.join(', ') }));
  if (d.message) paragraphs.push(t('mail.booking.message', { message: d.message }));
  if (d.phone) paragraphs.push(t('mail.booking.visitor-phone', { phone: d.phone }));
  const subject = t('mail.booking-requested.subject', { saleTitle: d.sale.title });
  return mail(d.seller, subject, {
    paragraphs,
    action: { label: t('mail.booking-requested.action'), url: dashboardUrl(env) },
    notes: [t('mail.booking-requested.note')],
  });
}

/** To the visitor: confirmed time, place and the seller's contact, and the visit as a calendar file. */
export function bookingAcceptedMail(env: SiteEnv, d: BookingDetails, stamp: Date): Mail {
  const url = saleUrl(env, d.sale.uid);
  const seller = fullName(d.seller);
  const contact = sellerContact(d);
  const paragraphs = [
    t('mail.booking-accepted.intro', { seller, saleTitle: d.sale.title }),
    t('mail.booking.when', { date: formatVisitTime(d.startsAt) }),
    placeLine(d),
    t('mail.booking.seller-contact', { contact }),
    t('mail.booking-accepted.address-note'),
  ];
  const ics = buildIcs({
    uid: `${d.uid}@${new URL(env.PUBLIC_SITE_URL).hostname}`,
    stamp,
    start: d.startsAt,
    end: new Date(d.startsAt.getTime() + SLOT_MINUTES * 60_000),
    summary: t('ics.summary', { saleTitle: d.sale.title }),
    description: t('ics.description', { saleTitle: d.sale.title, seller, contact, url }),
    ...(d.sale.location && { location: d.sale.location }),
    url,
    organizer: { name: seller, email: d.seller.email },
  });
  const subject = t('mail.booking-accepted.subject', { saleTitle: d.sale.title });
  const calendar = {
    filename: 'visita.ics',
    content: ics,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  };
  const action = { label: t('mail.booking.sale-action'), url };
  return mail(d.visitor, subject, { paragraphs, action, notes: [t('mail.booking-accepted.calendar')] }, [calendar]);
}

/** To the visitor: the seller cannot receive them then (their reason, or the slot went to someone else). */
export function bookingRejectedMail(env: SiteEnv, d: BookingDetails, options: { slotTaken: boolean }): Mail {
  const url = saleUrl(env, d.sale.uid);
  const paragraphs = [
    t('mail.booking-rejected.intro', {
      seller: fullName(d.seller),
      saleTitle: d.sale.title,
      date: formatVisitTime(d.startsAt),
    }),
  ];
  if (options.slotTaken) paragraphs.push(t('mail.booking-rejected.slot-taken'));
  else if (d.rejectReason) paragraphs.push(t('mail.booking-rejected.reason', { reason: d.rejectReason }));
  paragraphs.push(t('mail.booking-rejected.retry'));
  const subject = t('mail.booking-rejected.subject', { saleTitle: d.sale.title });
  return mail(d.visitor, subject, { paragraphs, action: { label: t('mail.booking.sale-action'), url } });
}

/** To the visitor: the seller removed the advert, so their visit on that date will not happen (issue 16). */
export function bookingSaleWithdrawnMail(
  env: SiteEnv,
  d: BookingDetails,
  because: 'removed' | 'sold' | 'suspended',
): Mail {
  const date = formatVisitTime(d.startsAt);
  const paragraphs = [
    t(`mail.booking-sale-${because}.intro`, { seller: fullName(d.seller), saleTitle: d.sale.title, date }),
    t('mail.booking-sale-removed.retry'),
  ];
  const subject = t('mail.booking-sale-removed.subject', { saleTitle: d.sale.title });
  const action = { label: t('mail.booking-sale-removed.action'), url: new URL('/sales', env.PUBLIC_SITE_URL).href };
  return mail(d.visitor, subject, { paragraphs, action });
}
