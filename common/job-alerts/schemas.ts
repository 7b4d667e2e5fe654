import { z } from "zod";
import type { TTranslate } from "../i18n";
import { ZJobSearchQuerySchema } from "../jobs/schemas";

// The job alert contract: GET/POST/PATCH/DELETE /api/job-alerts[/{id}] and POST
// /api/job-alerts/pause. An alert is a saved search with the same names and values as
// GET /api/jobs, checked by the same schema, so a search the jobs API refuses cannot be saved.

/** How many alerts one job seeker keeps; the next one is refused (409) until one is deleted. */
export const MAX_JOB_ALERTS = 20;
export const JOB_ALERT_NAME_MAX = 80;
export const PAUSE_TOKEN_MAX = 200;

/** The search's words and filters, in the order /jobs links write them. */
export const JOB_ALERT_CRITERIA_KEYS = [
  "search",
  "location",
  "country",
  "city",
  "workType",
  "salaryRange",
  "companySize",
  "company",
] as const;
export type TJobAlertCriteriaKey = (typeof JOB_ALERT_CRITERIA_KEYS)[number];

/** Each criterion as GET /api/jobs reads it; the country becomes its canonical name. */
export const ZJobAlertCriteriaSchema = ZJobSearchQuerySchema.pick({
  search: true,
  location: true,
  country: true,
  city: true,
  workType: true,
  salaryRange: true,
  companySize: true,
  company: true,
});

/** Stored and answered: null where the search leaves a filter open. */
export type TJobAlertCriteria = Record<TJobAlertCriteriaKey, string | null>;

/** The criteria with every open filter as null. */
export function toJobAlertCriteria(input: Partial<Record<TJobAlertCriteriaKey, string | null | undefined>>) {
  return Object.fromEntries(JOB_ALERT_CRITERIA_KEYS.map((key) => [key, input[key] || null])) as TJobAlertCriteria;
}

export function hasJobAlertCriterion(criteria: Partial<Record<TJobAlertCriteriaKey, unknown>>): boolean {
  return JOB_ALERT_CRITERIA_KEYS.some((key) => Boolean(criteria[key]));
}

const NO_CRITERION = "jobAlerts.errors.noCriteria";

const ZJobAlertNameSchema = z
  .string({ error: "validation.invalidText" })
  .trim()
  .min(1, { error: "validation.required" })
  .max(JOB_ALERT_NAME_MAX, { error: "validation.tooLong" });

/**
 * POST /api/job-alerts: the search (at least its words or one filter, else 400 naming `search`)
 * and an optional name; without one the server names the alert after the search.
 */
export const ZCreateJobAlertSchema = ZJobAlertCriteriaSchema.extend({
  name: z.preprocess((value) => (value === null ? undefined : value), ZJobAlertNameSchema.optional()),
}).superRefine((value, context) => {
  if (!hasJobAlertCriterion(value)) context.addIssue({ code: "custom", path: ["search"], message: NO_CRITERION });
});
export type TCreateJobAlertInput = z.output<typeof ZCreateJobAlertSchema>;

/**
 * PATCH /api/job-alerts/{id}: any of a new name, paused or not, and new criteria (the whole
 * search, replacing the old one: a filter left out is open). At least one of them.
 */
export const ZUpdateJobAlertSchema = z
  .object(
    {
      name: ZJobAlertNameSchema.optional(),
      isPaused: z.boolean({ error: "validation.invalidValue" }).optional(),
      criteria: z
        .object({ ...ZJobAlertCriteriaSchema.shape }, { error: "validation.invalidValue" })
        .superRefine((value, context) => {
          if (!hasJobAlertCriterion(value))
            context.addIssue({ code: "custom", path: ["search"], message: NO_CRITERION });
        })
        .optional(),
    },
    { error: "validation.invalidValue" },
  )
  .superRefine((value, context) => {
    if (value.name === undefined && value.isPaused === undefined && value.criteria === undefined) {
      context.addIssue({ code: "custom", path: ["body"], message: "jobAlerts.errors.nothingToChange" });
    }
  });
export type TUpdateJobAlertInput = z.output<typeof ZUpdateJobAlertSchema>;

/** The alert id in the address. */
export const ZJobAlertIdSchema = z.object({
  id: z.coerce
    .number({ error: "validation.invalidNumber" })
    .int({ error: "validation.invalidNumber" })
    .positive({ error: "validation.invalidNumber" })
    .max(2_147_483_647, { error: "validation.invalidNumber" }),
});

/** POST /api/job-alerts/pause: the signed token of a mail's "Pause this alert" link. */
export const ZPauseJobAlertSchema = z.object(
  {
    token: z
      .string({ error: "jobAlerts.pause.linkInvalid" })
      .trim()
      .min(1, "jobAlerts.pause.linkInvalid")
      .max(PAUSE_TOKEN_MAX, "jobAlerts.pause.linkInvalid"),
  },
  { error: "validation.invalidValue" },
);

/** An alert as the API answers it. */
export interface TJobAlert {
  id: number;
  name: string;
  criteria: TJobAlertCriteria;
  /** The ISO code of the criteria's country ("AE"); null for none. */
  countryCode: string | null;
  isPaused: boolean;
  createdAt: string;
  lastSentAt: string | null;
  /** The search on /jobs ("/jobs?search=Nurse&country=..."). */
  searchUrl: string;
}

/** The /jobs address of the search, parameters in the order its own links write them. */
export function jobAlertSearchUrl(criteria: Partial<Record<TJobAlertCriteriaKey, string | null | undefined>>): string {
  const params = new URLSearchParams();
  for (const key of JOB_ALERT_CRITERIA_KEYS) {
    const value = criteria[key];
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return query ? `/jobs?${query}` : "/jobs";
}

/** Whether two searches are the same (words compared without case). */
export function isSameJobAlertCriteria(a: TJobAlertCriteria, b: TJobAlertCriteria): boolean {
  return JOB_ALERT_CRITERIA_KEYS.every((key) => (a[key] ?? "").toLowerCase() === (b[key] ?? "").toLowerCase());
}

/**
 * The parts of a search a person reads: "Nurse", "Dubai, United Arab Emirates", "Remote",
 * "Salary 50000+", "Startup (1-50)", "Company: Acme". Used for the default name and summaries.
 */
export function jobAlertCriteriaParts(
  criteria: Partial<Record<TJobAlertCriteriaKey, string | null | undefined>>,
  t: TTranslate,
): string[] {
  const place = [criteria.city, criteria.country].filter(Boolean).join(", ") || criteria.location || null;
  const parts = [
    criteria.search,
    place,
    criteria.workType ? t(`jobs.workType.${criteria.workType}`) : null,
    criteria.salaryRange ? t("jobAlerts.criteria.salary", { range: criteria.salaryRange }) : null,
    criteria.companySize ? t(`jobSearch.filters.companySizes.${criteria.companySize}`) : null,
    criteria.company ? t("jobSearch.chips.company", { value: criteria.company }) : null,
  ];
  // A free-text location beside a city or country is shown too.
  if (criteria.location && place !== criteria.location) parts.splice(2, 0, criteria.location);
  return parts.filter((part): part is string => Boolean(part));
}

/** The name an alert gets when none is given: "Nurse · Dubai, United Arab Emirates", at most 80 characters. */
export function jobAlertName(
  criteria: Partial<Record<TJobAlertCriteriaKey, string | null | undefined>>,
  t: TTranslate,
): string {
  const name = jobAlertCriteriaParts(criteria, t).join(" · ") || t("jobAlerts.defaultName");
  return name.length > JOB_ALERT_NAME_MAX ? `${name.slice(0, JOB_ALERT_NAME_MAX - 1).trimEnd()}…` : name;
}
