/** Deleting one's own account: everything personal goes in one transaction, then the image files; tokens die with the row. */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import {
  articles,
  bookings,
  certificationApplications,
  certificationDocuments,
  files,
  notifications,
  sales,
  users,
} from '../../db/schema.ts';
import type { FileStore } from '../../files/store.ts';
import { checkOwnPassword } from '../auth/index.ts';
import { endRealtimeSessions } from '../notifications/index.ts';
import { eraseMessagesOf } from '../conversations/index.ts';
import { healthDocumentKeys } from '../sales/index.ts';
import { SALE_NOTIFICATION_TYPES } from '../../../lib/notifications/types.ts';

export interface DeleteAccountContext {
  db: Db;
  files: FileStore;
}

export type DeleteAccountResult = { ok: true } | { ok: false; reason: 'not-found' | 'wrong-password' };

/**
 * Deletes the account after checking its password (re-authentication for an irreversible act).
 * The foreign keys cascade from `users`: breeds bred, recovery tickets, sales with their photos,
 * favourites (given and received), visits (asked and received), visiting hours, notifications and
 * uploaded files. Articles stay on the blog without an author. Other people's notifications that
 * point at the deleted sales would lead nowhere, so they go too. A token of the account stops
 * working at once: verifyToken finds no user.
 */
export async function deleteAccount(
  ctx: DeleteAccountContext,
  userId: string,
  password: string,
): Promise<DeleteAccountResult> {
  const valid = await checkOwnPassword(ctx.db, userId, password);
  if (valid === null) return { ok: false, reason: 'not-found' };
  if (!valid) return { ok: false, reason: 'wrong-password' };

  const fileKeys = await inTransaction(ctx, async (tx) => {
    // A cover the person uploaded belongs to the article (which stays): it is handed to the site first.
    await tx
      .update(files)
      .set({ ownerId: null })
      .where(
        and(
          eq(files.ownerId, userId),
          inArray(
            files.key,
            tx.select({ key: articles.coverImage }).from(articles).where(isNotNull(articles.coverImage)),
          ),
        ),
      );
    const owned = await tx.select({ key: files.key }).from(files).where(eq(files.ownerId, userId));
    // The certification documents (decision 176) go with the applications the cascade removes.
    const evidence = await tx
      .select({ key: certificationDocuments.storeKey })
      .from(certificationDocuments)
      .innerJoin(certificationApplications, eq(certificationApplications.id, certificationDocuments.applicationId))
      .where(eq(certificationApplications.userId, userId));
    const ownSales = await tx.select({ id: sales.id }).from(sales).where(eq(sales.ownerId, userId));
    // The health sheets' private documents (decision 215) go with the sales.
    const healthDocs = (
      await healthDocumentKeys(
        tx,
        ownSales.map((s) => s.id),
      )
    ).map((key) => ({ key }));
    if (ownSales.length) {
      await tx.delete(notifications).where(
        and(
          inArray(notifications.type, [...SALE_NOTIFICATION_TYPES]),
          isNotNull(notifications.referenceKey),
          inArray(
            notifications.referenceKey,
            ownSales.map((s) => s.id),
          ),
        ),
      );
    }
    // The sellers' notifications of this person's visit requests name them: they go with the requests.
    const ownVisits = await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.visitorId, userId));
    if (ownVisits.length) {
      await tx.delete(notifications).where(
        and(
          eq(notifications.type, 'BOOKING_REQUESTED'),
          inArray(
            notifications.referenceKey,
            ownVisits.map((b) => b.id),
          ),
        ),
      );
    }
    // Visits on these sales go with them (a visit always names its advert; only a seller's own deletion of
    // one advert keeps its visits, for the visitors: decision 138).
    if (ownSales.length) {
      await tx.delete(bookings).where(
        inArray(
          bookings.saleId,
          ownSales.map((s) => s.id),
        ),
      );
    }
    // Sales first: their photos' rows must be gone before the cascade from users removes the files they point at.
    await tx.delete(sales).where(eq(sales.ownerId, userId));
    // Their messages lose their text; the rows stay for the other person, shown as "conta eliminada".
    await eraseMessagesOf(tx, userId);
    await tx.delete(users).where(eq(users.id, userId));
    // Live STOMP sessions end when this commits; the tokens already die with the row.
    await endRealtimeSessions(tx, userId);
    return [...owned, ...evidence, ...healthDocs].map((f) => f.key);
  });

  // Files after the commit: a rollback must never leave rows pointing at deleted images.
  for (const key of fileKeys) await ctx.files.delete(key).catch(() => undefined);
  return { ok: true };
}
