import { Trans } from "react-i18next";
import type { TPublicSitePage } from "@common/site/pages";
import { AdSlot } from "~/components/ads/ad-slot";
import { PAGE_PROSE_CLASSES } from "~/components/content/prose";
import { useSite } from "~/lib/site";
import { OperatorDetails } from "./operator-details";
import { formatDate } from "@common/i18n/formats";
import { useFormatLocale } from "~/lib/format-locale";

/**
 * A content page: its title (the page's one h1), when it was last updated, and its Markdown as
 * the server rendered it (safe HTML: raw HTML off, links and images checked). The Contact page
 * also shows the operator's identity from Settings > General, when set.
 */
export function ContentPageView({ page }: { page: TPublicSitePage }) {
  const locale = useFormatLocale();
  const site = useSite();
  const updated = formatDate(page.updatedAt, locale, { dateStyle: "long", timeZone: "UTC" });
  return (
    <div className="page-container py-10 sm:py-14">
      <article className="mx-auto max-w-3xl">
        <header className="border-b border-gray-200 pb-8">
          <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{page.title}</h1>
          <p className="mt-3 text-sm text-gray-600">
            <Trans
              i18nKey="sitePages.lastUpdated"
              values={{ date: updated }}
              components={{ time: <time dateTime={page.updatedAt} /> }}
            />
          </p>
          {page.description ? <p className="mt-6 text-lg leading-relaxed text-gray-800">{page.description}</p> : null}
        </header>
        {/* The server's rendering of the Markdown (common/site/markdown.ts): no raw HTML passes it. */}
        <div className={`mt-8 ${PAGE_PROSE_CLASSES}`} dangerouslySetInnerHTML={{ __html: page.html }} />
        {page.slug === "contact" ? <OperatorDetails operator={site.operator} /> : null}
        <AdSlot placement="content" className="mt-10" />
      </article>
    </div>
  );
}
