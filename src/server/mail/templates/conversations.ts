/** The conversation mail: to a person who is away, the messages they have not received, with a link to them. */
import { t } from '../../../i18n/index.ts';
import type { Env } from '../../env.ts';
import type { Mail } from '../mailer.ts';
import { renderHtml, renderText } from './layout.ts';

/** A quoted message in a mail: long ones are cut, the link has the whole text. */
const QUOTE_MAX = 300;
const quote = (body: string) => `«${body.length > QUOTE_MAX ? `${body.slice(0, QUOTE_MAX)}…` : body}»`;

export interface AwayMailFacts {
  reader: { name: string; email: string };
  /** The writer's full name; empty once their account is deleted. */
  writer: string;
  saleTitle: string;
  conversationId: string;
  /** The newest messages not received, oldest first. */
  quoted: string[];
  /** How many messages they have not received in all. */
  total: number;
}

export function awayMail(env: Pick<Env, 'PUBLIC_SITE_URL'>, f: AwayMailFacts): Mail {
  const writer = f.writer || t('messages.deleted-account');
  const url = new URL(`/messages?c=${encodeURIComponent(f.conversationId)}`, env.PUBLIC_SITE_URL).href;
  const body = {
    name: f.reader.name,
    paragraphs: [
      t('mail.conversation-away.intro', { count: f.total, writer, saleTitle: f.saleTitle }),
      ...f.quoted.map(quote),
    ],
    action: { label: t('mail.conversation-away.action'), url },
    notes: [t('mail.conversation-away.note')],
  };
  return {
    to: f.reader.email,
    subject: t('mail.conversation-away.subject', { writer, saleTitle: f.saleTitle }),
    text: renderText(body),
    html: renderHtml(body),
    link: url,
  };
}
