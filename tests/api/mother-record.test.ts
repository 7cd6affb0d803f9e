// The mother's record (issue 57 Must 3, decision 222): a litter is her chip plus a birth date (± 7 days) across every
// owner's approved adverts; the advert shows which of her litters it is, and the moderators get a `mother` flag (never
// a refusal) for a litter under 12 months after another, her chip under two owners, or her chip on another advert's
// animal.
import { describe, expect, it } from 'vitest';
import type { SaleDetail } from '../../src/lib/sales/shapes.ts';
import type { SaleFlag } from '../../src/lib/signals/shapes.ts';
import { testApi } from '../helpers/api.ts';
import { signUp, useTestContext } from '../helpers/context.ts';
import { freshEach, ownerAndAdmin } from '../helpers/cast.ts';
import { insertSale, uploadPhotos, validSale } from './sales-fixtures.ts';

const ctx = await useTestContext();
const api = testApi(ctx);

const the = freshEach(ctx, () => ownerAndAdmin(ctx));

const MOTHER = '620098100654321';

async function send(overrides: Parameters<typeof validSale>[2] = {}): Promise<string> {
  const photos = await uploadPhotos(api, the.owner.token, 1);
  const res = await api.post('/private/sale', validSale(the.where, photos, overrides), { token: the.owner.token });
  expect(res.status).toBe(201);
  return ((await res.json()) as { uid: string }).uid;
}

async function flagsOf(uid: string): Promise<SaleFlag[]> {
  const res = await api.get('/private/admin/sale', { token: the.admin.token });
  expect(res.status).toBe(200);
  const item = ((await res.json()) as { content: { uid: string; flags: SaleFlag[] }[] }).content.find(
    (i) => i.uid === uid,
  );
  expect(item).toBeDefined();
  return item!.flags;
}

async function approve(uid: string): Promise<void> {
  expect((await api.put(`/private/admin/sale/${uid}/approve`, undefined, { token: the.admin.token })).status).toBe(200);
}

async function advert(uid: string): Promise<SaleDetail> {
  const res = await api.get(`/public/sale?searchValue=${uid}`);
  expect(res.status).toBe(200);
  return (await res.json()) as SaleDetail;
}

async function otherBreeder() {
  return signUp(ctx, { userType: 'BREEDER', dgavNumber: 'DGAV 9/2024' });
}

describe("the mother's record", () => {
  it('shows a first litter as her 1.ª and flags nothing', async () => {
    const uid = await send();
    expect(await flagsOf(uid)).toEqual([]);
    await approve(uid);
    expect((await advert(uid)).motherRecord).toEqual({ litter: 1, litters: 1, previousBorn: null, nextBorn: null });
  });

  it('flags a second litter six months after the first, and both adverts show her record', async () => {
    const first = await send({ title: 'Primeira ninhada', birthDate: '2025-01-06', registerDate: '2025-03-17' });
    await approve(first);
    // Another puppy of the same litter, born five days later by its papers: still her first litter.
    const sibling = await send({
      title: 'Irmão da primeira ninhada',
      microchip: '620098100123457',
      birthDate: '2025-01-11',
      registerDate: '2025-03-22',
    });
    expect(await flagsOf(sibling)).toEqual([]);
    await approve(sibling);

    const second = await send({
      title: 'Segunda ninhada',
      microchip: '620098100123458',
      birthDate: '2025-07-06',
      registerDate: '2025-09-14',
    });
    const flags = await flagsOf(second);
    expect(flags).toEqual([
      expect.objectContaining({
        kind: 'mother',
        reason: 'mother-litters-close',
        verdict: null,
        evidence: {
          microchip: MOTHER,
          litter: 2,
          litters: [
            { born: '2025-01-06', adverts: 2, owners: 1 },
            { born: '2025-07-06', adverts: 1, owners: 1 },
          ],
          owners: 1,
          animalOf: null,
        },
      }),
    ]);
    // Never a refusal: the moderator approves it as any other.
    await approve(second);
    expect((await advert(second)).motherRecord).toEqual({
      litter: 2,
      litters: 2,
      previousBorn: '2025-01-06',
      nextBorn: null,
    });
    expect((await advert(first)).motherRecord).toEqual({
      litter: 1,
      litters: 2,
      previousBorn: null,
      nextBorn: '2025-07-06',
    });
  });

  it('does not flag a litter a year or more after the previous one', async () => {
    await approve(await send({ birthDate: '2024-01-06', registerDate: '2024-03-17' }));
    const later = await send({ microchip: '620098100123458', birthDate: '2025-01-06', registerDate: '2025-03-17' });
    expect(await flagsOf(later)).toEqual([]);
  });

  it('flags her 5th litter', async () => {
    for (const [i, year] of [2021, 2022, 2023, 2024].entries()) {
      await insertSale(ctx, the.owner.uid, the.where, {
        motherMicrochip: MOTHER,
        microchip: `62009810088800${i}`,
        birthDate: `${year}-01-06`,
      });
    }
    const uid = await send();
    expect(await flagsOf(uid)).toEqual([
      expect.objectContaining({
        kind: 'mother',
        reason: 'mother-many-litters',
        evidence: expect.objectContaining({ litter: 5 }),
      }),
    ]);
    await approve(uid);
    expect((await advert(uid)).motherRecord).toMatchObject({ litter: 5, litters: 5, previousBorn: '2024-01-06' });
  });

  it('flags the same mother under two owners', async () => {
    const other = await otherBreeder();
    await insertSale(ctx, other.uid, the.where, { motherMicrochip: MOTHER, birthDate: '2025-01-08' });
    const uid = await send();
    expect(await flagsOf(uid)).toEqual([
      expect.objectContaining({
        kind: 'mother',
        reason: 'mother-two-owners',
        evidence: expect.objectContaining({ owners: 2, litters: [{ born: '2025-01-06', adverts: 2, owners: 2 }] }),
      }),
    ]);
  });

  it("flags a mother's chip that is another advert's animal", async () => {
    const other = await otherBreeder();
    const puppy = await insertSale(ctx, other.uid, the.where, {
      title: 'Cadela de Água',
      microchip: '620098100999999',
    });
    const uid = await send({ motherMicrochip: '620098100999999' });
    expect(await flagsOf(uid)).toEqual([
      expect.objectContaining({
        kind: 'mother',
        reason: 'mother-is-animal',
        evidence: expect.objectContaining({ animalOf: { uid: puppy, title: 'Cadela de Água' } }),
      }),
    ]);
  });
});
