import type { TSeoConfiguration, TSeoConfigurationInput, TSeoConfigurationList, TSeoScore } from "@common/site/seo";
import { apiRequest } from "~/lib/api-client";

// The console's SEO tab: /api/admin/seo (administrators only).

/** Every configuration, by page path, as a list the console's list states read. */
export const fetchSeoConfigurations = async () => {
  const { configurations } = await apiRequest<TSeoConfigurationList>("/api/admin/seo");
  return { items: configurations };
};

export const createSeoConfiguration = (body: TSeoConfigurationInput) =>
  apiRequest<TSeoConfiguration>("/api/admin/seo", { method: "POST", body });

export const updateSeoConfiguration = (id: number, body: TSeoConfigurationInput) =>
  apiRequest<TSeoConfiguration>(`/api/admin/seo/${id}`, { method: "PUT", body });

export const deleteSeoConfiguration = (id: number) =>
  apiRequest<{ ok: true }>(`/api/admin/seo/${id}`, { method: "DELETE" });

/** The page rendered as a visitor gets it, checked. */
export const fetchSeoScore = (path: string) =>
  apiRequest<TSeoScore>(`/api/admin/seo/score?path=${encodeURIComponent(path)}`);
