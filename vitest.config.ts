import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

// Vitest runs one worker fewer than there are cores; the suite's workers spend much of their
// time waiting on the database, the browser or a server process, so every core gets one.
const workers = Math.max(os.availableParallelism(), 2);

const alias = {
  "~": path.resolve(import.meta.dirname, "app"),
  "@common": path.resolve(import.meta.dirname, "common"),
};

export default defineConfig({
  resolve: { alias },
  test: {
    maxWorkers: workers,
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["common/**/*.test.ts", "server/**/*.test.ts", "app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          environment: "node",
          // One migrated database per run, copied by each test file.
          globalSetup: ["server/test/database-template.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "e2e",
          include: ["e2e/**/*.spec.ts"],
          environment: "node",
          // One migrated data directory per run, copied by each journey's server.
          globalSetup: ["e2e/support/data-dir-template.ts"],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // Journeys run in parallel, one per worker, each against a server and a database of its own.
        },
      },
    ],
  },
});
