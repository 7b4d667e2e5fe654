export interface TFaqItem {
  question: string;
  answer: string;
}

function isFaqItem(value: unknown): value is TFaqItem {
  if (typeof value !== "object" || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item.question === "string" && typeof item.answer === "string";
}

/**
 * The FAQ pairs from the catalog's `landing.faq.items` array (read with `returnObjects`).
 * A catalog that lacks the array (a translation in progress) yields no items rather than
 * rendering the key as text.
 */
export function toFaqItems(value: unknown): TFaqItem[] {
  return Array.isArray(value) ? value.filter(isFaqItem) : [];
}

/** schema.org FAQPage from the same pairs the page shows (Google requires the two to match). */
export function buildFaqJsonLd(items: readonly TFaqItem[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
