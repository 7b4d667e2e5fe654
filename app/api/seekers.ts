import type { TSeekerCount, TSeekerProfile, TSeekerResume, TSeekerSearchPage } from "@common/seekers/schemas";
import { apiRequest } from "~/lib/api-client";

// /api/seekers: the candidate directory. Companies and administrators get cards; a signed-out
// visitor gets the count alone.

/** The directory's URL query (search, country, city, experience, availability, skills, sort, jobId, page). */
export type TSeekerQueryParams = URLSearchParams | Record<string, string | number | undefined>;

function queryString(params: TSeekerQueryParams): string {
  const search =
    params instanceof URLSearchParams
      ? new URLSearchParams(params)
      : new URLSearchParams(
          Object.entries(params).flatMap(([name, value]) =>
            value === undefined || value === "" ? [] : [[name, String(value)]],
          ),
        );
  const text = search.toString();
  return text ? `?${text}` : "";
}

export const searchSeekers = (params: TSeekerQueryParams) =>
  apiRequest<TSeekerSearchPage | TSeekerCount>(`/api/seekers${queryString(params)}`);

export const fetchSeeker = (seekerId: number, jobId?: number) =>
  apiRequest<TSeekerProfile>(`/api/seekers/${seekerId}${queryString({ jobId })}`);

export const fetchSeekerResume = (seekerId: number) => apiRequest<TSeekerResume>(`/api/seekers/${seekerId}/resume`);

/** The chosen resume as a PDF: a link (it downloads). */
export const seekerResumePdfHref = (seekerId: number) => `/api/seekers/${seekerId}/resume.pdf`;

/** The current search's results as CSV: a link (it downloads). */
export const seekersExportHref = (params: TSeekerQueryParams) => {
  const search = new URLSearchParams(queryString(params));
  search.delete("page");
  const text = search.toString();
  return `/api/seekers/export.csv${text ? `?${text}` : ""}`;
};
