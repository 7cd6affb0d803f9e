// The signed-in area (bell, notifications, profile menu) is mounted by the shell script, not by a page, so no
// page can hand it its texts: this plugin does at build time (decision 058). `virtual:patinhas/signed-in-area-messages`
// exports exactly the texts of SIGNED_IN_AREA_KEYS, picked from the catalogue, and neither i18next nor the
// catalogue reaches the browser.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ID = 'virtual:patinhas/signed-in-area-messages';
const RESOLVED = `\0${ID}`;
const KEYS = new URL('../src/islands/session/messages.ts', import.meta.url);
const PICK = new URL('../src/i18n/pick.ts', import.meta.url);
const CATALOGUE = new URL('../src/i18n/pt.json', import.meta.url);

/** @returns {import('vite').Plugin} */
export function signedInAreaMessages() {
  return {
    name: 'patinhas:signed-in-area-messages',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      // The catalogue is read on every load, so `astro dev` follows its edits (a new key in the lists needs a restart).
      this.addWatchFile(fileURLToPath(CATALOGUE));
      const { pick } = await import(PICK.href);
      const { SIGNED_IN_AREA_KEYS } = await import(KEYS.href);
      const catalogue = JSON.parse(readFileSync(CATALOGUE, 'utf8'));
      return `export default ${JSON.stringify(pick(catalogue, SIGNED_IN_AREA_KEYS))};`;
    },
  };
}
