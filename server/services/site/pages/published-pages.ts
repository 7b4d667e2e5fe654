// The published content pages (slug and title), for the footer.
import type { TPublishedPage } from "@common/site/profile";
import type { TAppContext } from "../../../context";

export async function readPublishedPages(context: Pick<TAppContext, "db" | "siteContent">): Promise<TPublishedPage[]> {
  void context;
  return [];
}
