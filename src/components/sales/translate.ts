/** i18next's `t` in the shape the shared sale formatters take (src/lib/sales/format.ts). */
import { t } from '../../i18n/index.ts';
import type { Translate } from '../../lib/sales/format.ts';

export const tr: Translate = (key, params) => t(key, params ? { ...params } : {});
