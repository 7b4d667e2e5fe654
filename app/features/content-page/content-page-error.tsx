import { useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { ListState } from "~/components/ui/list-state";

/** A content page could not load (not a missing page: that is the 404 page). */
export function ContentPageError() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <div className="page-container py-12 sm:py-16">
      <ListState
        status="failed"
        isPage
        heading="h1"
        title={t("sitePages.error.title")}
        message={t("sitePages.error.message")}
        retryLabel={t("sitePages.error.retry")}
        retryHref={location.pathname}
      />
    </div>
  );
}
