/** The plain-text and HTML frame every mail shares (greeting, paragraphs, one button, signature). */
import { t } from '../../../i18n/index.ts';

export interface MailContent {
  name: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Small print under the button. */
  notes?: string[];
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

export function renderText({ name, paragraphs, action, notes = [] }: MailContent): string {
  const lines = [t('mail.greeting', { name }), '', ...paragraphs.flatMap((p) => [p, ''])];
  if (action) lines.push(`${action.label}:`, action.url, '');
  for (const n of notes) lines.push(n, '');
  lines.push(t('mail.signature'));
  return `${lines.join('\n')}\n`;
}

export function renderHtml({ name, paragraphs, action, notes = [] }: MailContent): string {
  const p = (text: string, style = '') => `<p style="margin:0 0 16px;${style}">${escape(text)}</p>`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escape(action.url)}" style="background:#b45309;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escape(action.label)}</a></p>` +
      p(action.url, 'font-size:13px;color:#555;word-break:break-all')
    : '';
  return [
    '<!doctype html><html lang="pt-PT"><head><meta charset="utf-8"></head>',
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#222;max-width:560px;margin:0 auto;padding:24px">',
    p(t('mail.greeting', { name })),
    ...paragraphs.map((text) => p(text)),
    button,
    ...notes.map((text) => p(text, 'font-size:14px;color:#555')),
    p(t('mail.signature')),
    '</body></html>',
  ].join('\n');
}
