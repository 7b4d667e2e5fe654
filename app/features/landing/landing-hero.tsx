import { Check, FileText, Search, Sparkles } from "lucide-react";
import { Link } from "~/lib/localized-links";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "~/components/ui/button";

/** The first screen: what Hirewise is and its two main actions, visible without scrolling on a phone. */
export function LandingHero() {
  const { t } = useTranslation();
  const facts = t("landing.hero.facts", { returnObjects: true });
  return (
    <section aria-labelledby="landing-title" className="bg-gradient-to-b from-primary-50 to-white">
      <div className="page-container pt-12 pb-10 text-center sm:pt-20 sm:pb-14 lg:pt-24 lg:pb-16">
        <p className="inline-flex items-center gap-2 rounded-full border border-primary-200 bg-white px-3 py-1 text-sm font-medium text-primary-800">
          <Sparkles aria-hidden="true" className="size-4" />
          {t("app.tagline")}
        </p>
        <h1
          id="landing-title"
          className="mx-auto mt-5 max-w-3xl text-4xl font-bold tracking-tight text-balance text-gray-900 sm:mt-6 sm:text-5xl"
        >
          {t("home.heroTitle")}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-gray-700 sm:mt-5">{t("home.heroSubtitle")}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:mt-10 sm:flex-row">
          <Link to="/resume-builder" className={buttonClasses({ size: "lg" })}>
            <FileText aria-hidden="true" className="size-5" />
            {t("home.buildMyResume")}
          </Link>
          <Link to="/jobs" className={buttonClasses({ variant: "secondary", size: "lg" })}>
            <Search aria-hidden="true" className="size-5" />
            {t("home.findJobs")}
          </Link>
        </div>
        <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-gray-700">
          {facts.map((fact) => (
            <li key={fact} className="inline-flex items-center gap-1.5">
              <Check aria-hidden="true" className="size-4 text-primary-700" />
              {fact}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
