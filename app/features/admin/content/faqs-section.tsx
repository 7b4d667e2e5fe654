import { FAQ_ANSWER_MAX, FAQ_QUESTION_MAX, type TAdminFaq } from "@common/site/landing-content";
import { faqsApi, type TLandingItemsApi } from "./content-api";
import { LandingItemsList, type TItemKind } from "./testimonials-faqs-list";

const FAQS: TItemKind<TAdminFaq> = {
  kind: "faqs",
  api: faqsApi as unknown as TLandingItemsApi<TAdminFaq, Record<string, unknown>>,
  fields: [
    { name: "question", labelKey: "adminContent.faqs.question", max: FAQ_QUESTION_MAX, isRequired: true },
    { name: "answer", labelKey: "adminContent.faqs.answer", max: FAQ_ANSWER_MAX, isRequired: true, isMultiline: true },
  ],
  title: (item) => item.question,
  detail: (item) => item.answer,
  texts: (item) => ({ question: item.question, answer: item.answer }),
};

/** Content > FAQs: the questions the landing page shows (and its FAQ structured data). */
export function FaqsSection() {
  return <LandingItemsList config={FAQS} />;
}
