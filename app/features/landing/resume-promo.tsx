import { ArrowRight, Download, LayoutTemplate, Sparkles } from "lucide-react";
import { Link } from "~/lib/localized-links";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "~/components/ui/button";
import { SectionHeading } from "./section-heading";

const POINTS = [
  { key: "aiContent", Icon: Sparkles },
  { key: "templates", Icon: LayoutTemplate },
  { key: "pdf", Icon: Download },
] as const;

/** AI-generated content, multiple templates, instant PDF download. */
export function ResumePromo() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="resume-promo-title" className="bg-gray-50 py-16 sm:py-20">
      <div className="page-container grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading
            id="resume-promo-title"
            align="start"
            eyebrow={t("landing.resumePromo.eyebrow")}
            title={t("landing.resumePromo.title")}
            subtitle={t("landing.resumePromo.text")}
          />
          <ul className="mt-8 space-y-6">
            {POINTS.map(({ key, Icon }) => (
              <li key={key} className="flex gap-4">
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-white text-primary-700 ring-1 ring-gray-200">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <h3 className="text-base font-semibold text-gray-900">{t(`landing.resumePromo.${key}.title`)}</h3>
                  <p className="mt-1 text-base text-gray-700">{t(`landing.resumePromo.${key}.text`)}</p>
                </div>
              </li>
            ))}
          </ul>
          <Link to="/resume-builder" className={buttonClasses({ size: "lg", className: "mt-8 w-full sm:w-auto" })}>
            {t("landing.resumePromo.cta")}
            <ArrowRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          </Link>
        </div>
        <ResumeIllustration />
      </div>
    </section>
  );
}

/**
 * A resume drawn with HTML and CSS: no image to download and nothing to shift when it loads.
 * Decorative; the list beside it says the same in words.
 */
function ResumeIllustration() {
  const { t } = useTranslation();
  const templateNames = t("landing.resumePromo.illustration.templateNames", { returnObjects: true });
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md select-none">
      <div className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="flex items-center gap-4 border-b border-gray-100 pb-5">
          <span className="size-12 shrink-0 rounded-full bg-primary-100" />
          <div className="flex-1 space-y-2">
            <div className="h-3.5 w-2/5 rounded bg-gray-800" />
            <div className="h-2.5 w-1/3 rounded bg-primary-600" />
          </div>
        </div>
        <div className="mt-5 rounded-lg border border-primary-200 bg-primary-50 p-4">
          <p className="inline-flex items-center gap-1.5 text-xs font-semibold text-primary-800">
            <Sparkles className="size-3.5" />
            {t("landing.resumePromo.illustration.summaryLabel")}
          </p>
          <div className="mt-3 space-y-2">
            <div className="h-2 rounded bg-primary-200" />
            <div className="h-2 w-11/12 rounded bg-primary-200" />
            <div className="h-2 w-3/4 rounded bg-primary-200" />
          </div>
        </div>
        {[0, 1].map((entry) => (
          <div key={entry} className="mt-5 space-y-2">
            <div className="flex justify-between gap-4">
              <div className="h-2.5 w-1/3 rounded bg-gray-700" />
              <div className="h-2.5 w-1/6 rounded bg-gray-300" />
            </div>
            <div className="h-2 w-full rounded bg-gray-200" />
            <div className="h-2 w-5/6 rounded bg-gray-200" />
          </div>
        ))}
        <div className="mt-5 flex flex-wrap gap-2">
          {["w-14", "w-10", "w-16", "w-12"].map((width) => (
            <span key={width} className={`h-5 rounded-full bg-gray-100 ${width}`} />
          ))}
        </div>
      </div>
      <span className="absolute -top-3 end-4 inline-flex items-center gap-1.5 rounded-full bg-primary-700 px-3 py-1 text-xs font-semibold text-white shadow-sm">
        <Download className="size-3.5" />
        {t("landing.resumePromo.illustration.pdf")}
      </span>
      <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {templateNames.map((name, index) => (
          <li
            key={name}
            className={
              index === 0
                ? "rounded-lg border-2 border-primary-600 bg-white p-2"
                : "rounded-lg border border-gray-200 bg-white p-2"
            }
          >
            <div className="space-y-1">
              <div className={index === 0 ? "h-1.5 w-1/2 rounded bg-primary-600" : "h-1.5 w-1/2 rounded bg-gray-400"} />
              <div className="h-1 rounded bg-gray-200" />
              <div className="h-1 w-3/4 rounded bg-gray-200" />
            </div>
            <p className="mt-2 truncate text-center text-xs text-gray-700">{name}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
