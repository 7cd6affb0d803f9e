/** Own-account handlers: always the token's user, never a parameter; guesses at the password are rate limited per account. */
import { deleteAccount as removeAccount } from '../../domain/account/delete.ts';
import { exportAccountData } from '../../domain/account/export.ts';
import { changePassword as setPassword } from '../../domain/account/password.ts';
import { removeAvatar as clearAvatar, setAvatar as storeAvatar } from '../../domain/account/avatar.ts';
import { getOwnProfile, updateOwnProfile } from '../../domain/users/profile.ts';
import { ImageError } from '../../files/image-error.ts';
import { ApiError } from '../errors.ts';
import { enforce, RATE_RULES, type RateRule } from '../middleware/rate-limit.ts';
import type { AppRouteHandler } from '../router.ts';
import { imageContext } from './files-of.ts';
import type * as routes from './account.routes.ts';

/**
 * A stolen token must not become an oracle for the password: 10 checks per account per 15 minutes, counted
 * by the routes' limitPerAccount (password change and deletion share the counter).
 */
export const PASSWORD_CHECK_RULE: RateRule = RATE_RULES.passwordCheck;
/** Exports are heavy reads: a handful per hour is plenty for a person. */
export const EXPORT_RULE: RateRule = RATE_RULES.accountExport;

const gone = () => new ApiError(401, 'unauthorized');

export const ownProfile: AppRouteHandler<typeof routes.ownProfile> = async (c) => {
  const profile = await getOwnProfile(c.get('ctx'), c.get('principal').userId);
  // The token was valid a moment ago: the account has just been deleted.
  if (!profile) throw gone();
  return c.json(profile, 200);
};

export const updateProfile: AppRouteHandler<typeof routes.updateProfile> = async (c) => {
  const result = await updateOwnProfile(c.get('ctx'), c.get('principal').userId, c.req.valid('json'));
  if (!result.ok) {
    if (result.reason === 'not-found') throw gone();
    throw new ApiError(400, 'validation-error', result.errors);
  }
  return c.json(result.profile, 200);
};

export const changePassword: AppRouteHandler<typeof routes.changePassword> = async (c) => {
  const userId = c.get('principal').userId;
  const { currentPassword, newPassword } = c.req.valid('json');
  const result = await setPassword(c.get('ctx'), userId, currentPassword, newPassword);
  if (!result.ok) {
    if (result.reason === 'not-found') throw gone();
    throw new ApiError(400, 'validation-error', result.errors);
  }
  return c.json({ token: result.token }, 200);
};

export const setAvatar: AppRouteHandler<typeof routes.setAvatar> = async (c) => {
  try {
    const profile = await storeAvatar(imageContext(c.get('ctx')), c.get('principal').userId, c.req.valid('json').image);
    if (!profile) throw gone();
    return c.json(profile, 200);
  } catch (error) {
    if (error instanceof ImageError) {
      const message = `profile.avatar.error.${error.code}`;
      throw new ApiError(error.status, message, { image: message });
    }
    throw error;
  }
};

export const removeAvatar: AppRouteHandler<typeof routes.removeAvatar> = async (c) => {
  const profile = await clearAvatar(imageContext(c.get('ctx')), c.get('principal').userId);
  if (!profile) throw gone();
  return c.json(profile, 200);
};

export const exportData: AppRouteHandler<typeof routes.exportData> = async (c) => {
  const userId = c.get('principal').userId;
  await enforce(c, EXPORT_RULE, userId);
  const data = await exportAccountData(c.get('ctx').db, userId);
  if (!data) throw gone();
  const day = new Date().toISOString().slice(0, 10);
  c.header('Content-Disposition', `attachment; filename="patinhas-dados-${day}.json"`);
  c.header('Cache-Control', 'no-store');
  return c.json(data, 200);
};

export const deleteAccount: AppRouteHandler<typeof routes.deleteAccount> = async (c) => {
  const userId = c.get('principal').userId;
  const result = await removeAccount(imageContext(c.get('ctx')), userId, c.req.valid('json').password);
  if (!result.ok) {
    if (result.reason === 'not-found') throw gone();
    throw new ApiError(400, 'validation-error', { password: 'profile.delete.wrong-password' });
  }
  return c.body(null, 204);
};
