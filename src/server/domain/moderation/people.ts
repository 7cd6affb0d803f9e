/**
 * People for the moderators (issue 18, decision 152): find someone by e-mail or name, read their role, suspension
 * and every decision about them; admins give or take the moderator role, logged like any decision. The role is read
 * from the database on every request (verifyToken), so a change reaches the person's open sessions at once.
 */
import { and, asc, count, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reports, users } from '../../db/schema.ts';
import type { PersonDetail, PersonSummary } from '../../../lib/moderation/shapes.ts';
import { KeyedError } from '../keyed-error.ts';
import { decisionsAbout, logDecision } from './log.ts';
import { inTransaction } from '../../db/transaction.ts';

export type RoleErrorKey = 'role.error.self' | 'role.error.admin' | 'role.error.other-role' | 'people.error.not-found';

/** A role change the rules refuse: the key says which, the API picks the status. */
export class RoleError extends KeyedError<RoleErrorKey> {}

/** `%`, `_` and `\` in a search term are letters, not patterns. */
const literal = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

const summary = {
  uid: users.id,
  name: users.name,
  surname: users.surname,
  email: users.email,
  role: users.role,
  suspendedUntil: users.suspendedUntil,
};

const toSummary = (r: {
  uid: string;
  name: string;
  surname: string;
  email: string;
  role: PersonSummary['role'];
  suspendedUntil: Date | null;
}): PersonSummary => ({ ...r, suspendedUntil: r.suspendedUntil?.toISOString() ?? null });

/** People whose e-mail or full name contains `query` (any case), by name; `query` is already trimmed and bounded. */
export async function findPeople(
  db: Db,
  query: string,
  page: number,
  size: number,
): Promise<{ content: PersonSummary[]; totalElements: number }> {
  const pattern = `%${literal(query)}%`;
  const where = or(ilike(users.email, pattern), ilike(sql`${users.name} || ' ' || ${users.surname}`, pattern));
  const [rows, [total]] = await Promise.all([
    db
      .select(summary)
      .from(users)
      .where(where)
      .orderBy(asc(users.name), asc(users.surname), asc(users.id))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { content: rows.map(toSummary), totalElements: total?.n ?? 0 };
}

/** One person as the moderators see them, or null when there is no such person. */
export async function personForModerators(db: Db, uid: string): Promise<PersonDetail | null> {
  const [[person], [open], log] = await Promise.all([
    db
      .select({
        ...summary,
        userType: users.userType,
        certified: users.certified,
        createdAt: users.createdAt,
        suspensionReason: users.suspensionReason,
      })
      .from(users)
      .where(eq(users.id, uid)),
    db
      .select({ n: count() })
      .from(reports)
      .where(and(eq(reports.targetType, 'USER'), eq(reports.targetId, uid), isNull(reports.resolvedAt))),
    decisionsAbout(db, 'USER', uid),
  ]);
  if (!person) return null;
  const { createdAt, ...rest } = person;
  return {
    ...toSummary(rest),
    userType: person.userType,
    certified: person.certified,
    memberSince: createdAt.toISOString().slice(0, 10),
    suspensionReason: person.suspensionReason,
    openReports: open?.n ?? 0,
    log,
  };
}

/**
 * An admin makes a person a moderator or takes the role back. Never oneself, never an admin, never someone with
 * another role (an editor keeps theirs). Setting the role a person already has changes and logs nothing.
 */
export async function setModeratorRole(
  db: Db,
  adminId: string,
  userId: string,
  role: 'moderator' | 'user',
): Promise<{ role: 'moderator' | 'user'; changed: boolean }> {
  if (userId === adminId) throw new RoleError('role.error.self');
  return inTransaction({ db }, async (tx) => {
    const [person] = await tx
      .select({ role: users.role, name: users.name, surname: users.surname })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!person) throw new RoleError('people.error.not-found');
    if (person.role === 'admin') throw new RoleError('role.error.admin');
    if (person.role === role) return { role, changed: false };
    if (person.role !== 'user' && person.role !== 'moderator') throw new RoleError('role.error.other-role');
    await tx.update(users).set({ role }).where(eq(users.id, userId));
    await logDecision(tx, {
      moderatorId: adminId,
      action: role === 'moderator' ? 'GRANT_MODERATOR' : 'REVOKE_MODERATOR',
      targetType: 'USER',
      targetId: userId,
      targetTitle: `${person.name} ${person.surname}`.trim(),
      ownerId: userId,
    });
    return { role, changed: true };
  });
}
