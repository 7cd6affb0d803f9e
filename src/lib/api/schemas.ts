/**
 * The API's shapes for the browser code, named as the OpenAPI document names them (`Schema<'SavedSearch'>`): the
 * types come from the document itself (src/lib/api/schema.d.ts, `npm run api:types`), so an island and the server
 * cannot disagree about a shape without the type check saying so (issue 24).
 */
import type { components } from './schema.d.ts';

export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
