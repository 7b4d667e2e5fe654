import { ArrowUp } from "lucide-react";
import { Fragment } from "react";
import { Link } from "~/lib/localized-links";
import { Trans, useTranslation } from "react-i18next";
import type { TTranslate } from "@common/i18n";
import { useSite } from "~/lib/site";
import { LEGAL_LAST_REVISED } from "./last-revised";
import { legalValues } from "./operator";
import { OperatorDetails } from "./operator-details";
import { formatDate } from "@common/i18n/formats";
import { useFormatLocale } from "~/lib/format-locale";

type TBlock = string | { readonly list: readonly string[] } | { readonly terms: readonly TTerm[] };
type TTerm = { readonly term: string; readonly detail: string };
type TSection = { readonly id: string; readonly title: string; readonly body: readonly TBlock[] };

const OTHER_DOCUMENT = {
  privacy: { to: "/terms-of-service", label: "legal.terms.title" },
  terms: { to: "/privacy-policy", label: "legal.privacy.title" },
} as const;

/** The section that ends with the operator's details. */
const CONTACT_SECTION = "contact";

/** While ads are live: whether a visitor is asked before the ad script loads (the privacy settings). */
export type TLegalAdvertising = { consentRequired: boolean };

/**
 * The privacy policy while ads are live (decision 039): the cookies section names the ad network's
 * cookies and the consent cookie, and the Advertising section follows it.
 */
function withAdvertising(sections: readonly TSection[], advertising: TLegalAdvertising, t: TTranslate): TSection[] {
  const text = (key: string) => t(`legalAdvertising.section.${key}`);
  const section: TSection = {
    id: "advertising",
    title: text("title"),
    body: [
      text("intro"),
      text(advertising.consentRequired ? "asked" : "notAsked"),
      text("choice"),
      text("received"),
      { list: t("legalAdvertising.section.data", { returnObjects: true }) as unknown as string[] },
      text("use"),
    ],
  };
  const cookies = t("legalAdvertising.cookies", { returnObjects: true }) as unknown as Omit<TSection, "id">;
  return sections.flatMap((entry) => (entry.id === "cookies" ? [{ ...entry, ...cookies }, section] : [entry]));
}

/**
 * A legal page: title, revision date, contents with anchor links, then the sections; the texts
 * name the operator's ways of contact and jurisdiction as Settings > General sets them, and the
 * Contact section shows who runs the site. The privacy policy gains its advertising section while
 * ads are live (`advertising`).
 */
export function LegalDocument({
  document,
  advertising = null,
}: {
  document: "privacy" | "terms";
  advertising?: TLegalAdvertising | null;
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const { operator } = useSite();
  const translated = t(`legal.${document}.sections`, {
    returnObjects: true,
    ...legalValues(operator, t as unknown as TTranslate),
  }) as readonly TSection[];
  const sections = advertising ? withAdvertising(translated, advertising, t as unknown as TTranslate) : translated;
  const revised = formatDate(`${LEGAL_LAST_REVISED}T00:00:00Z`, locale, { dateStyle: "long", timeZone: "UTC" });
  const other = OTHER_DOCUMENT[document];

  return (
    <div className="page-container py-10 sm:py-14">
      <article className="mx-auto max-w-3xl">
        <header className="border-b border-gray-200 pb-8">
          <h1 id="top" className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">
            {t(`legal.${document}.title`)}
          </h1>
          <p className="mt-3 text-sm text-gray-600">
            <Trans
              i18nKey="legal.lastRevised"
              values={{ date: revised }}
              components={{ time: <time dateTime={LEGAL_LAST_REVISED} /> }}
            />
          </p>
          <p className="mt-6 text-lg leading-relaxed text-gray-800">{t(`legal.${document}.intro`)}</p>
        </header>

        <nav aria-labelledby="legal-contents" className="mt-8 rounded-xl border border-gray-200 bg-gray-50 p-5 sm:p-6">
          <h2 id="legal-contents" className="text-base font-semibold text-gray-900">
            {t("legal.contents")}
          </h2>
          <ol className="mt-3 grid gap-x-8 gap-y-1 text-sm sm:grid-cols-2">
            {sections.map((section, index) => (
              <li key={section.id} className="flex gap-2">
                <span aria-hidden="true" className="w-6 shrink-0 py-1.5 text-end text-gray-600 tabular-nums">
                  {index + 1}.
                </span>
                <a
                  href={`#${section.id}`}
                  className="inline-block rounded py-1.5 text-primary-700 underline-offset-2 hover:text-primary-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        {sections.map((section, index) => (
          <section key={section.id} aria-labelledby={section.id} className="mt-10">
            <h2 id={section.id} className="text-xl font-semibold tracking-tight text-gray-900 sm:text-2xl">
              <span className="text-gray-500 tabular-nums">{index + 1}. </span>
              {section.title}
            </h2>
            <div className="mt-4 space-y-4 text-base leading-7 text-gray-800">
              {section.body.map((block, blockIndex) => (
                <Fragment key={blockIndex}>
                  <LegalBlock block={block} />
                </Fragment>
              ))}
              {section.id === CONTACT_SECTION ? <OperatorDetails operator={operator} /> : null}
            </div>
          </section>
        ))}

        <div className="mt-12 flex flex-wrap items-center justify-between gap-x-6 gap-y-2 border-t border-gray-200 pt-6 text-sm">
          <p className="text-gray-700">
            {t("legal.seeAlso")}{" "}
            <Link
              to={other.to}
              className="font-medium text-primary-700 underline underline-offset-2 hover:text-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
            >
              {t(other.label)}
            </Link>
          </p>
          <a
            href="#top"
            className="inline-flex min-h-11 items-center gap-2 rounded font-medium text-primary-700 hover:text-primary-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
          >
            <ArrowUp aria-hidden="true" className="size-4" />
            {t("legal.backToTop")}
          </a>
        </div>
      </article>
    </div>
  );
}

function LegalBlock({ block }: { block: TBlock }) {
  if (typeof block === "string") return <p>{block}</p>;
  if ("list" in block) {
    return (
      <ul className="list-disc space-y-2 ps-6 marker:text-gray-500">
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="space-y-3">
      {block.terms.map((item) => (
        <li key={item.term} className="border-s-2 border-primary-200 ps-4">
          <strong className="font-semibold text-gray-900">{item.term}:</strong> {item.detail}
        </li>
      ))}
    </ul>
  );
}
