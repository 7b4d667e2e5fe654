import type { TCompanyAnalytics } from "@common/company/analytics";
import type { TApplicantSort, TJobApplicant } from "@common/company/applicants";
import type { TJobCandidatesPage } from "@common/company/candidates";
import { apiRequest } from "~/lib/api-client";

// /api/company: the signed-in company's dashboard reads (its applicants, candidates, analytics).

export const fetchJobApplicants = (jobId: number, sort: TApplicantSort = "applied") =>
  apiRequest<{ applicants: TJobApplicant[] }>(`/api/company/jobs/${jobId}/applicants?sort=${sort}`).then(
    (body) => body.applicants,
  );

/** The visible job seekers who best match the company's job, 20 a page, each with the explained match. */
export const fetchJobCandidates = (jobId: number, page: number) =>
  apiRequest<TJobCandidatesPage>(`/api/company/jobs/${jobId}/candidates?page=${page}`);

/** The views, applications and conversion of the company's jobs over the last 30 days. */
export const fetchCompanyAnalytics = () => apiRequest<TCompanyAnalytics>("/api/company/analytics");
