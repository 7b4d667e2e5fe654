import type { TIpLocationResponse } from "@common/location/location-detection";
import { apiRequest } from "~/lib/api-client";

// /api/location

/** Where the server places the visitor's IP address (decision 005). */
export const getIpLocation = () => apiRequest<TIpLocationResponse>("/api/location");
