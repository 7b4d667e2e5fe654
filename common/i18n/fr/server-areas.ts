// The French texts only the server reads: API answers, the assistant's replies, the job sync's reasons.
import type { TCatalogueArea } from "../catalogue-area";

export const frServerAreas = {} satisfies TCatalogueArea;
