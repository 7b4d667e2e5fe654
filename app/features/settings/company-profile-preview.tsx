import { ArrowRight, CalendarDays, ExternalLink, Globe, MapPin, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "~/lib/localized-links";
import { COMPANY_SOCIAL_NETWORKS } from "@common/companies/profile";
import { normaliseWebAddress } from "@common/validation/web-address";
import { industryLabel, sizeLabel, websiteHost } from "~/components/companies/company-labels";
import { CompanyLogo } from "~/components/companies/company-logo";
import { buttonClasses } from "~/components/ui/button";
import type { TCompanyFormValues } from "./company-profile-form";

const linkClasses =
  "inline-flex min-h-11 max-w-full min-w-0 items-center gap-1.5 rounded-sm text-sm font-medium text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600";

/**
 * A compact card of the company's public page as the form stands: logo, name, facts
 * (industry, size, headquarters, founding year), website, social links and description, with
 * "View public page". An address the form would refuse is left out, as the page would not have it;
 * the description is plain text, as on the page.
 */
export function CompanyProfilePreview(props: { values: TCompanyFormValues; logoUrl: string; publicPath: string }) {
  const { t } = useTranslation();
  const { values } = props;
  const name = values.name.trim();
  const location = [values.city, values.country].filter(Boolean).join(", ");
  const year = values.foundedYear.trim();
  const website = normaliseWebAddress(values.website);
  const social = COMPANY_SOCIAL_NETWORKS.flatMap((network) => {
    const address = normaliseWebAddress(values.socialLinks[network]);
    return address ? [{ network, address }] : [];
  });
  const description = values.description.trim();
  const facts = [
    values.industry
      ? { key: "industry", label: t("companySettings.preview.industry"), text: industryLabel(t, values.industry) }
      : null,
    values.size ? { key: "size", label: t("companySettings.preview.size"), text: sizeLabel(t, values.size) } : null,
    /^\d{4}$/.test(year)
      ? {
          key: "founded",
          label: t("companySettings.preview.foundedLabel"),
          text: t("companySettings.preview.founded", { year }),
        }
      : null,
  ].filter((fact) => fact !== null);

  return (
    <section aria-labelledby="company-preview-title" className="min-w-0 lg:sticky lg:top-24 lg:self-start">
      <h3 id="company-preview-title" className="text-sm font-semibold text-gray-900">
        {t("companySettings.preview.title")}
      </h3>
      <p className="mt-1 text-sm text-gray-600">{t("companySettings.preview.hint")}</p>
      <article
        aria-labelledby="company-preview-name"
        className="mt-3 rounded-xl border border-gray-200 bg-white p-5 shadow-xs"
      >
        <div className="flex items-start gap-4">
          <CompanyLogo name={name} logoUrl={props.logoUrl} className="size-14 border border-gray-200" />
          <div className="min-w-0 flex-1">
            <h4 id="company-preview-name" className="text-lg leading-snug font-semibold break-words text-gray-900">
              {name}
            </h4>
            {location ? (
              <p className="mt-1 flex items-start gap-1.5 text-sm text-gray-600">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span className="sr-only">{t("companySettings.preview.location")}: </span>
                <span className="min-w-0 break-words">{location}</span>
              </p>
            ) : null}
          </div>
        </div>
        {facts.length > 0 ? (
          <ul className="mt-4 flex flex-wrap gap-2">
            {facts.map((fact) => (
              <li
                key={fact.key}
                className="inline-flex items-center gap-1 rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-medium text-gray-800"
              >
                {fact.key === "size" ? <Users aria-hidden="true" className="size-3.5" /> : null}
                {fact.key === "founded" ? <CalendarDays aria-hidden="true" className="size-3.5" /> : null}
                {fact.key === "founded" ? null : <span className="sr-only">{fact.label}: </span>}
                {fact.text}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="mt-3 line-clamp-4 text-sm break-words whitespace-pre-line text-gray-700">
          {description || t("companySettings.preview.noDescription")}
        </p>
        {website || social.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-x-4">
            {website ? (
              <li className="min-w-0">
                <a href={website} target="_blank" rel="noopener nofollow" className={linkClasses}>
                  <Globe aria-hidden="true" className="size-4 shrink-0" />
                  <span className="sr-only">{t("companySettings.preview.website")}: </span>
                  <span className="truncate">{websiteHost(website)}</span>
                  <ExternalLink aria-hidden="true" className="size-3.5 shrink-0 rtl:-scale-x-100" />
                </a>
              </li>
            ) : null}
            {social.map(({ network, address }) => (
              <li key={network}>
                <a
                  href={address}
                  target="_blank"
                  rel="noopener nofollow"
                  aria-label={t("companySettings.preview.socialLabel", {
                    network: t(`companySettings.social.${network}`),
                  })}
                  className={linkClasses}
                >
                  {t(`companySettings.social.${network}`)}
                  <ExternalLink aria-hidden="true" className="size-3.5 shrink-0 rtl:-scale-x-100" />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </article>
      <Link to={props.publicPath} className={buttonClasses({ variant: "secondary", className: "mt-3" })}>
        {t("companySettings.preview.viewPublicPage")}
        <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      </Link>
    </section>
  );
}
