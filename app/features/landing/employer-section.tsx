import { Check, Globe, Megaphone, PlayCircle, Sparkles, Timer } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { TFigureKey } from "@common/site/figures";
import { buttonClasses } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/localized-links";
import { useFigures } from "~/lib/site";
import { EmployerCallToActionLink } from "~/components/employer-call-to-action/employer-call-to-action-link";
import { Testimonial } from "./testimonial";

const BENEFITS = [
  { key: "matching", Icon: Sparkles },
  { key: "speed", Icon: Timer },
  { key: "free", Icon: Megaphone },
  { key: "reach", Icon: Globe },
] as const;

/** The landing page's marketing figures, in their order; each is editable and hideable in the console. */
const STAT_FIGURES: TFigureKey[] = ["landingSeekers", "landingMatchAccuracy", "landingTimeToFill", "landingCompanies"];

// Buttons on the dark band: the default focus ring (indigo) would vanish against it.
const ON_DARK_FOCUS = "focus-visible:outline-white";

/**
 * The landing page's employer section with its marketing figures (the catalogue's copy, as the
 * administrator changed it; hidden ones left out, and the whole list when all are) and the
 * employer call to action. It reads the session itself, so it can be reused on
 * pages that signed-in users see.
 */
export function EmployerSection() {
  const { t } = useTranslation();
  const localizedPath = useLocalizedPath();
  const figure = useFigures();
  const stats = STAT_FIGURES.flatMap((key) => {
    const texts = figure(key);
    return texts ? [{ key, value: texts.value, label: texts.label ?? "" }] : [];
  });
  const checklist = t("landing.employers.checklist", { returnObjects: true });
  const testimonial = t("landing.employers.testimonial", { returnObjects: true });
  return (
    <section id="employers" aria-labelledby="employers-title">
      <div className="bg-primary-900 py-16 text-white sm:py-20">
        <div className="page-container grid items-center gap-12 lg:grid-cols-2">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold tracking-wide text-primary-200 uppercase">
              {t("landing.employers.eyebrow")}
            </p>
            <h2 id="employers-title" className="mt-2 text-2xl font-bold tracking-tight text-balance sm:text-3xl">
              {t("landing.employers.title")}
            </h2>
            <p className="mt-3 text-base text-pretty text-primary-100 sm:text-lg">{t("landing.employers.subtitle")}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <EmployerCallToActionLink
                variant="startHiring"
                className={buttonClasses({
                  size: "lg",
                  className: `bg-white text-primary-900 hover:bg-primary-50 ${ON_DARK_FOCUS}`,
                })}
              />
              <a
                href={localizedPath("/employer-demo")}
                target="_blank"
                rel="noopener"
                className={buttonClasses({
                  size: "lg",
                  className: `border border-white/40 bg-transparent text-white hover:bg-white/10 ${ON_DARK_FOCUS}`,
                })}
              >
                <PlayCircle aria-hidden="true" className="size-5" />
                {t("landing.employers.watchDemo")}
                <span className="sr-only">{t("landing.employers.opensInNewTab")}</span>
              </a>
            </div>
          </div>
          {stats.length ? (
            <dl
              aria-label={t("landing.employers.statsLabel")}
              className="grid grid-cols-2 gap-px overflow-hidden rounded-xl bg-white/15"
            >
              {stats.map((stat) => (
                // An odd one out at the end spans the row, so no empty cell shows.
                <div key={stat.key} className="flex flex-col-reverse bg-primary-900 p-5 odd:last:col-span-2 sm:p-6">
                  <dt className="mt-1 text-sm text-primary-100">{stat.label}</dt>
                  <dd className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{stat.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      </div>

      <div className="page-container py-16 sm:py-20">
        <h3 className="text-xl font-semibold text-gray-900 sm:text-2xl">{t("landing.employers.benefitsTitle")}</h3>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map(({ key, Icon }) => (
            // On a phone a plain list (icon beside text) keeps the section short; cards from sm on.
            <li key={key} className="flex gap-4 sm:block sm:rounded-xl sm:border sm:border-gray-200 sm:bg-white sm:p-5">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div className="sm:mt-4">
                <h4 className="text-base font-semibold text-gray-900">
                  {t(`landing.employers.benefits.${key}.title`)}
                </h4>
                <p className="mt-1 text-sm text-gray-700">{t(`landing.employers.benefits.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>

        <div className="mt-12 grid gap-6 lg:grid-cols-2">
          <div className="rounded-xl border border-gray-200 bg-gray-50 p-6 sm:p-8">
            <h3 className="text-xl font-semibold text-gray-900">{t("landing.employers.checklistTitle")}</h3>
            <ul className="mt-5 grid gap-x-6 gap-y-3 sm:grid-cols-2">
              {checklist.map((item) => (
                <li key={item} className="flex gap-3 text-base text-gray-800">
                  <span className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-primary-700 text-white">
                    <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
                  </span>
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <Testimonial
            label={t("landing.employers.testimonialLabel")}
            quote={testimonial.quote}
            name={testimonial.name}
            role={testimonial.role}
            isProminent
            className="sm:p-8"
          />
        </div>

        <div className="mt-6 flex flex-col gap-5 rounded-xl border border-primary-200 bg-primary-50 p-6 sm:p-8 md:flex-row md:items-center md:justify-between">
          <div>
            <h3 className="text-xl font-semibold text-gray-900">{t("landing.employers.readyTitle")}</h3>
            <p className="mt-2 text-base text-gray-800">{t("landing.employers.readyText")}</p>
          </div>
          <EmployerCallToActionLink
            variant="postJob"
            className={buttonClasses({ size: "lg", className: "w-full shrink-0 md:w-auto" })}
          />
        </div>
      </div>
    </section>
  );
}
