import type { TDatabase } from "./client";

/**
 * A context whose services run inside a transaction (`context.db.transaction(async (tx) => ...)`):
 * a transaction runs every query a service sends; it only lacks the pool's handle, which no
 * service touches.
 */
export function inTransaction<TContext extends { db: TDatabase }>(context: TContext, tx: unknown): TContext {
  return { ...context, db: tx as TDatabase };
}
