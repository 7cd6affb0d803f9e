/** Detects an image's real type from its first bytes; whatever the client claimed is ignored. */

export type DetectedType = 'jpeg' | 'png' | 'webp' | 'avif' | 'heic' | 'gif' | 'svg' | 'unknown';

/** The types the pipeline decodes. HEIC is recognised only to refuse it: this sharp build has no HEVC decoder. */
export const ACCEPTED_TYPES: ReadonlySet<DetectedType> = new Set(['jpeg', 'png', 'webp', 'avif']);

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

export function detectImageType(bytes: Uint8Array): DetectedType {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return 'gif';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') return isoBrand(bytes);
  const head = new TextDecoder().decode(bytes.subarray(0, 512)).trimStart().toLowerCase();
  if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'))) return 'svg';
  return 'unknown';
}

/** ISO-BMFF (HEIF family): the major brand and compatible brands of the `ftyp` box say AVIF or HEIC. */
function isoBrand(bytes: Uint8Array): DetectedType {
  const size = Math.min(
    ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0,
    bytes.length,
    256,
  );
  const brands = [ascii(bytes, 8, 12)];
  for (let i = 16; i + 4 <= size; i += 4) brands.push(ascii(bytes, i, i + 4));
  if (brands.some((b) => b === 'avif' || b === 'avis')) return 'avif';
  if (brands.some((b) => ['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1'].includes(b))) return 'heic';
  return 'unknown';
}
