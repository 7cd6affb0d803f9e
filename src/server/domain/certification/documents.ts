/**
 * An application's documents (decision 176): a PDF or a photo of one, checked by its first bytes whatever the client
 * claimed, kept as sent under a key the public files route never serves (`evidence-docs/…`: that route takes only
 * keys of letters and digits), and read back by the document route for the applicant and staff.
 */
import { randomBytes } from 'node:crypto';
import { CERTIFICATION_DOCUMENT_MAX_BYTES, type CertificationDocumentType } from '../../../lib/certification/types.ts';
import { documentTypeOf } from '../../../lib/certification/document-type.ts';
import type { FileStore } from '../../files/store.ts';
import { logger } from '../../log.ts';

export interface DocumentInput {
  /** The file's name as the person chose it (shown to staff, and as the download's name). */
  name: string;
  bytes: Uint8Array;
}

const EXTENSIONS: Record<CertificationDocumentType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** The document's real type, or null when it is neither a PDF nor a JPEG, PNG or WebP image (as the form checks). */
export const documentType = documentTypeOf;

/** A name safe to show and to send in Content-Disposition: no path, no control characters, at most 120 characters. */
export function documentName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[\p{Cc}\p{Cf}"]/gu, '')
    .trim()
    .slice(0, 120);
  return clean || 'documento';
}

export async function storeDocument(files: FileStore, input: DocumentInput) {
  const contentType = documentType(input.bytes);
  if (!contentType || input.bytes.length > CERTIFICATION_DOCUMENT_MAX_BYTES)
    throw new Error('storeDocument: the route checks type and size first');
  const storeKey = `evidence-docs/${randomBytes(16).toString('hex')}.${EXTENSIONS[contentType]}`;
  await files.put(storeKey, input.bytes, contentType);
  return { storeKey, name: documentName(input.name), contentType, bytes: input.bytes.length };
}

/** Removes stored documents; a failure is logged (an orphan object costs space, never privacy: no row points at it). */
export async function removeDocuments(files: FileStore, keys: string[]): Promise<void> {
  for (const key of keys) {
    await files.delete(key).catch((error: unknown) => {
      logger.error('certification document not removed', { key, error: String(error) });
    });
  }
}
