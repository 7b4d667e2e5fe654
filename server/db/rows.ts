/** The rows of a `db.execute` answer, which each driver (node-postgres, PGlite) wraps its own way. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
