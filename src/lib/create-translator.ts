/** Island texts without React: the translate function over texts picked for the island (see translator.ts). */

/** Translation key → text, already translated on the server or at build time. */
export type Messages = Readonly<Record<string, string>>;
export type Translate = (key: string, params?: Readonly<Record<string, string | number>>) => string;

const plurals = new Intl.PluralRules('pt-PT');

/**
 * Looks keys up in `messages`; `{{name}}` placeholders are filled from `params`; a missing key returns itself.
 * With a numeric `count`, a key without a text of its own takes its plural form as i18next names them
 * (`key_one`, `key_other`), so the catalogue's plural entries read the same on the server and in islands.
 */
export function createTranslator(messages: Messages): Translate {
  return (key, params) => {
    const count = params?.['count'];
    const plural = typeof count === 'number' ? `${key}_${plurals.select(count)}` : undefined;
    const text = Object.hasOwn(messages, key)
      ? (messages[key] as string)
      : plural && Object.hasOwn(messages, plural)
        ? (messages[plural] as string)
        : key;
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
