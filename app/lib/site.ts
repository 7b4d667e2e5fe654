import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import type { TFigureKey } from "@common/site/figures";
import { SITE_FIGURES } from "@common/site/figures";
import type { TSiteProfile } from "@common/site/profile";
import type { TTranslate } from "@common/i18n";

const NO_SITE: TSiteProfile = {
  name: null,
  operator: { name: null, postalAddress: null, contactEmail: null, jurisdiction: null },
  figures: {},
  pages: [],
  pageSeo: null,
};

/** The site's settings and content every page knows (the root loader's `site`). */
export function useSite(): TSiteProfile {
  return useRouteLoaderData<{ site?: TSiteProfile }>("root")?.site ?? NO_SITE;
}

/** The site's name: Settings > General's, else the catalogue's. */
export function siteName(site: Pick<TSiteProfile, "name">, t: TTranslate): string {
  return site.name ?? t("app.name");
}

/** A marketing figure's texts as shown (an administrator's change, else the catalogue's), or null when hidden. */
export function figureTexts(
  site: Pick<TSiteProfile, "figures">,
  key: TFigureKey,
  t: TTranslate,
): { value: string; label: string | null } | null {
  const change = site.figures[key];
  if (change?.hidden) return null;
  const keys = SITE_FIGURES[key];
  return {
    value: change?.value ?? t(keys.value),
    label: keys.label === null ? null : (change?.label ?? t(keys.label)),
  };
}

/** The catalogue's text function as the plain TTranslate the helpers above take. */
function usePlainTranslate(): TTranslate {
  const { t } = useTranslation();
  return t as unknown as TTranslate;
}

/** The site's name, for a component. */
export function useSiteName(): string {
  return siteName(useSite(), usePlainTranslate());
}

/** A component's reader of the marketing figures: each one's texts as shown, or null when hidden. */
export function useFigures(): (key: TFigureKey) => ReturnType<typeof figureTexts> {
  const site = useSite();
  const t = usePlainTranslate();
  return (key) => figureTexts(site, key, t);
}
