import { useTranslation } from "react-i18next";
import { SectionHeading } from "./section-heading";
import { Testimonial } from "./testimonial";

/** Three stories, marked as illustrative (docs/product.md). */
export function SuccessStories() {
  const { t } = useTranslation();
  const stories = t("landing.stories.items", { returnObjects: true });
  return (
    <section id="stories" aria-labelledby="stories-title" className="bg-gray-50 py-16 sm:py-20">
      <div className="page-container">
        <SectionHeading
          id="stories-title"
          title={t("landing.stories.title")}
          subtitle={t("landing.stories.subtitle")}
        />
        <ul className="mt-10 grid gap-4 sm:gap-6 md:grid-cols-3">
          {stories.map((story) => (
            <li key={story.name} className="flex">
              <Testimonial quote={story.quote} name={story.name} role={story.role} className="flex-1" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
