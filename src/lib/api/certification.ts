/** Certification with evidence over the API (decision 176): the breeder's panel and the moderators' queue. */
import type {
  CertificationApplication,
  CertificationDecisionInput,
  CertificationInput,
  CertificationQueueEntry,
  MyCertification,
} from '../certification/shapes.ts';
import { api } from './client.ts';

export type { CertificationApplication, CertificationQueueEntry, MyCertification } from '../certification/shapes.ts';

export function fetchMyCertification(): Promise<MyCertification> {
  return api.get('private/certification').json<MyCertification>();
}

export function applyForCertification(input: CertificationInput): Promise<CertificationApplication> {
  return api.post('private/certification', { json: input }).json<CertificationApplication>();
}

/** A document as its bytes: the API needs the bearer header, so a plain link cannot fetch it. */
export function fetchCertificationDocument(uid: string): Promise<Blob> {
  return api.get(`private/certification/document/${uid}`).blob();
}

export function fetchCertificationQueue(): Promise<CertificationQueueEntry[]> {
  return api.get('private/admin/certification').json<CertificationQueueEntry[]>();
}

export function decideCertification(uid: string, input: CertificationDecisionInput): Promise<CertificationApplication> {
  return api.post(`private/admin/certification/${uid}/decision`, { json: input }).json<CertificationApplication>();
}
