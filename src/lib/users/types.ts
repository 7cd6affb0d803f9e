/** Who a person is to the site: their roles. The shapes on the wire (profiles, cards) are in shapes.ts. */

/**
 * What a person may do besides their own things: `editor` writes the blog (decision 081), `moderator` moderates
 * adverts, reports and certification and nothing else (decision 149), `admin` does all of it.
 */
export const ROLES = ['user', 'editor', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Who moderates: moderators and admins. */
export const MODERATOR_ROLES = ['moderator', 'admin'] as const satisfies readonly Role[];
export const canModerate = (role: Role | null | undefined): boolean => role === 'moderator' || role === 'admin';
