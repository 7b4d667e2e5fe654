import { useMemo } from "react";
import type { TJob } from "@common/jobs/schemas";
import { VerifyEmailReminder } from "~/features/auth/verify-email-reminder";
import { CompanyDashboard } from "~/features/company-dashboard/company-dashboard";
import { Dashboard } from "~/features/dashboard/dashboard";
import { loadDashboard } from "~/features/dashboard/dashboard.server";
import { JobCard } from "~/features/jobs/job-card";
import { buildFaqJsonLd, toFaqItems } from "~/features/landing/faq";
import { LandingPage } from "~/features/landing/landing-page";
import { findLatestJobs } from "~/features/landing/latest-jobs.server";
import { useCurrentUser } from "~/lib/current-user";
import { buildMeta, metaTranslator } from "~/lib/seo";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  // One clock for the server render and hydration, so "2 days ago" cannot differ between them.
  const now = new Date().toISOString();
  // Signed in: the dashboard, with the same data as /dashboard.
  if (context.currentUser) return { now, latestJobs: null, ...(await loadDashboard(context)) };
  // Signed out: the landing page and its three latest jobs.
  return { now, latestJobs: await findLatestJobs(context.app) };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  const root = matches[0].loaderData as { publicUrl: string; user: unknown };
  const name = t("app.name");
  const description = t("home.metaDescription");
  const jsonLd: Record<string, unknown>[] = [
    { "@context": "https://schema.org", "@type": "WebSite", name, url: `${root.publicUrl}/`, description },
    { "@context": "https://schema.org", "@type": "Organization", name, url: `${root.publicUrl}/` },
  ];
  // The FAQ is on the landing page only; the structured data must match what the page shows.
  if (!root.user) jsonLd.push(buildFaqJsonLd(toFaqItems(t("landing.faq.items", { returnObjects: true }))));
  return buildMeta({
    t,
    title: t("home.metaTitle"),
    description,
    keywords: ["jobs", "job search", "AI resume builder", "careers", "hiring", "job marketplace"],
    path: "/",
    publicUrl: root.publicUrl,
    jsonLd,
  });
}

// Signed-out visitors get the landing page, signed-in users their dashboard.
export default function Home({ loaderData }: Route.ComponentProps) {
  const user = useCurrentUser();
  const now = useMemo(() => new Date(loaderData.now), [loaderData.now]);
  if (user && "applications" in loaderData) {
    return (
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
    );
  }
  // Visitors have no saved jobs; the card's save button asks them to sign in.
  return (
    <LandingPage
      latestJobs={loaderData.latestJobs}
      renderJob={(job: TJob) => <JobCard job={job} isSaved={false} now={now} />}
    />
  );
}
