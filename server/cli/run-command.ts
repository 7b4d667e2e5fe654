import { ConfigError } from "../lib/env";
import { DataDirLockedError } from "../db/data-dir-lock";

/**
 * Runs a command-line entry point: exits with its code, and on failure prints a readable line
 * (the message alone for errors the user can fix, such as a locked data directory or bad
 * configuration) instead of a stack trace.
 */
export function runCommand(
  main: () => Promise<number>,
  options: { failure: string; describe?: (error: unknown) => string | undefined },
) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      const known =
        error instanceof DataDirLockedError || error instanceof ConfigError ? error.message : options.describe?.(error);
      console.error(known ?? `${options.failure}: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
