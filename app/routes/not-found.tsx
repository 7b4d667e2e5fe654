import { data } from "react-router";
import { translate } from "@common/i18n";
import { NotFoundContent } from "~/components/shell/not-found-content";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export function meta({ matches, location }: Route.MetaArgs) {
  const root = matches[0].loaderData as { publicUrl: string };
  return buildMeta({
    title: translate("notFound.title"),
    description: translate("notFound.description"),
    path: location.pathname,
    publicUrl: root.publicUrl,
    noIndex: true,
  });
}

export default function NotFound() {
  return <NotFoundContent />;
}
