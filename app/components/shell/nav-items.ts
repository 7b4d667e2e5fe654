import { isAdmin, isCompany } from "@common/auth/permissions";
import type { TPublicUser } from "@common/auth/schemas";

export interface TNavItem {
  to: string;
  /** Catalog key under shell.nav. */
  label:
    | "home"
    | "dashboard"
    | "findJobs"
    | "jobSeekers"
    | "findCandidates"
    | "companies"
    | "aiAssistant"
    | "resumeBuilder"
    | "postAJob"
    | "admin";
  /** Only an exact URL match marks the link active (the home link would match everything). */
  isEnd?: boolean;
}

/** The main navigation for the visitor. */
export function buildNavItems(user: TPublicUser | null): TNavItem[] {
  if (!user) {
    return [
      { to: "/", label: "home", isEnd: true },
      { to: "/jobs", label: "findJobs" },
      { to: "/seekers", label: "jobSeekers" },
      { to: "/companies", label: "companies" },
      { to: "/ai-agent", label: "aiAssistant" },
      { to: "/resume-builder", label: "resumeBuilder" },
      { to: "/post-job", label: "postAJob" },
    ];
  }
  const items: TNavItem[] = [
    { to: "/dashboard", label: "dashboard" },
    { to: "/jobs", label: "findJobs" },
    { to: "/seekers", label: isCompany(user) ? "findCandidates" : "jobSeekers" },
    { to: "/companies", label: "companies" },
    { to: "/ai-agent", label: "aiAssistant" },
    { to: "/resume-builder", label: "resumeBuilder" },
    { to: "/post-job", label: "postAJob" },
  ];
  if (isAdmin(user)) items.push({ to: "/admin", label: "admin" });
  return items;
}
