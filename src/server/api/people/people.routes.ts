/** People for the moderators (issue 18, decision 152): find a person, read their suspension and log; admins set the moderator role. */
import { createRoute, z } from '@hono/zod-openapi';
import { PEOPLE_QUERY_MAX, PEOPLE_QUERY_MIN } from '../../../lib/moderation/types.ts';
import {
  PeoplePageSchema,
  PersonDetailSchema,
  RoleChangeSchema,
  RoleInputSchema,
} from '../../../lib/moderation/shapes.ts';
import { MODERATOR_ROLES } from '../../../lib/users/types.ts';
import { json, jsonBody } from '../bodies.ts';
import { errorResponse } from '../errors.ts';
import { bearerSecurity, requireRole } from '../middleware/auth.ts';
import { limitPerAccount, RATE_RULES } from '../middleware/rate-limit.ts';
import { pageQuery, uidParam } from '../params.ts';

const notFound = errorResponse('`people.error.not-found`: no such person');

export const search = createRoute({
  method: 'get',
  path: '/private/admin/user',
  tags: ['Moderation'],
  summary: 'Find people by e-mail or name (any part, any case), by name',
  security: bearerSecurity,
  middleware: [requireRole(...MODERATOR_ROLES)] as const,
  request: {
    query: pageQuery(50, 20).extend({
      q: z
        .string({ message: 'people.error.query' })
        .max(PEOPLE_QUERY_MAX * 4, 'people.error.query')
        .transform((v) => v.trim())
        .refine((v) => v.length >= PEOPLE_QUERY_MIN && v.length <= PEOPLE_QUERY_MAX, 'people.error.query')
        .openapi({
          description: `${PEOPLE_QUERY_MIN} to ${PEOPLE_QUERY_MAX} characters once trimmed`,
          example: 'silva',
        }),
    }),
  },
  responses: { 200: json(PeoplePageSchema, 'A page of people') },
});

export const person = createRoute({
  method: 'get',
  path: '/private/admin/user/{uid}',
  tags: ['Moderation'],
  summary: 'One person for the moderators: role, suspension, open reports and every decision about them',
  security: bearerSecurity,
  middleware: [requireRole(...MODERATOR_ROLES)] as const,
  request: { params: z.object({ uid: uidParam }) },
  responses: { 200: json(PersonDetailSchema, 'The person'), 404: notFound },
});

export const setRole = createRoute({
  method: 'put',
  path: '/private/admin/user/{uid}/role',
  tags: ['Moderation'],
  summary: 'Make a person a moderator, or take the role back (admins only)',
  description:
    'Logged in the moderation log (GRANT_MODERATOR, REVOKE_MODERATOR). The role is read from the database on every ' +
    "request, so the person's open sessions have the new role at once. Setting the role the person already has " +
    'changes and logs nothing (`changed: false`). Never oneself, an admin, or someone with another role (an editor).',
  security: bearerSecurity,
  middleware: [requireRole('admin'), limitPerAccount(RATE_RULES.moderation)] as const,
  request: {
    params: z.object({ uid: uidParam }),
    body: jsonBody(RoleInputSchema),
  },
  responses: {
    200: json(RoleChangeSchema, 'The role now'),
    404: notFound,
    422: errorResponse(
      '`role.error.self`: not oneself; `role.error.admin`: not an admin; `role.error.other-role`: the person has ' +
        'another role (editor) that this call does not change',
    ),
  },
});
