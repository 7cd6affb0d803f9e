// /api/docs (decision 016): Scalar's page loads its scripts from the site alone, under a policy that names no
// other host, and the vendored bundle is byte for byte the published one.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCALAR_BUNDLE_SHA256 } from '../../src/server/api/docs/docs.index.ts';
import { testApi } from '../helpers/api.ts';
import { useTestContext } from '../helpers/context.ts';

const ctx = await useTestContext();
const { get } = testApi(ctx);

/** The policy as directive name → sources. */
const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources] as const),
  );

describe('/api/docs', () => {
  it('allows scripts from the site only: no CDN, no hash of an inline script, no eval', async () => {
    const res = await get('/docs');
    expect(res.status).toBe(200);
    const policy = directives(res.headers.get('content-security-policy') ?? '');
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    for (const [name, sources] of policy) {
      for (const source of sources) expect(source, `${name} ${source}`).not.toMatch(/^(https?:|\*|'unsafe-eval')/);
    }
  });

  it('runs no inline script: every script is a same-origin file, the configuration is inert data', async () => {
    const html = await (await get('/docs')).text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map(
      ([, attributes = '', text = '']) => ({ attributes, text }),
    );
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const { attributes, text } of scripts) {
      const src = /\bsrc="([^"]*)"/.exec(attributes)?.[1];
      if (src) expect(src, attributes).toMatch(/^\/(?!\/)/);
      else {
        expect(attributes).toContain('type="application/json"');
        expect(text.trim()).toBe('');
      }
    }
    expect(html).toContain('data-url="openapi.json"');
    expect(html).not.toMatch(/cdn\.jsdelivr|unpkg|https?:\/\//);
  });

  it('ships the published bundle unchanged (vendor/scalar/README.md)', () => {
    const bundle = readFileSync(path.resolve(import.meta.dirname, '../../vendor/scalar/api-reference.js'));
    expect(createHash('sha256').update(bundle).digest('hex')).toBe(SCALAR_BUNDLE_SHA256);
  });
});
