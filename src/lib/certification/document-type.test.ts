// A document's type is read from its first bytes: a text file named `.jpg` is refused when chosen (issue 55).
import { describe, expect, it } from 'vitest';
import { documentTypeOf } from './document-type.ts';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe('documentTypeOf', () => {
  it('knows a PDF, a JPEG, a PNG and a WebP by their signatures', () => {
    expect(documentTypeOf(bytes('%PDF-1.7'))).toBe('application/pdf');
    expect(documentTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(documentTypeOf(bytes(0x89, 'PNG\r\n', 0x1a, '\n'))).toBe('image/png');
    expect(documentTypeOf(bytes('RIFF', 0, 0, 0, 0, 'WEBP'))).toBe('image/webp');
  });

  it('refuses text, a GIF, and anything too short to tell', () => {
    expect(documentTypeOf(bytes('Isto é texto, não uma foto'))).toBeNull();
    expect(documentTypeOf(bytes('GIF89a'))).toBeNull();
    expect(documentTypeOf(bytes(0xff, 0xd8))).toBeNull();
    expect(documentTypeOf(new Uint8Array())).toBeNull();
  });
});
