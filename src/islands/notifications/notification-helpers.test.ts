// Where a notification leads, how old it reads in Portuguese, and the bell's badge text.
import { describe, expect, it } from 'vitest';
import { badgeText } from './badge.ts';
import { notificationTarget } from '../../lib/notifications/target.ts';
import { relativeTime } from './relative-time.ts';

describe('notificationTarget', () => {
  it.each([
    ['GLOBAL', null, '/user-dashboard'],
    ['ARTICLE_CREATED', 'como-escolher-um-cachorro', '/blog/detail/como-escolher-um-cachorro'],
    ['SALE_INTERESTED', 'u1', '/sales/sale-detail?searchValue=u1'],
    ['SALE_REJECT', 'u2', '/sales/sale-detail?searchValue=u2'],
    ['SALE_APPROVE', 'u3', '/sales/sale-detail?searchValue=u3'],
    ['BOOKING_ACCEPTED', 'u4', '/sales/sale-detail?searchValue=u4'],
    ['BOOKING_REJECTED', 'u5', '/sales/sale-detail?searchValue=u5'],
    ['BOOKING_REQUESTED', 'b6', '/visit-request?searchValue=b6'],
    ['SALE_APPROVE', null, undefined],
    ['ARTICLE_CREATED', 'a b/c', '/blog/detail/a%20b%2Fc'],
  ] as const)('%s (%s) → %s', (type, referenceKey, target) => {
    expect(notificationTarget({ type, referenceKey })).toBe(target);
  });
});

describe('relativeTime', () => {
  const now = Date.parse('2025-05-10T12:00:00Z');
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();
  it.each([
    [0, 'agora'],
    [30, 'agora'],
    [5 * 60, 'há 5 minutos'],
    [3600, 'há 1 hora'],
    [26 * 3600, 'ontem'],
    [3 * 86_400, 'há 3 dias'],
    [8 * 86_400, 'semana passada'],
    [95 * 86_400, 'há 3 meses'],
    [400 * 86_400, 'ano passado'],
    [-120, 'agora'],
  ])('%i s ago reads "%s"', (seconds, text) => {
    expect(relativeTime(ago(seconds), now)).toBe(text);
  });

  it('is empty for an unreadable date', () => {
    expect(relativeTime('not a date', now)).toBe('');
  });
});

describe('badgeText', () => {
  it.each([
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [5000, '99+'],
  ])('%i → %s', (count, text) => expect(badgeText(count)).toBe(text));
});
