/** Email addresses are stored trimmed and lower-cased, so one address is one account whatever its case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
