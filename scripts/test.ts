/** `npm test`: the whole suite (lint, types, unit and API tests, end-to-end), then one summary line. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const bin = (name: string) => `node_modules/.bin/${name}`;
const out = 'test-results';
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

/** The fields read from Vitest's and Playwright's JSON reporters. */
interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numTotalTestSuites: number;
  success: boolean;
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number };
}

interface Step {
  name: string;
  cmd: string;
  args: string[];
  env?: Record<string, string>;
  /** Reads passed/failed counts from the runner's JSON report. */
  counts?: () => { passed: number; failed: number };
}

const steps: Step[] = [
  // Astro's generated types (.astro/: content collections, import.meta.env, astro:middleware) come first: typed
  // lint reads them, and a fresh clone has none until something generates them.
  { name: 'sync', cmd: bin('astro'), args: ['sync'] },
  { name: 'lint', cmd: bin('eslint'), args: ['--max-warnings', '0', '.'] },
  { name: 'format', cmd: bin('prettier'), args: ['--check', '--log-level', 'warn', '.'] },
  { name: 'types', cmd: bin('astro'), args: ['check', '--minimumSeverity', 'warning'] },
  {
    name: 'unit+api',
    cmd: bin('vitest'),
    args: ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}/vitest.json`],
    counts: () => {
      const r = JSON.parse(readFileSync(`${out}/vitest.json`, 'utf8')) as VitestReport;
      return {
        passed: r.numPassedTests,
        failed: r.numFailedTests + (r.numTotalTestSuites && !r.success && r.numFailedTests === 0 ? 1 : 0),
      };
    },
  },
  {
    name: 'e2e',
    cmd: bin('playwright'),
    args: ['test'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${out}/playwright.json`, PW_REPORTERS: 'json' },
    counts: () => {
      const r = JSON.parse(readFileSync(`${out}/playwright.json`, 'utf8')) as PlaywrightReport;
      return { passed: r.stats.expected, failed: r.stats.unexpected + r.stats.flaky };
    },
  },
];

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
const failures: string[] = [];
for (const step of steps) {
  if (only.length > 0 && !only.includes(step.name)) continue;
  console.log(`\n── ${step.name} ──`);
  const result = spawnSync(step.cmd, step.args, { stdio: 'inherit', env: { ...process.env, ...step.env } });
  if (step.counts) {
    try {
      const c = step.counts();
      passed += c.passed;
      failed += c.failed;
    } catch {
      failed += 1;
    }
  } else {
    if (result.status === 0) passed += 1;
    else failed += 1;
  }
  if (result.status !== 0) failures.push(step.name);
}

if (!existsSync(out)) mkdirSync(out);
console.log(failures.length ? `\nFailed steps: ${failures.join(', ')}` : '\nAll steps green.');
console.log(`${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
