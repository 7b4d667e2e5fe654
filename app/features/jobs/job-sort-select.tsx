import { useLocation } from "react-router";
import { useNavigate } from "~/lib/localized-links";
import { useTranslation } from "react-i18next";
import { JOB_SORTS, type TJobSearchQuery } from "@common/jobs/schemas";
import { buttonClasses } from "~/components/ui/button";
import { inputClasses } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { jobSearchHref, toJobSearchParams } from "./search-query";
import { useImmediateValue } from "~/lib/use-immediate-value";

/**
 * The sort dropdown, which really sorts (docs/product.md#jobs). A native select: the
 * platform's own picker on phones, and with no JavaScript the form is sent with "Sort". "Best
 * match" is offered to a signed-in job seeker with a resume only.
 */
export function JobSortSelect({ query, canSortByMatch }: { query: TJobSearchQuery; canSortByMatch: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [shown, show] = useImmediateValue(query.sort ?? "relevance");
  const kept = [...toJobSearchParams({ ...query, sort: undefined, page: 1 }).entries()];
  return (
    <form method="get" action={pathname} className="flex shrink-0 items-center gap-2">
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="job-sort" className="sr-only shrink-0 text-sm font-medium text-gray-900 sm:not-sr-only">
        {t("jobSearch.results.sortLabel")}
      </label>
      <select
        id="job-sort"
        name="sort"
        value={shown}
        onChange={(event) => {
          show(event.target.value);
          void navigate(jobSearchHref(pathname, query, { sort: event.target.value as TJobSearchQuery["sort"] }), {
            preventScrollReset: true,
          });
        }}
        className={cn(inputClasses, "w-auto min-w-0 py-1.5 text-sm")}
      >
        {JOB_SORTS.filter((sort) => sort !== "match" || canSortByMatch).map((sort) => (
          <option key={sort} value={sort}>
            {t(`jobSearch.results.sort.${sort}`)}
          </option>
        ))}
      </select>
      <noscript>
        {/* eslint-disable-next-line no-restricted-syntax -- a GET form's submit works before hydration */}
        <button type="submit" className={buttonClasses({ variant: "secondary" })}>
          {t("jobSearch.results.sortApply")}
        </button>
      </noscript>
    </form>
  );
}
