import { BriefcaseBusiness, MapPin } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { TPublicCompany } from "@common/companies/profile";
import { splitParagraphs } from "@common/jobs/job-posting-json-ld";
import { AdSlot } from "~/components/ads/ad-slot";
import { industryLabel } from "~/components/companies/company-labels";
import { CompanyLogo } from "~/components/companies/company-logo";
import { CompanyFacts } from "./company-facts";
import { CompanyJobs } from "./company-jobs";

/**
 * A company's public page (docs/product.md#companies): logo, name, where it is and how many jobs
 * it has open; its description as the company wrote it (text, its line breaks kept); its facts
 * and social profiles; its open jobs. Phone order: about, facts, jobs; wide screens put the facts
 * beside the rest.
 */
export function CompanyPageView({ company }: { company: TPublicCompany }) {
  const { t } = useTranslation();
  const location = [company.city, company.country].filter(Boolean).join(", ");
  const paragraphs = company.description ? splitParagraphs(company.description) : [];
  return (
    <div className="page-container py-6 sm:py-10">
      <header className="flex items-start gap-4 sm:items-center sm:gap-5">
        <CompanyLogo
          name={company.name}
          logoUrl={company.logoUrl}
          className="size-16 rounded-xl border border-gray-200 text-xl sm:size-20 sm:text-2xl"
        />
        <div className="min-w-0">
          <h1 dir="auto" className="text-2xl font-bold tracking-tight break-words text-gray-900 sm:text-3xl">
            {company.name}
          </h1>
          <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-600">
            {company.industry ? (
              <span>
                <span className="sr-only">{t("companyPage.header.industry")}: </span>
                {industryLabel(t, company.industry)}
              </span>
            ) : null}
            {location ? (
              <span className="inline-flex min-w-0 items-center gap-1">
                <MapPin aria-hidden="true" className="size-4 shrink-0" />
                <span className="sr-only">{t("companyPage.header.location")}: </span>
                <span className="break-words">{location}</span>
              </span>
            ) : null}
            <span className="inline-flex items-center gap-1 font-medium text-gray-800">
              <BriefcaseBusiness aria-hidden="true" className="size-4 shrink-0" />
              {t("companyPage.header.openJobs", { count: company.jobs.length })}
            </span>
          </p>
        </div>
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr] lg:gap-x-10">
        <section aria-labelledby="company-about" className="min-w-0 lg:col-start-1 lg:row-start-1">
          <h2 id="company-about" className="text-xl font-semibold break-words text-gray-900">
            {t("companyPage.about.title", { name: company.name })}
          </h2>
          {paragraphs.length ? (
            <div className="mt-4 space-y-4 text-base leading-7 break-words whitespace-pre-line text-gray-800">
              {paragraphs.map((paragraph, index) => (
                <p key={index} dir="auto">
                  {paragraph}
                </p>
              ))}
            </div>
          ) : (
            <p className="mt-4 text-base text-gray-600">
              {t("companyPage.about.noDescription", { name: company.name })}
            </p>
          )}
        </section>
        <div className="empty:hidden lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <CompanyFacts company={company} />
          <AdSlot placement="sidebar" className="mt-8" />
        </div>
        <div className="min-w-0 lg:col-start-1 lg:row-start-2">
          <AdSlot placement="content" className="mb-8" />
          <CompanyJobs company={company} />
        </div>
      </div>
    </div>
  );
}
