/**
 * A moderator's verdict on an advert's risk flags (issue 57, decision 218): right or wrong, kept with the flag when
 * they approve or refuse the advert, so the signals' thresholds can be tuned. Nobody judges their own advert's flags
 * (decision 194).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FlagVerdicts, SaleFlag } from '../../../lib/signals/shapes.ts';
import { saleFlags, sales } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { SalesContext } from '../sales/index.ts';
import { flagsOf } from '../signals/index.ts';
import { refuseOwnCase } from './own-case.ts';

export type VerdictResult =
  | { ok: true; flags: SaleFlag[] }
  | { ok: false; status: 404; message: 'not-found' }
  | { ok: false; status: 400; errors: Record<string, string> };

export async function judgeFlags(
  ctx: Pick<SalesContext, 'db' | 'database'>,
  moderatorId: string,
  saleUid: string,
  body: FlagVerdicts,
): Promise<VerdictResult> {
  return inTransaction(ctx, async (tx): Promise<VerdictResult> => {
    const [sale] = await tx.select({ ownerId: sales.ownerId }).from(sales).where(eq(sales.id, saleUid)).limit(1);
    if (!sale) return { ok: false, status: 404, message: 'not-found' };
    refuseOwnCase(moderatorId, [sale.ownerId]);
    const ids = body.verdicts.map((v) => v.id);
    const known = await tx
      .select({ id: saleFlags.id })
      .from(saleFlags)
      .where(and(eq(saleFlags.saleId, saleUid), inArray(saleFlags.id, ids)))
      .for('update');
    const mine = new Set(known.map((f) => f.id));
    const unknown = ids.findIndex((id) => !mine.has(id));
    if (unknown >= 0) return { ok: false, status: 400, errors: { [`verdicts.${unknown}.id`]: 'flags.error.unknown' } };
    const now = new Date();
    for (const { id, verdict } of body.verdicts) {
      await tx
        .update(saleFlags)
        .set({ verdict, decidedAt: now, decidedBy: moderatorId })
        .where(and(eq(saleFlags.id, id), eq(saleFlags.saleId, saleUid)));
    }
    return { ok: true, flags: (await flagsOf(tx, [saleUid])).get(saleUid) ?? [] };
  });
}
