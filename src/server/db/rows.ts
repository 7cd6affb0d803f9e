/**
 * The rows of a raw `db.execute(sql…)`: node-postgres and PGlite both answer `{ rows }`, and the rows come as the
 * driver gives them (no per-field mapping).
 */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? (result as T[]);
}
