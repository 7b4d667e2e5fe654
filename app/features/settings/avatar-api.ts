import { AVATAR_FIELD, type TAvatarResult } from "@common/account/avatar";
import { apiFetch, apiRequest, toApiError } from "~/lib/api-client";

// The profile photo of /settings: sent as multipart/form-data (the one upload the JSON client
// does not send), removed with a DELETE.

export async function uploadAvatar(file: File): Promise<TAvatarResult> {
  const form = new FormData();
  form.append(AVATAR_FIELD, file);
  // The browser sets the multipart Content-Type with its boundary.
  const response = await apiFetch("/api/me/avatar", {
    method: "POST",
    headers: { accept: "application/json" },
    body: form,
  });
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as TAvatarResult;
}

export const removeAvatar = () => apiRequest<TAvatarResult>("/api/me/avatar", { method: "DELETE" });
