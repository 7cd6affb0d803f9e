/** The API's documents, /openapi.json (from the routes' zod schemas) and /asyncapi.json (/ws), and the readable page (/docs). */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppContext } from '../../context.ts';
import type { ApiEnv } from '../router.ts';
import { DESTINATIONS } from '../../realtime/destinations.ts';
import { asyncApiDocument } from './asyncapi.ts';
// Scalar's browser bundle (@scalar/api-reference, vendor/scalar/README.md), emitted by the build as a
// hashed file under /_astro/: served from our own origin, cached forever, never from a CDN (decision 016).
import scalarBundle from '../../../../vendor/scalar/api-reference.js?url';
import scalarSetup from './scalar-setup.js?url';

/** The vendored bundle's SHA-256 (hex): tests/surface/api-docs.test.ts proves the file is still the published one. */
export const SCALAR_BUNDLE_SHA256 = 'bf091006bdc3af6067af77c2f534812e3e633e94a94e87138069f570f33b762c';

/**
 * The page's own policy: scripts from the site only (the bundle; the configuration is data, not a script),
 * styles injected by Scalar at run time, the document fetched from the site, nothing framed or submitted.
 */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * What Scalar reads from the page (its HTML API; the document is `data-url`, relative to /api/docs): no
 * outside fonts, no client link, and none of the parts that talk to scalar.com (AI agent, MCP, telemetry,
 * the developer toolbar it shows on localhost).
 */
const CONFIGURATION = {
  withDefaultFonts: false,
  hideClientButton: true,
  showDeveloperTools: 'never',
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
};

const escapeAttribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Patinhas API</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
  </head>
  <body>
    <p style="margin: 0; padding: 0.5rem 1rem; font: 14px/1.5 system-ui, sans-serif">
      Documents: <a href="openapi.json">OpenAPI 3.1 (this HTTP API)</a> ·
      <a href="asyncapi.json">AsyncAPI 3 (live notifications over STOMP at /ws)</a>
    </p>
    <script id="api-reference" type="application/json" data-url="openapi.json" data-configuration="${escapeAttribute(JSON.stringify(CONFIGURATION))}"></script>
    <script src="${escapeAttribute(scalarSetup)}"></script>
    <script src="${escapeAttribute(scalarBundle)}"></script>
  </body>
</html>
`;

/** The OpenAPI document's header: the same for /openapi.json and for the schemas /asyncapi.json copies. */
const openApiConfig = (env: Pick<AppContext['env'], 'PUBLIC_API_BASE'>) => ({
  openapi: '3.1.0',
  info: {
    title: 'Patinhas API',
    version: '1',
    description:
      'JSON API of Patinhas. Errors always have the shape `{ status, message, errors? }`: `message` and ' +
      'the values of `errors` (field → key) are translation keys of src/i18n/pt.json. Validation ' +
      'errors and malformed JSON answer 400; rate-limited calls 429 with Retry-After. Live notifications ' +
      'arrive over STOMP at /ws, described by the AsyncAPI document [asyncapi.json](asyncapi.json).',
  },
  servers: [{ url: env.PUBLIC_API_BASE }],
});

export function registerDocs(api: OpenAPIHono<ApiEnv>): void {
  api.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'The token of POST /public/authenticate. Every answer of a call that needs it carries `Cache-Control: no-store` ' +
      '(decision 195): nothing a person reads with it stays in the browser.',
  });
  // What /ws pushes is named here even where no operation answers it: /asyncapi.json copies these components. A
  // clone: the shapes may predate zod-openapi's extension, and only a schema built after it can take `.openapi()`.
  for (const { message } of DESTINATIONS) api.openAPIRegistry.register(message.schema, message.payload.clone());
  // Every JSON answer of the API is an attachment (ASVS 14.4.2, decision 091); the documents name their own file.
  api.use('/openapi.json', async (c, next) => {
    await next();
    c.header('Content-Disposition', 'attachment; filename="openapi.json"');
  });
  api.doc31('/openapi.json', (c) => openApiConfig(c.get('ctx').env));
  // Built on the first request, once every route is mounted; its payloads come from the OpenAPI schemas.
  let asyncApi: { key: string; body: string } | undefined;
  api.get('/asyncapi.json', (c) => {
    const env = c.get('ctx').env;
    const key = `${env.PUBLIC_SITE_URL} ${env.PUBLIC_API_BASE}`;
    if (asyncApi?.key !== key) {
      const openApi = api.getOpenAPI31Document(openApiConfig(env));
      const document = asyncApiDocument({
        siteUrl: env.PUBLIC_SITE_URL,
        apiBase: env.PUBLIC_API_BASE,
        openApiSchemas: openApi.components?.schemas ?? {},
      });
      asyncApi = { key, body: JSON.stringify(document) };
    }
    return c.body(asyncApi.body, 200, {
      'Content-Type': 'application/json',
      'Content-Disposition': 'attachment; filename="asyncapi.json"',
      // Public and the same for everybody; it changes only with a deployment.
      'Cache-Control': 'public, max-age=300',
    });
  });
  // Scalar's page under its own policy (the site-wide headers never replace a policy an answer has).
  api.get('/docs', (c) => c.html(PAGE, 200, { 'Content-Security-Policy': DOCS_CSP, 'Cache-Control': 'no-cache' }));
}
