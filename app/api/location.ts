import type { TIpLocationResponse } from "@common/location/location-detection";
import { apiFetch, toApiError } from "~/lib/api-client";

// /api/location

/**
 * Where the server places the visitor's IP address (decision 005). `signal` cancels the
 * request itself (detection gives up on it after its deadline, see detect-location.ts).
 */
export async function getIpLocation(signal?: AbortSignal): Promise<TIpLocationResponse> {
  const response = await apiFetch("/api/location", { method: "GET", headers: { accept: "application/json" }, signal });
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as TIpLocationResponse;
}
