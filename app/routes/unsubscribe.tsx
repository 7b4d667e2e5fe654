import { useTranslation } from "react-i18next";
import { AuthPageLayout } from "~/features/auth/auth-layout";
import { UnsubscribePanel } from "~/features/unsubscribe/unsubscribe-panel";
import { unsubscribeListOf } from "~/features/unsubscribe/unsubscribe.server";
import { buildMeta, metaTranslator } from "~/lib/seo";
import type { Route } from "./+types/unsubscribe";

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token")?.trim() ?? "";
  return { token, list: await unsubscribeListOf(context, token) };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  const root = matches[0].loaderData as { publicUrl: string };
  return buildMeta({
    t,
    matches,
    title: t("unsubscribe.metaTitle"),
    description: t("unsubscribe.metaDescription"),
    path: "/unsubscribe",
    publicUrl: root.publicUrl,
    noIndex: true,
  });
}

export default function UnsubscribePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AuthPageLayout title={t("unsubscribe.title")} intro={t("unsubscribe.metaDescription")}>
      <UnsubscribePanel token={loaderData.token} list={loaderData.list} />
    </AuthPageLayout>
  );
}
