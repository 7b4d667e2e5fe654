// The marketing figures a new site cannot claim, each editable and hideable in Admin > Content >
// Figures: a stored change replaces a text of the catalogue's default (the spec's copy) as typed,
// in every language; a hidden figure is left out of its page.
// Every page reads this module (app/lib/site.ts), so it builds no zod schema: the figures' API
// body is in figure-change.ts.

/** Each figure, where it is shown, and the catalogue keys of its texts (a value and, for most, a label). */
export const SITE_FIGURES = {
  landingSeekers: { value: "landing.employers.stats.0.value", label: "landing.employers.stats.0.label" },
  landingMatchAccuracy: { value: "landing.employers.stats.1.value", label: "landing.employers.stats.1.label" },
  landingTimeToFill: { value: "landing.employers.stats.2.value", label: "landing.employers.stats.2.label" },
  landingCompanies: { value: "landing.employers.stats.3.value", label: "landing.employers.stats.3.label" },
  signUpCompanies: { value: "registerCompany.companiesStat", label: "registerCompany.companiesStatLabel" },
  signUpRating: { value: "registerCompany.ratingStat", label: "registerCompany.ratingStatLabel" },
  jobsBannerCandidates: { value: "jobSearch.hiring.candidates", label: null },
  postJobCandidates: { value: "postJob.sidebar.candidates", label: "postJob.sidebar.candidatesBody" },
  postJobApplications: { value: "postJob.sidebar.applications", label: "postJob.sidebar.applicationsBody" },
} as const satisfies Record<string, { value: string; label: string | null }>;

export type TFigureKey = keyof typeof SITE_FIGURES;
export const FIGURE_KEYS = Object.keys(SITE_FIGURES) as TFigureKey[];

/** A figure's stored change: a null text keeps the default. */
export interface TFigureChange {
  value: string | null;
  label: string | null;
  hidden: boolean;
}

/** The figures an administrator changed; one absent here is the default, shown. */
export type TFigureChanges = Partial<Record<TFigureKey, TFigureChange>>;

/** Where each figure appears (the console names the page). */
export const FIGURE_PLACES = {
  landingSeekers: "landing",
  landingMatchAccuracy: "landing",
  landingTimeToFill: "landing",
  landingCompanies: "landing",
  signUpCompanies: "companySignUp",
  signUpRating: "companySignUp",
  jobsBannerCandidates: "jobs",
  postJobCandidates: "postJob",
  postJobApplications: "postJob",
} as const satisfies Record<TFigureKey, string>;
export type TFigurePlace = (typeof FIGURE_PLACES)[TFigureKey];

export const isFigureKey = (value: unknown): value is TFigureKey =>
  typeof value === "string" && Object.hasOwn(SITE_FIGURES, value);

export const FIGURE_VALUE_MAX = 40;
export const FIGURE_LABEL_MAX = 120;

/** A figure's text: null or blank goes back to the default; else trimmed text of at most `max`. */

/** A figure as the console lists it: where it is, its default texts and its change. */
export interface TAdminFigure extends TFigureChange {
  key: TFigureKey;
  place: TFigurePlace;
  defaultValue: string;
  /** Null: the figure has no label. */
  defaultLabel: string | null;
}
