// Vitest global setup of the e2e project: migrates one data directory per run, which each
// journey's server starts from (e2e/support/server.ts copies it) instead of migrating its own.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../server/db/client";

declare module "vitest" {
  export interface ProvidedContext {
    /** A data directory whose database is migrated and empty. */
    e2eDataDirTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hirewise-e2e-template-"));
  const handle = await openDatabase({ dataDir });
  await handle.close();
  project.provide("e2eDataDirTemplate", dataDir);
  return () => fs.rmSync(dataDir, { recursive: true, force: true });
}
