/** What the server's logger writes, captured for the tests that check what is logged (and what never is). */
import { vi } from 'vitest';
import { resetEnvForTests } from '../../src/server/env.ts';

/** Everything written to stdout and stderr while `run` runs at LOG_LEVEL=`level`; the level is put back after. */
export async function logsOf(level: string, run: () => Promise<void>): Promise<string> {
  const before = process.env['LOG_LEVEL'];
  const chunks: string[] = [];
  const capture = (chunk: string | Uint8Array) => {
    chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  };
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(capture);
  process.env['LOG_LEVEL'] = level;
  resetEnvForTests();
  try {
    await run();
  } finally {
    out.mockRestore();
    err.mockRestore();
    process.env['LOG_LEVEL'] = before;
    resetEnvForTests();
  }
  return chunks.join('');
}

/** The JSON log lines written while `run` runs at LOG_LEVEL=`level`, parsed. */
export async function logLinesOf(level: string, run: () => Promise<void>): Promise<Record<string, unknown>[]> {
  return (await logsOf(level, run))
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
