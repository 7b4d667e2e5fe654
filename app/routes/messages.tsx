import { LogIn, MessageSquareOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import { permissions } from "@common/auth/permissions";
import { AccessGate, AccessGateLink } from "~/components/shell/access-gate";
import { MessagesPage } from "~/features/messages/messages-page";
import { refusePage, requireUser } from "~/lib/guards.server";
import { buildMeta, metaTranslator } from "~/lib/seo";
import type { Route } from "./+types/messages";

// The inbox of company and job-seeker accounts; a signed-out visitor is asked to sign in first.
// The threads are read through the API once the page is in the browser.
export function loader({ context }: Route.LoaderArgs) {
  const access = requireUser(context);
  if (access !== "allowed") return refusePage(access);
  if (!permissions.useMessages(context.currentUser)) return refusePage("denied");
  return { access };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  const root = matches[0].loaderData as { publicUrl: string };
  return buildMeta({
    t,
    matches,
    title: t("messages.page.metaTitle"),
    description: t("messages.page.description"),
    path: "/messages",
    publicUrl: root.publicUrl,
    noIndex: true,
  });
}

export default function Messages({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (loaderData.access === "allowed") return <MessagesPage />;
  if (loaderData.access === "denied") {
    return (
      <AccessGate icon={MessageSquareOff} title={t("messages.page.deniedTitle")} body={t("messages.page.deniedBody")}>
        <AccessGateLink to="/dashboard">{t("messages.page.toDashboard")}</AccessGateLink>
      </AccessGate>
    );
  }
  return (
    <AccessGate icon={LogIn} title={t("messages.page.signInTitle")} body={t("messages.page.signInBody")}>
      <AccessGateLink to="/login" returnTo="/messages">
        {t("messages.page.signIn")}
      </AccessGateLink>
    </AccessGate>
  );
}
