// The landing page's testimonials and FAQs (Admin > Content): plain text only, shown as text and
// never as HTML, in the order the administrator sets. With no published one of a kind, the
// landing page shows the catalogue's built-in examples of it instead.
import { z } from "zod";
import { hasNoControlCharacters, requiredText } from "../validation/text";

export const TESTIMONIAL_QUOTE_MAX = 600;
export const TESTIMONIAL_NAME_MAX = 80;
export const TESTIMONIAL_ROLE_MAX = 80;
export const FAQ_QUESTION_MAX = 200;
export const FAQ_ANSWER_MAX = 2000;
/** At most this many testimonials, and as many FAQs: a landing page shows a handful. */
export const LANDING_ITEMS_MAX = 50;

/** Trimmed text of at most `max` characters that may be blank (stored as ""). */
const blankableText = (max: number) =>
  z
    .string({ error: "validation.invalidText" })
    .trim()
    .max(max, { error: "validation.tooLong" })
    .refine(hasNoControlCharacters, { error: "validation.invalidCharacters" })
    .default("");

const published = z.boolean({ error: "validation.invalidValue" }).default(true);

export const ZTestimonialInputSchema = z.object({
  quote: requiredText(TESTIMONIAL_QUOTE_MAX),
  name: requiredText(TESTIMONIAL_NAME_MAX),
  role: blankableText(TESTIMONIAL_ROLE_MAX),
  isPublished: published,
});
export type TTestimonialInput = z.input<typeof ZTestimonialInputSchema>;

export const ZFaqInputSchema = z.object({
  question: requiredText(FAQ_QUESTION_MAX),
  answer: requiredText(FAQ_ANSWER_MAX),
  isPublished: published,
});
export type TFaqInput = z.input<typeof ZFaqInputSchema>;

/** POST .../{id}/move: one place up (earlier on the page) or down. */
export const ZMoveItemSchema = z.object({
  direction: z.enum(["up", "down"], { error: "validation.invalidValue" }),
});
export type TMoveDirection = z.output<typeof ZMoveItemSchema>["direction"];

export interface TTestimonialText {
  quote: string;
  name: string;
  role: string;
}

export interface TFaqText {
  question: string;
  answer: string;
}

interface TStoredItem {
  id: number;
  position: number;
  isPublished: boolean;
  updatedAt: string;
}

export type TAdminTestimonial = TStoredItem & TTestimonialText;
export type TAdminFaq = TStoredItem & TFaqText;

/** The console's list of one kind, in page order, with the most it may hold. */
export interface TAdminLandingItems<T> {
  items: T[];
  max: number;
}

/** "site": the administrator's published items; "default": the catalogue's built-in ones. */
export type TLandingSource = "site" | "default";

/** GET /api/site/landing and the home page's loader: what the landing page shows. */
export interface TLandingContent {
  testimonials: { source: TLandingSource; items: TTestimonialText[] };
  faqs: { source: TLandingSource; items: TFaqText[] };
}
