// Every kind of page, as a visitor, a member and an administrator sees it: its HTML conforms to the standard
// (html-validate's `standard` and `document` rules, zero errors) and every internal link on it answers 200
// as that person, or sends a visitor to sign in. A page or a link that drifts fails here.
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './test.ts';
import { HtmlValidate, type Message } from 'html-validate';
import { adminToken, approveSale, EXCLUSIVE, GUARDED_ROUTES, infoPages, publishSale, signUp } from './fixtures.ts';
import { readWorld } from './world.ts';

/**
 * Rules changed, each with its reason (everything else of the two presets applies):
 * - `require-sri` only for other origins: our scripts and styles come from our own origin under hashed,
 *   immutable names (the Nu checker asks for no integrity attribute at all).
 */
const validator = new HtmlValidate({
  extends: ['html-validate:standard', 'html-validate:document'],
  rules: { 'require-sri': ['error', { target: 'crossorigin' }] },
});

type Person = 'visitor' | 'member' | 'admin';

interface World {
  tokens: Record<Exclude<Person, 'visitor'>, string>;
  saleUid: string;
  sellerUid: string;
  articleKey: string;
}

let world: World;

// What the pages show is the shared world's (world.setup.ts): nothing here publishes outside this file's turn.
test.beforeAll(async ({ request }) => {
  const { sale, breeder, article } = readWorld();
  world = {
    tokens: { member: await signUp(request), admin: await adminToken(request) },
    saleUid: sale,
    sellerUid: breeder,
    articleKey: article,
  };
});

/** The page kinds each person is shown (paths built once the world exists). */
function pagesOf(person: Person): string[] {
  const sale = `/sales/sale-detail?searchValue=${world.saleUid}`;
  const common = [
    '/home',
    '/sales',
    '/sales?species=DOG&q=%C3%A1gua&page=1',
    // Around a place and around a position (issue 54), with the distance on the cards and on the advert.
    '/sales?near=1312&radius=50&q=c%C3%A3o%20f%C3%AAmea',
    '/sales?lat=41.15&lon=-8.611',
    `${sale}&near=1312`,
    sale,
    '/sales/sale-detail?searchValue=abc-123',
    '/breeders',
    `/breeders/${world.sellerUid}`,
    '/blog',
    `/blog/detail/${world.articleKey}`,
    '/blog/detail/nao-existe',
    ...infoPages().map((p) => p.path),
    '/user-profile',
    `/appointment?saleUid=${world.saleUid}`,
    '/saved-searches/unsubscribe?search=00000000-0000-4000-8000-000000000000&token=x',
  ];
  if (person === 'visitor') {
    return [
      ...common,
      '/login',
      '/login?redirect=%2Fsale',
      '/login/forgot-password',
      '/register',
      '/user/password-recover?ticket=abc',
    ];
  }
  const member = [...common, ...GUARDED_ROUTES, '/saved-searches', '/saved-searches/new?species=DOG&priceMax=900'];
  if (person === 'member') return member;
  return [
    ...member,
    '/admin/sales',
    '/admin/people',
    '/admin/people?q=Ana',
    '/admin/articles',
    '/admin/articles/new',
    `/admin/articles/edit?key=${world.articleKey}`,
  ];
}

function headersOf(person: Person): Record<string, string> {
  if (person === 'visitor') return {};
  const token = world.tokens[person];
  return { cookie: `access_token=${token}; current_user=${encodeURIComponent(JSON.stringify({ name: 'Ana' }))}` };
}

/**
 * The Nu checker's rule that html-validate lacks: a required single <select> starts with a placeholder option
 * (empty value), so "nothing chosen" is possible and the browser can say the field is missing.
 */
function requiredSelectsWithoutPlaceholder(html: string): string[] {
  const found: string[] = [];
  for (const [, attributes = '', content = ''] of html.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/g)) {
    if (
      !/\srequired\b/.test(attributes) ||
      /\smultiple\b/.test(attributes) ||
      /\ssize="([2-9]|\d\d+)"/.test(attributes)
    )
      continue;
    const first = /<option\b([^>]*)>([\s\S]*?)<\/option>/.exec(content);
    const value = first ? /\svalue="([^"]*)"/.exec(first[1] ?? '')?.[1] : '';
    if (first && value !== '' && !(value === undefined && (first[2] ?? '').trim() === '')) {
      found.push(`required <select${attributes}> starts with a real option (${value ?? first[2]})`);
    }
  }
  return found;
}

const readable = (m: Message) => `${m.line}:${m.column} ${m.ruleId}: ${m.message} [${m.selector ?? ''}]`;

/** The internal links of a page, without fragments, as paths with their query. */
function internalLinks(html: string, base: string): string[] {
  const found = new Set<string>();
  // A <template>'s content is inert: its links are on the page only once a script puts them there, for whom it
  // decides (the owner's controls on an advert).
  const page = html.replace(/<template\b[\s\S]*?<\/template>/g, '');
  for (const match of page.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
    const href = (match[1] as string).replaceAll('&amp;', '&');
    if (href.startsWith('#') || /^(mailto|tel):/.test(href)) continue;
    const url = new URL(href, base);
    if (url.origin !== new URL(base).origin) continue;
    found.add(`${url.pathname}${url.search}`);
  }
  return [...found];
}

async function expectLinkAnswers(
  request: APIRequestContext,
  person: Person,
  from: string,
  link: string,
): Promise<void> {
  const res = await request.get(link, { headers: headersOf(person), maxRedirects: 0 });
  const location = res.headers()['location'] ?? '';
  const toSignIn = person === 'visitor' && res.status() === 302 && location.startsWith('/login');
  expect(
    toSignIn || res.status() === 200,
    `${person}: ${from} links to ${link}, which answers ${res.status()} ${location}`,
  ).toBe(true);
}

test('adverts with the same title have distinct page titles: breed and place', async ({ page, request }) => {
  const seller = await signUp(request);
  const title = `Cachorro meigo ${Date.now()}`;
  const inLisbon = await publishSale(request, seller, { title });
  const inPorto = await publishSale(request, seller, {
    title,
    breedCode: 'DOG_SERRA_ESTRELA',
    locationId: 13,
    childLocationId: 1312,
  });
  for (const uid of [inLisbon, inPorto]) await approveSale(request, uid);
  await page.goto(`/sales/sale-detail?searchValue=${inLisbon}`);
  await expect(page).toHaveTitle(new RegExp(`^${title} · Cão de Água Português, Odivelas, Lisboa`));
  await page.goto(`/sales/sale-detail?searchValue=${inPorto}`);
  await expect(page).toHaveTitle(new RegExp(`^${title} · Cão da Serra da Estrela, Porto, Porto`));
});

for (const person of ['visitor', 'member', 'admin'] as const) {
  test(
    `every page kind conforms to HTML and links only to pages that answer, as ${person}`,
    EXCLUSIVE,
    async ({ request, baseURL }) => {
      test.setTimeout(180_000);
      const errors: string[] = [];
      const links = new Map<string, string>();
      for (const path of pagesOf(person)) {
        const res = await request.get(path, { headers: headersOf(person), maxRedirects: 0 });
        expect([200, 404], `${person} ${path}: ${res.status()}`).toContain(res.status());
        const html = await res.text();
        const report = await validator.validateString(html, path);
        for (const result of report.results)
          for (const message of result.messages) errors.push(`${path} ${readable(message)}`);
        for (const problem of requiredSelectsWithoutPlaceholder(html)) errors.push(`${path} ${problem}`);
        for (const link of internalLinks(html, baseURL as string)) if (!links.has(link)) links.set(link, path);
      }
      expect(errors, `HTML conformance errors as ${person}`).toEqual([]);
      for (const [link, from] of links) await expectLinkAnswers(request, person, from, link);
    },
  );
}
