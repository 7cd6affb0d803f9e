/**
 * Private documents (certification evidence, decision 176; an advert's health documents, decision 215): a PDF or a
 * photo of one, checked by its first bytes whatever the client claimed, kept as sent under a key the public files
 * route never serves (`<folder>/…`: that route takes only keys of letters and digits), read back by a route that
 * checks who asks, and answered so that a browser never runs it.
 */
import { randomBytes } from 'node:crypto';
import type { CertificationDocumentType } from '../../lib/certification/types.ts';
import { documentTypeOf } from '../../lib/certification/document-type.ts';
import type { FileStore } from './store.ts';
import { logger } from '../log.ts';

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

/** A name safe to show and to send in Content-Disposition: no path, no control characters, at most 120 characters. */
export function documentName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[\p{Cc}\p{Cf}"]/gu, '')
    .trim()
    .slice(0, 120);
  return clean || 'documento';
}

/** Stores a document the route checked (type and size) under `folder/`; what its row keeps. */
export async function storePrivateDocument(files: FileStore, folder: string, maxBytes: number, input: DocumentInput) {
  const contentType = documentTypeOf(input.bytes);
  if (!contentType || input.bytes.length > maxBytes)
    throw new Error('storePrivateDocument: the route checks type and size first');
  const storeKey = `${folder}/${randomBytes(16).toString('hex')}.${EXTENSIONS[contentType]}`;
  await files.put(storeKey, input.bytes, contentType);
  return { storeKey, name: documentName(input.name), contentType, bytes: input.bytes.length };
}

/** Removes stored documents; a failure is logged (an orphan object costs space, never privacy: no row points at it). */
export async function removePrivateDocuments(files: FileStore, keys: string[]): Promise<void> {
  for (const key of keys) {
    await files.delete(key).catch((error: unknown) => {
      logger.error('private document not removed', { key, error: String(error) });
    });
  }
}

/** The answer carrying a document: images inline in a sandbox that runs nothing, PDFs as a download, never cached. */
export function documentResponse(found: { name: string; contentType: string }, bytes: Uint8Array): Response {
  const disposition = found.contentType === 'application/pdf' ? 'attachment' : 'inline';
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      'Content-Type': found.contentType,
      'Content-Length': String(bytes.length),
      'Content-Disposition': `${disposition}; filename*=UTF-8''${encodeURIComponent(found.name)}`,
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; sandbox",
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
