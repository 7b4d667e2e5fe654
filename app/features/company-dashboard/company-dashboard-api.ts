import type { TApplication } from "@common/applications/schemas";
import type { TApplicationStatus } from "@common/applications/pipeline";
import type { TJobApplicant } from "@common/company/applicants";
import type { TStoredJobStatus } from "@common/jobs/posting";
import type { TJobDetail } from "@common/jobs/schemas";
import { apiRequest } from "~/lib/api-client";

// The company dashboard's calls: managing its jobs and moving applications on a job's board.

export const fetchJobApplicants = (jobId: number) =>
  apiRequest<{ applicants: TJobApplicant[] }>(`/api/company/jobs/${jobId}/applicants`).then((body) => body.applicants);

export const changeJobStatus = (jobId: number, status: TStoredJobStatus) =>
  apiRequest<TJobDetail>(`/api/jobs/${jobId}/status`, { method: "POST", body: { status } });

export const extendJob = (jobId: number) => apiRequest<TJobDetail>(`/api/jobs/${jobId}/extend`, { method: "POST" });

export const duplicateJob = (jobId: number) =>
  apiRequest<TJobDetail>(`/api/jobs/${jobId}/duplicate`, { method: "POST" });

export const deleteJob = (jobId: number) => apiRequest<unknown>(`/api/jobs/${jobId}`, { method: "DELETE" });

export const moveApplication = (applicationId: number, status: TApplicationStatus) =>
  apiRequest<TApplication>(`/api/applications/${applicationId}/status`, { method: "PUT", body: { status } });

/** The frozen PDF of the resume the applicant sent. */
export const applicationResumeUrl = (applicationId: number) => `/api/applications/${applicationId}/resume.pdf`;
