import { useState } from "react";
import { ZJobPostingSchema, type TJobPostingForm, type TJobPostingInput } from "@common/jobs/posting";
import { ApiError } from "~/lib/api-client";

export type TPostingField = keyof TJobPostingForm;
export type TPostingErrors = Partial<Record<TPostingField, string>>;

/** The fields in the order the form shows them: the first with an error takes the focus. */
export const POSTING_FIELD_ORDER: TPostingField[] = [
  "companyName",
  "companyEmail",
  "jobTitle",
  "jobType",
  "country",
  "city",
  "workType",
  "salaryMin",
  "salaryMax",
  "description",
  "requirements",
  "benefits",
  "urgent",
];

/** A new posting's values: the company, contact and place it starts from, the rest empty. */
export function newPostingForm(start: { companyName: string; companyEmail: string; country: string; city: string }) {
  return {
    ...start,
    jobTitle: "",
    jobType: "",
    workType: "onsite",
    salaryMin: "",
    salaryMax: "",
    description: "",
    requirements: "",
    benefits: "",
    urgent: false,
  } satisfies TJobPostingForm;
}

/**
 * The state of a job posting form on the one job schema (decision 019), shared by /post-job and
 * the administrator console's job dialog: the values, each field's error (a catalogue key), a
 * check against the schema before sending, and the errors of a refused call, the first one
 * focused. `idPrefix` is the controls' id prefix (JobPostingFields uses the same).
 */
export function useJobPostingForm(initial: () => TJobPostingForm, idPrefix: string) {
  const [values, setValues] = useState<TJobPostingForm>(initial);
  const [errors, setErrors] = useState<TPostingErrors>({});

  const update = (changes: Partial<TJobPostingForm>) => {
    setValues((current) => ({ ...current, ...changes }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(changes) as TPostingField[]) delete next[key];
      return next;
    });
  };

  const showErrors = (found: TPostingErrors) => {
    setErrors(found);
    const first = POSTING_FIELD_ORDER.find((field) => found[field]);
    if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
  };

  /** The schema's errors of a body about to be sent (shown and focused), or null when it passes. */
  const findErrors = (body: TJobPostingInput): TPostingErrors | null => {
    const checked = ZJobPostingSchema.safeParse(body);
    if (checked.success) return null;
    const found: TPostingErrors = {};
    for (const issue of checked.error.issues) found[issue.path[0] as TPostingField] ??= issue.message;
    showErrors(found);
    return found;
  };

  /** Shows the field errors of a refused call (none for a failure that names no field). */
  const showCallErrors = (error: unknown) =>
    showErrors(error instanceof ApiError ? (error.fieldErrors as TPostingErrors) : {});

  return { values, errors, update, findErrors, showCallErrors };
}
