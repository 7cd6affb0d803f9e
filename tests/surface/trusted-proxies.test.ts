// Which address the rate limits count behind a reverse proxy (decision 112): the peer, or the last
// X-Forwarded-For hop when the peer is a configured proxy; never what the client wrote itself.
import { afterEach, describe, expect, it } from 'vitest';
import { addressOf, trustedProxies, withClientAddress } from '../../src/server/http/client-ip.ts';
import { env, resetEnvForTests } from '../../src/server/env.ts';

const request = (peer: string, forwardedFor?: string) =>
  withClientAddress(
    new Request('http://localhost/', { headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} }),
    peer,
  );

describe('addressOf behind proxies', () => {
  const trusted = trustedProxies('127.0.0.1, 10.0.0.0/8, fd00::/8');

  it('believes the last hop a trusted proxy appended, not the entries the client sent', () => {
    expect(addressOf(request('127.0.0.1', '203.0.113.7'), trusted)).toBe('203.0.113.7');
    expect(addressOf(request('10.1.2.3', '6.6.6.6, 203.0.113.7'), trusted)).toBe('203.0.113.7');
    expect(addressOf(request('::ffff:10.1.2.3', '203.0.113.9'), trusted)).toBe('203.0.113.9');
    expect(addressOf(request('fd00::1', '2001:db8:1:2:3:4:5:6'), trusted)).toBe('2001:db8:1:2::/64');
  });

  it('ignores X-Forwarded-For from anyone else, or when no proxy is configured', () => {
    expect(addressOf(request('198.51.100.4', '203.0.113.7'), trusted)).toBe('198.51.100.4');
    expect(addressOf(request('127.0.0.1', '203.0.113.7'))).toBe('127.0.0.1');
    expect(addressOf(request('127.0.0.1', '203.0.113.7'), trustedProxies(''))).toBe('127.0.0.1');
  });

  it('keeps the proxy address when the header is missing or not an address', () => {
    expect(addressOf(request('127.0.0.1'), trusted)).toBe('127.0.0.1');
    expect(addressOf(request('127.0.0.1', '203.0.113.7, evil'), trusted)).toBe('127.0.0.1');
  });
});

describe('TRUSTED_PROXIES', () => {
  afterEach(() => {
    delete process.env.TRUSTED_PROXIES;
    resetEnvForTests();
  });

  it('refuses a value that is not a list of addresses or ranges at start-up', () => {
    process.env.TRUSTED_PROXIES = '127.0.0.1,nginx';
    resetEnvForTests();
    expect(() => env()).toThrow(/TRUSTED_PROXIES/);
    process.env.TRUSTED_PROXIES = '10.0.0.0/33';
    resetEnvForTests();
    expect(() => env()).toThrow(/TRUSTED_PROXIES/);
    process.env.TRUSTED_PROXIES = '127.0.0.1, 10.0.0.0/8,::1';
    resetEnvForTests();
    expect(env().TRUSTED_PROXIES).toBe('127.0.0.1, 10.0.0.0/8,::1');
  });
});
