/**
 * A moderator's decision mailed to the person it concerns (issue 37, decision 174), after the commit: a take-down, a
 * warning, a suspension or an appeal's answer, with the moderator's words and the page where they read it.
 */
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { moderationMail, type ModerationMailInput } from '../../mail/templates/moderation.ts';
import { deliverAll } from '../bookings/index.ts';
import type { SalesContext } from '../sales/index.ts';

export async function mailModerationDecision(
  ctx: SalesContext,
  userId: string,
  decision: Omit<ModerationMailInput, 'link'> & { path: string },
): Promise<void> {
  if (!ctx.mailer || !ctx.env) return;
  const [person] = await ctx.db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  if (!person) return;
  const { path, ...content } = decision;
  await deliverAll({ mailer: ctx.mailer }, [
    moderationMail(person.email, person.name, { ...content, link: new URL(path, ctx.env.PUBLIC_SITE_URL).href }),
  ]);
}
