// Runs before Scalar's bundle on /api/docs (decision 016). The zod inside the bundle probes `Function("")`
// to decide whether to compile its parsers, which the page's policy (script-src 'self', no 'unsafe-eval')
// reports as a violation; its shared configuration, read from this global, turns the compiler off.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
