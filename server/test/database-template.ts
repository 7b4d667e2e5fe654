// Vitest global setup of the unit project: migrates one database per run, which every test file
// then copies (server/test/test-app.ts) instead of running the migrations itself.
// PGlite: a migrated in-memory database dumped to a tar file, loaded per file.
// PostgreSQL (TEST_DATABASE_URL): a migrated database that `CREATE DATABASE ... TEMPLATE` copies.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client";

declare module "vitest" {
  export interface ProvidedContext {
    /** A tar file of a migrated PGlite data directory (PGlite runs). */
    pgliteTemplateFile: string;
    /** A migrated database on TEST_DATABASE_URL's server (PostgreSQL runs). */
    postgresTemplateDatabase: string;
  }
}

async function adminQuery(serverUrl: string, sql: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `hirewise_template_${Date.now()}_${randomBytes(4).toString("hex")}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    // The copy needs no session on the template: the migration's pool is closed before any test.
    const handle = await openDatabase({ databaseUrl: url.toString() });
    await handle.close();
    project.provide("postgresTemplateDatabase", name);
    return () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }

  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "hirewise-pglite-template-"));
  const file = path.join(directory, "migrated.tar");
  const handle = await openDatabase({ dataDir: "memory://" });
  try {
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir("none");
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
  project.provide("pgliteTemplateFile", file);
  return () => fs.rmSync(directory, { recursive: true, force: true });
}
