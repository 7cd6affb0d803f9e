/** The health sheet's constants (issue 56, decision 215): the tests and their scales, the private documents. */

/** The parents' health tests a sheet declares. */
export const HEALTH_TEST_KINDS = ['HIP', 'ELBOW', 'PATELLA', 'EYES', 'HEART', 'DNA'] as const;
export type HealthTestKind = (typeof HEALTH_TEST_KINDS)[number];

export const PARENTS = ['MOTHER', 'FATHER'] as const;
export type Parent = (typeof PARENTS)[number];

/**
 * Each test's scale, best first: hips by the FCI's grades, elbows by the IEWG's, patellas by luxation grade; eyes and
 * heart screened clear or affected; a DNA test clear, carrier or affected. A result off its test's scale is refused.
 */
export const TEST_SCALES: Readonly<Record<HealthTestKind, readonly string[]>> = {
  HIP: ['A', 'B', 'C', 'D', 'E'],
  ELBOW: ['0', '1', '2', '3'],
  PATELLA: ['0', '1', '2', '3', '4'],
  EYES: ['CLEAR', 'AFFECTED'],
  HEART: ['CLEAR', 'AFFECTED'],
  DNA: ['CLEAR', 'CARRIER', 'AFFECTED'],
};

/** The private documents: a photo of the vaccination booklet, a test's certificate. */
export const HEALTH_DOCUMENT_KINDS = ['BOOKLET', 'CERTIFICATE'] as const;
export type HealthDocumentKind = (typeof HEALTH_DOCUMENT_KINDS)[number];
/** Documents of one advert, its animals' included. */
export const HEALTH_DOCUMENTS_MAX = 10;
/** Each document's size as sent (before base64), as certification's. */
export const HEALTH_DOCUMENT_MAX_BYTES = 4 * 1024 * 1024;
