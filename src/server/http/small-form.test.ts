import { describe, expect, it } from 'vitest';
import { readSmallForm } from './small-form.ts';

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://localhost/saved-searches/new', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    // Node's Request needs this for streamed bodies.
    ...(body instanceof ReadableStream && { duplex: 'half' }),
  });

describe('readSmallForm', () => {
  it('reads a small urlencoded form', async () => {
    const form = await readSmallForm(post('name=C%C3%A3es+perto&frequency=DAILY'));
    expect(form?.get('name')).toBe('Cães perto');
    expect(form?.get('frequency')).toBe('DAILY');
  });

  it('refuses a body announced or streamed over the limit without reading it all', async () => {
    expect(await readSmallForm(post('x'.repeat(100), { 'content-length': '100' }), 10)).toBeNull();
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024).fill(97));
      },
    });
    expect(await readSmallForm(post(endless), 8 * 1024)).toBeNull();
    expect(pulled).toBeLessThan(20);
  });

  it('reads nothing of another content type', async () => {
    const form = await readSmallForm(post('{"name":"x"}', { 'content-type': 'application/json' }));
    expect([...(form ?? new URLSearchParams()).keys()]).toEqual([]);
  });
});
