import { useTranslation } from "react-i18next";
import { AuthPageLayout } from "~/features/auth/auth-layout";
import { pauseLinkOf } from "~/features/job-alerts/pause-link.server";
import { PausePanel } from "~/features/job-alerts/pause-panel";
import { buildMeta, metaTranslator } from "~/lib/seo";
import type { Route } from "./+types/job-alerts-pause";

// The "Pause this alert" link of a job alert mail: works signed out; the page asks and its
// button posts the token (POST /api/job-alerts/pause).
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token")?.trim() ?? "";
  return { token, link: await pauseLinkOf(context, token) };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  const root = matches[0].loaderData as { publicUrl: string };
  return buildMeta({
    t,
    matches,
    title: t("jobAlerts.pause.metaTitle"),
    description: t("jobAlerts.pause.metaDescription"),
    path: "/job-alerts/pause",
    publicUrl: root.publicUrl,
    noIndex: true,
  });
}

export default function JobAlertPausePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AuthPageLayout title={t("jobAlerts.pause.title")} intro={t("jobAlerts.pause.metaDescription")}>
      <PausePanel token={loaderData.token} link={loaderData.link} />
    </AuthPageLayout>
  );
}
