import type { TImportNotice } from "./source-posting";

/**
 * A source could not be read (refused address, time-out, too large, malformed): the sync records
 * it as that source's error, in the reader's language, and goes on with the other sources.
 */
export class ImportError extends Error {
  readonly notice: TImportNotice;

  constructor(key: string, values?: Record<string, string | number>) {
    super(key);
    this.name = "ImportError";
    this.notice = values ? { key, values } : { key };
  }
}
