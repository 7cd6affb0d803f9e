/**
 * The people and adverts a test file starts each test with, said once (issue 53): `freshEach` empties the database
 * before every test and fills `the` with what `cast` made; the named casts are the ones many files share.
 */
import { beforeEach } from 'vitest';
import type { AppContext } from '../../src/server/context.ts';
import { createSale, nextWeekday, type SaleOptions } from '../api/bookings-fixtures.ts';
import { breeder, place } from '../api/sales-fixtures.ts';
import type { Place } from './sale-body.ts';
import { resetDatabase, signUp, type SignUpOptions, type TestUser } from './context.ts';

/** Before each test of the scope it is called in: an empty database, then `cast`; `the` holds what it gave. */
export function freshEach<T extends object>(ctx: AppContext, cast: () => Promise<T>): T {
  const the = {} as T;
  beforeEach(async () => {
    await resetDatabase(ctx);
    Object.assign(the, await cast());
  });
  return the;
}

/** A breeder selling, someone who would buy, a third person, and moderators of either rank. */
export const RITA = { name: 'Rita', surname: 'Costa', userType: 'BREEDER' } satisfies SignUpOptions;
export const JOAO = { name: 'João', surname: 'Pereira' } satisfies SignUpOptions;
export const MARTA = { name: 'Marta', surname: 'Lopes' } satisfies SignUpOptions;
export const MIA_ADMIN = { name: 'Mia', surname: 'Moderadora', role: 'admin' } satisfies SignUpOptions;
export const MIA_MODERATOR = { name: 'Mia', surname: 'Moderadora', role: 'moderator' } satisfies SignUpOptions;

/** An account made a month ago: established, its reports are held and its reviews count (decision 174, 196). */
export const monthAgo = (): Date => new Date(Date.now() - 30 * 86_400_000);

export interface SellerAndBuyer {
  seller: TestUser;
  buyer: TestUser;
  saleUid: string;
}

/** Rita Costa, a breeder with one advert, and João Pereira who would buy it (signed up in that order). */
export async function sellerAndBuyer(
  ctx: AppContext,
  sale: SaleOptions = {},
  people: { seller?: SignUpOptions; buyer?: SignUpOptions } = {},
): Promise<SellerAndBuyer> {
  const seller = await signUp(ctx, { ...RITA, ...people.seller });
  const buyer = await signUp(ctx, { ...JOAO, ...people.buyer });
  return { seller, buyer, saleUid: await createSale(ctx, seller.uid, sale) };
}

/** Three established people who report (decision 174: what three of them report is held). */
export async function reporters(ctx: AppContext, names: [string, string, string]): Promise<TestUser[]> {
  const since = monthAgo();
  const [first, second, third] = names;
  return [
    await signUp(ctx, { name: first, surname: 'Um', since }),
    await signUp(ctx, { name: second, surname: 'Dois', since }),
    await signUp(ctx, { name: third, surname: 'Três', since }),
  ];
}

/** A breeder who advertises from Lagos, Faro, and an admin who moderates: the cast of the sales files. */
export async function ownerAndAdmin(ctx: AppContext): Promise<{ owner: TestUser; admin: TestUser; where: Place }> {
  const owner = await breeder(ctx);
  const admin = await signUp(ctx, { role: 'admin' });
  return { owner, admin, where: await place(ctx, 'Faro', 'Lagos') };
}

/** Rita Costa with a phone and her open hours, and João Pereira who visits her advert next Saturday. */
export async function sellerAndVisitor(
  ctx: AppContext,
  sale: SaleOptions = {},
): Promise<{ seller: TestUser; visitor: TestUser; saleUid: string; saturday: string }> {
  const { seller, buyer, saleUid } = await sellerAndBuyer(ctx, sale, {
    seller: { phone: '912345678', phoneCountry: 'PT' },
  });
  return { seller, visitor: buyer, saleUid, saturday: nextWeekday(6) };
}
