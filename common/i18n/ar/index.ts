// The Arabic catalogue the browser loads for a Arabic page: every area a page or a panel shows.
import type { TCatalogueArea } from "../catalogue-area";

export const ar = {} satisfies TCatalogueArea;
