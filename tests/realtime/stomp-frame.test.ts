// The STOMP 1.2 codec: what arrives split, batched, escaped or broken.
import { describe, expect, it } from 'vitest';
import {
  encodeFrame,
  MAX_LINE_BYTES,
  StompDecoder,
  StompProtocolError,
} from '../../src/server/realtime/stomp-frame.ts';

const decoder = () => new StompDecoder({ maxFrameBytes: 1024 });
const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('StompDecoder', () => {
  it('reads a frame split over several messages, and several frames in one message', () => {
    const d = decoder();
    expect(d.push(bytes('SUBSCRIBE\nid:1\ndesti')).frames).toEqual([]);
    const { frames } = d.push(bytes('nation:/user/topic/general\n\n\0UNSUBSCRIBE\nid:1\n\n\0'));
    expect(frames.map((f) => [f.command, f.headers])).toEqual([
      ['SUBSCRIBE', { id: '1', destination: '/user/topic/general' }],
      ['UNSUBSCRIBE', { id: '1' }],
    ]);
  });

  it('counts EOLs between frames as heart-beats, with LF or CRLF', () => {
    const d = decoder();
    expect(d.push(bytes('\n\r\n'))).toEqual({ frames: [], heartbeats: 2 });
    const { frames, heartbeats } = d.push(bytes('DISCONNECT\r\nreceipt:r1\r\n\r\n\0\n'));
    expect(frames[0]?.headers).toEqual({ receipt: 'r1' });
    expect(heartbeats).toBe(1);
  });

  it('honours content-length, so a body may contain NUL', () => {
    const { frames } = decoder().push(
      Buffer.concat([bytes('SEND\ndestination:/x\ncontent-length:3\n\n'), Buffer.from([97, 0, 98, 0])]),
    );
    expect([...(frames[0]?.body ?? [])]).toEqual([97, 0, 98]);
  });

  it('unescapes header values except in CONNECT, and keeps the first of repeated headers', () => {
    const [sub] = decoder().push(bytes('SUBSCRIBE\nid:a\\cb\\\\c\\nd\nid:second\n\n\0')).frames;
    expect(sub?.headers['id']).toBe('a:b\\c\nd');
    const [connect] = decoder().push(bytes('CONNECT\npasscode:a\\cb\n\n\0')).frames;
    expect(connect?.headers['passcode']).toBe('a\\cb');
  });

  it.each([
    ['an unknown command', 'FOO\n\n\0'],
    ['a header without a colon', 'SUBSCRIBE\nid\n\n\0'],
    ['an empty header name', 'SUBSCRIBE\n:x\n\n\0'],
    ['an undefined escape', 'SUBSCRIBE\nid:\\t\n\n\0'],
    ['a trailing backslash', 'SUBSCRIBE\nid:x\\\n\n\0'],
    ['a negative content-length', 'SEND\ncontent-length:-1\n\n\0'],
    ['a body not ending at content-length', 'SEND\ncontent-length:1\n\nab\0'],
    ['too many headers', `SEND\n${'h:v\n'.repeat(65)}\n\0`],
  ])('refuses %s', (_name, text) => {
    expect(() => decoder().push(bytes(text))).toThrow(StompProtocolError);
  });

  it('refuses a command or header line over 1 KB, whole or still arriving one byte at a time', () => {
    expect(() => decoder().push(bytes(`SUBSCRIBE\nid:${'a'.repeat(1100)}\n\n\0`))).toThrow('line too long');
    expect(() => decoder().push(bytes(`${'A'.repeat(1100)}\n`))).toThrow('line too long');
    // The flood of the review: CONNECT, the start of a header, then one byte per message.
    const d = new StompDecoder({ maxFrameBytes: 64 * 1024 });
    d.push(bytes('CONNECT\nx:'));
    let pushes = 0;
    expect(() => {
      for (; pushes < 60_000; pushes += 1) d.push(bytes('a'));
    }).toThrow('line too long');
    // The line grew to exactly MAX_LINE_BYTES; the next byte was refused.
    expect(pushes).toBe(MAX_LINE_BYTES - 'x:'.length);
  });

  it('reads a frame fed one byte per message with linear work: each byte searched once, copied a bounded number of times', () => {
    // A body without content-length, so its NUL must be searched for: the worst case for a rescan.
    const frame = bytes(`SEND\ndestination:/x\nreceipt:r-1\n\n${'x'.repeat(50_000)}\0`);
    const whole = new StompDecoder({ maxFrameBytes: 1024 * 1024 });
    const [once] = whole.push(frame).frames;
    const split = new StompDecoder({ maxFrameBytes: 1024 * 1024 });
    const frames = [];
    for (let i = 0; i < frame.length; i += 1) frames.push(...split.push(frame.subarray(i, i + 1)).frames);
    expect(frames).toHaveLength(1);
    expect(frames[0]).toEqual(once);
    // Re-scanning from the frame's start on every message would look at ~1.25 billion bytes here.
    expect(whole.work.scanned).toBe(frame.length);
    expect(split.work.scanned).toBe(frame.length);
    // Every byte copied into the pending buffer once, plus its doublings (≤ 2×), plus the body.
    expect(split.work.copied).toBeLessThanOrEqual(4 * frame.length);
  });

  it('keeps its work linear over many small frames split at every byte, and reads them all', () => {
    const frame = bytes('SUBSCRIBE\nid:1\ndestination:/user/topic/general\nreceipt:r\n\n\0\n');
    const stream = Buffer.concat(Array.from({ length: 2000 }, () => frame));
    const d = decoder();
    let count = 0;
    let heartbeats = 0;
    for (let i = 0; i < stream.length; i += 1) {
      const out = d.push(stream.subarray(i, i + 1));
      count += out.frames.length;
      heartbeats += out.heartbeats;
    }
    expect([count, heartbeats]).toEqual([2000, 2000]);
    expect(d.work.scanned).toBe(stream.length);
    expect(d.work.copied).toBeLessThanOrEqual(4 * stream.length);
  });

  it('reads the headers of an unknown command before refusing it, so the ERROR can name its receipt', () => {
    let error: unknown;
    try {
      decoder().push(bytes('HELLO\nreceipt:r-9\n\n\0'));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(StompProtocolError);
    expect(error).toMatchObject({ message: 'unknown command', receipt: 'r-9' });
  });

  it('refuses frames beyond the size limit, complete or still arriving', () => {
    expect(() => decoder().push(bytes(`SEND\n\n${'x'.repeat(1100)}\0`))).toThrow('frame too large');
    expect(() => decoder().push(bytes(`SEND\n\n${'x'.repeat(1100)}`))).toThrow('frame too large');
    expect(() => decoder().push(bytes('SEND\ncontent-length:5000\n\n'))).toThrow('frame too large');
  });
});

describe('encodeFrame', () => {
  it('escapes header values, adds content-length for a body and ends with NUL', () => {
    expect(encodeFrame('MESSAGE', { destination: '/a:b', 'message-id': 'x\ny' }, 'olá')).toBe(
      'MESSAGE\ndestination:/a\\cb\nmessage-id:x\\ny\ncontent-length:4\n\nolá\0',
    );
  });

  it('leaves CONNECTED headers raw', () => {
    expect(encodeFrame('CONNECTED', { version: '1.2', 'heart-beat': '10000,10000' })).toBe(
      'CONNECTED\nversion:1.2\nheart-beat:10000,10000\n\n\0',
    );
  });
});
