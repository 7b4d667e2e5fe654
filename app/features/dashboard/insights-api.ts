import type { TMarketInsights, TRecommendations } from "@common/matching/insights";
import { apiRequest } from "~/lib/api-client";

/** GET /api/jobs/recommended: the seeker's "Recommended for you". */
export const getRecommendedJobs = () => apiRequest<TRecommendations>("/api/jobs/recommended");

/** GET /api/me/insights: the market of the jobs that best match the seeker's resume. */
export const getMarketInsights = () => apiRequest<TMarketInsights>("/api/me/insights");
