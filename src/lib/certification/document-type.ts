/** A certification document's real type from its first bytes (decision 176), the same in the browser and the API. */
import type { CertificationDocumentType } from './types.ts';

/** How many first bytes `documentTypeOf` needs. */
export const DOCUMENT_SIGNATURE_BYTES = 12;

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/** PDF, JPEG, PNG or WebP by signature, whatever the name or the claimed type says; null for anything else. */
export function documentTypeOf(bytes: Uint8Array): CertificationDocumentType | null {
  if (bytes.length >= 5 && ascii(bytes, 0, 5) === '%PDF-') return 'application/pdf';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  return null;
}
