import { LogIn, UserSearch, X } from "lucide-react";
import { useLocation } from "react-router";
import { Link } from "~/lib/localized-links";
import { useTranslation } from "react-i18next";
import type { TSeekerSearchPage, TSeekerSearchQuery } from "@common/seekers/schemas";
import { CandidateCard } from "~/components/candidates/candidate-card";
import { MatchScoreBadge } from "~/components/candidates/candidate-match";
import { AccessGateLink } from "~/components/shell/access-gate";
import { Button, buttonClasses } from "~/components/ui/button";
import { ListState } from "~/components/ui/list-state";
import { Pagination } from "~/components/ui/pagination";
import { pageCount, pagerState } from "~/lib/pager";
import { hasFilters, seekersHref } from "./seekers-query";
import type { TSeekersView } from "./seekers-toolbar";

/** How many skills a card shows: 4 side by side in the grid, 6 in the list. */
export const CARD_SKILLS = { grid: 4, list: 6 } as const;

const SKELETON_COUNT = 6;

/** A company's page of candidates: cards in a grid or a list, each opening the profile. */
export function CandidateResults({
  query,
  result,
  view,
  isLoading,
  onOpen,
}: {
  query: TSeekerSearchQuery;
  result: TSeekerSearchPage;
  view: TSeekersView;
  isLoading: boolean;
  onOpen: (seekerId: number) => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const pages = pageCount(result.total, result.pageSize);
  const layout = view === "grid" ? "grid gap-4 sm:grid-cols-2 xl:grid-cols-3" : "space-y-4";

  if (isLoading) {
    return (
      <ListState
        status="loading"
        label={t("seekers.loading")}
        placeholder={
          <ul className={layout}>
            {Array.from({ length: SKELETON_COUNT }, (_, index) => (
              <li
                key={index}
                aria-hidden="true"
                className="h-64 animate-pulse rounded-xl border border-gray-200 bg-white p-5"
              >
                <div className="flex gap-3">
                  <div className="size-14 rounded-full bg-gray-100" />
                  <div className="flex-1 space-y-2 pt-2">
                    <div className="h-4 w-2/3 rounded bg-gray-100" />
                    <div className="h-3 w-1/2 rounded bg-gray-100" />
                  </div>
                </div>
              </li>
            ))}
          </ul>
        }
      />
    );
  }
  if (result.candidates.length === 0 && result.total > 0) {
    return (
      <ListState
        status="empty"
        className="py-10"
        title={t("seekers.results.pageBeyondEnd")}
        action={
          <Link to={seekersHref(pathname, query, { page: 1 })} className={buttonClasses({ variant: "secondary" })}>
            {t("seekers.results.firstPage")}
          </Link>
        }
      />
    );
  }
  if (result.candidates.length === 0) return <NoCandidates query={query} />;
  const { current } = pagerState(query.page, pages);
  return (
    <>
      <ul className={layout}>
        {result.candidates.map((candidate) => (
          <li key={candidate.userId} className="flex min-w-0">
            <CandidateCard
              card={candidate.card}
              className="w-full"
              skillLimit={CARD_SKILLS[view]}
              moreSkills={candidate.moreSkills}
              layout={view === "list" ? "row" : "stacked"}
              badge={
                candidate.match ? (
                  <MatchScoreBadge score={candidate.match.score} showBand={view === "list"} />
                ) : undefined
              }
              footer={
                <Button
                  variant="secondary"
                  className="w-full sm:w-auto"
                  aria-label={t("seekers.results.open", { name: candidate.card.name })}
                  onClick={() => onOpen(candidate.userId)}
                >
                  {t("seekers.results.viewProfile")}
                </Button>
              }
            />
          </li>
        ))}
      </ul>
      <Pagination
        page={query.page}
        pages={pages}
        href={(page) => `${seekersHref(pathname, query, { page })}#results`}
        labels={{
          nav: t("seekers.pagination.label"),
          previous: t("seekers.pagination.previous"),
          next: t("seekers.pagination.next"),
          page: (page) => t("seekers.pagination.page", { page }),
          summary: current === null ? "" : t("seekers.pagination.summary", { page: current, pages }),
        }}
      />
    </>
  );
}

/** "No candidates found", and the way out: clear the filters. */
export function NoCandidates({ query }: { query: TSeekerSearchQuery }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <ListState
      status="empty"
      className="py-12"
      icon={UserSearch}
      heading="h3"
      title={t("seekers.results.empty")}
      body={t("seekers.results.emptyBody")}
      action={
        hasFilters(query) ? (
          <Link
            to={seekersHref(pathname, query, {
              search: null,
              country: null,
              city: null,
              experience: null,
              availability: null,
              skills: null,
            })}
            preventScrollReset
            className={buttonClasses({ variant: "secondary" })}
          >
            <X aria-hidden="true" className="size-4" />
            {t("seekers.filters.clear")}
          </Link>
        ) : null
      }
    />
  );
}

/** What a signed-out visitor sees instead of cards: who may see them, and the ways in. */
export function VisitorInvitation() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  return (
    <section
      aria-labelledby="seekers-visitor-title"
      className="rounded-xl border border-primary-100 bg-primary-50/60 px-5 py-8 text-center sm:px-10"
    >
      <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-white text-primary-700 ring-1 ring-primary-100">
        <LogIn aria-hidden="true" className="size-6 rtl:-scale-x-100" />
      </span>
      <h3 id="seekers-visitor-title" className="mt-4 text-xl font-semibold text-gray-900">
        {t("seekers.visitor.title")}
      </h3>
      <p className="mx-auto mt-2 max-w-md text-base text-gray-700">{t("seekers.visitor.body")}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <AccessGateLink to="/login" returnTo={here}>
          {t("seekers.visitor.signIn")}
        </AccessGateLink>
        <AccessGateLink to="/register-company" variant="secondary">
          {t("seekers.visitor.registerCompany")}
        </AccessGateLink>
      </div>
    </section>
  );
}
