import { ArrowRight, Briefcase, ExternalLink, Globe, MapPin, Users } from "lucide-react";
import { Link } from "~/lib/localized-links";
import { useTranslation } from "react-i18next";
import { companyPath } from "@common/companies/company-path";
import type { TCompanySummary } from "@common/companies/schemas";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { industryLabel, sizeLabel, websiteHost } from "~/components/companies/company-labels";
import { CompanyLogo } from "~/components/companies/company-logo";
import { companyJobsUrl } from "./directory-url";

/**
 * One company of the directory (docs/product.md#companies): logo, name, location, industry,
 * size, description, open positions, website and "View Jobs"; the name links to the company's
 * page. No rating: we have none to show.
 */
export function CompanyCard({ company }: { company: TCompanySummary }) {
  const { t } = useTranslation();
  const nameId = `company-${company.id}-name`;
  const hasOpenings = company.openPositions > 0;
  return (
    <article
      aria-labelledby={nameId}
      className="flex h-full flex-col rounded-xl border border-gray-200 bg-white p-5 shadow-xs transition-colors hover:border-gray-300"
    >
      <div className="flex items-start gap-4">
        <CompanyLogo name={company.name} logoUrl={company.logoUrl} />
        <div className="min-w-0 flex-1">
          <h2 id={nameId} className="text-lg leading-snug font-semibold break-words text-gray-900">
            <Link
              to={companyPath(company)}
              className="rounded-sm hover:text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
            >
              <bdi>{company.name}</bdi>
            </Link>
          </h2>
          {company.location ? (
            <p className="mt-1 flex items-start gap-1.5 text-sm text-gray-600">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span className="sr-only">{t("companies.card.location")}: </span>
              <span className="min-w-0 break-words">{company.location}</span>
            </p>
          ) : null}
        </div>
      </div>

      {company.industry || company.size ? (
        <ul className="mt-4 flex flex-wrap gap-2">
          {company.industry ? (
            <li className="inline-flex items-center rounded-full bg-primary-50 px-2.5 py-0.5 text-xs font-medium text-primary-800">
              <span className="sr-only">{t("companies.card.industry")}: </span>
              {industryLabel(t, company.industry)}
            </li>
          ) : null}
          {company.size ? (
            <li className="inline-flex items-center gap-1 rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-medium text-gray-800">
              <Users aria-hidden="true" className="size-3.5" />
              <span className="sr-only">{t("companies.card.size")}: </span>
              {sizeLabel(t, company.size)}
            </li>
          ) : null}
        </ul>
      ) : null}

      {company.description ? (
        <p dir="auto" className="mt-3 line-clamp-3 text-sm break-words text-gray-700">
          {company.description}
        </p>
      ) : null}

      {company.website ? (
        <a
          href={company.website}
          target="_blank"
          rel="noopener nofollow"
          aria-label={t("companies.card.websiteLabel", { host: websiteHost(company.website), name: company.name })}
          className="-my-1 mt-2 inline-flex min-h-11 max-w-full min-w-0 items-center gap-1.5 self-start rounded-sm text-sm font-medium text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
        >
          <Globe aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">{websiteHost(company.website)}</span>
          <ExternalLink aria-hidden="true" className="size-3.5 shrink-0 rtl:-scale-x-100" />
        </a>
      ) : null}

      <div aria-hidden="true" className="min-h-4 flex-1" />
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-gray-100 pt-4">
        <p
          className={cn(
            "flex items-center gap-1.5 text-sm font-semibold",
            hasOpenings ? "text-gray-900" : "text-gray-600",
          )}
        >
          <Briefcase aria-hidden="true" className={cn("size-4", hasOpenings ? "text-primary-700" : "text-gray-500")} />
          {t("companies.card.openPositions", { count: company.openPositions })}
        </p>
        <Link
          to={companyJobsUrl(company.name)}
          aria-label={t("companies.card.viewJobsLabel", { name: company.name })}
          className={buttonClasses({ variant: "secondary", className: "ms-auto" })}
        >
          {t("companies.card.viewJobs")}
          <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </Link>
      </div>
    </article>
  );
}

/** A placeholder shaped like a card, shown while the list loads. */
export function CompanyCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex h-full flex-col rounded-xl border border-gray-200 bg-white p-5 shadow-xs">
      <div className="flex animate-pulse items-start gap-4">
        <span className="size-12 shrink-0 rounded-lg bg-gray-200" />
        <div className="flex-1 space-y-2 pt-1">
          <div className="h-4 w-3/5 rounded bg-gray-200" />
          <div className="h-3 w-2/5 rounded bg-gray-200" />
        </div>
      </div>
      <div className="mt-4 flex animate-pulse gap-2">
        <span className="h-5 w-24 rounded-full bg-gray-200" />
        <span className="h-5 w-28 rounded-full bg-gray-200" />
      </div>
      <div className="mt-4 animate-pulse space-y-2">
        <div className="h-3 rounded bg-gray-200" />
        <div className="h-3 rounded bg-gray-200" />
        <div className="h-3 w-4/5 rounded bg-gray-200" />
      </div>
      <div className="mt-4 h-4 w-48 animate-pulse rounded bg-gray-200" />
      <div className="min-h-4 flex-1" />
      <div className="flex animate-pulse items-center justify-between border-t border-gray-100 pt-4">
        <span className="h-4 w-32 rounded bg-gray-200" />
        <span className="h-11 w-28 rounded-lg bg-gray-200" />
      </div>
    </div>
  );
}
