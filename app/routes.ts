import { type RouteConfig, index, prefix, route } from "@react-router/dev/routes";

// One module per URL. Each page is at its English URL (/jobs) and under each other language's
// prefix (/ar/jobs, /fr/jobs), the same module with its own route id; the server reads the
// language from the prefix (common/i18n/resolve-language.ts).
function pages(language?: string) {
  const id = (file: string) => (language ? { id: `${language}/${file.replace(/\.tsx$/, "")}` } : {});
  const page = (path: string, file: string) => route(path, file, id(file));
  return [
    index("routes/home.tsx", id("routes/home.tsx")),
    page("dashboard", "routes/dashboard.tsx"),
    page("login", "routes/login.tsx"),
    page("forgot-password", "routes/forgot-password.tsx"),
    page("reset-password", "routes/reset-password.tsx"),
    page("verify-email", "routes/verify-email.tsx"),
    page("unsubscribe", "routes/unsubscribe.tsx"),
    page("job-alerts/pause", "routes/job-alerts-pause.tsx"),
    page("register", "routes/register.tsx"),
    page("register-company", "routes/register-company.tsx"),
    page("jobs", "routes/jobs.tsx"),
    page("jobs/:id", "routes/job-detail.tsx"),
    page("job-search", "routes/job-search.tsx"),
    page("resume-builder", "routes/resume-builder.tsx"),
    page("post-job", "routes/post-job.tsx"),
    page("seekers", "routes/seekers.tsx"),
    page("companies", "routes/companies.tsx"),
    page("companies/:company", "routes/company.tsx"),
    page("settings", "routes/settings.tsx"),
    page("messages", "routes/messages.tsx"),
    page("skills-assessment", "routes/skills-assessment.tsx"),
    page("ai-agent", "routes/ai-agent.tsx"),
    page("admin", "routes/admin.tsx"),
    page("employer-demo", "routes/employer-demo.tsx"),
    page("privacy-policy", "routes/privacy-policy.tsx"),
    page("terms-of-service", "routes/terms-of-service.tsx"),
    page("pages/:slug", "routes/content-page.tsx"),
    page("*", "routes/not-found.tsx"),
  ];
}

export default [...prefix("ar", pages("ar")), ...prefix("fr", pages("fr")), ...pages()] satisfies RouteConfig;
