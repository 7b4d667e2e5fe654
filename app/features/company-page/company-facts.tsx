import { CalendarDays, ExternalLink, Factory, Globe, MapPin, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { COMPANY_SOCIAL_NETWORKS, type TPublicCompany } from "@common/companies/profile";
import { industryLabel, sizeLabel, websiteHost } from "~/components/companies/company-labels";

// External links open in a new tab and tell the site nothing of this page (no opener, no
// referrer); they are the company's own words, so search engines are not asked to follow them.
const EXTERNAL_REL = "noopener noreferrer nofollow";
const LINK_CLASSES =
  "inline-flex min-h-11 max-w-full min-w-0 items-center gap-1.5 rounded-sm text-sm font-medium text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600";

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

/**
 * Industry, size, headquarters, founding year and website, then the company's social profiles;
 * only what the company gave (nothing at all for a profile that is only a name).
 */
export function CompanyFacts({ company }: { company: TPublicCompany }) {
  const { t } = useTranslation();
  const headquarters = [company.city, company.country].filter(Boolean).join(", ");
  const networks = COMPANY_SOCIAL_NETWORKS.flatMap((network) => {
    const href = company.socialLinks[network];
    return href ? [{ network, href }] : [];
  });
  const hasFacts = Boolean(
    company.industry || company.size || headquarters || company.foundedYear !== null || company.website,
  );
  if (!hasFacts && !networks.length) return null;
  return (
    <aside
      aria-labelledby={hasFacts ? "company-facts" : "company-social"}
      className="space-y-6 rounded-xl border border-gray-200 bg-white p-5 sm:p-6"
    >
      {hasFacts ? (
        <div>
          <h2 id="company-facts" className="text-lg font-semibold text-gray-900">
            {t("companyPage.facts.title")}
          </h2>
          <dl className="mt-4 grid gap-4">
            {company.industry ? (
              <Fact icon={Factory} label={t("companyPage.facts.industry")}>
                {industryLabel(t, company.industry)}
              </Fact>
            ) : null}
            {company.size ? (
              <Fact icon={Users} label={t("companyPage.facts.size")}>
                {sizeLabel(t, company.size)}
              </Fact>
            ) : null}
            {headquarters ? (
              <Fact icon={MapPin} label={t("companyPage.facts.headquarters")}>
                {headquarters}
              </Fact>
            ) : null}
            {company.foundedYear !== null ? (
              <Fact icon={CalendarDays} label={t("companyPage.facts.founded")}>
                {company.foundedYear}
              </Fact>
            ) : null}
            {company.website ? (
              <Fact icon={Globe} label={t("companyPage.facts.website")}>
                <a
                  href={company.website}
                  target="_blank"
                  rel={EXTERNAL_REL}
                  aria-label={t("companyPage.facts.websiteLabel", {
                    host: websiteHost(company.website),
                    name: company.name,
                  })}
                  className={`-my-3 ${LINK_CLASSES}`}
                >
                  <span className="truncate">{websiteHost(company.website)}</span>
                  <ExternalLink aria-hidden="true" className="size-3.5 shrink-0 rtl:-scale-x-100" />
                </a>
              </Fact>
            ) : null}
          </dl>
        </div>
      ) : null}
      {networks.length ? (
        <div>
          <h2 id="company-social" className="text-lg font-semibold break-words text-gray-900">
            {t("companyPage.social.title", { name: company.name })}
          </h2>
          <ul className="mt-2 flex flex-wrap gap-x-5">
            {networks.map(({ network, href }) => {
              const label = t(`companyPage.social.${network}`);
              return (
                <li key={network}>
                  <a
                    href={href}
                    target="_blank"
                    rel={EXTERNAL_REL}
                    aria-label={t("companyPage.social.linkLabel", { network: label, name: company.name })}
                    className={LINK_CLASSES}
                  >
                    {label}
                    <ExternalLink aria-hidden="true" className="size-3.5 shrink-0 rtl:-scale-x-100" />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </aside>
  );
}
