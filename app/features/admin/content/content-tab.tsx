import { useTranslation } from "react-i18next";
import { FileText, Hash, HelpCircle, Image, MessageSquareQuote } from "lucide-react";
import { choiceParam, useAdminParams } from "../admin-url";
import { SectionLayout } from "../section-layout";
import { FaqsSection } from "./faqs-section";
import { FiguresSection } from "./figures-section";
import { MediaSection } from "./media-section";
import { PagesSection } from "./pages-section";
import { TestimonialsSection } from "./testimonials-section";

export const CONTENT_SECTIONS = ["testimonials", "faqs", "pages", "media", "figures"] as const;
export type TContentSection = (typeof CONTENT_SECTIONS)[number];

const ICONS = {
  testimonials: MessageSquareQuote,
  faqs: HelpCircle,
  pages: FileText,
  media: Image,
  figures: Hash,
} as const;

/** What a section's address drops: the page and the item open in the section left behind. */
const SECTION_RESET = { page: null, edit: null } as const;

/**
 * The console's Content tab (?tab=content&section=...): Testimonials, FAQs, Pages, Media and
 * Figures, a vertical list of links on a wide screen and a select on a phone. Each section reads
 * and saves its own.
 */
export function ContentTab() {
  const { t } = useTranslation();
  const { params } = useAdminParams();
  const section = choiceParam(params.get("section"), CONTENT_SECTIONS, "testimonials");
  const body = {
    testimonials: <TestimonialsSection />,
    faqs: <FaqsSection />,
    pages: <PagesSection />,
    media: <MediaSection />,
    figures: <FiguresSection />,
  }[section];

  return (
    <SectionLayout
      sections={CONTENT_SECTIONS}
      current={section}
      label={(key) => t(`adminContent.sections.${key}`)}
      icons={ICONS}
      selectLabel={t("adminContent.sectionLabel")}
      navLabel={t("adminContent.sectionsLabel")}
      reset={SECTION_RESET}
    >
      {body}
    </SectionLayout>
  );
}
