import { useMemo } from "react";
import type { TJob } from "@common/jobs/schemas";
import { VerifyEmailReminder } from "~/features/auth/verify-email-reminder";
import { CompanyDashboard } from "~/features/company-dashboard/company-dashboard";
import { Dashboard } from "~/features/dashboard/dashboard";
import { loadDashboard } from "~/features/dashboard/dashboard.server";
import { JobCard } from "~/features/jobs/job-card";
import { buildFaqJsonLd } from "~/features/landing/faq";
import { loadLandingContent } from "~/features/landing/landing-content.server";
import { LandingPage } from "~/features/landing/landing-page";
import { findLatestJobs } from "~/features/landing/latest-jobs.server";
import { useCurrentUser } from "~/lib/current-user";
import { buildMeta, metaTranslator } from "~/lib/seo";
import { siteName } from "~/lib/site";
import type { TSiteProfile } from "@common/site/profile";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  // One clock for the server render and hydration, so "2 days ago" cannot differ between them.
  const now = new Date().toISOString();
  // Signed in: the dashboard, with the same data as /dashboard.
  if (context.currentUser) return { now, latestJobs: null, landing: null, ...(await loadDashboard(context)) };
  // Signed out: the landing page, its three latest jobs, and its testimonials and FAQ.
  const [latestJobs, landing] = await Promise.all([
    findLatestJobs(context.app),
    loadLandingContent(context.app, context.t),
  ]);
  return { now, latestJobs, landing };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  const root = matches[0].loaderData as { publicUrl: string; site?: TSiteProfile };
  const name = siteName({ name: root.site?.name ?? null }, t);
  const description = t("home.metaDescription");
  const jsonLd: Record<string, unknown>[] = [
    { "@context": "https://schema.org", "@type": "WebSite", name, url: `${root.publicUrl}/`, description },
    { "@context": "https://schema.org", "@type": "Organization", name, url: `${root.publicUrl}/` },
  ];
  // The FAQ is on the landing page only; the structured data is built from the very questions the
  // page shows (the loader's), so the two cannot differ.
  const faqs = loaderData?.landing?.faqs.items;
  if (faqs?.length) jsonLd.push(buildFaqJsonLd(faqs));
  return buildMeta({
    t,
    matches,
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
      content={loaderData.landing}
      renderJob={(job: TJob) => <JobCard job={job} isSaved={false} now={now} />}
    />
  );
}
