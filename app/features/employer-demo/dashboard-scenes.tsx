import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Check } from "lucide-react";
import { APPLICATION_STATUS_BADGE_CLASSES, type TApplicationStatus } from "@common/applications/pipeline";
import { CandidateCard } from "~/components/candidates/candidate-card";
import { MatchScoreBadge } from "~/components/candidates/candidate-match";
import { Tabs } from "~/components/ui/tabs";
import { cn } from "~/lib/cn";
import type { TSampleCandidate } from "./sample-data";

type TDashboardTab = "overview" | "jobs" | "applicants" | "candidates" | "analytics";

/** The stages the pipeline scene walks through, and the one it ends on. */
const PIPELINE: readonly TApplicationStatus[] = ["applied", "reviewing", "interview", "offer", "hired"];
const PIPELINE_REACHED = "interview";

function StatusBadge({ status }: { status: TApplicationStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold",
        APPLICATION_STATUS_BADGE_CLASSES[status],
      )}
    >
      {t(`applications.status.${status}`)}
    </span>
  );
}

function ApplicantRow({ candidate, status }: { candidate: TSampleCandidate; status: TApplicationStatus }) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-gray-200 bg-white p-4">
      <div className="min-w-0">
        <p className="font-semibold text-gray-900">{candidate.card.name}</p>
        <p className="text-sm text-gray-700">
          {t("employerDemo.appliedFor", { job: t("employerDemo.sample.jobTitle") })}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <MatchScoreBadge score={candidate.score} showBand={false} />
        <StatusBadge status={status} />
      </div>
    </li>
  );
}

/** The pipeline scene's applicant: the stages as a list, the reached one marked as current. */
function PipelineStages({ candidate }: { candidate: TSampleCandidate }) {
  const { t } = useTranslation();
  const reached = PIPELINE.indexOf(PIPELINE_REACHED);
  return (
    <div className="rounded-lg border border-primary-200 bg-primary-50 p-4">
      <p className="font-semibold text-gray-900">{t("employerDemo.pipeline.moved", { name: candidate.card.name })}</p>
      <ol
        aria-label={t("employerDemo.pipeline.label", { name: candidate.card.name })}
        className="mt-3 flex flex-wrap gap-2"
      >
        {PIPELINE.map((status, position) => (
          <li
            key={status}
            aria-current={position === reached ? "step" : undefined}
            className={cn(
              "inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium motion-safe:transition-colors",
              position < reached && "bg-white text-gray-800 ring-1 ring-gray-300",
              position === reached && "bg-primary-700 text-white",
              position > reached && "bg-white text-gray-700 ring-1 ring-gray-200 ring-dashed",
            )}
          >
            {position < reached ? <Check aria-hidden="true" className="size-4" /> : null}
            {t(`applications.status.${status}`)}
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * The company dashboard's tabs with example panels: the Candidates tab ranks the sample
 * candidates by match, the Applicants tab lists their applications (in the pipeline scene, the
 * first one has moved to Interview). The viewer may switch tabs; the other tabs say they are
 * not part of the example.
 */
export function DashboardScene({
  candidates,
  tab,
  showPipeline,
}: {
  candidates: TSampleCandidate[];
  tab: "candidates" | "applicants";
  showPipeline: boolean;
}) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<TDashboardTab>(tab);
  const other = <p className="rounded-lg bg-gray-50 p-4 text-sm text-gray-700">{t("employerDemo.otherTab")}</p>;
  const [moved] = candidates;
  return (
    <Tabs
      label={t("companyDashboard.tabsLabel")}
      selected={selected}
      onSelect={setSelected}
      tabs={[
        { key: "overview", label: t("companyDashboard.tabs.overview"), panel: other },
        { key: "jobs", label: t("companyDashboard.tabs.jobs"), panel: other },
        {
          key: "applicants",
          label: t("companyDashboard.tabs.applicants"),
          panel: (
            <div className="space-y-4">
              {showPipeline && moved ? <PipelineStages candidate={moved} /> : null}
              <ul className="space-y-3">
                {candidates.map((candidate) => (
                  <ApplicantRow
                    key={candidate.key}
                    candidate={candidate}
                    status={showPipeline && candidate === moved ? PIPELINE_REACHED : candidate.status}
                  />
                ))}
              </ul>
            </div>
          ),
        },
        {
          key: "candidates",
          label: t("companyDashboard.tabs.candidates"),
          panel: (
            <ol className="space-y-4">
              {candidates.map((candidate) => (
                <li key={candidate.key}>
                  <CandidateCard
                    card={candidate.card}
                    headingLevel={4}
                    layout="row"
                    badge={<MatchScoreBadge score={candidate.score} showBand={false} />}
                  />
                </li>
              ))}
            </ol>
          ),
        },
        { key: "analytics", label: t("companyAnalytics.tab"), panel: other },
      ]}
    />
  );
}
