import { apiFetch, toApiError } from "~/lib/api-client";

// Files our API answers (a resume's PDF, its JSON Resume export), read as blobs with their names.

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
