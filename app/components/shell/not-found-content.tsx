import { Compass } from "lucide-react";
import { Link } from "~/lib/localized-links";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "~/components/ui/button";

/** The 404 page's body, shared by the catch-all route and pages that find no record. */
export function NotFoundContent() {
  const { t } = useTranslation();
  return (
    <div className="page-container flex flex-1 flex-col items-center justify-center py-16 text-center sm:py-24">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-primary-50 text-primary-700">
        <Compass aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{t("notFound.title")}</h1>
      <p className="mt-4 max-w-md text-base text-gray-700">{t("notFound.description")}</p>
      <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        <Link to="/" className={buttonClasses()}>
          {t("notFound.home")}
        </Link>
        <Link to="/jobs" className={buttonClasses({ variant: "secondary" })}>
          {t("home.findJobs")}
        </Link>
      </div>
    </div>
  );
}
