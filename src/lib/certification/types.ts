/**
 * Certification with evidence (issue 37, decision 176): a breeder applies with the DGAV registration number, up to
 * three private documents and a description of the premises; a moderator approves or refuses with a reason; an
 * approval lasts CERTIFICATION_MONTHS and the badge tells a buyer what was checked and when. Its rules and constants;
 * the shapes on the wire are in shapes.ts.
 */

export const CERTIFICATION_STATUSES = ['PENDING', 'APPROVED', 'REFUSED'] as const;
export type CertificationStatus = (typeof CERTIFICATION_STATUSES)[number];

export const CERTIFICATION_DECISIONS = ['APPROVE', 'REFUSE'] as const;
export type CertificationDecision = (typeof CERTIFICATION_DECISIONS)[number];

/** How long an approval lasts. */
export const CERTIFICATION_MONTHS = 12;
/** The breeder is reminded this many days before the approval ends, and may apply again from then on. */
export const CERTIFICATION_REMIND_DAYS = 30;
export const CERTIFICATION_DOCUMENTS_MAX = 3;
/** Each document's size, in bytes, as sent (before base64). */
export const CERTIFICATION_DOCUMENT_MAX_BYTES = 4 * 1024 * 1024;
export const CERTIFICATION_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export type CertificationDocumentType = (typeof CERTIFICATION_DOCUMENT_TYPES)[number];
export const PREMISES_MIN = 30;
export const PREMISES_MAX = 1000;

/**
 * A DGAV breeder registration number as the registration certificate writes it: digits, optionally the year after a
 * slash, optionally "DGAV" before ("123456", "1234/2024", "DGAV-123456", "DGAV 1234/2024").
 */
export const DGAV_NUMBER = /^(DGAV[ -]?)?\d{3,8}(\/\d{4})?$/i;

/** The number without the "DGAV" written before it, for texts that already say DGAV ("Registo DGAV 552201"). */
export function dgavDigits(value: string): string {
  return value.trim().replace(/^DGAV[ -]?/i, '');
}

/** Whether two ways of writing a DGAV number name the same registration ("DGAV-552201" and "552201"). */
export function sameDgav(a: string, b: string): boolean {
  const key = (value: string) =>
    dgavDigits(value)
      .replace(/[\s.-]/g, '')
      .toUpperCase();
  return key(a) === key(b);
}
