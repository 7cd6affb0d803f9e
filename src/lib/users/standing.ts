/** Where a person stands toward reports and reviews (decisions 174, 196): shared by moderation and reviews. */
/**
 * Where a person stands (decisions 174, 196): a report weighs toward a hold, and a review counts toward a rating,
 * only from an established account: confirmed, 7 days old, and "linked" to none of the people concerned (no sign-in
 * address or browser shared with them in the last 30 days).
 */
export const STANDINGS = ['unconfirmed', 'new', 'linked', 'established'] as const;
export type Standing = (typeof STANDINGS)[number];
