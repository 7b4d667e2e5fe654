import { AlertTriangle, Building2, SearchX } from "lucide-react";
import { Link, useRevalidator } from "react-router";
import { useTranslation } from "react-i18next";
import { Button, buttonClasses } from "~/components/ui/button";
import { COMPANIES_PATH } from "./directory-url";

function StatusPanel(props: { icon: React.ReactNode; title: string; body: string; action: React.ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-gray-300 bg-gray-50 px-6 py-12 text-center sm:py-16">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-white text-gray-600 shadow-xs">
        {props.icon}
      </span>
      <h2 className="mt-4 text-lg font-semibold text-gray-900">{props.title}</h2>
      <p className="mt-2 max-w-md text-sm text-gray-700">{props.body}</p>
      <div className="mt-6">{props.action}</div>
    </div>
  );
}

/** Filters that match no company: say so and offer the way back (spec-2, first empty state). */
export function NoMatchingCompanies() {
  const { t } = useTranslation();
  return (
    <StatusPanel
      icon={<SearchX aria-hidden="true" className="size-6" />}
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

/** No company profile exists yet (spec-2, second empty state). */
export function NoCompaniesYet() {
  const { t } = useTranslation();
  return (
    <StatusPanel
      icon={<Building2 aria-hidden="true" className="size-6" />}
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
      <StatusPanel
        icon={<AlertTriangle aria-hidden="true" className="size-6" />}
        title={t("companies.error.title")}
        body={t("companies.error.body")}
        action={
          <Button onClick={() => void revalidator.revalidate()} disabled={revalidator.state === "loading"}>
            {t("companies.error.retry")}
          </Button>
        }
      />
    </div>
  );
}
