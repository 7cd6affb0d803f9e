/** Collects bench figures, prints them as tables and writes them as JSON for comparing runs. */
import { mkdirSync, writeFileSync } from 'node:fs';

export type Row = Record<string, string | number | boolean | null>;
const sections: Record<string, Row[]> = {};

export function record(section: string, row: Row): void {
  (sections[section] ??= []).push(row);
}

export function print(section: string): void {
  console.log(`\n## ${section}`);
  console.table(sections[section] ?? []);
}

export function writeResults(): string {
  mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/${new Date().toISOString().replaceAll(':', '-')}.json`;
  writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), sections }, null, 2));
  return file;
}
