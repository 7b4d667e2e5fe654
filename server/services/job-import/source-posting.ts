// What a source's fetcher answers (./fetch-source.ts): each posting as the source states it, before
// it is matched to our lists and written as a job (./map-posting.ts). Fetchers keep the source's
// words (an employment type "Full-time" or "FULL_TIME", a country "AE" or "United Arab Emirates");
// mapping decides what they mean here.
import type { TStoredImportNotice } from "../../db/schema";

export const SALARY_PERIODS = ["year", "month", "week", "day", "hour"] as const;
export type TSalaryPeriod = (typeof SALARY_PERIODS)[number];

export interface TSourcePosting {
  /** Its id at the source (Greenhouse's or Lever's id, the feed's reference number, the JSON-LD identifier or url). */
  externalId: string;
  title: string;
  /** The hiring company's name, when the source states one. */
  company: string | null;
  /** The absolute http(s) address where one reads and applies to it on the company's site. */
  applyUrl: string;
  /** Its description: HTML (escaped or not) or text, as the source gives it. */
  description: string;
  /** "Dubai, United Arab Emirates", "Remote - Germany": the source's location line, if any. */
  locationText: string | null;
  city: string | null;
  region: string | null;
  /** A country's name or ISO code, as the source states it. */
  country: string | null;
  /** True when the source says it is remote (JSON-LD TELECOMMUTE, Lever's workplaceType, ...). */
  isRemote: boolean;
  /** True when the source says it is worked partly on site (Indeed's "Hybrid remote", Lever's "hybrid"). */
  isHybrid: boolean;
  /** The source's employment type words ("Full-time", "FULL_TIME", "Contract"). */
  employmentType: string | null;
  salary: {
    min: number | null;
    max: number | null;
    /** ISO 4217 code, when stated. */
    currency: string | null;
    /** What the amounts are per, when stated; null reads as yearly. */
    period: TSalaryPeriod | null;
  } | null;
  /** ISO times, when stated. */
  postedAt: string | null;
  validThrough: string | null;
}

/** A warning or error for one source: a catalogue key of jobImportApi and its values. */
export type TImportNotice = Omit<TStoredImportNotice, "sourceId" | "sourceName">;

export interface TFetchedSource {
  postings: TSourcePosting[];
  /** Postings the fetcher left out (unreadable, or past the per-source limit), each said why. */
  warnings: TImportNotice[];
}
