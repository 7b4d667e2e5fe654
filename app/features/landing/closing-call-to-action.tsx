import { ArrowRight } from "lucide-react";
import { Link } from "~/lib/localized-links";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "~/components/ui/button";

/**
 * "Closing call to action". "Learn More" goes back to the feature grid (#features) on
 * this page: it explains what the account is for, where /resume-builder would only show one tool.
 */
export function ClosingCallToAction() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="closing-title" className="py-16 sm:py-20">
      <div className="page-container">
        <div className="rounded-2xl bg-primary-700 px-6 py-12 text-center text-white sm:px-12 sm:py-16">
          <h2 id="closing-title" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            {t("landing.closing.title")}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-base text-pretty text-primary-50 sm:text-lg">
            {t("landing.closing.text")}
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link
              to="/register"
              className={buttonClasses({
                size: "lg",
                className: "bg-white text-primary-800 hover:bg-primary-50 focus-visible:outline-white",
              })}
            >
              {t("landing.closing.getStarted")}
              <ArrowRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
            </Link>
            <a
              href="#features"
              className={buttonClasses({
                size: "lg",
                className:
                  "border border-white/50 bg-transparent text-white hover:bg-white/10 focus-visible:outline-white",
              })}
            >
              {t("landing.closing.learnMore")}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
