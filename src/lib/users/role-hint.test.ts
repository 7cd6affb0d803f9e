import { describe, expect, it } from 'vitest';
import { evidentlyNotModerator, tokenRole } from './role-hint.ts';

const token = (payload: Record<string, unknown>) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(payload)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`;

describe('the role hint of a token', () => {
  it('reads the role claim, and rules out moderation only when it names another role', () => {
    expect(tokenRole(token({ v: 0, role: 'moderator' }))).toBe('moderator');
    expect(evidentlyNotModerator(token({ v: 0, role: 'user' }))).toBe(true);
    expect(evidentlyNotModerator(token({ v: 0, role: 'editor' }))).toBe(true);
    expect(evidentlyNotModerator(token({ v: 0, role: 'admin' }))).toBe(false);
    // No claim (older tokens) or no token to read: the API decides.
    expect(evidentlyNotModerator(token({ v: 0 }))).toBe(false);
    expect(evidentlyNotModerator('not-a-token')).toBe(false);
  });
});
