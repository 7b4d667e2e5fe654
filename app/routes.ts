import { type RouteConfig, index, route } from "@react-router/dev/routes";

// One module per URL. Pages of features that are not built
// yet render the shared placeholder until their feature lands.
export default [
  index("routes/home.tsx"),
  route("dashboard", "routes/dashboard.tsx"),
  route("login", "routes/login.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("verify-email", "routes/verify-email.tsx"),
  route("unsubscribe", "routes/unsubscribe.tsx"),
  route("job-alerts/pause", "routes/job-alerts-pause.tsx"),
  route("register", "routes/register.tsx"),
  route("register-company", "routes/register-company.tsx"),
  route("jobs", "routes/jobs.tsx"),
  route("jobs/:id", "routes/job-detail.tsx"),
  route("job-search", "routes/job-search.tsx"),
  route("resume-builder", "routes/resume-builder.tsx"),
  route("post-job", "routes/post-job.tsx"),
  route("seekers", "routes/seekers.tsx"),
  route("companies", "routes/companies.tsx"),
  route("companies/:company", "routes/company.tsx"),
  route("settings", "routes/settings.tsx"),
  route("messages", "routes/messages.tsx"),
  route("skills-assessment", "routes/skills-assessment.tsx"),
  route("ai-agent", "routes/ai-agent.tsx"),
  route("admin", "routes/admin.tsx"),
  route("employer-demo", "routes/employer-demo.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms-of-service", "routes/terms-of-service.tsx"),
  route("pages/:slug", "routes/content-page.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
