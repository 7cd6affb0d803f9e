// @vitest-environment happy-dom
// Registration against a real local HTTP server: the page's lists, municipalities, email availability, server field
// errors, success.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, useStandIn, until } from '../../../../tests/helpers/stand-in-api.ts';
import { t } from '../../../i18n/index.ts';
import { readCookie } from '../../../lib/cookies-read.ts';
import { pickMessages } from '../../../i18n/pick-messages.ts';
import { syncSession } from '../../../stores/session.ts';
import { QUEUE_KEY } from '../../../stores/toasts.ts';
import { REGISTER_KEYS } from '../messages.ts';
import { hydrate, serverRendered } from '../../../../tests/helpers/hydrate.tsx';
import RegisterForm from './RegisterForm.tsx';

// The lists the page passes (src/pages/register.astro reads them from the reference data).
const lists = {
  countries: [
    { name: 'Portugal', dial_code: '+351', code: 'PT' },
    { name: 'Alemanha', dial_code: '+49', code: 'DE' },
  ],
  userTypes: [
    { code: 'TUTOR', name: 'Tutor' },
    { code: 'BREEDER', name: 'Criador' },
  ],
  districts: [
    { id: 11, name: 'Lisboa' },
    { id: 13, name: 'Porto' },
  ],
};

let signupAnswer: { status: number; body: unknown } = { status: 201, body: { uid: 'u-new' } };

const server = useStandIn('/register', { reset: syncSession, clearStorage: true });
beforeEach(() => {
  signupAnswer = { status: 201, body: { uid: 'u-new' } };
  const { routes } = server;
  routes.set('GET /api/public/location/location-child', (req, res) => {
    const id = new URL(req.url ?? '', 'http://x').searchParams.get('locationId');
    json(
      res,
      200,
      id === '11'
        ? [
            { id: 1106, name: 'Lisboa', code: '1106', parentId: 11 },
            { id: 1110, name: 'Oeiras', code: '1110', parentId: 11 },
          ]
        : [],
    );
  });
  routes.set('GET /api/public/validate-email', (req, res) => {
    const email = new URL(req.url ?? '', 'http://x').searchParams.get('email');
    json(res, 200, { available: email !== 'taken@example.pt' });
  });
  routes.set('POST /api/public/signup', (_req, res) => json(res, signupAnswer.status, signupAnswer.body));
  routes.set('POST /api/public/authenticate', (_req, res) => json(res, 200, { token: 'tok-new' }));
  routes.set('GET /api/user-profile', (_req, res) =>
    json(res, 200, { uid: 'u-new', name: 'Rita', surname: 'Lopes', sourceImage: null }),
  );
});
afterEach(cleanup);

async function renderForm() {
  const user = userEvent.setup();
  render(<RegisterForm messages={pickMessages(REGISTER_KEYS)} {...lists} />);
  return user;
}

const field = (key: string) =>
  screen.getByLabelText(new RegExp(`^${t(key)}( ${t('register.optional').replace(/[()]/g, '\\$&')})?$`), {
    selector: 'input, select',
  });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('register.name'), 'Rita');
  await user.type(field('register.surname'), 'Lopes');
  await user.type(field('register.email'), 'rita@example.pt');
  await user.click(screen.getByRole('radio', { name: 'Criador' }));
  await user.type(field('register.password'), 'Patinhas24');
  await user.type(field('register.confirm-password'), 'Patinhas24');
  await user.click(screen.getByRole('checkbox'));
}

describe('RegisterForm', () => {
  it('offers the countries its page passes, Portugal selected, and asks the API for no list of its own', async () => {
    await renderForm();
    const dial = field('register.phone-country') as HTMLSelectElement;
    expect(
      within(dial)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['+351 Portugal', '+49 Alemanha']);
    expect(dial.value).toBe('PT');
    expect(screen.getByRole('radio', { name: 'Tutor' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Porto' })).toBeTruthy();
    // The lists arrive with the page: nothing is fetched before the first paint (the CI race of the old form).
    await new Promise((r) => setTimeout(r, 50));
    expect(server.seen.map((s) => s.path)).toEqual([]);
  });

  it('loads the municipalities of the chosen district', async () => {
    const user = await renderForm();
    const municipality = field('register.child-location') as HTMLSelectElement;
    expect(municipality.disabled).toBe(true);
    await user.selectOptions(field('register.location'), '11');
    await screen.findByRole('option', { name: 'Oeiras' });
    expect(municipality.disabled).toBe(false);
    expect(server.seen.some((s) => s.path === '/api/public/location/location-child')).toBe(true);
  });

  it('says when the email already has an account', async () => {
    const user = await renderForm();
    await user.type(field('register.email'), 'taken@example.pt');
    await screen.findByText(t('register.error.email-taken'), undefined, { timeout: 2000 });
    expect(field('register.email').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the rules that fail on submit and sends nothing', async () => {
    const user = await renderForm();
    await user.type(field('register.password'), 'short');
    await user.click(screen.getByRole('button', { name: t('register.submit') }));
    expect(screen.getAllByText(t('register.error.required')).length).toBeGreaterThan(0);
    expect(screen.getByText(t('invalid-password'))).toBeTruthy();
    expect(screen.getByText(t('register.error.accept-terms'))).toBeTruthy();
    expect(server.seen.some((s) => s.path === '/api/public/signup')).toBe(false);
  });

  it('puts the API field errors on their fields', async () => {
    signupAnswer = {
      status: 400,
      body: {
        status: 400,
        message: 'validation-error',
        errors: { surname: 'validation.too-long', userType: 'register.error.invalid-user-type' },
      },
    };
    const user = await renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: t('register.submit') }));
    await screen.findByText(t('register.error.invalid-user-type'));
    expect(field('register.surname').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(t('validation.too-long'))).toBeTruthy();
  });

  it('maps 409 onto the email field', async () => {
    signupAnswer = { status: 409, body: { status: 409, message: 'register.error.email-taken' } };
    const user = await renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: t('register.submit') }));
    await screen.findByText(t('register.error.email-taken'));
    expect(field('register.email').getAttribute('aria-invalid')).toBe('true');
  });

  it('creates the account, signs in and goes to /user-dashboard with a welcome toast', async () => {
    const user = await renderForm();
    await fillValid(user);
    await user.type(screen.getByLabelText(t('register.phone-number')), '912 345 678');
    await user.selectOptions(field('register.location'), '11');
    await screen.findByRole('option', { name: 'Oeiras' });
    await user.selectOptions(field('register.child-location'), '1110');
    await user.click(screen.getByRole('button', { name: t('register.submit') }));
    await until(() => location.pathname === '/user-dashboard');
    expect(location.pathname).toBe('/user-dashboard');
    const signup = server.seen.find((s) => s.path === '/api/public/signup');
    expect(JSON.parse(signup?.body ?? '{}')).toEqual({
      name: 'Rita',
      surname: 'Lopes',
      email: 'rita@example.pt',
      password: 'Patinhas24',
      userType: 'BREEDER',
      acceptTerms: true,
      phone: '912 345 678',
      phoneCountry: 'PT',
      locationId: 11,
      childLocationId: 1110,
    });
    expect(readCookie('access_token')).toBe('tok-new');
    const [toast] = JSON.parse(sessionStorage.getItem(QUEUE_KEY) ?? '[]') as { summary: string; detail: string }[];
    expect(toast?.summary).toBe(t('register.welcome.summary'));
    expect(toast?.detail).toContain('Rita');
  });

  it('asks a breeder for the DGAV number beside "Criador" and sends it; a tutor is not asked (decision 201)', async () => {
    const user = await renderForm();
    const dgav = () => screen.queryByLabelText(new RegExp(`^${t('register.dgav').replace(/[().]/g, '\\$&')}`));
    expect(dgav()).toBeNull();
    await fillValid(user);
    expect(dgav()).not.toBeNull();
    expect(screen.getByText(t('register.dgav.hint'))).toBeTruthy();
    await user.type(dgav()!, '1234/2024');
    await user.click(screen.getByRole('radio', { name: 'Tutor' }));
    expect(dgav()).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Criador' }));
    expect((dgav() as HTMLInputElement).value).toBe('1234/2024');
    await user.click(screen.getByRole('button', { name: t('register.submit') }));
    await until(() => server.seen.some((s) => s.path === '/api/public/signup'));
    const signup = server.seen.find((s) => s.path === '/api/public/signup');
    expect(JSON.parse(signup?.body ?? '{}')).toMatchObject({ userType: 'BREEDER', dgavNumber: '1234/2024' });
  });

  it('sent while the e-mail is being checked, waits for the answer and then sends (it was swallowed)', async () => {
    server.routes.set('GET /api/public/validate-email', (_req, res) => {
      setTimeout(() => json(res, 200, { available: true }), 800);
    });
    const user = await renderForm();
    await user.type(field('register.name'), 'Rita');
    await user.type(field('register.surname'), 'Lopes');
    await user.click(screen.getByRole('radio', { name: 'Tutor' }));
    await user.type(field('register.password'), 'Patinhas24');
    await user.type(field('register.confirm-password'), 'Patinhas24');
    await user.click(screen.getByRole('checkbox'));
    await user.type(field('register.email'), 'rita@example.pt');
    await screen.findByText(t('register.email.checking'), undefined, { timeout: 2000 });
    await user.click(screen.getByRole('button', { name: t('register.submit') }));
    expect(server.seen.some((s) => s.path === '/api/public/signup')).toBe(false);
    await until(() => server.seen.some((s) => s.path === '/api/public/signup'));
    const signup = server.seen.find((s) => s.path === '/api/public/signup');
    expect(JSON.parse(signup?.body ?? '{}')).toMatchObject({ email: 'rita@example.pt', userType: 'TUTOR' });
  });

  it('links the terms and the privacy policy', async () => {
    await renderForm();
    expect(screen.getByRole('link', { name: new RegExp(t('register.accept-terms.terms')) }).getAttribute('href')).toBe(
      '/terms',
    );
    expect(
      screen.getByRole('link', { name: new RegExp(t('register.accept-terms.privacy')) }).getAttribute('href'),
    ).toBe('/privacy-policy');
  });
});

describe('RegisterForm before hydration', () => {
  it('keeps the texts, the radio picked and the box ticked before the island woke up, and sends them', async () => {
    const { act } = await import('@testing-library/react');
    const island = <RegisterForm messages={pickMessages(REGISTER_KEYS)} {...lists} />;
    const container = await serverRendered(island);
    const input = (selector: string) => container.querySelector(selector) as HTMLInputElement;
    input('input[name="name"]').value = 'Rita';
    input('input[name="surname"]').value = 'Lopes';
    input('input[name="email"]').value = 'rita@example.pt';
    input('input[name="password"]').value = 'Patinhas24';
    input('input[name="confirmPassword"]').value = 'Patinhas24';
    input('input[name="userType"][value="BREEDER"]').checked = true;
    input('input[name="acceptTerms"]').checked = true;
    const hydrated = await hydrate(container, island);
    // Any render after hydration writes the state into the controlled fields: the choices must survive it.
    expect(input('input[name="userType"][value="BREEDER"]').checked).toBe(true);
    expect(input('input[name="acceptTerms"]').checked).toBe(true);
    await act(async () => (container.querySelector('button[type="submit"]') as HTMLButtonElement).click());
    await until(() => server.seen.some((s) => s.path === '/api/public/signup'));
    const signup = server.seen.find((s) => s.path === '/api/public/signup');
    expect(JSON.parse(signup?.body ?? '{}')).toMatchObject({
      name: 'Rita',
      email: 'rita@example.pt',
      userType: 'BREEDER',
      acceptTerms: true,
    });
    hydrated.done();
  });
});
