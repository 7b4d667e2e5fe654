// The analytics call's answers (/api/admin/analytics), in Arabic.
import type { TCatalogueArea } from "../catalogue-area";

export const analyticsApi = {
  analyticsApi: {},
} satisfies TCatalogueArea;
