// Reads one configured source and answers its postings as the source states them.
import type { TAppContext } from "../../context";
import type { TJobSourceConfig } from "@common/job-import/sources";
import { ImportError } from "./import-error";
import type { TFetchedSource } from "./source-posting";

export async function fetchSourcePostings(
  _context: Pick<TAppContext, "env">,
  _source: TJobSourceConfig,
): Promise<TFetchedSource> {
  throw new ImportError("jobImportFetch.unreadable");
}
