// The content the journeys share, made before any of them runs: an article tells every person who exists, and
// here that is no one a journey watches (decision 172).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test as setup } from '@playwright/test';
import { E2E_WORLD } from '../../playwright.config.ts';
import { adminToken, approveSale, auth, publishSale, token } from './fixtures.ts';
import type { World } from './world.ts';
import { confirmEmail } from './outbox.ts';

setup('a breeder with an approved sale and a published article', async ({ request }) => {
  const email = `mundo.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.pt`;
  const created = await request.post('/api/public/signup', {
    data: { name: 'Rita', surname: 'Costa', email, password: 'Patinhas2024', userType: 'BREEDER', acceptTerms: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  await confirmEmail(request, email);
  const seller = await token(request, email, 'Patinhas2024');
  expect(
    (await request.put('/api/user-profile', { data: { dgavNumber: 'DGAV 321/2024' }, headers: auth(seller) })).status(),
  ).toBe(200);
  const me = (await (await request.get('/api/user-profile', { headers: auth(seller) })).json()) as { uid: string };

  const sale = await publishSale(request, seller);
  await approveSale(request, sale);
  const article = await request.post('/api/private/admin/article', {
    headers: auth(await adminToken(request)),
    data: {
      title: `Segurança no passeio ${Date.now()}`,
      summary: 'Trela, coleira e identificação: o essencial para sair de casa em segurança.',
      body: '## Antes de sair\n\nVerifique a **trela**.\n\n![Um cão à janela](https://images.example.org/cao.jpg)',
    },
  });
  expect(article.status(), await article.text()).toBe(201);
  const { referenceKey } = (await article.json()) as { referenceKey: string };
  const detail = await (await request.get(`/api/public/sale?searchValue=${sale}`)).json();
  const file = /\/files\/[a-z0-9]+\/\d+\.(?:webp|jpg)/.exec(JSON.stringify(detail))?.[0];
  expect(file, 'the sale answer names its photo under /files').toBeTruthy();

  const world: World = { sale, breeder: me.uid, article: referenceKey, file: file! };
  mkdirSync(path.dirname(E2E_WORLD), { recursive: true });
  writeFileSync(E2E_WORLD, JSON.stringify(world));
});
