/**
 * req/s and latency at 50 connections (autocannon, browser `Accept-Encoding`) as a ratio to a static file
 * served by the same process. The static file is measured again after every judged page and the page is
 * compared with the mean of the windows just before and after it: the speed of a shared machine drifts
 * (the same file ran at 22k and at 41k req/s in two runs of one evening), and a reference measured once at
 * the start made a page's verdict follow that drift instead of the page.
 */
import { createRequire } from 'node:module';
import { print, record, verdict } from './report.ts';

interface Histogram {
  average: number;
  p50: number;
  p99: number;
}
export interface AutocannonResult {
  requests: Histogram;
  latency: Histogram;
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}) => Promise<AutocannonResult>;

// autocannon ships no types; loaded through require so the bench stays type-checked around it.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export const CONNECTIONS = 50;
const DURATION_S = () => Number(process.env['BENCH_DURATION'] ?? 10);
/** Server-rendered pages must serve at least half the requests per second of a static file. */
export const PAGE_RATIO_TARGET = 0.5;
/** What a browser sends: compressed answers are what pages cost in production. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, br', accept: 'text/html,application/json' };

export interface ThroughputTarget {
  label: string;
  path: string;
  /** A server-rendered public page: judged against the ratio target. */
  page?: boolean;
  method?: string;
  body?: string;
}

async function measure(
  baseUrl: string,
  target: Pick<ThroughputTarget, 'path' | 'method' | 'body'>,
): Promise<AutocannonResult> {
  const options = {
    url: baseUrl + target.path,
    connections: CONNECTIONS,
    headers: { ...BROWSER_HEADERS, ...(target.body ? { 'content-type': 'application/json' } : {}) },
    ...(target.method ? { method: target.method } : {}),
    ...(target.body ? { body: target.body } : {}),
  };
  // A short warm-up so JIT and caches are in the figures the way they are in production.
  await autocannon({ ...options, duration: 2 });
  return autocannon({ ...options, duration: DURATION_S() });
}

/** The static file's figures around a page: the mean of the windows before and after it. */
function around(before: AutocannonResult, after: AutocannonResult): Pick<AutocannonResult, 'requests' | 'latency'> {
  const mean = (a: Histogram, b: Histogram): Histogram => ({
    average: (a.average + b.average) / 2,
    p50: (a.p50 + b.p50) / 2,
    p99: (a.p99 + b.p99) / 2,
  });
  return { requests: mean(before.requests, after.requests), latency: mean(before.latency, after.latency) };
}

/**
 * Measures `staticPath`, then every target in order, printing one table `section`. Each page is judged
 * against the static file measured around it; other targets (API calls, sign-in) are compared with the
 * latest static window and printed without a verdict. "p99 ratio" is the static file's p99 over the
 * target's (1 is as fast as the static file).
 */
export async function throughput(
  baseUrl: string,
  staticPath: string,
  targets: ThroughputTarget[],
  section: string,
): Promise<void> {
  let latest = await measure(baseUrl, { path: staticPath });
  const row = (
    label: string,
    r: AutocannonResult,
    base: Pick<AutocannonResult, 'requests' | 'latency'>,
    judged: boolean,
  ) => {
    const ratio = Math.round((r.requests.average / Math.max(1, base.requests.average)) * 100) / 100;
    // No answer at all within the window (a slow call on a busy machine) is a finding, not a ratio.
    const answered = r.latency.p99 > 0;
    record(section, {
      target: label,
      'req/s': Math.round(r.requests.average),
      'p50 ms': r.latency.p50,
      'p99 ms': r.latency.p99,
      'static req/s around it': Math.round(base.requests.average),
      'req/s ratio': ratio,
      'p99 ratio (static/this)': answered
        ? Math.round((base.latency.p99 / Math.max(1, r.latency.p99)) * 100) / 100
        : null,
      non2xx: r.non2xx,
      errors: r.errors + r.timeouts,
      verdict: !judged ? '—' : verdict(ratio >= PAGE_RATIO_TARGET && r.non2xx === 0 && r.errors + r.timeouts === 0),
    });
  };
  row(`static file ${staticPath}`, latest, latest, false);
  for (const target of targets) {
    const result = await measure(baseUrl, target);
    if (target.page) {
      const after = await measure(baseUrl, { path: staticPath });
      row(target.label, result, around(latest, after), true);
      latest = after;
    } else {
      row(target.label, result, latest, false);
    }
  }
  print(section);
}
