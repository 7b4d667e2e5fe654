// The marketing figures a new site cannot claim, each editable and hideable in Admin > Content >
// Figures: a stored change replaces a text of the catalogue's default (the spec's copy) as typed,
// in every language; a hidden figure is left out of its page.

/** Each figure, where it is shown, and the catalogue keys of its texts (a value and, for most, a label). */
export const SITE_FIGURES = {
  landingSeekers: { value: "landing.employers.stats.0.value", label: "landing.employers.stats.0.label" },
  landingMatchAccuracy: { value: "landing.employers.stats.1.value", label: "landing.employers.stats.1.label" },
  landingTimeToFill: { value: "landing.employers.stats.2.value", label: "landing.employers.stats.2.label" },
  landingCompanies: { value: "landing.employers.stats.3.value", label: "landing.employers.stats.3.label" },
  signUpCompanies: { value: "registerCompany.companiesStat", label: "registerCompany.companiesStatLabel" },
  signUpRating: { value: "registerCompany.ratingStat", label: "registerCompany.ratingStatLabel" },
  jobsBannerCandidates: { value: "jobs.hiring.candidates", label: null },
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
