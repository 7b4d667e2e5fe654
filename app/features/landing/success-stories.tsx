import { useTranslation } from "react-i18next";
import type { TLandingContent } from "@common/site/landing-content";
import { useSiteName } from "~/lib/site";
import { SectionHeading } from "./section-heading";
import { Testimonial } from "./testimonial";

/**
 * Three or more stories. The built-in ones are marked as illustrative (docs/product.md); the
 * administrator's published testimonials replace them, under a subtitle that does not call them
 * examples.
 */
export function SuccessStories(props: { content: TLandingContent["testimonials"] | null }) {
  const { t } = useTranslation();
  const name = useSiteName();
  const isSite = props.content?.source === "site";
  const stories = props.content?.items ?? t("landing.stories.items", { returnObjects: true });
  return (
    <section id="stories" aria-labelledby="stories-title" className="bg-gray-50 py-16 sm:py-20">
      <div className="page-container">
        <SectionHeading
          id="stories-title"
          title={t("landing.stories.title")}
          subtitle={isSite ? t("landing.stories.siteSubtitle", { name }) : t("landing.stories.subtitle")}
        />
        <ul className="mt-10 grid gap-4 sm:gap-6 md:grid-cols-3">
          {stories.map((story, index) => (
            <li key={`${index}-${story.name}`} className="flex">
              <Testimonial quote={story.quote} name={story.name} role={story.role} className="flex-1" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
