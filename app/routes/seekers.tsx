import { Building2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { permissions } from "@common/auth/permissions";
import { AccessGate, AccessGateLink } from "~/components/shell/access-gate";
import { loadSeekers } from "~/features/seekers/load-seekers.server";
import { SeekersPage } from "~/features/seekers/seekers-page";
import { refusePage } from "~/lib/guards.server";
import { buildMeta, metaTranslator } from "~/lib/seo";
import type { Route } from "./+types/seekers";

// Shown to companies, administrators and signed-out visitors (who see the count alone); any
// other signed-in user sees "Company Access Required" (decision 025). Never indexed: the
// directory is about people.
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!permissions.countCandidates(context.currentUser)) return refusePage("denied");
  return { access: "allowed" as const, data: await loadSeekers({ request, context }) };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  const root = matches[0].loaderData as { publicUrl: string };
  return buildMeta({
    t,
    matches,
    title: t("seekers.metaTitle"),
    description: t("seekers.metaDescription"),
    path: "/seekers",
    publicUrl: root.publicUrl,
    noIndex: true,
  });
}

export default function SeekersRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (loaderData.access === "allowed" && "data" in loaderData) return <SeekersPage data={loaderData.data} />;
  return (
    <AccessGate icon={Building2} title={t("seekersGate.title")} body={t("seekersGate.body")}>
      <AccessGateLink to="/register-company">{t("seekersGate.registerAsCompany")}</AccessGateLink>
    </AccessGate>
  );
}
