/**
 * Translations for islands without shipping i18next and the whole catalogue: the page picks the
 * texts an island needs with `pickMessages` (server side, through `t()`), the island reads them here.
 */
import { createContext, useContext } from 'react';

/** Translation key → text, already translated on the server. */
export type Messages = Readonly<Record<string, string>>;
export type Translate = (key: string, params?: Readonly<Record<string, string | number>>) => string;

/** Looks keys up in `messages`; `{{name}}` placeholders are filled from `params`; a missing key returns itself. */
export function createTranslator(messages: Messages): Translate {
  return (key, params) => {
    const text = Object.hasOwn(messages, key) ? (messages[key] as string) : key;
    if (!params) return text;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
  };
}

/** Whether `messages` has a text for `key` (to fall back when the API sends a key we do not know). */
export function hasMessage(messages: Messages, key: string): boolean {
  return Object.hasOwn(messages, key);
}

export const MessagesContext = createContext<Messages>({});

/** The island's translate function, from the messages its page passed down. */
export function useTranslate(): Translate {
  return createTranslator(useContext(MessagesContext));
}
