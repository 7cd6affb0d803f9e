/**
 * The role a session token names (decision 151): a hint that lets a page script skip a call the person evidently may
 * not make. Never trusted: the API reads the role from the database and decides. Undefined when the token names none
 * (tokens signed before the claim existed) or cannot be read.
 */
export function tokenRole(token: string): string | undefined {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const role = (JSON.parse(json) as { role?: unknown }).role;
    return typeof role === 'string' ? role : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the hint rules out moderation: a named role other than moderator or admin. */
export const evidentlyNotModerator = (token: string): boolean => {
  const role = tokenRole(token);
  return role !== undefined && role !== 'moderator' && role !== 'admin';
};
