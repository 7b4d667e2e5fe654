import { ArrowRight, Check, Sparkles } from "lucide-react";
import { Link } from "~/lib/localized-links";
import { useTranslation } from "react-i18next";
import { permissions } from "@common/auth/permissions";
import { buttonClasses } from "~/components/ui/button";
import { storeRedirectAfterLogin } from "~/lib/redirect-after-login";
import { useCurrentUser } from "~/lib/current-user";
import { useFigures } from "~/lib/site";

/**
 * "Hiring? Find Your Next Star Employee" on /jobs: company users go straight to
 * /post-job; signed-out visitors to /register-company with /post-job kept as the after-login
 * redirect. Signed-in job seekers don't see it: they can't post jobs. Its candidates figure is a
 * marketing figure (editable and hideable in the console).
 */
export function HiringBanner() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const figure = useFigures();
  if (user && !permissions.hire(user)) return null;
  const isCompany = user !== null;
  const candidates = figure("jobsBannerCandidates");
  const points = [
    ...(candidates ? [{ key: "candidates", text: candidates.value }] : []),
    { key: "matching", text: t("jobSearch.hiring.matching") },
    { key: "free", text: t("jobSearch.hiring.free") },
  ];
  return (
    <section
      aria-labelledby="hiring-banner-title"
      className="rounded-xl border border-primary-100 bg-primary-50 p-5 text-gray-900"
    >
      <Sparkles aria-hidden="true" className="size-6 text-primary-700" />
      <h2 id="hiring-banner-title" className="mt-3 text-lg leading-snug font-semibold">
        {t("jobSearch.hiring.title")}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t("jobSearch.hiring.body")}</p>
      <ul className="mt-3 space-y-1.5 text-sm text-gray-800">
        {points.map((point) => (
          <li key={point.key} className="flex items-center gap-2">
            <Check aria-hidden="true" className="size-4 shrink-0 text-primary-700" />
            {point.text}
          </li>
        ))}
      </ul>
      <Link
        to={isCompany ? "/post-job" : "/register-company"}
        onClick={() => {
          if (!isCompany) storeRedirectAfterLogin("/post-job");
        }}
        className={buttonClasses({ className: "mt-4 w-full" })}
      >
        {t(isCompany ? "jobSearch.hiring.postJob" : "jobSearch.hiring.signUp")}
        <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      </Link>
    </section>
  );
}
