/**
 * An application's documents (decision 176): private documents (src/server/files/private-documents.ts) kept under
 * `evidence-docs/`, read back by the document route for the applicant and staff.
 */
import { CERTIFICATION_DOCUMENT_MAX_BYTES } from '../../../lib/certification/types.ts';
import { documentTypeOf } from '../../../lib/certification/document-type.ts';
import type { FileStore } from '../../files/store.ts';
import {
  documentName,
  removePrivateDocuments,
  storePrivateDocument,
  type DocumentInput,
} from '../../files/private-documents.ts';

export type { DocumentInput };
export { documentName };

/** The document's real type, or null when it is neither a PDF nor a JPEG, PNG or WebP image (as the form checks). */
export const documentType = documentTypeOf;

export function storeDocument(files: FileStore, input: DocumentInput) {
  return storePrivateDocument(files, 'evidence-docs', CERTIFICATION_DOCUMENT_MAX_BYTES, input);
}

/** Removes stored documents; a failure is logged (an orphan object costs space, never privacy: no row points at it). */
export const removeDocuments = removePrivateDocuments;
