import { data } from "react-router";
import { NotFoundContent } from "~/components/shell/not-found-content";
import { buildMeta, metaTranslator } from "~/lib/seo";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  const root = matches[0].loaderData as { publicUrl: string };
  return buildMeta({
    t,
    matches,
    title: t("notFound.title"),
    description: t("notFound.description"),
    path: location.pathname,
    publicUrl: root.publicUrl,
    noIndex: true,
    isErrorPage: true,
  });
}

export default function NotFound() {
  return <NotFoundContent />;
}
