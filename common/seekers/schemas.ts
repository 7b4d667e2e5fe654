import { z } from "zod";
import type { TCandidateCard } from "../job-seeker-profile/candidate-card";
import { citiesFor } from "../locations";
import { AVAILABILITIES } from "../job-seeker-profile/schemas";
import { MAX_PAGE } from "../jobs/schemas";
import type { TMatchScore } from "../matching/schemas";
import { optionalCountry } from "../validation/country";
import { emptyToUndefined, optionalEnum, optionalQueryId, optionalQueryText, queryPage } from "../validation/query";
import { optionalText } from "../validation/text";

// The candidate directory's contract (/seekers): GET /api/seekers, GET /api/seekers/{id}, the
// chosen resume, the CSV export and the company's saved candidates. Only job seekers whose
// profile is visible and names a resume of theirs ever appear. Messages are catalogue keys.

export const SEEKERS_PAGE_SIZE = 12;
export const SEEKERS_EXPORT_MAX_ROWS = 1_000;
export const SEEKER_SEARCH_MAX = 200;
export const SEEKER_SKILLS_FILTER_MAX = 300;
export const FAVORITE_NOTE_MAX = 2_000;

/** "2+", "4+", "5+", "7+" years of experience: the query carries the number. */
export const EXPERIENCE_FILTERS = ["2", "4", "5", "7"] as const;
export type TExperienceFilter = (typeof EXPERIENCE_FILTERS)[number];

/** Whether the city filter names one of the country's listed cities (any case), as profiles store them. */
export function isListedCity(country: string | undefined, city: string): boolean {
  const wanted = city.toLowerCase();
  return country !== undefined && citiesFor(country).some((name) => name.toLowerCase() === wanted);
}

/**
 * The sorts: "relevance" (the default: best text match first with a search, else the most
 * recently updated profile), "match" (best match to one of the company's jobs, `jobId`),
 * "experience" (most years first) and "updated" (most recently updated profile first).
 */
export const SEEKER_SORTS = ["relevance", "match", "experience", "updated"] as const;
export type TSeekerSort = (typeof SEEKER_SORTS)[number];

/** GET /api/seekers and GET /api/seekers/export.csv. */
export const ZSeekerSearchQuerySchema = z
  .object({
    /** Name, headline, resume titles and skills; skill words through the matching taxonomy. */
    search: optionalQueryText(SEEKER_SEARCH_MAX),
    /** A supported country by name or ISO code, as its ISO code. */
    country: z.preprocess(emptyToUndefined, optionalCountry("code")),
    city: optionalQueryText(100),
    experience: optionalEnum(EXPERIENCE_FILTERS),
    availability: optionalEnum(AVAILABILITIES),
    /** Comma-separated skills; a candidate has every one (through the taxonomy). */
    skills: optionalQueryText(SEEKER_SKILLS_FILTER_MAX),
    sort: z.preprocess(
      emptyToUndefined,
      z.enum(SEEKER_SORTS, { error: "validation.invalidOption" }).default("relevance"),
    ),
    /** One of the company's own jobs: the match sort ranks by it, and each card gets its match. */
    jobId: optionalQueryId(),
    page: queryPage(MAX_PAGE),
  })
  .superRefine((query, context) => {
    if (query.sort === "match" && query.jobId === undefined) {
      context.addIssue({ code: "custom", path: ["jobId"], message: "seekerSearch.validation.jobRequired" });
    }
  });
export type TSeekerSearchQuery = z.output<typeof ZSeekerSearchQuerySchema>;

/** One candidate of the directory. */
export interface TSeekerResult {
  /** The job seeker's user id: GET /api/seekers/{id}. */
  userId: number;
  /** The card (its first six skills). */
  card: TCandidateCard;
  /** How many more skills the resume names than the card shows ("+N more"). */
  moreSkills: number;
  /** The match to `jobId`, when one was given. */
  match: TMatchScore | null;
  /** When the profile or its resume last changed (ISO). */
  updatedAt: string;
}

/** GET /api/seekers for a company or an administrator. */
export interface TSeekerSearchPage {
  candidates: TSeekerResult[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /api/seekers signed out: how many candidates the search finds, and nothing about them. */
export interface TSeekerCount {
  total: number;
}

/** GET /api/seekers/{id}?jobId=: the card, every skill, the match explained, and the company's own state. */
export interface TSeekerProfile extends TSeekerResult {
  /** Every skill of the chosen resume, in the job seeker's order. */
  skills: string[];
  /** The chosen resume's id, title and when it last changed (ISO). */
  resume: { id: number; title: string; updatedAt: string };
  /** The caller's saved-candidate entry, or null when not saved. */
  favorite: { note: string; savedAt: string } | null;
  /** Whether the caller may start a message thread with this candidate (not blocked). */
  canMessage: boolean;
}

/** GET /api/seekers/{id}?jobId=. */
export const ZSeekerProfileQuerySchema = z.object({ jobId: optionalQueryId() });

/** GET /api/seekers/{id}/resume: the chosen resume as the preview templates draw it. */
export interface TSeekerResume {
  id: number;
  title: string;
  template: string;
  /** The resume's content as stored (common/resumes/schema.ts TResumeContent). */
  content: unknown;
  updatedAt: string;
}

/** POST /api/favorites: save a candidate, or change the note of a saved one. */
export const ZSaveFavoriteSchema = z.object(
  {
    seekerId: z
      .number({ error: "validation.invalidValue" })
      .int({ error: "validation.invalidValue" })
      .positive({ error: "validation.invalidValue" })
      .max(2_147_483_647, { error: "validation.invalidValue" }),
    note: optionalText(FAVORITE_NOTE_MAX).transform((value) => value ?? ""),
  },
  { error: "validation.invalidValue" },
);
export type TSaveFavorite = z.output<typeof ZSaveFavoriteSchema>;

/** One saved candidate: only while the profile is visible. */
export interface TFavorite {
  userId: number;
  card: TCandidateCard;
  moreSkills: number;
  note: string;
  savedAt: string;
}

/** GET /api/favorites: newest saved first. */
export interface TFavoritesList {
  favorites: TFavorite[];
}
