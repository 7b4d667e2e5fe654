import type { z } from "zod";
import type {
  TResumeInput,
  TResumeSummary,
  TResumeTemplate,
  TSavedResume,
  ZGenerateSummarySchema,
} from "@common/resumes/schema";
import { apiFetch, apiRequest, toApiError } from "~/lib/api-client";

// The builder's calls to /api/resumes (issue #4). Errors are ApiError: 401 signed out, 400 with
// field errors keyed like "experience.0.endDate".

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

export const downloadUrl = (id: number, template: TResumeTemplate) =>
  `/api/resumes/${id}/download?template=${encodeURIComponent(template)}`;
export const jsonResumeUrl = (id: number) => `/api/resumes/${id}/json-resume`;

/** The file name of a Content-Disposition header (RFC 6266: filename* wins over filename). */
export function fileNameFromContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ""));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name || null;
}

/** GETs a file of our API as a blob with the name the server gives it. */
export async function fetchFile(url: string): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await apiFetch(url);
  if (!response.ok) throw await toApiError(response);
  return {
    blob: await response.blob(),
    fileName: fileNameFromContentDisposition(response.headers.get("content-disposition")),
  };
}

/** Offers a blob to the user as a download. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
