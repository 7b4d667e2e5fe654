import type { TTranslate } from "@common/i18n";
import type { TLandingContent } from "@common/site/landing-content";
import type { TAppContext } from "../../../server/context";
import {
  defaultFaqs,
  defaultTestimonials,
  readLandingContent,
} from "../../../server/services/site/landing/read-landing";

/**
 * The testimonials and FAQ of the landing page, from the same service as GET /api/site/landing.
 * When they cannot be read the built-in ones are shown (the catalogue's), so the landing page
 * still renders instead of the whole home page failing.
 */
export async function loadLandingContent(
  context: Pick<TAppContext, "db" | "siteContent" | "logger">,
  t: TTranslate,
): Promise<TLandingContent> {
  try {
    return await readLandingContent(context, { t });
  } catch (error) {
    context.logger.error({ err: error }, "could not load the landing page's testimonials and FAQ");
    return {
      testimonials: { source: "default", items: defaultTestimonials(t) },
      faqs: { source: "default", items: defaultFaqs(t) },
    };
  }
}
