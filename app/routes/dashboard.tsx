import { redirect } from "react-router";
import { localizePath } from "@common/i18n/language-paths";
import { VerifyEmailReminder } from "~/features/auth/verify-email-reminder";
import { CompanyDashboard } from "~/features/company-dashboard/company-dashboard";
import { Dashboard } from "~/features/dashboard/dashboard";
import { loadDashboard } from "~/features/dashboard/dashboard.server";
import { useCurrentUser } from "~/lib/current-user";
import { requireUser } from "~/lib/guards.server";
import { buildMeta, metaTranslator } from "~/lib/seo";
import type { Route } from "./+types/dashboard";

// Signed-in only; checked on the server so a signed-out visitor never sees
// the page but goes to sign in.
export async function loader({ context }: Route.LoaderArgs) {
  if (requireUser(context) !== "allowed") throw redirect(localizePath("/login", context.language));
  return loadDashboard(context);
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  const root = matches[0].loaderData as { publicUrl: string };
  return buildMeta({
    t,
    matches,
    title: t("dashboard.metaTitle"),
    description: t("dashboard.metaDescription"),
    path: "/dashboard",
    publicUrl: root.publicUrl,
    noIndex: true,
  });
}

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  const user = useCurrentUser();
  // The user is null only for the instant between signing out and leaving this page.
  return user ? (
    <Dashboard
      user={user}
      savedJobs={loaderData.savedJobs}
      resumes={loaderData.resumes}
      applications={loaderData.applications}
      recommendations={loaderData.recommendations}
      isFirstVisit={loaderData.isFirstVisit}
      notice={user.emailVerified === false ? <VerifyEmailReminder user={user} /> : null}
      companyPanel={loaderData.company ? <CompanyDashboard dashboard={loaderData.company} /> : null}
    />
  ) : null;
}
