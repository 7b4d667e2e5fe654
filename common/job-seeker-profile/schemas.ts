import { z } from "zod";
import { getCountry, isCityOf } from "../locations";
import { nullableCountry } from "../validation/country";
import { MAX_DATABASE_INTEGER } from "../validation/ids";
import { optionalText } from "../validation/text";
import type { TCandidateCard, TCardResume } from "./candidate-card";

// The job seeker's profile as employers see it (the Profile tab of /settings): whether
// it is visible, which resume, a headline, availability, location and relocation. Messages are
// keys of the message catalogue (common/i18n/en).

/** When the job seeker can start: Immediate, 2 weeks, 1 month (the column's values). */
export const AVAILABILITIES = ["immediate", "2-weeks", "1-month"] as const;
export type TAvailability = (typeof AVAILABILITIES)[number];

export const HEADLINE_MAX = 120;

const nullableText = (max: number) =>
  optionalText(max)
    .nullable()
    .transform((value) => value ?? null);

/**
 * The body of PUT /api/me/profile: the whole profile. `country` is a supported country by name or
 * ISO code (stored as the code) and `city` one of its cities; a visible profile names the resume employers see.
 */
export const ZJobSeekerProfileSchema = z
  .object(
    {
      visible: z.boolean({ error: "validation.invalidValue" }),
      resumeId: z
        .number({ error: "validation.invalidValue" })
        .int({ error: "validation.invalidValue" })
        .positive({ error: "validation.invalidValue" })
        .max(MAX_DATABASE_INTEGER, { error: "validation.invalidValue" })
        .nullish()
        .transform((value) => value ?? null),
      headline: nullableText(HEADLINE_MAX),
      availability: z
        .enum(AVAILABILITIES, { error: "validation.invalidOption" })
        .nullish()
        .transform((value) => value ?? null),
      country: nullableCountry("code"),
      city: nullableText(100),
      willingToRelocate: z.boolean({ error: "validation.invalidValue" }),
    },
    { error: "validation.invalidValue" },
  )
  .superRefine((profile, context) => {
    if (profile.visible && profile.resumeId === null) {
      context.addIssue({ code: "custom", path: ["resumeId"], message: "seekerProfile.validation.resumeRequired" });
    }
    if (profile.city !== null) {
      const country = getCountry(profile.country);
      if (!country) {
        context.addIssue({ code: "custom", path: ["city"], message: "seekerProfile.validation.cityNeedsCountry" });
      } else if (!isCityOf(country.name, profile.city)) {
        context.addIssue({ code: "custom", path: ["city"], message: "validation.invalidOption" });
      }
    }
  });
export type TJobSeekerProfileInput = z.input<typeof ZJobSeekerProfileSchema>;
export type TJobSeekerProfile = z.output<typeof ZJobSeekerProfileSchema>;

/** A profile nobody has saved yet: hidden, no resume, nothing filled in. */
export const DEFAULT_JOB_SEEKER_PROFILE: TJobSeekerProfile = {
  visible: false,
  resumeId: null,
  headline: null,
  availability: null,
  country: null,
  city: null,
  willingToRelocate: false,
};

/** The profile as the API answers it: the country by its name and its ISO code. */
export type TJobSeekerProfileAnswer = Omit<TJobSeekerProfile, "country"> & {
  country: string | null;
  countryCode: string | null;
};

/** One of the owner's resumes to choose from: what the card shows of it, and when it last changed. */
export type TProfileResume = TCardResume & { updatedAt: string };

/** What GET and PUT /api/me/profile answer: the profile, its computed facts and the owner's resumes. */
export interface TJobSeekerProfileView {
  profile: TJobSeekerProfileAnswer;
  /** From the chosen resume's work entries; 0 while none is chosen. */
  yearsOfExperience: number;
  /** The card a signed-in company sees while the profile is visible. */
  card: TCandidateCard;
  /** The owner's resumes to choose from, newest first, with what the card would show of each. */
  resumes: TProfileResume[];
}
