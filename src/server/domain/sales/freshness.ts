/**
 * Fresh adverts (issue 57, Must 6; decision 219). FRESH_CONFIRM_EVERY_DAYS after its publication or its seller's last
 * confirmation, a listed advert's seller is asked "ainda disponível?": a bell notification (SALE_CONFIRM, pushed to
 * devices that want it) and a mail whose signed link opens /sales/confirm, one button that confirms. An advert still
 * unconfirmed FRESH_GRACE_DAYS after the question becomes LAPSED: out of the listing and the search, its page kept,
 * neither sold nor withdrawn, so nobody whose heart is on it, nor who asked about it, is told anything. One tap of its
 * seller (the mail's page, the bell's, /my-sales) confirms it and, when lapsed, puts it back.
 *
 * Every instance looks every FRESH_PASS_MINUTES; setting `confirm_asked_at` where it is null is the claim of each
 * question, and the lapse is one statement, so two instances never ask twice.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { DAY_MS, MINUTE_MS } from '../../../lib/time.ts';
import {
  FRESH_CONFIRM_EVERY_DAYS,
  FRESH_GRACE_DAYS,
  FRESH_LINK_DAYS,
  FRESH_PASS_MINUTES,
} from '../../../lib/sales/freshness.ts';
import type { FreshConfirmation } from '../../../lib/sales/shapes.ts';
import type { SaleState } from '../../../lib/sales/types.ts';
import type { Services } from '../../services.ts';
import { sales, users } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { logger } from '../../log.ts';
import { freshAskMail } from '../../mail/templates/fresh.ts';
import { deliverAll } from '../bookings/index.ts';
import { notify } from '../notifications/index.ts';
import { TOKEN_ISSUER } from '../auth/index.ts';
import { runEvery } from '../passes.ts';

/** A session token or any other signed with the same key is not a confirmation link: its audience differs. */
const AUDIENCE = 'patinhas-fresh-advert';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type FreshContext = Pick<Services, 'db'> & Partial<Pick<Services, 'mailer' | 'env' | 'jwtSecret'>>;

/** What one pass did: sellers asked, adverts taken off the listing. */
export interface FreshPass {
  asked: number;
  lapsed: number;
}

/** The listed adverts: approved and available (the listing's own condition). */
const listed = and(eq(sales.status, 'APPROVED'), eq(sales.availability, 'AVAILABLE'));

/** Asks the sellers whose adverts are due at `now`, then takes off the listing those asked too long ago. */
export async function runFreshness(ctx: FreshContext, now = new Date()): Promise<FreshPass> {
  const lapsed = await lapseUnconfirmed(ctx, now);
  const asked = await askDue(ctx, now);
  return { asked, lapsed };
}

/** Asks each seller whose listed advert was published or confirmed FRESH_CONFIRM_EVERY_DAYS ago, once per round. */
async function askDue(ctx: FreshContext, now: Date): Promise<number> {
  const dueBefore = new Date(now.getTime() - FRESH_CONFIRM_EVERY_DAYS * DAY_MS);
  const due = await ctx.db
    .select({ id: sales.id })
    .from(sales)
    .where(
      and(
        listed,
        isNull(sales.confirmAskedAt),
        lte(sql`coalesce(${sales.confirmedAt}, ${sales.approvedAt}, ${sales.createdAt})`, dueBefore),
      ),
    )
    .limit(500);
  let asked = 0;
  for (const { id } of due) {
    const seller = await inTransaction(ctx, async (tx) => {
      const [claimed] = await tx
        .update(sales)
        .set({ confirmAskedAt: now })
        .where(and(eq(sales.id, id), listed, isNull(sales.confirmAskedAt)))
        .returning({ title: sales.title, ownerId: sales.ownerId });
      if (!claimed) return null;
      await notify(tx, {
        userId: claimed.ownerId,
        type: 'SALE_CONFIRM',
        title: 'notification.SALE_CONFIRM.ASK.title',
        message: 'notification.SALE_CONFIRM.ASK.message',
        referenceKey: id,
        params: { saleTitle: claimed.title, days: FRESH_GRACE_DAYS },
      });
      const [person] = await tx
        .select({ email: users.email, name: users.name })
        .from(users)
        .where(eq(users.id, claimed.ownerId));
      return person ? { ...person, userId: claimed.ownerId, title: claimed.title } : null;
    });
    if (!seller) continue;
    asked += 1;
    if (ctx.mailer && ctx.env && ctx.jwtSecret) {
      const token = await freshToken({ jwtSecret: ctx.jwtSecret }, seller.userId, id, now);
      const link = new URL(`/sales/confirm?token=${encodeURIComponent(token)}`, ctx.env.PUBLIC_SITE_URL).href;
      const until = new Date(now.getTime() + FRESH_GRACE_DAYS * DAY_MS);
      await deliverAll({ mailer: ctx.mailer }, [
        freshAskMail(seller.email, seller.name, { saleTitle: seller.title, until, link }),
      ]);
    }
  }
  return asked;
}

/**
 * Takes off the listing every advert asked FRESH_GRACE_DAYS ago and still unconfirmed: LAPSED, and its seller told in
 * the bell. Nobody else is told: it was not sold (decision 219).
 */
async function lapseUnconfirmed(ctx: FreshContext, now: Date): Promise<number> {
  const askedBefore = new Date(now.getTime() - FRESH_GRACE_DAYS * DAY_MS);
  return inTransaction(ctx, async (tx) => {
    const gone = await tx
      .update(sales)
      .set({ availability: 'LAPSED' })
      .where(and(listed, lte(sales.confirmAskedAt, askedBefore)))
      .returning({ id: sales.id, title: sales.title, ownerId: sales.ownerId });
    for (const sale of gone) {
      await notify(tx, {
        userId: sale.ownerId,
        type: 'SALE_CONFIRM',
        title: 'notification.SALE_CONFIRM.LAPSED.title',
        message: 'notification.SALE_CONFIRM.LAPSED.message',
        referenceKey: sale.id,
        params: { saleTitle: sale.title },
      });
    }
    return gone.length;
  });
}

export type ConfirmResult = { ok: true; confirmation: FreshConfirmation } | { ok: false; status: 404 };

/**
 * The seller says the advert is still available: confirmed now, the question answered, and a lapsed advert back on
 * the listing. Only an approved advert, available or lapsed, of `userId`; anything else is "not found" (decision 065).
 */
export async function confirmAdvert(
  ctx: Pick<Services, 'db'>,
  userId: string,
  uid: string,
  now = new Date(),
): Promise<ConfirmResult> {
  const [row] = await inTransaction(ctx, (tx) =>
    tx
      .update(sales)
      .set({ confirmedAt: now, confirmAskedAt: null, availability: 'AVAILABLE' })
      .where(
        and(
          eq(sales.id, uid),
          eq(sales.ownerId, userId),
          eq(sales.status, 'APPROVED'),
          inArray(sales.availability, ['AVAILABLE', 'LAPSED']),
        ),
      )
      .returning({ uid: sales.id, title: sales.title }),
  );
  if (!row) return { ok: false, status: 404 };
  return {
    ok: true,
    confirmation: { uid: row.uid, title: row.title, availability: 'AVAILABLE', confirmedAt: now.toISOString() },
  };
}

/** The token of a mail's link: it names the seller and the advert, and lasts FRESH_LINK_DAYS. */
export function freshToken(
  ctx: Pick<Services, 'jwtSecret'>,
  userId: string,
  saleUid: string,
  now = new Date(),
): Promise<string> {
  const issued = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sale: saleUid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(userId)
    .setJti(randomUUID())
    .setIssuedAt(issued)
    .setExpirationTime(issued + FRESH_LINK_DAYS * (DAY_MS / 1000))
    .sign(ctx.jwtSecret);
}

/** Who and which advert a link names, when it is ours and in time; null otherwise. */
export async function openFreshToken(
  ctx: Pick<Services, 'jwtSecret'>,
  token: string,
): Promise<{ userId: string; saleUid: string } | null> {
  if (token.length > 1000) return null;
  try {
    const { payload } = await jwtVerify(token, ctx.jwtSecret, {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['exp', 'sub'],
    });
    const sale = payload['sale'];
    if (typeof sale !== 'string' || !UUID.test(sale) || !payload.sub || !UUID.test(payload.sub)) return null;
    return { userId: payload.sub, saleUid: sale };
  } catch {
    return null;
  }
}

/** The mail's one tap: confirms the advert the link names for the seller it names. */
export async function confirmByToken(ctx: Pick<Services, 'db' | 'jwtSecret'>, token: string): Promise<ConfirmResult> {
  const named = await openFreshToken(ctx, token);
  if (!named) return { ok: false, status: 404 };
  return confirmAdvert(ctx, named.userId, named.saleUid);
}

/** What /sales/confirm shows before the tap: the advert's title and state, if `userId` owns it and it is approved. */
export async function advertToConfirm(
  ctx: Pick<Services, 'db'>,
  userId: string,
  uid: string,
): Promise<{ uid: string; title: string; availability: SaleState; asked: boolean } | null> {
  const [row] = await ctx.db
    .select({ title: sales.title, availability: sales.availability, askedAt: sales.confirmAskedAt })
    .from(sales)
    .where(and(eq(sales.id, uid), eq(sales.ownerId, userId), eq(sales.status, 'APPROVED')));
  return row ? { uid, title: row.title, availability: row.availability, asked: row.askedAt !== null } : null;
}

/** Starts this instance's look for questions and lapses due; returns the stop function. */
export function startFreshAdverts(ctx: FreshContext): () => Promise<void> {
  const pass = async () => {
    const done = await runFreshness(ctx);
    if (done.asked > 0 || done.lapsed > 0) logger.info('fresh adverts', { ...done });
  };
  return runEvery('fresh adverts', pass, FRESH_PASS_MINUTES * MINUTE_MS);
}
