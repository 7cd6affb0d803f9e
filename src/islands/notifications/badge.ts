/** The bell's badge text: '99+' above 99, as the specification says (the shell's bell and the React bell share it). */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}
