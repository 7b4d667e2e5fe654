import { redirect } from "react-router";
import { translate } from "@common/i18n";
import { Dashboard } from "~/features/dashboard/dashboard";
import { loadSavedJobs } from "~/features/dashboard/saved-jobs.server";
import { useCurrentUser } from "~/lib/current-user";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/dashboard";

// Signed-in only; checked on the server so a signed-out visitor never sees the page.
export async function loader({ context }: Route.LoaderArgs) {
  if (!context.currentUser) throw redirect("/login");
  return { savedJobs: await loadSavedJobs(context) };
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0].loaderData as { publicUrl: string };
  return buildMeta({
    title: translate("dashboard.metaTitle"),
    description: translate("dashboard.metaDescription"),
    path: "/dashboard",
    publicUrl: root.publicUrl,
    noIndex: true,
  });
}

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  const user = useCurrentUser();
  // The user is null only for the instant between signing out and leaving this page.
  return user ? <Dashboard user={user} savedJobs={loaderData.savedJobs} /> : null;
}
