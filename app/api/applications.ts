import type { TApplicationStatus } from "@common/applications/pipeline";
import type {
  TApplication,
  TApplicationNote,
  TApplicationStatusChange,
  TInterview,
  TScheduleInterview,
} from "@common/applications/schemas";
import { apiRequest } from "~/lib/api-client";

// /api/applications: the applicant applies, follows and withdraws; the job's company moves the
// application through the pipeline, keeps notes and schedules interviews.

/** The interview form's values as sent (the duration may be left to the server's default). */
export type TScheduleInterviewInput = Omit<TScheduleInterview, "durationMinutes"> & { durationMinutes?: number };

export const applyToJob = (input: { jobId: number; resumeId: number }) =>
  apiRequest<TApplication>("/api/applications", { method: "POST", body: input });

/** One application with the job as sent: its applicant, the job's company or an administrator. */
export const fetchApplication = (applicationId: number) =>
  apiRequest<TApplication>(`/api/applications/${applicationId}`);

export const withdrawApplication = (applicationId: number) =>
  apiRequest<TApplication>(`/api/applications/${applicationId}/withdraw`, { method: "POST" });

export const fetchApplicationHistory = (applicationId: number) =>
  apiRequest<{ history: TApplicationStatusChange[] }>(`/api/applications/${applicationId}/history`).then(
    (body) => body.history,
  );

/** The application's interviews, for its applicant and for the job's company alike. */
export const fetchApplicationInterviews = (applicationId: number) =>
  apiRequest<{ interviews: TInterview[] }>(`/api/applications/${applicationId}/interviews`).then(
    (body) => body.interviews,
  );

export const scheduleInterview = (applicationId: number, interview: TScheduleInterviewInput) =>
  apiRequest<TInterview>(`/api/applications/${applicationId}/interviews`, { method: "POST", body: interview });

export const moveApplication = (applicationId: number, status: TApplicationStatus) =>
  apiRequest<TApplication>(`/api/applications/${applicationId}/status`, { method: "PUT", body: { status } });

export const fetchApplicationNotes = (applicationId: number) =>
  apiRequest<{ notes: TApplicationNote[] }>(`/api/applications/${applicationId}/notes`).then((body) => body.notes);

export const addApplicationNote = (applicationId: number, body: string) =>
  apiRequest<TApplicationNote>(`/api/applications/${applicationId}/notes`, { method: "POST", body: { body } });

/** The frozen PDF of the resume the applicant sent (a link: the browser downloads it with the cookie). */
export const applicationResumeUrl = (applicationId: number) => `/api/applications/${applicationId}/resume.pdf`;
