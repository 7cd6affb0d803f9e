/**
 * What the document calls share (articles and information pages): who may make them and how often, the address in
 * the path and the preview call (the bodies and answers are in src/lib/documents/shapes.ts).
 */
import { createRoute, z, type RouteConfig } from '@hono/zod-openapi';
import { json, jsonBody } from '../bodies.ts';
import { bearerSecurity, requireRole } from '../middleware/auth.ts';
import { limitPerAccount, RATE_RULES } from '../middleware/rate-limit.ts';

/** Editors and admins write the blog and the information pages. */
export const editors = requireRole('editor', 'admin');
export const writeLimit = limitPerAccount(RATE_RULES.articleWrite);
// Tuples, not `as const` arrays: a route's middleware is a mutable list, and its types give the handlers `principal`.
const TEAM_READ: [typeof editors] = [editors];
const TEAM_WRITE: [typeof editors, typeof writeLimit] = [editors, writeLimit];

type TeamRoute<P extends string> = Omit<RouteConfig, 'path' | 'security' | 'middleware'> & { path: P };

/** A call of the team's that only reads: editors and admins, with a bearer token. */
export const teamRead = <P extends string, R extends TeamRoute<P>>(route: R) =>
  createRoute({ ...route, security: bearerSecurity, middleware: TEAM_READ });

/** A call of the team's that writes: editors and admins, with a bearer token, within the write limit. */
export const teamWrite = <P extends string, R extends TeamRoute<P>>(route: R) =>
  createRoute({ ...route, security: bearerSecurity, middleware: TEAM_WRITE });

/** The document's address in the path: any string, the handler answers 404 for what cannot be one, without a query. */
export const addressParam = <N extends string>(name: N, example: string) =>
  z.object({ [name]: z.string().openapi({ param: { name, in: 'path' }, example }) } as Record<N, z.ZodString>);

/** POST …/preview: the Markdown rendered and sanitised by the code that saves it (decision 080). */
export const previewRoute = <P extends string, B extends z.ZodType, A extends z.ZodType>(
  path: P,
  doc: { tags: string[]; summary: string; request: B; answer: A },
) =>
  createRoute({
    method: 'post',
    path,
    tags: doc.tags,
    summary: doc.summary,
    security: bearerSecurity,
    middleware: [editors, limitPerAccount(RATE_RULES.articlePreview)] as const,
    request: { body: jsonBody(doc.request) },
    responses: { 200: json(doc.answer, 'Sanitised HTML') },
  });
