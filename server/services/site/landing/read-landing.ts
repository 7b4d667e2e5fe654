// What the landing page shows (GET /api/site/landing and the home page's loader): the published
// testimonials and FAQs in their order, read through the site content cache; a kind with none
// published falls back to the catalogue's built-in examples, in the reader's language.
import { asc, eq } from "drizzle-orm";
import type { TTranslate } from "@common/i18n";
import type { TFaqText, TLandingContent, TTestimonialText } from "@common/site/landing-content";
import type { TAppContext } from "../../../context";
import { siteFaqs, siteTestimonials } from "../../../db/schema";

interface TPublishedItems {
  testimonials: TTestimonialText[];
  faqs: TFaqText[];
}

async function readPublished(context: Pick<TAppContext, "db">): Promise<TPublishedItems> {
  const [testimonials, faqs] = await Promise.all([
    context.db
      .select({ quote: siteTestimonials.quote, name: siteTestimonials.name, role: siteTestimonials.role })
      .from(siteTestimonials)
      .where(eq(siteTestimonials.isPublished, true))
      .orderBy(asc(siteTestimonials.position), asc(siteTestimonials.id)),
    context.db
      .select({ question: siteFaqs.question, answer: siteFaqs.answer })
      .from(siteFaqs)
      .where(eq(siteFaqs.isPublished, true))
      .orderBy(asc(siteFaqs.position), asc(siteFaqs.id)),
  ]);
  return { testimonials, faqs };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** The catalogue's built-in testimonials (`landing.stories.items`); a catalogue without them gives none. */
export function defaultTestimonials(t: TTranslate): TTestimonialText[] {
  const items: unknown = t("landing.stories.items", { returnObjects: true });
  if (!Array.isArray(items)) return [];
  return items
    .filter(isRecord)
    .filter((item) => typeof item.quote === "string" && typeof item.name === "string")
    .map((item) => ({ quote: String(item.quote), name: String(item.name), role: String(item.role ?? "") }));
}

/** The catalogue's built-in FAQ (`landing.faq.items`). */
export function defaultFaqs(t: TTranslate): TFaqText[] {
  const items: unknown = t("landing.faq.items", { returnObjects: true });
  if (!Array.isArray(items)) return [];
  return items
    .filter(isRecord)
    .filter((item) => typeof item.question === "string" && typeof item.answer === "string")
    .map((item) => ({ question: String(item.question), answer: String(item.answer) }));
}

export async function readLandingContent(
  context: Pick<TAppContext, "db" | "siteContent">,
  options: { t: TTranslate },
): Promise<TLandingContent> {
  const published = await context.siteContent.read("landing", () => readPublished(context));
  return {
    testimonials: published.testimonials.length
      ? { source: "site", items: published.testimonials }
      : { source: "default", items: defaultTestimonials(options.t) },
    faqs: published.faqs.length
      ? { source: "site", items: published.faqs }
      : { source: "default", items: defaultFaqs(options.t) },
  };
}
