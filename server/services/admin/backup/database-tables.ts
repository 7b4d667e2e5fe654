// The tables a backup holds, read from the database's catalogue (so a table a migration adds is
// in the next backup without a change here): every table of the public schema but those
// EXCLUDED_TABLES names, parents before the tables whose foreign keys point at them.
import { EXCLUDED_TABLES } from "./backup-format";
import type { TSqlRunner } from "./sql-runner";

export interface TBackupColumn {
  name: string;
  /** The type as SQL writes it (format_type), for casts. */
  type: string;
  isBinary: boolean;
}

export interface TBackupTable {
  name: string;
  /** Stored columns in table order; generated columns are computed again on insert. */
  columns: TBackupColumn[];
  /** The primary key's columns in key order: the backup reads each table in pages by it. */
  primaryKey: TBackupColumn[];
}

export interface TDatabaseTables {
  /** The tables a backup holds, parents first. */
  backedUp: TBackupTable[];
  /** Every table of the public schema, the excluded ones included (what --replace empties). */
  all: string[];
}

/** Sorts tables so that each comes after every table it references (a self-reference aside). */
export function orderByForeignKeys(names: string[], references: { child: string; parent: string }[]): string[] {
  const parents = new Map(names.map((name) => [name, new Set<string>()]));
  for (const { child, parent } of references) {
    if (child !== parent && parents.has(child) && parents.has(parent)) parents.get(child)!.add(parent);
  }
  const ordered: string[] = [];
  const remaining = new Set([...names].sort());
  while (remaining.size > 0) {
    const ready = [...remaining].find((name) => [...parents.get(name)!].every((parent) => !remaining.has(parent)));
    if (!ready) throw new Error(`The foreign keys of these tables form a cycle: ${[...remaining].join(", ")}`);
    ordered.push(ready);
    remaining.delete(ready);
  }
  return ordered;
}

export async function readDatabaseTables(runner: TSqlRunner): Promise<TDatabaseTables> {
  const { rows: columnRows } = await runner.query<{ table: string; column: string; type: string; generated: boolean }>(
    `select class.relname as "table", attribute.attname as "column",
        format_type(attribute.atttypid, attribute.atttypmod) as "type",
        attribute.attgenerated <> '' as "generated"
      from pg_attribute as attribute
      join pg_class as class on class.oid = attribute.attrelid
      join pg_namespace as namespace on namespace.oid = class.relnamespace
      where namespace.nspname = 'public' and class.relkind in ('r', 'p')
        and attribute.attnum > 0 and not attribute.attisdropped
      order by class.relname, attribute.attnum`,
  );
  const { rows: keyRows } = await runner.query<{ table: string; column: string }>(
    `select class.relname as "table", attribute.attname as "column"
      from pg_constraint as constraint_
      join pg_class as class on class.oid = constraint_.conrelid
      join pg_namespace as namespace on namespace.oid = class.relnamespace
      cross join lateral unnest(constraint_.conkey) with ordinality as key(attnum, position)
      join pg_attribute as attribute on attribute.attrelid = class.oid and attribute.attnum = key.attnum
      where constraint_.contype = 'p' and namespace.nspname = 'public'
      order by class.relname, key.position`,
  );
  const { rows: references } = await runner.query<{ child: string; parent: string }>(
    `select child.relname as "child", parent.relname as "parent"
      from pg_constraint as constraint_
      join pg_class as child on child.oid = constraint_.conrelid
      join pg_class as parent on parent.oid = constraint_.confrelid
      join pg_namespace as namespace on namespace.oid = child.relnamespace
      where constraint_.contype = 'f' and namespace.nspname = 'public'`,
  );

  const columnsByTable = new Map<string, TBackupColumn[]>();
  for (const row of columnRows) {
    const columns = columnsByTable.get(row.table) ?? [];
    columnsByTable.set(row.table, columns);
    if (!row.generated) columns.push({ name: row.column, type: row.type, isBinary: row.type === "bytea" });
  }
  const all = [...columnsByTable.keys()].sort();
  const backedUpNames = all.filter((name) => !(name in EXCLUDED_TABLES));
  const backedUp = orderByForeignKeys(backedUpNames, references).map((name) => {
    const columns = columnsByTable.get(name)!;
    const keyNames = keyRows.filter((row) => row.table === name).map((row) => row.column);
    // Every table has a primary key; a backup could not page through one without it.
    if (keyNames.length === 0) throw new Error(`The table ${name} has no primary key, which a backup needs`);
    const primaryKey = keyNames.map((key) => columns.find((column) => column.name === key)!);
    return { name, columns, primaryKey };
  });
  return { backedUp, all };
}

/** "name" as an SQL identifier. */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
