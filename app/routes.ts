import { type RouteConfig, index, prefix, route } from "@react-router/dev/routes";

// One module per URL. Each page is at its English URL (/jobs) and under each other language's
// prefix (/ar/jobs, /fr/jobs): one route with an optional first segment, so the route table (in
// every page's first-load script) does not grow with the languages. The root loader answers 404
// for a first segment that is not a language (/de/jobs); the server reads the language from the
// prefix (common/i18n/resolve-language.ts).
export default prefix(":lang?", [
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
]) satisfies RouteConfig;
