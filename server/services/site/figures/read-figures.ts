// The marketing figures an administrator changed (site_figures), for every page.
import type { TFigureChanges } from "@common/site/figures";
import type { TAppContext } from "../../../context";

export async function readFigureChanges(context: Pick<TAppContext, "db" | "siteContent">): Promise<TFigureChanges> {
  // Filled in by the figures' module.
  void context;
  return {};
}
