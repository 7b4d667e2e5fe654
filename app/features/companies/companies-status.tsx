import { Building2, SearchX } from "lucide-react";
import { useRevalidator } from "react-router";
import { Link } from "~/lib/localized-links";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "~/components/ui/button";
import { ListState } from "~/components/ui/list-state";
import { COMPANIES_PATH } from "./directory-url";

/** Filters that match no company: say so and offer the way back (first empty state). */
export function NoMatchingCompanies() {
  const { t } = useTranslation();
  return (
    <ListState
      status="empty"
      className="py-12 sm:py-16"
      icon={SearchX}
      heading="h2"
      title={t("companies.empty.filteredTitle")}
      body={t("companies.empty.filteredBody")}
      action={
        <Link to={COMPANIES_PATH} preventScrollReset className={buttonClasses()}>
          {t("companies.chips.clearAll")}
        </Link>
      }
    />
  );
}

/** No company profile exists yet (second empty state). */
export function NoCompaniesYet() {
  const { t } = useTranslation();
  return (
    <ListState
      status="empty"
      className="py-12 sm:py-16"
      icon={Building2}
      heading="h2"
      title={t("companies.empty.noneTitle")}
      body={t("companies.empty.noneBody")}
      action={
        <Link to="/jobs" className={buttonClasses({ variant: "secondary" })}>
          {t("companies.empty.noneAction")}
        </Link>
      }
    />
  );
}

/** The list could not be loaded: say so and retry (DESIGN.md "Patterns"). */
export function CompaniesLoadError() {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  return (
    <div className="page-container py-10">
      <ListState
        status="failed"
        isPage
        className="py-12 sm:py-16"
        heading="h2"
        title={t("companies.error.title")}
        message={t("companies.error.body")}
        retryLabel={t("companies.error.retry")}
        onRetry={() => void revalidator.revalidate()}
        isRetrying={revalidator.state === "loading"}
      />
    </div>
  );
}
