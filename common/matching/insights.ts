import type { TJob } from "../jobs/schemas";
import type { TMatchBand, TMatchExplanationLine } from "./schemas";

// The seeker dashboard's matching answers: "Recommended for you" (GET
// /api/jobs/recommended) and "Market insights" (GET /api/me/insights). Texts are catalogue keys
// (common/i18n/en/insights.ts and matching.ts) with their values, never English.

/** The most jobs "Recommended for you" shows. */
export const RECOMMENDED_MAX = 6;
/** The most jobs the market insights read (the best matches of the resume). */
export const INSIGHT_JOBS_MAX = 50;
/** The most missing skills the market insights list. */
export const INSIGHT_SKILLS_MAX = 8;

/** A recommended job's match: its score, band, the first skills that matched and why, in one line. */
export interface TRecommendationMatch {
  score: number;
  band: TMatchBand;
  /** The job's skills the resume has, most important first (the first few). */
  matchedSkills: string[];
  /** One line: the skills that matched ("insights.why.*"), else the title or location line of the score. */
  why: TMatchExplanationLine;
}

export type TRecommendedJob = TJob & { match: TRecommendationMatch };

/** GET /api/jobs/recommended. */
export type TRecommendations =
  { jobs: TRecommendedJob[]; resumeId: number; resumeTitle: string } | { jobs: []; reason: "no_resume" };

/** A skill the best-matching jobs ask for that the resume lacks, and how many of them ask for it. */
export interface TMissingSkillInsight {
  skill: string;
  jobs: number;
}

/** The seeker's country as the insights read it (the profile's, else the resume's location). */
export interface TInsightCountry {
  /** ISO 3166-1 alpha-2. */
  code: string;
  name: string;
  /** ISO 4217: the currency salaries are posted in there. */
  currency: string;
}

/** Typical yearly salaries in the seeker's country and currency: medians of the jobs stating one. */
export interface TSalaryInsight {
  currency: string;
  /** The median of the jobs' lower bounds (null when none states one). */
  medianMin: number | null;
  /** The median of the jobs' upper bounds (null when none states one). */
  medianMax: number | null;
  /** How many jobs in the country state a salary: what the medians rest on. */
  jobs: number;
}

/** GET /api/me/insights. */
export type TMarketInsights =
  | {
      resumeId: number;
      resumeTitle: string;
      /** How many open jobs the insights read (the best matches, at most INSIGHT_JOBS_MAX). */
      jobs: number;
      missingSkills: TMissingSkillInsight[];
      /** Null when neither the profile nor the resume says where the seeker lives. */
      country: TInsightCountry | null;
      /** Null when no job in the country states a salary (too few to say). */
      salary: TSalaryInsight | null;
      /** Remote jobs among them and their share (0-1; 0 when there are no jobs). */
      remote: { jobs: number; share: number };
    }
  | { reason: "no_resume" };
