// Decision records you can navigate (issue 53, Must 8): every record is in docs/decisions/README.md, and a record that
// changes another is named back on the other's status line, so no one reads an amended record as the whole truth.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.resolve(import.meta.dirname, '../../docs/decisions');
const files = readdirSync(dir).filter((name) => /^\d{3}-.+\.md$/.test(name));
const numberOf = (file: string) => file.slice(0, 3);
const records = new Map(files.map((file) => [numberOf(file), readFileSync(path.join(dir, file), 'utf8')]));
const index = readFileSync(path.join(dir, 'README.md'), 'utf8');

/** A record's status paragraph (from "Status:" to the first blank line), on one line. */
function fullStatusOf(text: string): string | undefined {
  const start = text.search(/^Status:/m);
  if (start < 0) return undefined;
  return text
    .slice(start + 'Status:'.length)
    .split(/\n\s*\n/)[0]
    ?.replace(/\s+/g, ' ');
}

/** The status without its parenthetical remarks, where other numbers may be quoted. */
const statusOf = (text: string) => fullStatusOf(text)?.replace(/\([^)]*\)/g, '');

/** The records a status says it changes ("Amends 024, 094 and 057", "Supersedes 171"). */
function changedBy(status: string): string[] {
  const clauses = status.matchAll(/\b(?:amends|supersedes|replaces|extends|completes)\b([^.;]*)/gi);
  return [...clauses].flatMap(([, rest]) => rest?.match(/\b\d{3}\b/g) ?? []).filter((n) => records.has(n));
}

describe('decision records', () => {
  it('each has one number and a status line', () => {
    expect(new Set(files.map(numberOf)).size).toBe(files.length);
    for (const [number, text] of records) expect(statusOf(text), number).toBeTruthy();
  });

  it('are all listed in the README, with nothing listed that does not exist', () => {
    const listed = [...index.matchAll(/^\| \[(\d{3})\]\(([^)]+)\)/gm)].map(([, n, file]) => `${n} ${file}`);
    expect(listed.sort()).toEqual(files.map((file) => `${numberOf(file)} ${file}`).sort());
  });

  it('name back the later records that change them, on their status line and in the README', () => {
    const missing: string[] = [];
    for (const [later, text] of records) {
      for (const earlier of changedBy(statusOf(text) ?? '')) {
        const status = fullStatusOf(records.get(earlier) ?? '') ?? '';
        if (!new RegExp(`\\b${later}\\b`).test(status)) missing.push(`${earlier}'s status does not name ${later}`);
        const row = new RegExp(`^\\| \\[${earlier}\\].*$`, 'm').exec(index)?.[0] ?? '';
        if (!row.includes(`[${later}]`)) missing.push(`the README's line of ${earlier} does not name ${later}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
