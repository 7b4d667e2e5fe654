// The French catalogue the browser loads for a French page: every area a page or a panel shows.
import type { TCatalogueArea } from "../catalogue-area";

export const fr = {} satisfies TCatalogueArea;
