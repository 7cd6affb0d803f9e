/**
 * Collects bench figures, prints them as tables, writes one JSON file per run (plus latest.json) and
 * compares two such files (`npm run bench -- compare a.json b.json`).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';

export type Cell = string | number | boolean | null;
export type Row = Record<string, Cell>;
const sections: Record<string, Row[]> = {};
const started = new Date();

export const RESULTS_DIR = 'bench/results';

export function record(section: string, row: Row): void {
  (sections[section] ??= []).push(row);
}

export function print(section: string): void {
  console.log(`\n## ${section}`);
  console.table(sections[section] ?? []);
}

/** "pass" or "FAIL" for a target, as printed in the tables (and kept in the JSON). */
export const verdict = (ok: boolean): string => (ok ? 'pass' : 'FAIL');

/** Every row of every section with a FAIL verdict, as "section: first cell". */
export function failures(): string[] {
  const out: string[] = [];
  for (const [name, rows] of Object.entries(sections)) {
    for (const row of rows) {
      const failed = Object.entries(row).filter(([, v]) => v === 'FAIL');
      if (failed.length) out.push(`${name}: ${String(Object.values(row)[0])} (${failed.map(([k]) => k).join(', ')})`);
    }
  }
  return out;
}

function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

export interface RunFile {
  date: string;
  finished: string;
  commit: string | null;
  parts: string[];
  settings: Record<string, Cell>;
  machine: { cpus: number; model: string; memoryGB: number; loadavgAtStart: number[] };
  failures: string[];
  sections: Record<string, Row[]>;
}

const loadAtStart = loadavg().map((n) => Math.round(n * 100) / 100);

/** Writes bench/results/<timestamp>.json and bench/results/latest.json; returns the first path. */
export function writeResults(parts: string[], settings: Record<string, Cell>): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(
    RESULTS_DIR,
    `${started
      .toISOString()
      .replaceAll(':', '-')
      .replace(/\.\d+Z$/, 'Z')}.json`,
  );
  const run: RunFile = {
    date: started.toISOString(),
    finished: new Date().toISOString(),
    commit: gitCommit(),
    parts,
    settings,
    machine: {
      cpus: cpus().length,
      model: cpus()[0]?.model ?? '',
      memoryGB: Math.round(totalmem() / 2 ** 30),
      loadavgAtStart: loadAtStart,
    },
    failures: failures(),
    sections,
  };
  const text = JSON.stringify(run, null, 2);
  writeFileSync(file, text);
  writeFileSync(path.join(RESULTS_DIR, 'latest.json'), text);
  return file;
}

/**
 * Prints two runs side by side: for every section both have, rows matched by their first column, each
 * numeric figure as "a → b (±%)". Rows or sections only one run has are listed as such.
 */
export function compare(aPath: string, bPath: string): void {
  const a = JSON.parse(readFileSync(aPath, 'utf8')) as RunFile;
  const b = JSON.parse(readFileSync(bPath, 'utf8')) as RunFile;
  console.log(
    `A: ${aPath} (${a.date}, commit ${a.commit ?? '?'}, load ${a.machine?.loadavgAtStart?.join(' ') ?? '?'})`,
  );
  console.log(
    `B: ${bPath} (${b.date}, commit ${b.commit ?? '?'}, load ${b.machine?.loadavgAtStart?.join(' ') ?? '?'})`,
  );
  for (const name of new Set([...Object.keys(a.sections), ...Object.keys(b.sections)])) {
    const rowsA = a.sections[name];
    const rowsB = b.sections[name];
    if (!rowsA || !rowsB) {
      console.log(`\n## ${name}: only in ${rowsA ? 'A' : 'B'}`);
      continue;
    }
    const key = (row: Row) => String(Object.values(row)[0]);
    const table: Record<string, Record<string, string>> = {};
    for (const rowB of rowsB) {
      const rowA = rowsA.find((r) => key(r) === key(rowB));
      const out: Record<string, string> = {};
      for (const [column, vb] of Object.entries(rowB).slice(1)) {
        const va = rowA?.[column];
        if (typeof vb === 'number' && typeof va === 'number') {
          const change = va === 0 ? '' : ` (${vb >= va ? '+' : ''}${Math.round(((vb - va) / Math.abs(va)) * 100)}%)`;
          out[column] = `${va} → ${vb}${change}`;
        } else {
          out[column] = !rowA ? `(new) ${String(vb)}` : va === vb ? String(vb) : `${String(va)} → ${String(vb)}`;
        }
      }
      table[key(rowB)] = out;
    }
    for (const rowA of rowsA) if (!rowsB.some((r) => key(r) === key(rowA))) table[key(rowA)] = { '': 'only in A' };
    console.log(`\n## ${name}`);
    console.table(table);
  }
}
