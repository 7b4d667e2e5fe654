// The analytics call's answers (/api/admin/analytics), in French.
import type { TCatalogueArea } from "../catalogue-area";

export const analyticsApi = {
  analyticsApi: {},
} satisfies TCatalogueArea;
