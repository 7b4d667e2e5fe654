import { useId } from "react";
import { useTranslation } from "react-i18next";
import { FileText, Hash, HelpCircle, Image, MessageSquareQuote } from "lucide-react";
import { Link } from "react-router";
import { ImmediateSelect } from "~/components/ui/immediate-select";
import { cn } from "~/lib/cn";
import { choiceParam, useAdminParams } from "../admin-url";
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
  const { params, href, update } = useAdminParams();
  const selectId = useId();
  const section = choiceParam(params.get("section"), CONTENT_SECTIONS, "testimonials");
  const body = {
    testimonials: <TestimonialsSection />,
    faqs: <FaqsSection />,
    pages: <PagesSection />,
    media: <MediaSection />,
    figures: <FiguresSection />,
  }[section];

  return (
    <div className="md:grid md:grid-cols-[13rem_minmax(0,1fr)] md:gap-8">
      <div className="md:hidden">
        <label htmlFor={selectId} className="block text-sm font-medium text-gray-900">
          {t("adminContent.sectionLabel")}
        </label>
        <div className="mt-1">
          <ImmediateSelect
            id={selectId}
            value={section}
            onPick={(value) => update({ ...SECTION_RESET, section: value === "testimonials" ? null : value })}
          >
            {CONTENT_SECTIONS.map((key) => (
              <option key={key} value={key}>
                {t(`adminContent.sections.${key}`)}
              </option>
            ))}
          </ImmediateSelect>
        </div>
      </div>
      <nav aria-label={t("adminContent.sectionsLabel")} className="hidden md:block">
        <ul className="space-y-1">
          {CONTENT_SECTIONS.map((key) => {
            const Icon = ICONS[key];
            const isCurrent = key === section;
            return (
              <li key={key}>
                <Link
                  to={href({ ...SECTION_RESET, section: key === "testimonials" ? null : key })}
                  preventScrollReset
                  aria-current={isCurrent ? "page" : undefined}
                  className={cn(
                    "flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium",
                    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600",
                    isCurrent
                      ? "bg-primary-50 text-primary-800"
                      : "text-gray-700 hover:bg-gray-100 hover:text-gray-900",
                  )}
                >
                  <Icon aria-hidden="true" className="size-4 shrink-0" />
                  {t(`adminContent.sections.${key}`)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="mt-6 min-w-0 md:mt-0">{body}</div>
    </div>
  );
}
