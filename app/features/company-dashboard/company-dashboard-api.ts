import type { TApplication, TApplicationNote, TInterview, TScheduleInterview } from "@common/applications/schemas";
import type { TApplicationStatus } from "@common/applications/pipeline";
import type { TCompanyAnalytics } from "@common/company/analytics";
import type { TApplicantSort, TJobApplicant } from "@common/company/applicants";
import type { TJobCandidatesPage } from "@common/company/candidates";
import type { TStoredJobStatus } from "@common/jobs/posting";
import type { TJobDetail } from "@common/jobs/schemas";
import { apiRequest } from "~/lib/api-client";

/** The interview form's values as sent (the duration may be left to the server's default). */
export type TScheduleInterviewInput = Omit<TScheduleInterview, "durationMinutes"> & { durationMinutes?: number };

// The company dashboard's calls: managing its jobs and moving applications on a job's board.

export const fetchJobApplicants = (jobId: number, sort: TApplicantSort = "applied") =>
  apiRequest<{ applicants: TJobApplicant[] }>(`/api/company/jobs/${jobId}/applicants?sort=${sort}`).then(
    (body) => body.applicants,
  );

export const changeJobStatus = (jobId: number, status: TStoredJobStatus) =>
  apiRequest<TJobDetail>(`/api/jobs/${jobId}/status`, { method: "POST", body: { status } });

export const extendJob = (jobId: number) => apiRequest<TJobDetail>(`/api/jobs/${jobId}/extend`, { method: "POST" });

export const duplicateJob = (jobId: number) =>
  apiRequest<TJobDetail>(`/api/jobs/${jobId}/duplicate`, { method: "POST" });

export const deleteJob = (jobId: number) => apiRequest<unknown>(`/api/jobs/${jobId}`, { method: "DELETE" });

/** The views, applications and conversion of the company's jobs over the last 30 days. */
export const fetchCompanyAnalytics = () => apiRequest<TCompanyAnalytics>("/api/company/analytics");

export const moveApplication = (applicationId: number, status: TApplicationStatus) =>
  apiRequest<TApplication>(`/api/applications/${applicationId}/status`, { method: "PUT", body: { status } });

/** The frozen PDF of the resume the applicant sent. */
export const applicationResumeUrl = (applicationId: number) => `/api/applications/${applicationId}/resume.pdf`;

export const fetchApplicationNotes = (applicationId: number) =>
  apiRequest<{ notes: TApplicationNote[] }>(`/api/applications/${applicationId}/notes`).then((body) => body.notes);

export const addApplicationNote = (applicationId: number, body: string) =>
  apiRequest<TApplicationNote>(`/api/applications/${applicationId}/notes`, { method: "POST", body: { body } });

export const fetchInterviews = (applicationId: number) =>
  apiRequest<{ interviews: TInterview[] }>(`/api/applications/${applicationId}/interviews`).then(
    (body) => body.interviews,
  );

export const scheduleInterview = (applicationId: number, interview: TScheduleInterviewInput) =>
  apiRequest<TInterview>(`/api/applications/${applicationId}/interviews`, { method: "POST", body: interview });

/** The visible job seekers who best match the company's job, 20 a page, each with the explained match. */
export const fetchJobCandidates = (jobId: number, page: number) =>
  apiRequest<TJobCandidatesPage>(`/api/company/jobs/${jobId}/candidates?page=${page}`);
