import { ArrowRight, MapPin, Search } from "lucide-react";
import { Link, useLocalizedPath, useNavigate } from "~/lib/localized-links";
import { useTranslation } from "react-i18next";
import type { TJob } from "@common/jobs/schemas";
import { Button, buttonClasses } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { buildJobSearchPath } from "./job-search-path";
import { SectionHeading } from "./section-heading";

/**
 * "Job search box" and the three latest jobs. `latestJobs` is null when they could not be
 * loaded; the job card comes from the jobs feature through `renderJob` (features do not import
 * each other; the route composes them).
 */
export function JobSearchSection(props: { latestJobs: TJob[] | null; renderJob: (job: TJob) => React.ReactNode }) {
  const { t } = useTranslation();
  const { latestJobs } = props;
  return (
    <div className="py-16 sm:py-20">
      <section id="find-jobs" aria-labelledby="find-jobs-title" className="page-container">
        <SectionHeading
          id="find-jobs-title"
          title={t("landing.jobSearch.title")}
          subtitle={t("landing.jobSearch.subtitle")}
        />
        <JobSearchForm />
      </section>

      {/* Its own h2: the job cards title themselves with h3. */}
      <section id="latest-jobs" aria-labelledby="latest-jobs-title" className="page-container mt-14">
        <h2 id="latest-jobs-title" className="text-xl font-semibold text-gray-900">
          {t("landing.jobSearch.latestTitle")}
        </h2>
        {latestJobs && latestJobs.length > 0 ? (
          <ul className="mt-5 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {latestJobs.map((job) => (
              <li key={job.id} className="grid">
                {props.renderJob(job)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-5 rounded-xl border border-dashed border-gray-300 bg-gray-50 p-6 text-center text-base text-gray-700">
            {latestJobs ? t("landing.jobSearch.empty") : t("landing.jobSearch.unavailable")}
          </p>
        )}
        <div className="mt-8 text-center">
          <Link
            to="/jobs"
            className={buttonClasses({ variant: "secondary", size: "lg", className: "w-full sm:w-auto" })}
          >
            {t("landing.jobSearch.viewAll")}
            <ArrowRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          </Link>
        </div>
      </section>
    </div>
  );
}

/**
 * Without JavaScript the form submits `search` and `location` to /jobs as they are; with it, a
 * location that names one of our countries or cities becomes the `country`/`city` filters.
 */
function JobSearchForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localizedPath = useLocalizedPath();
  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    void navigate(
      buildJobSearchPath({ keywords: String(data.get("search") ?? ""), location: String(data.get("location") ?? "") }),
    );
  }
  return (
    <form
      role="search"
      aria-label={t("landing.jobSearch.formLabel")}
      method="get"
      action={localizedPath("/jobs")}
      onSubmit={handleSubmit}
      className="mx-auto mt-8 grid max-w-4xl gap-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6 md:grid-cols-[1fr_1fr_auto] md:items-end"
    >
      <div className="space-y-1.5">
        <label htmlFor="landing-search-keywords" className="block text-sm font-medium text-gray-900">
          {t("landing.jobSearch.keywordsLabel")}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-gray-500"
          />
          <Input
            id="landing-search-keywords"
            name="search"
            type="search"
            enterKeyHint="search"
            maxLength={200}
            autoComplete="off"
            placeholder={t("landing.jobSearch.keywordsPlaceholder")}
            className="ps-10"
          />
        </div>
      </div>
      <div className="space-y-1.5">
        <label htmlFor="landing-search-location" className="block text-sm font-medium text-gray-900">
          {t("landing.jobSearch.locationLabel")}
        </label>
        <div className="relative">
          <MapPin
            aria-hidden="true"
            className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-gray-500"
          />
          <Input
            id="landing-search-location"
            name="location"
            type="text"
            enterKeyHint="search"
            maxLength={100}
            autoComplete="address-level2"
            placeholder={t("landing.jobSearch.locationPlaceholder")}
            className="ps-10"
          />
        </div>
      </div>
      <Button type="submit" size="lg" className="w-full md:w-auto">
        <Search aria-hidden="true" className="size-5" />
        {t("landing.jobSearch.submit")}
      </Button>
    </form>
  );
}
