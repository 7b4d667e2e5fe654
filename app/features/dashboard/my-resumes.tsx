import { ChevronRight, FileText, Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "~/lib/localized-links";
import { absoluteDate } from "@common/jobs/format";
import type { TResumeSummary } from "@common/resumes/schema";
import { buttonClasses } from "~/components/ui/button";
import { ListState } from "~/components/ui/list-state";
import { useFormatLocale } from "~/lib/format-locale";

/** The job seeker dashboard's "My Resumes": each opens in the builder. */
export function MyResumes({ resumes }: { resumes: TResumeSummary[] }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  return (
    <section aria-labelledby="my-resumes-title" className="mt-10">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="my-resumes-title" className="flex items-center gap-2 text-lg font-semibold text-gray-900">
          <FileText aria-hidden="true" className="size-5 text-primary-700" />
          {t("dashboard.resumes.title")}
        </h2>
        {resumes.length ? (
          <p className="text-sm text-gray-600">{t("dashboard.resumes.count", { count: resumes.length })}</p>
        ) : null}
      </div>

      {resumes.length ? (
        <>
          <ul className="mt-4 divide-y divide-gray-200 overflow-hidden rounded-xl border border-gray-200 bg-white">
            {resumes.map((resume) => (
              <li key={resume.id}>
                <Link
                  to={`/resume-builder?id=${resume.id}`}
                  className="group flex items-center gap-4 p-4 transition-colors hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold break-words text-gray-900 group-hover:text-primary-700">
                      {resume.title || t("dashboard.resumes.untitled")}
                    </span>
                    <span className="mt-1 block text-sm text-gray-600">
                      {t("dashboard.resumes.updated", { date: absoluteDate(resume.updatedAt, locale) })}
                    </span>
                  </span>
                  <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-gray-400 rtl:-scale-x-100" />
                </Link>
              </li>
            ))}
          </ul>
          <Link to="/resume-builder" className={buttonClasses({ variant: "secondary", className: "mt-4" })}>
            <Plus aria-hidden="true" className="size-4" />
            {t("dashboard.resumes.newResume")}
          </Link>
        </>
      ) : (
        <ListState
          status="empty"
          className="mt-4"
          icon={FileText}
          title={t("dashboard.resumes.emptyTitle")}
          body={t("dashboard.resumes.emptyBody")}
          action={
            <Link to="/resume-builder" className={buttonClasses()}>
              <FileText aria-hidden="true" className="size-4" />
              {t("dashboard.resumes.build")}
            </Link>
          }
        />
      )}
    </section>
  );
}
