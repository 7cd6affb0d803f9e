/**
 * Translations for islands without shipping i18next and the whole catalogue: the page picks the
 * texts an island needs with `pickMessages` (server side, through `t()`), the island reads them here.
 */
import { createContext, useContext } from 'react';
import { createTranslator, type Messages, type Translate } from './create-translator.ts';

export { createTranslator, hasMessage, type Messages, type Translate } from './create-translator.ts';

export const MessagesContext = createContext<Messages>({});

/** The island's translate function, from the messages its page passed down. */
export function useTranslate(): Translate {
  return createTranslator(useContext(MessagesContext));
}
