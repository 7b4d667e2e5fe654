import { ChevronDown } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { TLandingContent } from "@common/site/landing-content";
import { toFaqItems } from "./faq";
import { SectionHeading } from "./section-heading";

/**
 * The FAQ of the home page, visible as native disclosure widgets (keyboard and screen
 * reader support for free, works before hydration): the administrator's published questions, else
 * the catalogue's. The page's FAQPage structured data is built from the same items (the home
 * route's loader data) in the route's meta.
 */
export function FaqSection(props: { content: TLandingContent["faqs"] | null }) {
  const { t } = useTranslation();
  const items = props.content?.items ?? toFaqItems(t("landing.faq.items", { returnObjects: true }));
  if (!items.length) return null;
  return (
    <section id="faq" aria-labelledby="faq-title" className="bg-gray-50 py-16 sm:py-20">
      <div className="page-container">
        <SectionHeading id="faq-title" title={t("landing.faq.title")} />
        <div className="mx-auto mt-10 max-w-3xl divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
          {items.map((item, index) => (
            <details key={`${index}-${item.question}`} className="group">
              <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-start text-base font-semibold text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600 sm:px-6 [&::-webkit-details-marker]:hidden">
                <span>{item.question}</span>
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-gray-600 transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="px-5 pb-5 text-base whitespace-pre-line text-gray-700 sm:px-6">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
