/** Who writes the blog: editors and admins (decision 081). */
export type Role = 'user' | 'editor' | 'moderator' | 'admin';

export function canWriteArticles(role: Role | null | undefined): boolean {
  return role === 'editor' || role === 'admin';
}
