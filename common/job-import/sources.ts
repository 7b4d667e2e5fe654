import { z } from "zod";
import { requiredText } from "../validation/text";

// The job import's contract: the sources an administrator configures in the console's Jobs tab
// (GET/POST/PUT/DELETE /api/admin/job-sources), the sync's figures (GET /api/admin/jobs/stats),
// a sync's answer (POST /api/admin/jobs/sync) and its recorded runs (GET /api/admin/jobs/sync-runs).

/**
 * Greenhouse's job-board API (a board token), Lever's postings API (a site name), an XML feed in
 * Indeed's format (a URL) and any page carrying schema.org JobPosting JSON-LD (a URL).
 */
export const JOB_SOURCE_KINDS = ["greenhouse", "lever", "xml", "jsonld"] as const;
export type TJobSourceKind = (typeof JOB_SOURCE_KINDS)[number];

/** Where a job comes from: our own postings, or a source of one of the kinds. */
export type TJobOrigin = "internal" | TJobSourceKind;
export const JOB_ORIGINS: readonly TJobOrigin[] = ["internal", ...JOB_SOURCE_KINDS];

export const JOB_SOURCE_NAME_MAX = 80;
export const JOB_SOURCE_URL_MAX = 2000;
/** The most sources one site configures. */
export const JOB_SOURCES_MAX = 50;

/** A board token or a Lever site name: one path segment, letters, digits, "-", "_" and ".". */
const boardKey = z
  .string({ error: "validation.required" })
  .trim()
  .min(1, { error: "validation.required" })
  .max(100, { error: "jobImport.validation.boardKey" })
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, { error: "jobImport.validation.boardKey" })
  .refine((value) => !value.includes(".."), { error: "jobImport.validation.boardKey" });

/** An http(s) address; file:, gopher: and every other scheme are refused. */
const feedUrl = z
  .string({ error: "validation.required" })
  .trim()
  .min(1, { error: "validation.required" })
  .max(JOB_SOURCE_URL_MAX, { error: "jobImport.validation.url" })
  .refine(
    (value) => {
      if (!URL.canParse(value)) return false;
      const url = new URL(value);
      return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
    },
    { error: "jobImport.validation.url" },
  );

const name = requiredText(JOB_SOURCE_NAME_MAX);
const kindError = {
  error: (issue: { input?: unknown }) =>
    issue.input === undefined ? "validation.required" : "validation.invalidOption",
};

/** The body of POST /api/admin/job-sources and PUT /api/admin/job-sources/{id}. */
export const ZJobSourceSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("greenhouse"), name, settings: z.object({ boardToken: boardKey }) }),
    z.object({ kind: z.literal("lever"), name, settings: z.object({ site: boardKey }) }),
    z.object({ kind: z.literal("xml"), name, settings: z.object({ url: feedUrl }) }),
    z.object({ kind: z.literal("jsonld"), name, settings: z.object({ url: feedUrl }) }),
  ],
  kindError,
);
export type TJobSourceInput = z.input<typeof ZJobSourceSchema>;
export type TJobSourceConfig = z.output<typeof ZJobSourceSchema>;
export type TJobSourceSettings = TJobSourceConfig["settings"];

/** A configured source as the API answers it. */
export type TJobSource = TJobSourceConfig & {
  id: number;
  createdAt: string;
  updatedAt: string;
  /** Its jobs listed now. */
  listedJobs: number;
};

/** GET /api/admin/jobs/stats: listed jobs in all and by origin, and when the last sync finished. */
export interface TJobSyncStats {
  total: number;
  bySource: Record<TJobOrigin, number>;
  /** ISO time the last sync finished, or null before the first. */
  lastSync: string | null;
}

export interface TJobSyncCounts {
  new: number;
  updated: number;
  expired: number;
  skipped: number;
}

/** A source's failure in a run, in the reader's language. */
export interface TJobSyncSourceError {
  sourceId: number | null;
  sourceName: string;
  message: string;
}

/** One sync as recorded: GET /api/admin/jobs/sync-runs lists the latest first. */
export interface TJobSyncRun {
  id: number;
  trigger: "scheduled" | "manual";
  startedAt: string;
  finishedAt: string;
  success: boolean;
  /** "Synced 3 sources: 12 new, 4 updated, 2 expired, 1 skipped." in the reader's language. */
  message: string;
  counts: TJobSyncCounts;
  /** The first warnings (at most JOB_SYNC_WARNINGS_SHOWN), each naming its source. */
  warnings: string[];
  /** How many warnings there were in all. */
  warningCount: number;
  errors: TJobSyncSourceError[];
}

/** The warnings a run's answer shows; the rest are counted ("and 7 more"). */
export const JOB_SYNC_WARNINGS_SHOWN = 5;

/** POST /api/admin/jobs/sync: the spec's {success, message, errors}, with the run recorded. */
export interface TJobSyncResult {
  success: boolean;
  message: string;
  /** One line per failed source: "Acme careers: The feed did not answer within 20 seconds." */
  errors: string[];
  /** The recorded run; null when no source is configured (nothing ran, nothing is recorded). */
  run: TJobSyncRun | null;
}
