/**
 * The mail of saved-search alerts that go at once (issue 19, decision 155), after the approval that matched them
 * (src/server/domain/searches/match.ts) has committed.
 */
import { logger } from '../../log.ts';
import type { Mail } from '../../mail/mailer.ts';
import { searchAlertMail } from '../../mail/templates/searches.ts';
import type { Services } from '../../services.ts';
import type { SearchMatch } from './match.ts';
import { unsubscribeToken } from './saved-searches.ts';
import { t } from '../../../i18n/index.ts';

/** After the approval commits: one mail per person whose matching search mails at once. */
export async function mailImmediateMatches(
  ctx: Pick<Services, 'mailer' | 'jwtSecret'> & { env: Pick<Services['env'], 'PUBLIC_SITE_URL'> },
  matches: readonly SearchMatch[],
): Promise<void> {
  for (const match of matches) {
    if (match.frequency !== 'IMMEDIATE') continue;
    const token = unsubscribeToken(ctx.jwtSecret, [match.searchUid]);
    const mail: Mail = searchAlertMail(ctx.env, token, { name: match.name, email: match.email }, [
      {
        searchUid: match.searchUid,
        searchName: match.searchName,
        sales: [
          {
            uid: match.saleUid,
            title: match.saleTitle,
            priceCents: match.priceCents,
            // "Vila Nova de Gaia, Porto · a 3 km" when the search is around a place (issue 54).
            place: [match.place, match.distanceKm === null ? null : t('sales.near.distance', { km: match.distanceKm })]
              .filter(Boolean)
              .join(' · '),
          },
        ],
      },
    ]);
    await ctx.mailer.send(mail).catch((error: unknown) => {
      logger.error('saved search alert mail failed', { searchUid: match.searchUid, error: String(error) });
    });
  }
}
