import { useState } from "react";
import { Bookmark, Download } from "lucide-react";
import { useLocation, useNavigation } from "react-router";
import { useTranslation } from "react-i18next";
import { CandidateProfileDialog } from "~/components/candidates/candidate-profile-dialog";
import { Button, buttonClasses } from "~/components/ui/button";
import { ListState } from "~/components/ui/list-state";
import { seekersExportHref } from "~/api/seekers";
import { SavedCandidatesSheet } from "./saved-candidates";
import { CandidateResults, VisitorInvitation } from "./seekers-results";
import { SeekersFilters } from "./seekers-filters";
import { isCardPage, parseSeekerParams, toSeekerParams, type TSeekersData } from "./seekers-query";
import { SeekersSort, ViewToggle, type TSeekersView } from "./seekers-toolbar";

/** The candidate directory, /seekers ("Find Job Seekers", docs/product.md). */
export function SeekersPage({ data }: { data: TSeekersData }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  const [view, setView] = useState<TSeekersView>("grid");
  const [openSeekerId, setOpenSeekerId] = useState<number | null>(null);
  const [isSavedOpen, setSavedOpen] = useState(false);
  const { result } = data;

  // While this page's next results load, the controls already show the search being loaded.
  const isLoading = navigation.state === "loading" && navigation.location?.pathname === location.pathname;
  const shownQuery = isLoading ? parseSeekerParams(new URLSearchParams(navigation.location.search)) : data.query;
  const isCompany = data.audience === "company";
  const matchJob = data.query.jobId ? (data.jobs.find((job) => job.id === data.query.jobId) ?? null) : null;

  return (
    <div className="page-container py-6 sm:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{t("seekers.title")}</h1>
          <p className="mt-2 max-w-2xl text-base text-gray-700">{t("seekers.intro")}</p>
        </div>
        {isCompany ? (
          <div className="flex shrink-0 flex-wrap gap-2">
            {data.canSave ? (
              <Button variant="secondary" onClick={() => setSavedOpen(true)}>
                <Bookmark aria-hidden="true" className="size-4" />
                {t("seekers.actions.saved")}
              </Button>
            ) : null}
            <a
              href={seekersExportHref(toSeekerParams(data.query))}
              download
              className={buttonClasses({ variant: "secondary" })}
            >
              <Download aria-hidden="true" className="size-4" />
              {t("seekers.actions.export")}
            </a>
          </div>
        ) : null}
      </div>

      <div className="mt-6">
        <SeekersFilters query={shownQuery} />
      </div>

      <section id="results" aria-labelledby="seekers-results-heading" className="mt-8">
        <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
          <div aria-live="polite" aria-atomic="true" className="min-w-0">
            <h2 id="seekers-results-heading" className="text-xl font-semibold text-gray-900">
              {isLoading
                ? t("seekers.loading")
                : result
                  ? t("seekers.count", { count: result.total })
                  : t("seekers.results.label")}
            </h2>
          </div>
          {isCompany ? (
            <div className="flex items-end gap-3">
              <SeekersSort query={shownQuery} jobs={data.jobs} />
              <ViewToggle view={view} onChange={setView} />
            </div>
          ) : null}
        </div>

        <div aria-busy={isLoading} className="mt-5">
          {result === null ? (
            <ListState
              status="failed"
              message={t("seekers.results.failed")}
              retryLabel={t("seekers.results.retry")}
              retryHref={`${location.pathname}${location.search}`}
            />
          ) : isCardPage(result) ? (
            <CandidateResults
              query={data.query}
              result={result}
              view={view}
              isLoading={isLoading}
              onOpen={setOpenSeekerId}
            />
          ) : (
            <VisitorInvitation />
          )}
        </div>
      </section>

      {isCompany ? (
        <CandidateProfileDialog seekerId={openSeekerId} job={matchJob} onClose={() => setOpenSeekerId(null)} />
      ) : null}
      {data.canSave ? (
        <SavedCandidatesSheet
          open={isSavedOpen}
          onOpenChange={setSavedOpen}
          onView={(seekerId) => {
            setSavedOpen(false);
            setOpenSeekerId(seekerId);
          }}
        />
      ) : null}
    </div>
  );
}
