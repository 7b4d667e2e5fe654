// The matching engine's data shapes. Everything here is plain data: prepared jobs and
// resumes can be cached, and the engine never reads a database or the clock.

export type TWorkType = "onsite" | "hybrid" | "remote";

/** What a job gives the engine: its columns of the jobs table (server/db/schema/jobs.ts). */
export interface TMatchJobInput {
  id: number;
  title: string;
  description: string;
  /** Requirement sentences. */
  requirements: string[];
  /** Skill names of the jobs.skills column. */
  skills: string[];
  /** A country NAME as jobs store it ("United Arab Emirates"). */
  country: string;
  city: string | null;
  workType: TWorkType;
}

/** What a resume gives the engine. */
export interface TMatchResumeInput {
  /** The headline or the latest position. */
  title: string;
  summary: string;
  skills: string[];
  experience: { title: string; description: string }[];
  yearsOfExperience: number | null;
  /** ISO 3166-1 alpha-2 ("AE"). */
  countryCode: string | null;
  city: string | null;
  willingToRelocate: boolean;
}

/** 0 intern, 1 junior, 2 mid, 3 senior, 4 lead/principal, 5 head/director. */
export type TSeniority = 0 | 1 | 2 | 3 | 4 | 5;

/** One skill a job asks for, with how central it is. */
export interface TJobSkill {
  /** Canonical skill id (taxonomy id, or the normalised phrase for an unknown skill). */
  id: string;
  /** The label to show: the taxonomy's label, or the job's own spelling. */
  label: string;
  /** Importance, about 0.2 (description only, "a plus") to 2 (title + skills + "must"). */
  weight: number;
}

/** Sparse term weights: stemmed word -> count (before IDF). */
export type TTermCounts = Map<string, number>;

export interface TPreparedJob {
  id: number;
  title: string;
  /** The title's words without the seniority words, stemmed. */
  titleTerms: string[];
  /** Occupation ids read from the title (taxonomy "role" entries). */
  titleRoles: string[];
  seniority: TSeniority | null;
  /** Years asked for ("5+ years"), or null when the text states none. */
  requiredYears: number | null;
  skills: TJobSkill[];
  /** Field (profession family) -> share, from the job's skills and title. */
  families: Map<string, number>;
  terms: TTermCounts;
  countryCode: string | null;
  country: string;
  city: string | null;
  workType: TWorkType;
}

export interface TResumeSkill {
  id: string;
  /** The resume's own word for it ("JS"). */
  matchedAs: string;
}

export interface TPreparedResume {
  /** The title and the positions held, most recent first, each stemmed without seniority words. */
  titles: { text: string; terms: string[]; roles: string[] }[];
  seniority: TSeniority | null;
  yearsOfExperience: number | null;
  skills: Map<string, TResumeSkill>;
  families: Map<string, number>;
  terms: TTermCounts;
  countryCode: string | null;
  city: string | null;
  willingToRelocate: boolean;
}

/** Document frequencies over a set of prepared jobs (for IDF). */
export interface TCorpusStats {
  documentCount: number;
  documentFrequency: Map<string, number>;
}

/** One line of explanation: a catalogue key of common/i18n/en/matching.ts and its parameters. */
export interface TExplanationLine {
  key: string;
  params: Record<string, string | number>;
}

export type TMatchBand = "excellent" | "good" | "improve";

export interface TMatchedSkill {
  /** The job's skill, canonical label. */
  skill: string;
  /** The resume's own word. */
  matchedAs: string;
  /** 1 for the same skill or a synonym, below 1 for a related skill. */
  credit: number;
}

export interface TMatchResult {
  /** Integer 0-100. */
  score: number;
  band: TMatchBand;
  matchedSkills: TMatchedSkill[];
  /** The important job skills the resume lacks, most important first, at most 8. */
  missingSkills: string[];
  explanation: {
    experience: TExplanationLine;
    location: TExplanationLine;
    title?: TExplanationLine;
  };
}
