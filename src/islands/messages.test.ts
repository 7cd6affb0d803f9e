// Every island text exists: each key an island lists has a Portuguese text, each text an island's code asks for
// is listed for its page to pick (or a raw key would reach the screen), and the signed-in area's build-time
// texts are its listed keys and nothing more of the catalogue (decisions 054, 058).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import signedInAreaMessages from 'virtual:patinhas/signed-in-area-messages';
import pt from '../i18n/pt.json';
import { listed, PREFIX_MARK } from '../i18n/pick.ts';
import { NOTIFICATION_TEXTS } from './notifications/messages.ts';
import { SIGNED_IN_AREA_KEYS } from './session/messages.ts';

const catalogue = Object.keys(pt);
const modules = import.meta.glob<Record<string, unknown>>('./**/messages.ts', { eager: true });

const isKeyList = (v: unknown): v is string[] => Array.isArray(v) && v.every((k) => typeof k === 'string');
/** Folder (e.g. "bookings") → every key list its messages.ts exports, by name. */
const lists = new Map<string, [string, string[]][]>();
for (const [file, exports] of Object.entries(modules)) {
  const folder = path.dirname(file).replace(/^\.\//, '');
  lists.set(
    folder,
    Object.entries(exports).filter((e): e is [string, string[]] => isKeyList(e[1])),
  );
}
const named = [...lists].flatMap(([folder, entries]) =>
  entries.map(([name, keys]) => [`${folder}: ${name}`, keys] as const),
);
const everyList = named.map(([, keys]) => keys);

/** The key lists of a folder's own messages.ts, or of the nearest folder above it that has one. */
function listsAbove(folder: string): string[][] | undefined {
  for (let dir = folder; dir !== '.' && dir !== ''; dir = path.dirname(dir)) {
    const found = lists.get(dir);
    if (found) return found.map(([, keys]) => keys);
  }
  return undefined;
}

const ISLANDS = import.meta.dirname;
const sources = readdirSync(ISLANDS, { recursive: true, encoding: 'utf8' }).filter(
  (f) => /\.tsx?$/.test(f) && !/\.(test|d)\.tsx?$/.test(f) && !f.endsWith('messages.ts'),
);

describe('island messages', () => {
  it('finds the key lists of every area', () => {
    expect([...lists.keys()].sort()).toEqual(
      expect.arrayContaining(['documents', 'auth', 'bookings', 'notifications', 'profile', 'sales', 'session']),
    );
  });

  it.each(named)('%s: every key has a text', (_name, keys) => {
    const missing = keys.filter((key) =>
      key.endsWith(PREFIX_MARK) ? !catalogue.some((k) => listed(k, [key])) : !Object.hasOwn(pt, key),
    );
    expect(missing).toEqual([]);
  });

  it('every text the islands ask for by name is listed for their page to pick', () => {
    const unlisted: string[] = [];
    for (const file of sources) {
      const code = readFileSync(path.join(ISLANDS, file), 'utf8');
      const folder = path.dirname(file);
      const own = listsAbove(folder) ?? everyList;
      // t('a.b') and t(`a.b.${x}`): the literal key, or the fixed start of a built one.
      for (const [, literal, built] of code.matchAll(/\bt\(\s*(?:'([^']+)'|`([^`$]*)\$\{)/g)) {
        const ok = literal
          ? own.some((keys) => listed(literal, keys))
          : own.some((keys) =>
              keys.some((k) => k.startsWith(built!) || (k.endsWith(PREFIX_MARK) && built!.startsWith(k.slice(0, -1)))),
            );
        if (!ok) unlisted.push(`${file}: ${literal ?? `${built}…`}`);
      }
    }
    expect(unlisted).toEqual([]);
  });

  it('the signed-in area gets its listed texts at build time, and no other text of the catalogue', () => {
    const keys = Object.keys(signedInAreaMessages);
    expect(keys.filter((k) => !listed(k, SIGNED_IN_AREA_KEYS))).toEqual([]);
    expect(signedInAreaMessages['profile-menu.logout']).toBe(pt['profile-menu.logout']);
    expect(signedInAreaMessages['notification.SALE_APPROVE.title']).toBe(pt['notification.SALE_APPROVE.title']);
    expect(keys.length).toBeLessThan(catalogue.length / 5);
  });

  it('lists every text key the server writes into a notification, for the bell and /notifications', () => {
    const domain = path.join(ISLANDS, '../server/domain');
    const written = new Set<string>();
    for (const file of readdirSync(domain, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'))) {
      const code = readFileSync(path.join(domain, file), 'utf8');
      // Every notification text key the domain names, whichever helper (notify, notifyAboutSale, tellVisitor…)
      // finally writes it: a quoted key with "notification" in its path and a title or message at its end.
      for (const [, key] of code.matchAll(/'((?:[\w-]+\.)?notification\.[\w.-]+[.-](?:title|message))'/g)) {
        written.add(key!);
      }
    }
    // The seven notifications of the specification are written with at least one text each.
    expect(written.size).toBeGreaterThanOrEqual(7);
    expect([...written].filter((key) => !listed(key, NOTIFICATION_TEXTS))).toEqual([]);
  });
});
