import { useTranslation } from "react-i18next";
import type { TLandingContent } from "@common/site/landing-content";
import type { TTranslate } from "@common/i18n";
import { siteName, useSite } from "~/lib/site";
import { SectionHeading } from "./section-heading";
import { Testimonial } from "./testimonial";

/**
 * Three or more stories. The built-in ones are marked as illustrative (docs/product.md); the
 * administrator's published testimonials replace them, under a subtitle that does not call them
 * examples.
 */
export function SuccessStories(props: { content: TLandingContent["testimonials"] | null }) {
  const { t } = useTranslation();
  // The hook's typed t accepts only keys; the site helpers take any catalogue key (TTranslate).
  const translate = t as unknown as TTranslate;
  const site = useSite();
  const isSite = props.content?.source === "site";
  const stories = props.content?.items ?? t("landing.stories.items", { returnObjects: true });
  return (
    <section id="stories" aria-labelledby="stories-title" className="bg-gray-50 py-16 sm:py-20">
      <div className="page-container">
        <SectionHeading
          id="stories-title"
          title={t("landing.stories.title")}
          subtitle={
            isSite
              ? t("landing.stories.siteSubtitle", { name: siteName(site, translate) })
              : t("landing.stories.subtitle")
          }
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
