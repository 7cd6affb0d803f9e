/** What other areas may use of users (issue 53): the rest of the area is its own. */
export { isUniqueViolation } from './db-errors.ts';
export { normalizeEmail } from './email.ts';
export { findUserByEmail } from './lookup.ts';
export { hashPassword, verifyAgainstDummy, verifyPassword } from './password.ts';
export { avatarUrl, getOwnProfile } from './profile.ts';
export type { OwnProfile } from './profile.ts';
export { breedsBredBy, getPublicProfile } from './public-profile.ts';
