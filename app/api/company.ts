import type { TCompanyAnalytics } from "@common/company/analytics";
import type { TApplicantSort, TJobApplicant } from "@common/company/applicants";
import type { TJobCandidatesPage } from "@common/company/candidates";
import { COMPANY_LOGO_FIELD } from "@common/companies/logo";
import type { TCompanyLogoAnswer, TCompanyOwnProfile, TCompanyProfileUpdateInput } from "@common/companies/profile";
import { apiFetch, apiRequest, toApiError } from "~/lib/api-client";

// /api/company: the signed-in company's dashboard reads (its applicants, candidates, analytics)
// and its own profile and logo (/settings > Company).

export const fetchJobApplicants = (jobId: number, sort: TApplicantSort = "applied") =>
  apiRequest<{ applicants: TJobApplicant[] }>(`/api/company/jobs/${jobId}/applicants?sort=${sort}`).then(
    (body) => body.applicants,
  );

/** The visible job seekers who best match the company's job, 20 a page, each with the explained match. */
export const fetchJobCandidates = (jobId: number, page: number) =>
  apiRequest<TJobCandidatesPage>(`/api/company/jobs/${jobId}/candidates?page=${page}`);

/** The views, applications and conversion of the company's jobs over the last 30 days. */
export const fetchCompanyAnalytics = () => apiRequest<TCompanyAnalytics>("/api/company/analytics");

/** The signed-in company's own profile. */
export const getCompanyProfile = () => apiRequest<TCompanyOwnProfile>("/api/company/profile");

/** Saves the whole editable profile; answers it as saved. */
export const updateCompanyProfile = (body: TCompanyProfileUpdateInput) =>
  apiRequest<TCompanyOwnProfile>("/api/company/profile", { method: "PUT", body });

/** Uploads a new logo (JPG, GIF or PNG, 1 MB), fitted whole on a square by the server. */
export async function uploadCompanyLogo(file: File): Promise<TCompanyLogoAnswer> {
  const form = new FormData();
  form.append(COMPANY_LOGO_FIELD, file);
  // The browser sets the multipart Content-Type with its boundary.
  const response = await apiFetch("/api/company/logo", {
    method: "POST",
    headers: { accept: "application/json" },
    body: form,
  });
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as TCompanyLogoAnswer;
}

/** Removes the uploaded logo: the generated one (initials on a colour) is shown again. */
export const removeCompanyLogo = () => apiRequest<TCompanyLogoAnswer>("/api/company/logo", { method: "DELETE" });
