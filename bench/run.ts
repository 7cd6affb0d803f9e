/**
 * `npm run bench`: builds once into dist-bench, starts real servers from that build, prints every budget
 * figure with its target as pass/fail, and writes bench/results/<timestamp>.json and latest.json.
 *
 *   npm run bench                                  every part
 *   npm run bench -- weight lighthouse             some parts (weight, lighthouse, throughput, coldstart,
 *                                                  api = throughput + coldstart, realtime, messages, bus, sales,
 *                                                  searches, scale, load, abuse)
 *   npm run bench -- load --users 50 --seconds 10  flags: --users --seconds --think-ms (load), --clients
 *                                                  (realtime), --pairs (messages), --sales (sales),
 *                                                  --searches (searches),
 *                                                  --duration (autocannon s)
 *                                                  --lh-runs (lighthouse), --strict (exit 1 when a target is missed)
 *   npm run bench -- compare a.json b.json         two runs side by side
 */
import { compare, failures, print, writeResults, type Cell } from './lib/report.ts';

const args = process.argv.slice(2);

if (args[0] === 'compare') {
  const [a, b] = [args[1] ?? '', args[2] ?? 'bench/results/latest.json'];
  if (!a) throw new Error('usage: npm run bench -- compare <a.json> [<b.json>, default bench/results/latest.json]');
  compare(a, b);
  process.exit(0);
}

/** Flags become the environment variables the parts read (so `node bench/<part>.ts` honours them too). */
const FLAGS: Record<string, string> = {
  '--users': 'BENCH_LOAD_USERS',
  '--seconds': 'BENCH_LOAD_SECONDS',
  '--think-ms': 'BENCH_LOAD_THINK_MS',
  '--clients': 'BENCH_CLIENTS',
  '--pairs': 'BENCH_PAIRS',
  '--sales': 'BENCH_SALES',
  '--searches': 'BENCH_SEARCHES',
  '--duration': 'BENCH_DURATION',
  '--lh-runs': 'BENCH_LH_RUNS',
};
const PARTS = [
  'weight',
  'lighthouse',
  'throughput',
  'coldstart',
  'realtime',
  'messages',
  'bus',
  'sales',
  'searches',
  'scale',
  'load',
  'abuse',
] as const;
const only = new Set<string>();
let strict = false;
for (let i = 0; i < args.length; i += 1) {
  const arg = args[i] as string;
  const [flag, inline] = arg.split('=', 2) as [string, string | undefined];
  if (FLAGS[flag]) {
    const value = inline ?? args[(i += 1)];
    if (!value || !/^\d+$/.test(value)) throw new Error(`${flag} needs a whole number`);
    process.env[FLAGS[flag]] = value;
  } else if (arg === '--strict') {
    strict = true;
  } else if (arg === 'api') {
    only.add('throughput').add('coldstart');
  } else if ((PARTS as readonly string[]).includes(arg)) {
    only.add(arg);
  } else {
    throw new Error(
      `unknown part or flag "${arg}"; parts: ${PARTS.join(', ')}, api; flags: ${Object.keys(FLAGS).join(', ')}; or compare a.json b.json`,
    );
  }
}
const want = (name: string) => only.size === 0 || only.has(name);
const parts = PARTS.filter(want);
process.env['ASTRO_TELEMETRY_DISABLED'] = '1';

const { startServer } = await import('./lib/server.ts');

if (want('weight') || want('lighthouse') || want('throughput')) {
  // One demo-seeded server for the page parts. Rate limits off: the sign-in throughput would measure 429s.
  const server = await startServer({ env: { SEED: 'demo', RATE_LIMITS: 'off' } });
  try {
    const first = async <T>(url: string) => {
      const res = await fetch(server.url + url);
      if (!res.ok) throw new Error(`${url} answered ${res.status}`);
      const body = (await res.json()) as { content: T[] };
      if (!body.content[0]) throw new Error(`${url} is empty: the demo seed should have filled it`);
      return body.content[0];
    };
    const sale = await first<{ uid: string }>('/api/public/sales?size=1');
    const article = await first<{ referenceKey: string }>('/api/public/article?size=1');
    const detail = `/sales/sale-detail?searchValue=${sale.uid}`;
    /** A litter's advert (issue 39): its animals' photos and viewer come on top of an advert's scripts. */
    const litterAdvert = async () => {
      for (let page = 0; page < 10; page += 1) {
        const res = await fetch(`${server.url}/api/public/sales?size=48&page=${page}`);
        const body = (await res.json()) as { content: { uid: string; litter: unknown }[] };
        const litter = body.content.find((s) => s.litter);
        if (litter) return `/sales/sale-detail?searchValue=${litter.uid}`;
        if (body.content.length < 48) break;
      }
      throw new Error('no litter among the approved adverts: the demo seed should have some');
    };
    const articlePath = `/blog/detail/${article.referenceKey}`;
    const publicPages = [
      { label: '/home', path: '/home' },
      { label: '/sales', path: '/sales' },
      { label: 'sale detail', path: detail },
      { label: '/blog', path: '/blog' },
      { label: 'article', path: articlePath },
      { label: '/aboutus (information page)', path: '/aboutus' },
    ];

    if (want('weight')) {
      const { ADVERT_JS_KB, VISITOR_JS_KB, measurePageWeight } = await import('./page-weight.ts');
      const section = `page weight (first visit, 360 px, compressed bytes; visitor pages ≤ ${VISITOR_JS_KB} KB JS, adverts ≤ ${ADVERT_JS_KB} KB, no React)`;
      await measurePageWeight({
        baseUrl: server.url,
        label: section,
        paths: [
          ...publicPages.map((p) => (p.path === detail ? { ...p, jsKB: ADVERT_JS_KB } : p)),
          { label: "a litter's advert", path: await litterAdvert(), jsKB: ADVERT_JS_KB },
          { path: '/breeders' },
          { path: '/login', jsKB: 90, reactAllowed: true },
          { path: '/register', jsKB: 90, reactAllowed: true },
        ],
      });
      print(section);
      // The same reading pages signed in, bell and menu mounted (decision 058: ≤ 75 KB of JavaScript).
      const { measureSignedInReadingWeight } = await import('./page-weight.ts');
      await measureSignedInReadingWeight(
        server.url,
        publicPages.filter((p) => ['/sales', 'sale detail', '/blog'].includes(p.label)),
      );
    }
    if (want('lighthouse')) {
      const { measureLighthouse, LIGHTHOUSE_SECTION } = await import('./lighthouse.ts');
      const { signedInPages } = await import('./signed-in-pages.ts');
      await measureLighthouse(server.url, [...publicPages, ...(await signedInPages(server.url))]);
      print(LIGHTHOUSE_SECTION);
    }
    if (want('throughput')) {
      const { benchAccount } = await import('./api.ts');
      const { CONNECTIONS, PAGE_RATIO_TARGET, throughput } = await import('./lib/throughput.ts');
      const credentials = await benchAccount(server.url);
      const section = `throughput (${CONNECTIONS} connections; req/s ratio to a static file of the same process, measured around each page; pages target ≥ ${PAGE_RATIO_TARGET})`;
      await throughput(
        server.url,
        '/favicon.svg',
        [
          ...publicPages.map((p) => ({ ...p, page: true })),
          { label: '/breeders', path: '/breeders', page: true },
          { label: 'GET /api/public/sales', path: '/api/public/sales' },
          { label: 'GET /api/public/sale (detail)', path: `/api/public/sale?searchValue=${sale.uid}` },
          { label: 'GET /api/public/article', path: '/api/public/article' },
          { label: 'GET /api/public/location', path: '/api/public/location' },
          {
            label: 'POST /api/public/authenticate (Argon2; limits off)',
            path: '/api/public/authenticate',
            method: 'POST',
            body: JSON.stringify(credentials),
          },
        ],
        section,
      );
    }
  } finally {
    await server.stop();
  }
}

if (want('coldstart')) {
  const { coldStarts } = await import('./api.ts');
  await coldStarts();
}
if (want('realtime')) {
  // bench/realtime.ts belongs to the real-time work; it prints its own tables.
  const { run } = await import('./realtime.ts');
  await run();
}
if (want('messages')) {
  const { run } = await import('./messages.ts');
  await run();
}
if (want('bus')) {
  // Two instances on BENCH_DATABASE_URL, on LISTEN/NOTIFY and on NATS (BENCH_BUS_URL).
  const { run } = await import('./bus.ts');
  await run();
}
if (want('sales')) {
  const { run } = await import('./sales.ts');
  await run();
}
if (want('searches')) {
  const { run } = await import('./searches.ts');
  await run();
}
if (want('scale')) {
  const { run } = await import('./scale.ts');
  await run();
}
if (want('load')) {
  const { run } = await import('./load.ts');
  await run();
}
if (want('abuse')) {
  const { run } = await import('./abuse.ts');
  await run();
}

// The settings that shape the figures, so two runs are compared knowingly.
const settings: Record<string, Cell> = Object.fromEntries(
  Object.values(FLAGS).map((name) => [name, process.env[name] ?? null]),
);
const file = writeResults(parts, settings);
const failed = failures();
console.log(
  `\n${failed.length === 0 ? 'Every target met.' : `Targets missed (${failed.length}):\n  ${failed.join('\n  ')}`}`,
);
console.log(
  `Results written to ${file} and bench/results/latest.json (compare: npm run bench -- compare <a.json> <b.json>)`,
);
if (strict && failed.length) process.exitCode = 1;
