import { MEDIA_ALT_TEXT_FIELD, MEDIA_FILE_FIELD, type TMediaItem, type TMediaList } from "@common/site/media";
import type { TSitePage, TSitePageInput, TSitePageList } from "@common/site/pages";
import { apiFetch, apiRequest, toApiError } from "~/lib/api-client";

// Content > Pages and Media: /api/admin/content/pages and /media (administrators only).

export const ADMIN_PAGES_PATH = "/api/admin/content/pages";
export const fetchAdminPages = (path: string) => apiRequest<TSitePageList>(path);
export const adminPagePath = (id: number) => `${ADMIN_PAGES_PATH}/${id}`;
export const fetchAdminPage = (path: string) => apiRequest<TSitePage>(path);

export const createAdminPage = (page: TSitePageInput) =>
  apiRequest<TSitePage>(ADMIN_PAGES_PATH, { method: "POST", body: page });
export const updateAdminPage = (id: number, page: TSitePageInput) =>
  apiRequest<TSitePage>(adminPagePath(id), { method: "PUT", body: page });
export const deleteAdminPage = (id: number) => apiRequest<{ ok: true }>(adminPagePath(id), { method: "DELETE" });

export const ADMIN_MEDIA_PATH = "/api/admin/content/media";
export const fetchAdminMedia = (path: string) => apiRequest<TMediaList>(path);

/** An image, sent as multipart/form-data with its alt text. */
export async function uploadAdminMedia(file: File, altText: string): Promise<TMediaItem> {
  const form = new FormData();
  form.append(MEDIA_FILE_FIELD, file);
  if (altText) form.append(MEDIA_ALT_TEXT_FIELD, altText);
  // The browser sets the multipart Content-Type with its boundary.
  const response = await apiFetch(ADMIN_MEDIA_PATH, {
    method: "POST",
    headers: { accept: "application/json" },
    body: form,
  });
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as TMediaItem;
}

/** Without `force` an image in use is refused (409); with it, deleted anyway. */
export const deleteAdminMedia = (id: number, force: boolean) =>
  apiRequest<{ ok: true }>(`${ADMIN_MEDIA_PATH}/${id}${force ? "?force=true" : ""}`, { method: "DELETE" });
