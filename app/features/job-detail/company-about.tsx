import { ArrowRight, Building2, ExternalLink, Factory, Globe, MapPin, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "~/lib/localized-links";
import { companyPath } from "@common/companies/company-path";
import { splitParagraphs } from "@common/jobs/job-posting-json-ld";
import type { TJobDetail } from "@common/jobs/schemas";

const LINK_CLASSES =
  "inline-flex min-h-11 items-center gap-2 text-sm font-medium text-primary-700 hover:text-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600";

/** Only web addresses become links: a stored "javascript:" URL must never be clickable. */
function safeWebsite(value: string | null): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

function Fact({ icon: Icon, label, children }: { icon: typeof Globe; label: string; children: React.ReactNode }) {
  return (
    // dl > div > (dt, dd) is the only grouping a description list allows: the icon sits in the dt.
    <div className="relative min-w-0 ps-7">
      <dt className="text-sm text-gray-600">
        <Icon aria-hidden="true" className="absolute start-0 top-0.5 size-4 text-gray-500" />
        {label}
      </dt>
      <dd className="text-sm font-medium break-words text-gray-900">{children}</dd>
    </div>
  );
}

/** "About {company}": the hiring company's public profile, links to its page and to all its jobs. */
export function CompanyAbout({ job }: { job: TJobDetail }) {
  const { t } = useTranslation();
  const profile = job.companyProfile;
  const name = profile?.name ?? job.company;
  const website = safeWebsite(profile?.website ?? null);
  const headquarters = [profile?.city, profile?.country].filter(Boolean).join(", ");
  const paragraphs = profile?.description ? splitParagraphs(profile.description) : [];

  return (
    <section aria-labelledby="about-company" className="rounded-xl border border-gray-200 bg-white p-5 sm:p-6">
      <h2 id="about-company" className="flex items-center gap-2 text-lg font-semibold break-words text-gray-900">
        <Building2 aria-hidden="true" className="size-5 shrink-0 text-gray-500" />
        {t("jobDetail.sections.about", { company: name })}
      </h2>
      {paragraphs.length ? (
        <div className="mt-3 space-y-3 text-sm leading-6 break-words whitespace-pre-line text-gray-700">
          {paragraphs.map((paragraph, index) => (
            <p key={index} dir="auto">
              {paragraph}
            </p>
          ))}
        </div>
      ) : (
        <p className="mt-3 text-sm text-gray-600">{t("jobDetail.company.noDescription")}</p>
      )}
      {profile?.industry || profile?.size || headquarters || website ? (
        <dl className="mt-5 grid gap-4">
          {profile?.industry ? (
            <Fact icon={Factory} label={t("jobDetail.company.industry")}>
              {profile.industry}
            </Fact>
          ) : null}
          {profile?.size ? (
            <Fact icon={Users} label={t("jobDetail.company.size")}>
              {t("jobDetail.company.employees", { size: profile.size })}
            </Fact>
          ) : null}
          {headquarters ? (
            <Fact icon={MapPin} label={t("jobDetail.company.headquarters")}>
              {headquarters}
            </Fact>
          ) : null}
          {website ? (
            <Fact icon={Globe} label={t("jobDetail.company.website")}>
              <a
                href={website.toString()}
                rel="noopener nofollow"
                className="inline-flex max-w-full items-center gap-1 text-primary-700 underline underline-offset-2 hover:text-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
              >
                <span className="truncate">{website.hostname.replace(/^www\./, "")}</span>
                <ExternalLink aria-hidden="true" className="size-3.5 shrink-0 rtl:-scale-x-100" />
              </a>
            </Fact>
          ) : null}
        </dl>
      ) : null}
      <div className="mt-5 flex flex-wrap gap-x-6">
        {job.companyId !== null && profile ? (
          <Link
            to={companyPath({ id: job.companyId, name: profile.name })}
            aria-label={t("companyPage.link.viewCompanyOf", { company: name })}
            className={LINK_CLASSES}
          >
            {t("companyPage.link.viewCompany")}
            <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </Link>
        ) : null}
        <Link
          to={`/jobs?company=${encodeURIComponent(name)}`}
          aria-label={t("jobDetail.company.viewAllJobsAt", { company: name })}
          className={LINK_CLASSES}
        >
          {t("jobDetail.company.viewAllJobs")}
          <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </Link>
      </div>
    </section>
  );
}
