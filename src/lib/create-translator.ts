/** Island texts without React: the translate function over texts picked for the island (see translator.ts). */

/** Translation key → text, already translated on the server or at build time. */
export type Messages = Readonly<Record<string, string>>;
export type Translate = (key: string, params?: Readonly<Record<string, string | number>>) => string;

/** Looks keys up in `messages`; `{{name}}` placeholders are filled from `params`; a missing key returns itself. */
export function createTranslator(messages: Messages): Translate {
  return (key, params) => {
    const text = Object.hasOwn(messages, key) ? (messages[key] as string) : key;
    if (!params) return text;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
      Object.hasOwn(params, name) ? String(params[name]) : whole,
    );
  };
}

/** Whether `messages` has a text for `key` (to fall back when the API sends a key we do not know). */
export function hasMessage(messages: Messages, key: string): boolean {
  return Object.hasOwn(messages, key);
}
