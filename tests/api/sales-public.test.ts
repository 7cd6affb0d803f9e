// Public reading of sales over HTTP: filters, sort, paging, Portuguese accent-insensitive search, one sale's visibility, certified list, ETags.
import { describe, expect, it } from 'vitest';
import { monthsAgo } from '../../src/server/domain/sales/filters.ts';
import { todayIso } from '../../src/lib/validation/sale.ts';
import { testApi } from '../helpers/api.ts';
import { signUp, useTestContext } from '../helpers/context.ts';
import { freshEach } from '../helpers/cast.ts';
import { breeder, insertSale, photoBase64, place } from './sales-fixtures.ts';
import { certifyBreeder } from '../helpers/certification.ts';

const ctx = await useTestContext();
const api = testApi(ctx);

type Card = {
  uid: string;
  title: string;
  price: number;
  free: boolean;
  certified: boolean;
  breed: { code: string; name: string } | null;
  status: string;
};
type Page = { content: Card[]; totalElements: number };

const the = freshEach(ctx, async () => {
  const seller = await breeder(ctx);
  const lisboa = await place(ctx, 'Lisboa', 'Lisboa');
  const sintra = await place(ctx, 'Lisboa', 'Sintra');
  const porto = await place(ctx, 'Porto', 'Porto');
  return { seller, lisboa, sintra, porto };
});

async function search(query: string): Promise<Page> {
  const res = await api.get(`/public/sales${query ? `?${query}` : ''}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Page;
}
const titles = (page: Page) => page.content.map((c) => c.title);

describe('GET /public/sales', () => {
  it('lists only approved sales, newest first, as { content, totalElements }', async () => {
    const minute = (m: number) => new Date(Date.UTC(2025, 4, 1, 10, m));
    await insertSale(ctx, the.seller.uid, the.lisboa, { title: 'Mais antigo', approvedAt: minute(1) });
    await insertSale(ctx, the.seller.uid, the.lisboa, { title: 'Mais recente', approvedAt: minute(3) });
    await insertSale(ctx, the.seller.uid, the.lisboa, { title: 'Pendente', status: 'PENDING', approvedAt: null });
    await insertSale(ctx, the.seller.uid, the.lisboa, {
      title: 'Rejeitado',
      status: 'REJECTED',
      approvedAt: null,
      rejectReason: 'Fotos falsas',
    });
    const page = await search('');
    expect(page.totalElements).toBe(2);
    expect(titles(page)).toEqual(['Mais recente', 'Mais antigo']);
  });

  it('filters by species, breed, district, municipality, sex, certified and free', async () => {
    await insertSale(ctx, the.seller.uid, the.lisboa, { title: 'Labrador de Lisboa' });
    await insertSale(ctx, the.seller.uid, the.sintra, { title: 'Labrador macho de Sintra', sex: 'MALE' });
    await insertSale(ctx, the.seller.uid, the.porto, {
      title: 'Gato persa',
      speciesCode: 'CAT',
      breedCode: 'CAT_PERSA',
      certified: true,
    });
    await insertSale(ctx, the.seller.uid, the.porto, {
      title: 'Gatinho sem raça',
      speciesCode: 'CAT',
      breedCode: null,
      purebred: false,
      lopNumber: null,
      priceCents: 0,
    });

    expect(titles(await search('species=CAT')).sort()).toEqual(['Gatinho sem raça', 'Gato persa']);
    expect(titles(await search('breed=DOG_LABRADOR')).sort()).toEqual([
      'Labrador de Lisboa',
      'Labrador macho de Sintra',
    ]);
    expect(titles(await search(`location=${the.lisboa.locationId}`)).sort()).toEqual([
      'Labrador de Lisboa',
      'Labrador macho de Sintra',
    ]);
    expect(
      titles(await search(`location=${the.lisboa.locationId}&childLocation=${the.sintra.childLocationId}`)),
    ).toEqual(['Labrador macho de Sintra']);
    expect(titles(await search('sex=MALE'))).toEqual(['Labrador macho de Sintra']);
    expect(titles(await search('certified=true'))).toEqual(['Gato persa']);
    const free = await search('free=true');
    expect(titles(free)).toEqual(['Gatinho sem raça']);
    expect(free.content[0]).toMatchObject({ price: 0, free: true, breed: null });
    // Filters combine.
    expect(titles(await search('species=CAT&free=true'))).toEqual(['Gatinho sem raça']);
    expect((await search('species=DOG&certified=true')).totalElements).toBe(0);
  });

  it('filters by price range and age in months, and sorts by price', async () => {
    const bornMonthsAgo = (m: number) => monthsAgo(m);
    await insertSale(ctx, the.seller.uid, the.lisboa, {
      title: 'Barato',
      priceCents: 15000,
      birthDate: bornMonthsAgo(2),
    });
    await insertSale(ctx, the.seller.uid, the.lisboa, {
      title: 'Médio',
      priceCents: 60000,
      birthDate: bornMonthsAgo(5),
    });
    await insertSale(ctx, the.seller.uid, the.lisboa, {
      title: 'Caro',
      priceCents: 150000,
      birthDate: bornMonthsAgo(14),
    });

    expect(titles(await search('priceMin=100&priceMax=700')).sort()).toEqual(['Barato', 'Médio']);
    expect(titles(await search('priceMin=600'))).toHaveLength(2);
    expect(titles(await search('sort=price-asc'))).toEqual(['Barato', 'Médio', 'Caro']);
    expect(titles(await search('sort=price-desc'))).toEqual(['Caro', 'Médio', 'Barato']);
    // Whole months of age, both ends included.
    expect(titles(await search('ageMax=2'))).toEqual(['Barato']);
    expect(titles(await search('ageMin=3&ageMax=6'))).toEqual(['Médio']);
    expect(titles(await search('ageMin=12'))).toEqual(['Caro']);
    expect(todayIso()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('pages with page (from 0) and size, totalElements counting every match', async () => {
    for (let i = 0; i < 7; i++) {
      await insertSale(ctx, the.seller.uid, the.lisboa, {
        title: `Cachorro ${i}`,
        approvedAt: new Date(Date.UTC(2025, 0, 1, 0, i)),
      });
    }
    const first = await search('size=3');
    expect(first.totalElements).toBe(7);
    expect(titles(first)).toEqual(['Cachorro 6', 'Cachorro 5', 'Cachorro 4']);
    expect(titles(await search('size=3&page=2'))).toEqual(['Cachorro 0']);
    const beyond = await search('size=3&page=5');
    expect(beyond).toEqual({ content: [], totalElements: 7, totalCapped: false });
  });

  it('searches title, description and breed in Portuguese, ignoring accents and word endings', async () => {
    await insertSale(ctx, the.seller.uid, the.lisboa, {
      title: 'Ninhada de cachorrinhos',
      breedCode: 'DOG_AGUA_PORTUGUES',
      description: 'Pais com excelente temperamento.',
    });
    await insertSale(ctx, the.seller.uid, the.lisboa, {
      title: 'Gatinha meiga',
      speciesCode: 'CAT',
      breedCode: 'CAT_PERSA',
      description: 'Habituada a cães e a crianças pequenas.',
    });
    await insertSale(ctx, the.seller.uid, the.lisboa, {
      title: 'Labrador preto',
      description: 'Muito dócil e brincalhão.',
    });

    // The breed name "Cão de Água Português" is searched without its accents.
    expect(titles(await search('q=agua%20portugues'))).toEqual(['Ninhada de cachorrinhos']);
    expect(titles(await search(`q=${encodeURIComponent('ÁGUA')}`))).toEqual(['Ninhada de cachorrinhos']);
    // Description, accent typed or not; the species name counts too, and "cães" reads as "cão" (decision 173): the
    // dogs first (the word in their species and breed), then the cat whose description says it.
    expect(titles(await search('q=caes'))).toEqual(['Ninhada de cachorrinhos', 'Labrador preto', 'Gatinha meiga']);
    expect(titles(await search('q=docil'))).toEqual(['Labrador preto']);
    expect(titles(await search('q=gato'))).toEqual(['Gatinha meiga']);
    // Stemming: the plural finds the singular.
    expect(titles(await search('q=labradores'))).toEqual(['Labrador preto']);
    // Text search combines with the other filters; nothing found is an empty page.
    expect((await search('q=labrador&species=CAT')).totalElements).toBe(0);
    expect(await search('q=girafa')).toEqual({ content: [], totalElements: 0, totalCapped: false });
    // Only stop words: no filter at all rather than an error.
    expect((await search('q=de')).totalElements).toBe(0);
  });

  it('ranks by relevance when searching, unless another sort is asked for', async () => {
    await insertSale(ctx, the.seller.uid, the.lisboa, {
      title: 'Cachorra bem disposta',
      description: 'Labrador de pelo curto.',
      priceCents: 10000,
    });
    await insertSale(ctx, the.seller.uid, the.lisboa, {
      title: 'Labrador campeão',
      description: 'Filho de campeões.',
      priceCents: 90000,
    });
    expect(titles(await search('q=labrador'))).toEqual(['Labrador campeão', 'Cachorra bem disposta']);
    expect(titles(await search('q=labrador&sort=price-asc'))).toEqual(['Cachorra bem disposta', 'Labrador campeão']);
  });

  it('refuses nonsense parameters with 400 and the field', async () => {
    for (const [query, field] of [
      ['page=-1', 'page'],
      ['size=0', 'size'],
      ['size=1000', 'size'],
      ['priceMin=abc', 'priceMin'],
      ['sex=OTHER', 'sex'],
      ['sort=random', 'sort'],
      ['certified=yes', 'certified'],
      ['species=cão', 'species'],
      ['location=1e3', 'location'],
    ] as const) {
      const res = await api.get(`/public/sales?${query}`);
      expect(res.status, query).toBe(400);
      const body = (await res.json()) as { message: string; errors: Record<string, string> };
      expect(body.message).toBe('validation-error');
      expect(Object.keys(body.errors), query).toEqual([field]);
    }
  });

  it('answers with an ETag and 304 when nothing changed, and a write changes the answer at once', async () => {
    await insertSale(ctx, the.seller.uid, the.lisboa, { title: 'Primeiro' });
    const first = await api.get('/public/sales');
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const again = await api.get('/public/sales', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    await insertSale(ctx, the.seller.uid, the.lisboa, { title: 'Segundo' });
    const changed = await api.get('/public/sales', { headers: { 'if-none-match': etag! } });
    expect(changed.status).toBe(200);
    expect(titles((await changed.json()) as Page)).toContain('Segundo');
  });
});

describe('GET /public/sale', () => {
  it('gives an approved sale with every legal field and the breeder card', async () => {
    const uid = await insertSale(
      ctx,
      the.seller.uid,
      the.lisboa,
      { breedCode: 'DOG_ROTTWEILER', dangerous: true, certified: true },
      true,
    );
    const res = await api.get(`/public/sale?searchValue=${uid}`);
    expect(res.status).toBe(200);
    const sale = (await res.json()) as Record<string, unknown> & {
      seller: Record<string, unknown>;
      images: { position: number; source: string; width: number }[];
    };
    expect(sale).toMatchObject({
      uid,
      breed: { code: 'DOG_ROTTWEILER', name: 'Rottweiler' },
      purebred: true,
      dangerous: true,
      certified: true,
      litterSize: 6,
      microchip: '620098100000001',
      motherMicrochip: '620098100000002',
      lopNumber: 'LOP 1',
      birthDate: '2025-01-01',
      registerDate: '2025-03-01',
      price: 800,
      free: false,
      location: { id: the.lisboa.locationId, name: 'Lisboa' },
      childLocation: { id: the.lisboa.childLocationId, name: 'Lisboa' },
      rejectReason: null,
    });
    expect(sale.seller).toMatchObject({
      uid: the.seller.uid,
      name: 'Rita',
      surname: 'Costa',
      dgavNumber: 'DGAV 123/2024',
    });
    expect(sale.seller).not.toHaveProperty('email');
    expect(sale.images).toHaveLength(1);
    expect(sale.images[0]).toMatchObject({ position: 0, width: 480 });
    expect(sale.images[0]!.source).toMatch(/^\/files\/[a-z0-9]+\/640\.webp$/);
  });

  it('follows at once what changes about the seller: name, picture, certification, then the account deleted', async () => {
    const uid = await insertSale(ctx, the.seller.uid, the.lisboa);
    const read = async () => api.get(`/public/sale?searchValue=${uid}`);
    const card = async () =>
      (await (await read()).json()) as {
        certified: boolean;
        seller: { name: string; sourceImage: string | null; certified: boolean };
      };
    expect((await card()).seller).toMatchObject({ name: 'Rita', sourceImage: null });

    expect((await api.put('/user-profile', { name: 'Rosa' }, { token: the.seller.token })).status).toBe(200);
    expect((await card()).seller.name).toBe('Rosa');

    expect(
      (await api.put('/private/account/avatar', { image: await photoBase64(300, 300) }, { token: the.seller.token }))
        .status,
    ).toBe(200);
    expect((await card()).seller.sourceImage).toMatch(/^\/files\//);
    expect((await api.call('DELETE', '/private/account/avatar', { token: the.seller.token })).status).toBe(200);
    expect((await card()).seller.sourceImage).toBeNull();

    const admin = await signUp(ctx, { role: 'admin' });
    await certifyBreeder(ctx, the.seller, admin);
    expect(await card()).toMatchObject({
      certified: true,
      seller: { certified: true, certification: { dgavNumber: 'DGAV-123456', documents: 1 } },
    });

    expect(
      (await api.post('/private/account/delete', { password: the.seller.password }, { token: the.seller.token }))
        .status,
    ).toBeLessThan(300);
    expect((await read()).status).toBe(404);
  });

  it('never names the breed of an undetermined one', async () => {
    const uid = await insertSale(ctx, the.seller.uid, the.lisboa, {
      purebred: false,
      breedCode: 'DOG_LABRADOR',
      lopNumber: 'LOP 9',
    });
    const sale = (await (await api.get(`/public/sale?searchValue=${uid}`)).json()) as {
      breed: unknown;
      lopNumber: unknown;
    };
    expect(sale.breed).toBeNull();
    expect(sale.lopNumber).toBeNull();
  });

  it('hides unknown, pending and rejected sales from the public (404) but not from the owner or an admin', async () => {
    const pending = await insertSale(ctx, the.seller.uid, the.lisboa, { status: 'PENDING', approvedAt: null });
    const rejected = await insertSale(ctx, the.seller.uid, the.lisboa, {
      status: 'REJECTED',
      approvedAt: null,
      rejectReason: 'Falta o microchip da mãe',
    });
    const stranger = await signUp(ctx);
    const admin = await signUp(ctx, { role: 'admin' });
    expect((await api.get('/public/sale?searchValue=0b9f3b8e-5f1a-4c52-9d8e-2f6a3c1d7e90')).status).toBe(404);
    expect((await api.get('/public/sale?searchValue=not-a-uid')).status).toBe(400);
    for (const uid of [pending, rejected]) {
      const anonymous = await api.get(`/public/sale?searchValue=${uid}`);
      expect(anonymous.status).toBe(404);
      expect(anonymous.headers.get('cache-control')).toBe('private, no-store');
      expect((await api.get(`/public/sale?searchValue=${uid}`, { token: stranger.token })).status).toBe(404);
      for (const viewer of [the.seller, admin]) {
        const res = await api.get(`/public/sale?searchValue=${uid}`, { token: viewer.token });
        expect(res.status).toBe(200);
        expect(res.headers.get('cache-control')).toBe('private, no-store');
      }
    }
    const own = (await (await api.get(`/public/sale?searchValue=${rejected}`, { token: the.seller.token })).json()) as {
      status: string;
      rejectReason: string;
    };
    expect(own).toMatchObject({ status: 'REJECTED', rejectReason: 'Falta o microchip da mãe' });
  });
});

describe('GET /public/sale/certified', () => {
  it('lists the approved sales of certified breeders, newest first', async () => {
    await insertSale(ctx, the.seller.uid, the.lisboa, {
      title: 'Certificado antigo',
      certified: true,
      approvedAt: new Date(Date.UTC(2025, 0, 1)),
    });
    await insertSale(ctx, the.seller.uid, the.lisboa, {
      title: 'Certificado novo',
      certified: true,
      approvedAt: new Date(Date.UTC(2025, 0, 2)),
    });
    await insertSale(ctx, the.seller.uid, the.lisboa, { title: 'Não certificado' });
    await insertSale(ctx, the.seller.uid, the.lisboa, {
      title: 'Certificado pendente',
      certified: true,
      status: 'PENDING',
    });
    const res = await api.get('/public/sale/certified');
    expect(res.status).toBe(200);
    expect(((await res.json()) as Card[]).map((c) => c.title)).toEqual(['Certificado novo', 'Certificado antigo']);
  });
});
