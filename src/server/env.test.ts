import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';

describe('BUS_URL', () => {
  const postgres = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/patinhas' };

  it('is unset by default: the events travel through LISTEN/NOTIFY', () => {
    expect(parseEnv(postgres).BUS_URL).toBeUndefined();
  });

  it('takes a nats:// or tls:// address and a stream name', () => {
    const env = parseEnv({ ...postgres, BUS_URL: 'nats://127.0.0.1:4222', BUS_STREAM: 'patinhas-prod' });
    expect([env.BUS_URL, env.BUS_STREAM]).toEqual(['nats://127.0.0.1:4222', 'patinhas-prod']);
    expect(parseEnv({ ...postgres, BUS_URL: 'tls://user:secret@nats.example:4222' }).BUS_URL).toMatch(/^tls:/);
    expect(() => parseEnv({ ...postgres, BUS_URL: 'http://127.0.0.1:4222' })).toThrow(/BUS_URL: a nats:\/\//);
    expect(() => parseEnv({ ...postgres, BUS_URL: 'nats://127.0.0.1', BUS_STREAM: 'a.b' })).toThrow(/BUS_STREAM/);
  });

  it('refuses the embedded database, which serves one instance', () => {
    expect(() => parseEnv({ BUS_URL: 'nats://127.0.0.1:4222' })).toThrow(/BUS_URL: needs DATABASE_URL/);
  });
});
