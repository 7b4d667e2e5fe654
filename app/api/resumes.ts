import type { z } from "zod";
import type {
  TResumeInput,
  TResumeSummary,
  TResumeTemplate,
  TSavedResume,
  ZGenerateContentSchema,
  ZGenerateSummarySchema,
} from "@common/resumes/schema";
import type { TGeneratedContent } from "@common/resumes/generated-content";
import { apiRequest } from "~/lib/api-client";

// /api/resumes: the resume builder's calls. Errors are ApiError: 401 signed out, 400 with field
// errors keyed like "experience.0.endDate".

export const listResumes = () =>
  apiRequest<{ resumes: TResumeSummary[] }>("/api/resumes").then((answer) => answer.resumes);

export const getResume = (id: number) =>
  apiRequest<{ resume: TSavedResume }>(`/api/resumes/${id}`).then((answer) => answer.resume);

export const createResume = (body: TResumeInput) =>
  apiRequest<{ id: number }>("/api/resumes", { method: "POST", body });

export const updateResume = (id: number, body: TResumeInput) =>
  apiRequest<{ resume: TSavedResume }>(`/api/resumes/${id}`, { method: "PUT", body }).then((answer) => answer.resume);

export const deleteResume = (id: number) => apiRequest<{ ok: true }>(`/api/resumes/${id}`, { method: "DELETE" });

export const duplicateResume = (id: number) =>
  apiRequest<{ id: number }>(`/api/resumes/${id}/duplicate`, { method: "POST" });

/** A JSON Resume document (jsonresume.org) as a draft, and the fields it had that the builder lacks. */
export const importJsonResume = (document: object) =>
  apiRequest<{ draft: unknown; unmapped: string[] }>("/api/resumes/import/json-resume", {
    method: "POST",
    body: document,
  });

export const generateSummary = (body: z.input<typeof ZGenerateSummarySchema>) =>
  apiRequest<{ summary: string }>("/api/resumes/generate-summary", { method: "POST", body });

/** "Enhance with AI": suggested rewrites of the summary and each experience description. */
export const generateContent = (body: z.input<typeof ZGenerateContentSchema>) =>
  apiRequest<TGeneratedContent>("/api/resumes/generate-content", { method: "POST", body });

/** The resume's PDF in a template (read with fetchFile of ./files). */
export const downloadUrl = (id: number, template: TResumeTemplate) =>
  `/api/resumes/${id}/download?template=${encodeURIComponent(template)}`;

/** The resume as a JSON Resume document (read with fetchFile of ./files). */
export const jsonResumeUrl = (id: number) => `/api/resumes/${id}/json-resume`;
