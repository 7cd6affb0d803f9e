/** i18next, initialised synchronously with the shipped locale: `t` works the same on server and in islands. */
import i18next from 'i18next';
import pt from './pt.json' with { type: 'json' };

export const DEFAULT_LANGUAGE = 'pt';
/** The HTML `lang` of every page. */
export const HTML_LANG = 'pt-PT';

export const i18n = i18next.createInstance();
void i18n.init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  resources: { pt: { translation: pt } },
  // Keys are flat and dotted ("login-dialog.msg.incorrect-login"): no nesting, no namespaces.
  keySeparator: false,
  nsSeparator: false,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export const t = i18n.t.bind(i18n);
