import { useLocation } from "react-router";
import { Link } from "~/lib/localized-links";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "~/components/ui/button";
import { ListState } from "~/components/ui/list-state";

/** The company page could not load (not a missing company: that is the 404 page). */
export function CompanyLoadError() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <div className="page-container py-12 sm:py-16">
      <ListState
        status="failed"
        isPage
        heading="h1"
        title={t("companyPage.error.title")}
        message={t("companyPage.error.message")}
        retryLabel={t("companyPage.error.retry")}
        retryHref={`${location.pathname}${location.search}`}
        secondaryAction={
          <Link to="/jobs" className={buttonClasses({ variant: "secondary" })}>
            {t("companyPage.error.back")}
          </Link>
        }
      />
    </div>
  );
}
