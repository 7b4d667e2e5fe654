import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "~": path.resolve(import.meta.dirname, "app"),
  "@common": path.resolve(import.meta.dirname, "common"),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["common/**/*.test.ts", "server/**/*.test.ts", "app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          environment: "node",
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
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
