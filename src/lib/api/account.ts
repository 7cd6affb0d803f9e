/** Own-account calls of the profile page: profile fields, avatar, password, data export and deletion. */
import type { AccountDeletion, AvatarUpload, OwnProfile, PasswordChange, ProfilePatch } from '../users/shapes.ts';
import { api } from './client.ts';

/** GET /user-profile as the profile page edits it. */
export type { OwnProfile, ProfilePatch } from '../users/shapes.ts';

/** PUT /user-profile: only the fields sent change. */
export function updateProfile(patch: ProfilePatch): Promise<OwnProfile> {
  return api.put('user-profile', { json: patch }).json<OwnProfile>();
}

/** PUT /private/account/avatar: base64 or a data: URL; the server re-encodes it. */
export function uploadAvatar(image: string): Promise<OwnProfile> {
  return api.put('private/account/avatar', { json: { image } satisfies AvatarUpload }).json<OwnProfile>();
}

export function removeAvatar(): Promise<OwnProfile> {
  return api.delete('private/account/avatar').json<OwnProfile>();
}

/** PUT /private/account/password: a new token for this session (the others end). */
export async function changePassword(currentPassword: string, newPassword: string): Promise<string> {
  const { token } = await api
    .put('private/account/password', { json: { currentPassword, newPassword } satisfies PasswordChange })
    .json<{ token: string }>();
  return token;
}

/** GET /private/account/export: the file and the name the server gave it. */
export async function exportData(): Promise<{ blob: Blob; filename: string }> {
  const response = await api.get('private/account/export');
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'patinhas-dados.json';
  return { blob: await response.blob(), filename };
}

/** POST /private/account/delete with the password as confirmation. */
export async function deleteAccount(password: string): Promise<void> {
  await api.post('private/account/delete', { json: { password } satisfies AccountDeletion });
}
