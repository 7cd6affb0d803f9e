/**
 * Saved-search alert mail (issue 19, decision 155): a new advert for one search at once, or the morning digest with
 * every new advert of the person's daily searches. Every mail carries a one-click unsubscribe that pauses the searches
 * it is about without signing in, in the text and in the List-Unsubscribe headers (RFC 2369, RFC 8058).
 */
import { t } from '../../../i18n/index.ts';
import { formatPrice, saleHref, type Translate } from '../../../lib/sales/format.ts';
import type { Env } from '../../env.ts';
import type { Mail } from '../mailer.ts';
import { renderHtml, renderText } from './layout.ts';

export interface AlertedSale {
  uid: string;
  title: string;
  priceCents: number;
  place: string | null;
}

/** One search and its new adverts. */
export interface AlertGroup {
  searchUid: string;
  searchName: string;
  sales: AlertedSale[];
}

type Site = Pick<Env, 'PUBLIC_SITE_URL'>;

/**
 * Where a mail's unsubscribe goes: the page that pauses the searches and says so (the link in the text), or the API's
 * one-click endpoint that mail providers POST to (the List-Unsubscribe header, RFC 8058).
 */
export function unsubscribeUrl(
  env: Site,
  token: string,
  searchUids: readonly string[],
  to: 'page' | 'one-click' = 'page',
): string {
  const query = new URLSearchParams({ search: searchUids.join(','), token });
  const path = to === 'page' ? '/saved-searches/unsubscribe' : '/api/public/saved-search/unsubscribe';
  return new URL(`${path}?${query.toString()}`, env.PUBLIC_SITE_URL).href;
}

const tr: Translate = (key, params) => t(key, params ? { ...params } : {});
const line = (env: Site, sale: AlertedSale) =>
  `${[sale.title, formatPrice(sale.priceCents / 100, tr), sale.place].filter(Boolean).join(' · ')}\n` +
  new URL(saleHref(sale.uid), env.PUBLIC_SITE_URL).href;

/** The mail for `groups`: one group with one advert is the immediate alert, anything else the digest. */
export function searchAlertMail(
  env: Site,
  /** The searches' unsubscribe token (the saved searches area signs it). */
  token: string,
  to: { name: string; email: string },
  groups: readonly AlertGroup[],
): Mail {
  const total = groups.reduce((sum, g) => sum + g.sales.length, 0);
  const single = groups.length === 1 && total === 1 ? groups[0] : undefined;
  const sale = single?.sales[0];
  const uids = groups.map((g) => g.searchUid);
  const unsubscribe = unsubscribeUrl(env, token, uids);
  const url = new URL(sale ? saleHref(sale.uid) : '/saved-searches', env.PUBLIC_SITE_URL).href;
  const paragraphs =
    single && sale
      ? [t('mail.search-alert.intro-one', { searchName: single.searchName }), line(env, sale)]
      : [
          t('mail.search-alert.intro-digest', { count: total }),
          ...groups.flatMap((g) => [
            t('mail.search-alert.group', { searchName: g.searchName }),
            ...g.sales.map((s) => line(env, s)),
          ]),
        ];
  const body = {
    name: to.name,
    paragraphs,
    action: { label: t(sale ? 'mail.search-alert.action-one' : 'mail.search-alert.action-many'), url },
    notes: [
      groups.length === 1
        ? t('mail.search-alert.unsubscribe', { url: unsubscribe })
        : t('mail.search-alert.unsubscribe-digest', { url: unsubscribe }),
    ],
  };
  return {
    to: to.email,
    subject:
      single && sale
        ? t('mail.search-alert.subject-one', { searchName: single.searchName, saleTitle: sale.title })
        : t('mail.search-alert.subject-digest', { count: total }),
    text: renderText(body),
    html: renderHtml(body),
    link: url,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl(env, token, uids, 'one-click')}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
