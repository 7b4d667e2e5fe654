import { Construction } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { TTranslate } from "@common/i18n";
import type { pages } from "@common/i18n/en/pages";
import { buttonClasses } from "~/components/ui/button";
import { useCurrentUser } from "~/lib/current-user";
import { buildMeta } from "~/lib/seo";

export type TPlaceholderFeature = keyof (typeof pages)["placeholder"]["features"];

/** Head tags of a placeholder page: its feature's name, and kept out of search engines. */
export function buildPlaceholderMeta(options: {
  feature: TPlaceholderFeature;
  path: string;
  publicUrl: string;
  t: TTranslate;
}) {
  const { t } = options;
  const title = t(`placeholder.features.${options.feature}.title`);
  return buildMeta({
    t,
    title,
    description: t("placeholder.metaDescription", {
      feature: title,
      summary: t(`placeholder.features.${options.feature}.summary`),
    }),
    path: options.path,
    publicUrl: options.publicUrl,
    noIndex: true,
  });
}

/**
 * The honest page for a feature that is not built yet: its name, what it will do, and ways
 * back. One component for all of them, so each route module stays a few lines.
 */
export function FeaturePlaceholder({ feature }: { feature: TPlaceholderFeature }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <div className="page-container flex flex-1 flex-col items-center justify-center py-16 text-center sm:py-24">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-primary-50 text-primary-700">
        <Construction aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">
        {t(`placeholder.features.${feature}.title`)}
      </h1>
      <p className="mt-3 text-lg font-medium text-gray-800">{t("placeholder.notAvailable")}</p>
      <p className="mt-4 max-w-xl text-base text-gray-700">
        {t("placeholder.body")} {t(`placeholder.features.${feature}.summary`)}
      </p>
      <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        {user ? (
          <Link to="/dashboard" className={buttonClasses()}>
            {t("placeholder.goDashboard")}
          </Link>
        ) : null}
        <Link to="/" className={buttonClasses({ variant: user ? "secondary" : "primary" })}>
          {t("placeholder.goHome")}
        </Link>
      </div>
    </div>
  );
}
