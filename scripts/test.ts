/**
 * `npm test`: the whole suite (Astro's types; the tests' build; unit and API tests on PGlite with lint, format and
 * types beside them; the journeys in Chromium; with TEST_DATABASE_URL the API tests run on PostgreSQL instead, with the database tests, and with
 * TEST_BUS_URL the bus tests on NATS too, decision 191), then one line per step with its duration and the tests it
 * ran, and the names of any that failed with the first lines of their errors. `npm test -- lint e2e` runs only the
 * steps named.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { findChromium } from './chromium.ts';

const bin = (name: string) => `node_modules/.bin/${name}`;
const out = 'test-results';
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

interface Counts {
  passed: number;
  failed: number;
  /** The failed tests, for the summary: a CI log's tail may be all anyone sees of a run. */
  failures?: Failure[];
}

interface Failure {
  name: string;
  /** The first lines of what the runner said went wrong, when it said. */
  why: string | undefined;
}

/** The first few lines of an error message that say something, without terminal colours. */
const firstLines = (message: string | undefined, count = 6): string | undefined =>
  message &&
  stripVTControlCharacters(message)
    .split('\n')
    .map((line) => line.trimEnd())
    // Blank lines and the runners' own stack frames say nothing of the test.
    .filter((line) => line.trim() && !/^\s*at .*(node_modules|node:|<anonymous>)/.test(line))
    .slice(0, count)
    .join('\n');

interface Step {
  name: string;
  /** What the summary calls it. */
  title: string;
  cmd: string;
  args: string[];
  env?: Record<string, string | undefined>;
  /** Reads passed/failed counts from the runner's JSON report. */
  counts?: () => Counts;
  /** Why the step cannot run here, if it cannot: it fails with this message instead of running. */
  refused?: () => string | undefined;
  /**
   * Runs at the same time as the steps beside it that say so too (the unit tests, lint, format and types: work that
   * keeps the cores busy and waits on nothing), its output held until it ends.
   */
  alongside?: true;
}

/** Vitest's JSON report: a file that failed to load counts as one failure even when no test failed. */
function vitestCounts(file: string): () => Counts {
  return () => {
    const r = JSON.parse(readFileSync(file, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numTotalTestSuites: number;
      success: boolean;
      testResults: {
        name: string;
        status: string;
        message?: string;
        assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
      }[];
    };
    const unloaded = r.numTotalTestSuites && !r.success && r.numFailedTests === 0 ? 1 : 0;
    const failures = r.testResults.flatMap((file): Failure[] => {
      const where = path.relative(process.cwd(), file.name);
      const failed = file.assertionResults
        .filter((t) => t.status === 'failed')
        .map((t) => ({ name: `${where} › ${t.fullName}`, why: firstLines(t.failureMessages?.[0]) }));
      return failed.length || file.status !== 'failed'
        ? failed
        : [{ name: `${where} (did not load)`, why: firstLines(file.message) }];
    });
    return { passed: r.numPassedTests, failed: r.numFailedTests + unloaded, failures };
  };
}

interface PlaywrightSuite {
  title: string;
  file: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    line: number;
    tests: {
      status: string;
      results: { error?: { message?: string; location?: { file: string; line: number } } }[];
    }[];
  }[];
}

/** Playwright's JSON report: the journeys whose outcome was not the expected one (failed or flaky). */
function failedJourneys(suite: PlaywrightSuite, titles: string[]): Failure[] {
  const here = suite.title === suite.file ? titles : [...titles, suite.title];
  return [
    ...(suite.specs ?? []).flatMap((spec) => {
      const test = spec.tests.find((t) => t.status !== 'expected' && t.status !== 'skipped');
      if (!test) return [];
      const name = `${suite.file}:${spec.line} › ${[...here, spec.title].join(' › ')}`;
      const error = test.results.find((result) => result.error)?.error;
      const at = error?.location && `at ${path.relative(process.cwd(), error.location.file)}:${error.location.line}`;
      return [{ name, why: [firstLines(error?.message), at].filter(Boolean).join('\n') || undefined }];
    }),
    ...(suite.suites ?? []).flatMap((child) => failedJourneys(child, here)),
  ];
}

const vitest = (file: string) => ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`];
const postgres = process.env.TEST_DATABASE_URL;

const steps: Step[] = [
  // Astro's generated types (.astro/: content collections, import.meta.env, astro:middleware) come first: typed
  // lint reads them, and a fresh clone has none until something generates them.
  { name: 'sync', title: 'astro sync', cmd: bin('astro'), args: ['sync'] },
  {
    name: 'build',
    title: 'build',
    // The one production build the durability tests and the journeys serve (scripts/test-build.ts), made before
    // them rather than by whichever test asks first.
    cmd: process.execPath,
    args: ['scripts/test-build.ts'],
  },
  {
    name: 'unit+api',
    // With PostgreSQL the API tests run there instead (decision 191): PGlite keeps its own tests and the journeys.
    title: postgres ? 'unit on PGlite' : 'unit and API on PGlite',
    cmd: bin('vitest'),
    args: [...vitest(`${out}/vitest.json`), ...(postgres ? ['--exclude', 'tests/api/**'] : [])],
    // This pass is PGlite's: TEST_DATABASE_URL is the PostgreSQL step's.
    env: { TEST_DATABASE_URL: undefined },
    counts: vitestCounts(`${out}/vitest.json`),
    alongside: true,
  },
  { name: 'lint', title: 'lint', cmd: bin('eslint'), args: ['--max-warnings', '0', '.'], alongside: true },
  {
    name: 'format',
    title: 'format',
    cmd: bin('prettier'),
    args: ['--check', '--log-level', 'warn', '.'],
    alongside: true,
  },
  {
    name: 'types',
    title: 'types',
    cmd: bin('astro'),
    args: ['check', '--minimumSeverity', 'warning'],
    alongside: true,
  },
  {
    name: 'e2e',
    title: 'journeys in Chromium',
    // Alone: a journey waits on pages, sockets and timers, and every wait grows when another step takes the cores
    // (beside lint, format and types they took 906 s, alone 541 s); the tests above lose less to the checks.
    cmd: bin('playwright'),
    args: ['test'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${out}/playwright.json`, PW_REPORTERS: 'json' },
    counts: () => {
      const r = JSON.parse(readFileSync(`${out}/playwright.json`, 'utf8')) as {
        stats: { expected: number; unexpected: number; flaky: number };
        suites: PlaywrightSuite[];
      };
      const failures = r.suites.flatMap((suite) => failedJourneys(suite, []));
      return { passed: r.stats.expected, failed: r.stats.unexpected + r.stats.flaky, failures };
    },
    refused: () => {
      const found = findChromium();
      if (found.path) {
        process.env.CHROMIUM_PATH = found.path;
        return undefined;
      }
      return found.help;
    },
  },
  ...(postgres
    ? [
        {
          name: 'pg',
          title: 'API on PostgreSQL',
          cmd: bin('vitest'),
          // With TEST_BUS_URL (CI's NATS) the two-instance tests also run on NATS, and tests/nats is collected.
          args: [...vitest(`${out}/vitest-pg.json`), 'tests/api/', 'tests/pg/', 'tests/nats/'],
          counts: vitestCounts(`${out}/vitest-pg.json`),
        },
      ]
    : []),
];

const only = process.argv.slice(2);
const unknown = only.filter((name) => !steps.some((s) => s.name === name));
if (unknown.length) {
  console.error(`Unknown step(s): ${unknown.join(', ')}. Steps: ${steps.map((s) => s.name).join(', ')}.`);
  process.exit(2);
}

interface Done {
  title: string;
  seconds: number;
  ok: boolean;
  counts?: Counts;
}
const done: Done[] = [];
// A step .ci/run timed before this script (its install), so the summary has every step of the run.
const install = Number(process.env.TEST_INSTALL_SECONDS);
if (install > 0) done.push({ title: 'install', seconds: install, ok: true });
const started = performance.now();

/** Runs one step; with `held`, its output is kept and printed once it ends. */
async function run(step: Step, held: boolean): Promise<Done> {
  const begun = performance.now();
  const header = `\n── ${step.name} ──`;
  if (!held) console.log(header);
  const refusal = step.refused?.();
  if (refusal) {
    console.error(held ? `${header}\n${refusal}` : refusal);
    return { title: step.title, seconds: 0, ok: false };
  }
  const env = { ...process.env, ...step.env };
  for (const [key, value] of Object.entries(step.env ?? {})) if (value === undefined) delete env[key];
  const child = spawn(step.cmd, step.args, { stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  const status = await new Promise<number | null>((resolve) => {
    child.once('error', () => resolve(null));
    child.once('close', resolve);
  });
  if (held) process.stdout.write(`${header}\n${Buffer.concat(output).toString()}`);
  let counts: Counts | undefined;
  try {
    counts = step.counts?.();
  } catch {
    counts = { passed: 0, failed: 1 };
  }
  const ok = status === 0 && !counts?.failed;
  return { title: step.title, seconds: (performance.now() - begun) / 1000, ok, ...(counts && { counts }) };
}

const chosen = steps.filter((step) => only.length === 0 || only.includes(step.name));
for (let i = 0; i < chosen.length;) {
  const batch = [chosen[i]!];
  while (batch[0]!.alongside && chosen[i + batch.length]?.alongside) batch.push(chosen[i + batch.length]!);
  done.push(...(await Promise.all(batch.map((step) => run(step, batch.length > 1)))));
  i += batch.length;
}

console.log('\n── summary ──');
for (const d of done) {
  const tests = d.counts ? `${d.counts.passed} passed, ${d.counts.failed} failed` : '';
  console.log(`${d.ok ? 'ok  ' : 'FAIL'}  ${d.title.padEnd(24)} ${d.seconds.toFixed(0).padStart(5)} s   ${tests}`);
}
// Steps beside each other overlap: the total is the time that passed.
const total = (install > 0 ? install : 0) + (performance.now() - started) / 1000;
const passed = done.reduce((sum, d) => sum + (d.counts?.passed ?? 0), 0);
const failed = done.reduce((sum, d) => sum + (d.counts?.failed ?? 0), 0);
console.log(`      ${'total'.padEnd(24)} ${total.toFixed(0).padStart(5)} s   ${passed} passed, ${failed} failed`);
const failedSteps = done.filter((d) => !d.ok);
console.log(
  failedSteps.length ? `\nFailed steps: ${failedSteps.map((d) => d.title).join(', ')}` : '\nAll steps green.',
);
for (const d of failedSteps) {
  const tests = d.counts?.failures ?? [];
  for (const { name, why } of tests.slice(0, 20)) {
    console.log(`  ✘ ${name}`);
    if (why) console.log(why.replace(/^/gm, '      '));
  }
  if (tests.length > 20) console.log(`  … and ${tests.length - 20} more`);
}
process.exit(failedSteps.length ? 1 : 0);
