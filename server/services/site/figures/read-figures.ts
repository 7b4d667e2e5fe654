// The marketing figures an administrator changed (site_figures), for every page: read through the
// site content cache, so a page render does not query them each time.
import { FIGURE_KEYS, isFigureKey, type TFigureChanges } from "@common/site/figures";
import type { TAppContext } from "../../../context";
import { siteFigures } from "../../../db/schema";

export async function readFigureChanges(context: Pick<TAppContext, "db" | "siteContent">): Promise<TFigureChanges> {
  return context.siteContent.read("figures", async () => {
    const rows = await context.db.select().from(siteFigures);
    const changes: TFigureChanges = {};
    // A row of a figure no longer listed (one a later version dropped) is left out.
    for (const row of rows) {
      if (isFigureKey(row.key) && FIGURE_KEYS.includes(row.key)) {
        changes[row.key] = { value: row.value, label: row.label, hidden: row.isHidden };
      }
    }
    return changes;
  });
}
