import { BriefcaseBusiness } from "lucide-react";
import { Link } from "~/lib/localized-links";
import { useTranslation } from "react-i18next";
import { pagePath, type TWellKnownPageSlug } from "@common/site/page-paths";
import { useSite, useSiteName } from "~/lib/site";
import { LanguageList } from "./language-switch";

type TFooterItem = { label: string; to?: string };

// Items without a page yet are shown as text marked "Coming soon", never as dead links: Career
// Advice, Help Center and Contact Us link to their content pages once an administrator publishes
// them; About Us is listed only once its page is published. Social profiles are left out until the
// product has real ones to link to.
export function SiteFooter() {
  const { t } = useTranslation();
  const site = useSite();
  const published = new Set(site.pages.map((page) => page.slug));
  const contentPage = (slug: TWellKnownPageSlug, label: string): TFooterItem =>
    published.has(slug) ? { label, to: pagePath(slug) } : { label };
  const platform: TFooterItem[] = [
    { label: t("shell.footer.resumeBuilder"), to: "/resume-builder" },
    { label: t("shell.footer.jobSearch"), to: "/jobs" },
    { label: t("shell.footer.dashboard"), to: "/dashboard" },
    contentPage("career-advice", t("shell.footer.careerAdvice")),
  ];
  const support: TFooterItem[] = [
    ...(published.has("about") ? [contentPage("about", t("shell.footer.aboutUs"))] : []),
    contentPage("help-center", t("shell.footer.helpCenter")),
    contentPage("contact", t("shell.footer.contactUs")),
    { label: t("shell.footer.privacyPolicy"), to: "/privacy-policy" },
    { label: t("shell.footer.termsOfService"), to: "/terms-of-service" },
  ];
  const name = useSiteName();

  return (
    <footer className="defer-render border-t border-gray-200 bg-gray-50">
      <div className="page-container grid grid-cols-2 gap-x-6 gap-y-8 py-10 lg:grid-cols-4 lg:py-12">
        <div className="col-span-2">
          <p className="flex items-center gap-2 text-lg font-bold tracking-tight text-gray-900">
            <span className="inline-flex size-8 items-center justify-center rounded-lg bg-primary-700 text-white">
              <BriefcaseBusiness aria-hidden="true" className="size-5" />
            </span>
            {name}
          </p>
          <p className="mt-3 max-w-sm text-sm text-gray-700">{t("shell.footer.blurb")}</p>
          <LanguageList className="mt-4" />
        </div>
        <FooterColumn id="footer-platform" title={t("shell.footer.platform")} items={platform} />
        <FooterColumn id="footer-support" title={t("shell.footer.support")} items={support} />
      </div>
      <div className="border-t border-gray-200">
        {/* This year (never a fixed year); at the turn of a year the browser's may be the newer. */}
        <p className="page-container py-6 text-sm text-gray-700" suppressHydrationWarning>
          {t("shell.footer.copyright", { year: new Date().getFullYear(), name })}
        </p>
      </div>
    </footer>
  );
}

function FooterColumn({ id, title, items }: { id: string; title: string; items: TFooterItem[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold text-gray-900">
        {title}
      </h2>
      <ul className="mt-2">
        {items.map((item) =>
          item.to ? (
            <li key={item.label}>
              <Link
                to={item.to}
                className="inline-flex min-h-11 items-center rounded text-sm text-gray-700 hover:text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
              >
                {item.label}
              </Link>
            </li>
          ) : (
            <li
              key={item.label}
              className="flex min-h-11 flex-wrap items-center gap-x-2 gap-y-1 py-1 text-sm text-gray-600"
            >
              {item.label}
              <span className="rounded-full bg-gray-200 px-2 py-0.5 text-xs font-medium text-gray-700">
                {t("shell.footer.comingSoon")}
              </span>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
