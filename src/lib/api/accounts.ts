/** Account calls: sign-in, registration, password recovery and the signed-in person's profile. */
import type {
  Credentials,
  EmailAvailability,
  ForgotPassword,
  RecoverPassword,
  SignedUp,
  Signup,
  Token,
} from '../auth/shapes.ts';
import { api, type ApiContext } from './client.ts';

/** The signed-in person as the top bar needs it (the `current_user` cookie holds exactly this). */
export interface CurrentUser {
  uid: string;
  name: string;
  surname: string;
  /** Avatar URL; null or empty shows the default image. */
  sourceImage: string | null;
}

/** The answer of GET /user-profile: the card fields and whatever else the profile page shows. */
export type UserProfile = CurrentUser & Record<string, unknown>;

const signIn: ApiContext = { ignoreSessionErrors: true };

/** POST /public/authenticate: the token of a valid email and password. */
export async function authenticate(username: string, password: string): Promise<string> {
  const { token } = await api
    .post('public/authenticate', { json: { username, password } satisfies Credentials, context: { ...signIn } })
    .json<Token>();
  return token;
}

/** POST /public/signup: creates the account (201 `{ uid }`; 409 when the email exists). */
export function signup(input: Signup): Promise<SignedUp> {
  return api.post('public/signup', { json: input }).json<SignedUp>();
}

/** GET /public/validate-email: whether an address is still free. */
export async function isEmailAvailable(email: string, signal?: AbortSignal): Promise<boolean> {
  const options = signal ? { searchParams: { email }, signal } : { searchParams: { email } };
  const { available } = await api.get('public/validate-email', options).json<EmailAvailability>();
  return available;
}

/**
 * POST /public/forgot-password: mails a recovery link (404 for an unknown email). The specification's GET
 * still works, but any page can make a browser send a GET; a JSON POST only comes from our own pages.
 */
export async function forgotPassword(email: string): Promise<void> {
  await api.post('public/forgot-password', { json: { email } satisfies ForgotPassword });
}

/** POST /public/recover-password: sets a new password with the mailed ticket (498 when it is no longer valid). */
export async function recoverPassword(token: string, password: string): Promise<void> {
  await api.post('public/recover-password', { json: { token, password } satisfies RecoverPassword });
}

/** GET /user-profile: the signed-in person (401 without a valid token). */
export function fetchUserProfile(): Promise<UserProfile> {
  return api.get('user-profile').json<UserProfile>();
}

/** POST /authrefresh: a fresh token for a still-valid one (not counted by the loading overlay). */
export async function refreshToken(): Promise<string> {
  const { token } = await api.post('authrefresh').json<Token>();
  return token;
}

/**
 * POST /private/logout: the server ends every session of the account (decision 093). A 401 means the
 * token was already dead; it must not trigger the client's own 401 logout, the caller does that.
 */
export async function revokeSession(token: string): Promise<void> {
  // The cookie is already gone (signing out never waits for the network): the token goes explicitly, and
  // keepalive lets the call finish even when the page is closed or navigates away meanwhile.
  await api.post('private/logout', {
    context: { ...signIn },
    headers: { Authorization: `Bearer ${token}` },
    keepalive: true,
    timeout: 5_000,
  });
}
