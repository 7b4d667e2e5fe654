// The embedded database (PGlite) runs no autovacuum, so nothing would ever analyse or vacuum
// its tables. Without statistics every plan rests on default guesses, and the job search
// chooses how to read its matches from the planner's estimates (decision 009). Without a
// visibility map, no count can be answered from an index alone. So the server does the work
// itself, the way autovacuum would. PGlite keeps no change counters (n_mod_since_analyze stays
// 0), so growth is the signal: a table is vacuumed and analysed when it never has been, or once
// it has grown by a tenth since the last time (checked with the server's housekeeping, every
// ten minutes: server/tasks/housekeeping.ts). A PostgreSQL server does all this on its own.
import { sql } from "drizzle-orm";
import type { TDatabase } from "./client";
import { rowsOf } from "./rows";

/** Growth since the last vacuum or analysis that calls for another: autovacuum's analyse scale factor. */
const GROWTH = 0.1;
/** Small tables are left alone until they have grown by this many pages (64 KB). */
const MIN_GROWTH_PAGES = 8;

/** Vacuums and analyses the tables that need it; answers their names. */
export async function maintainEmbeddedDatabase(db: TDatabase): Promise<string[]> {
  const tables = rowsOf<{ schema: string; name: string }>(
    await db.execute(sql`
      select namespace.nspname as schema, class.relname as name
      from pg_class as class join pg_namespace as namespace on namespace.oid = class.relnamespace
      where class.relkind = 'r'
        and namespace.nspname not in ('pg_catalog', 'information_schema')
        and namespace.nspname not like 'pg_toast%'
        and (class.reltuples < 0
          or pg_relation_size(class.oid) / current_setting('block_size')::int
            > class.relpages * ${1 + GROWTH}::float8 + ${MIN_GROWTH_PAGES}::int)
      order by 1, 2`),
  );
  for (const { schema, name } of tables) {
    await db.execute(sql`vacuum (analyze) ${sql.identifier(schema)}.${sql.identifier(name)}`);
  }
  return tables.map(({ schema, name }) => `${schema}.${name}`);
}
