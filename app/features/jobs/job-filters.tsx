import { X } from "lucide-react";
import { useLocation } from "react-router";
import { Link, useNavigate } from "~/lib/localized-links";
import { useTranslation } from "react-i18next";
import type { TJobSearchQuery } from "@common/jobs/schemas";
import { COUNTRY_NAMES, getCountry } from "@common/locations";
import { buttonClasses } from "~/components/ui/button";
import { clearFiltersChanges, countryChange, jobSearchHref } from "./search-query";
import {
  CityOptions,
  ImmediateSelect,
  salaryChoices,
  useCompanySizeChoices,
  useWorkTypeChoices,
  type TChoice,
} from "./search-options";
import { useImmediateValue } from "~/lib/use-immediate-value";

const labelClasses = "block text-sm font-medium text-gray-900";

/**
 * The filter sidebar: Country, City, Work Type, Salary Range, Company Size
 * and "Clear All Filters". Each change applies at once (a client navigation that adds a history
 * entry, so Back undoes it); without JavaScript the form is sent with "Apply Filters".
 * `query` is the search being shown or, while one loads, the one being loaded.
 */
export function JobFilters({ query, headingId }: { query: TJobSearchQuery; headingId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const workTypes = useWorkTypeChoices();
  const companySizes = useCompanySizeChoices();
  const salaryBands = [{ value: "", label: t("jobSearch.any") }, ...salaryChoices(query.country, query.salaryRange)];
  const currency = getCountry(query.country)?.currency ?? "USD";

  const apply = (changes: Parameters<typeof jobSearchHref>[2]) =>
    void navigate(jobSearchHref(pathname, query, changes), { preventScrollReset: true });

  return (
    <form
      method="get"
      action={pathname}
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        apply({});
      }}
      className="space-y-5"
    >
      {/* Without JavaScript the search words, sort and chips travel along. */}
      {query.search ? <input type="hidden" name="search" value={query.search} /> : null}
      {query.location ? <input type="hidden" name="location" value={query.location} /> : null}
      {query.company ? <input type="hidden" name="company" value={query.company} /> : null}
      {query.sort ? <input type="hidden" name="sort" value={query.sort} /> : null}

      <div className="space-y-1.5">
        <label htmlFor="filter-country" className={labelClasses}>
          {t("jobSearch.filters.country")}
        </label>
        <ImmediateSelect
          id="filter-country"
          name="country"
          value={query.country ?? ""}
          onPick={(value) => apply(countryChange(value))}
        >
          <option value="">{t("jobSearch.any")}</option>
          {COUNTRY_NAMES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </ImmediateSelect>
      </div>

      <div className="space-y-1.5">
        <label htmlFor="filter-city" className={labelClasses}>
          {t("jobSearch.filters.city")}
        </label>
        <ImmediateSelect
          id="filter-city"
          name="city"
          value={query.city ?? ""}
          disabled={!query.country && !query.city}
          aria-describedby={!query.country ? "filter-city-hint" : undefined}
          onPick={(value) => apply({ city: value || null })}
        >
          <CityOptions country={query.country} city={query.city} />
        </ImmediateSelect>
        {!query.country ? (
          <p id="filter-city-hint" className="text-sm text-gray-600">
            {t("jobSearch.form.cityNeedsCountry")}
          </p>
        ) : null}
      </div>

      <RadioGroup
        legend={t("jobSearch.filters.workType")}
        name="workType"
        choices={workTypes}
        value={query.workType ?? ""}
        onChange={(value) => apply({ workType: (value || null) as TJobSearchQuery["workType"] | null })}
      />

      <RadioGroup
        legend={t("jobSearch.filters.salaryRange")}
        hint={t("jobSearch.filters.salaryCurrency", { currency })}
        name="salaryRange"
        choices={salaryBands}
        value={query.salaryRange ?? ""}
        onChange={(value) => apply({ salaryRange: value || null })}
      />

      <RadioGroup
        legend={t("jobSearch.filters.companySize")}
        name="companySize"
        choices={companySizes}
        value={query.companySize ?? ""}
        onChange={(value) => apply({ companySize: value || null })}
      />

      <div className="space-y-2 pt-1">
        <noscript>
          {/* eslint-disable-next-line no-restricted-syntax -- a GET form's submit works before hydration */}
          <button type="submit" className={buttonClasses({ className: "w-full" })}>
            {t("jobSearch.filters.apply")}
          </button>
        </noscript>
        <Link
          to={jobSearchHref(pathname, query, clearFiltersChanges())}
          preventScrollReset
          className={buttonClasses({ variant: "secondary", className: "w-full" })}
        >
          <X aria-hidden="true" className="size-4" />
          {t("jobSearch.filters.clearAll")}
        </Link>
      </div>
    </form>
  );
}

function RadioGroup(props: {
  legend: string;
  hint?: string;
  name: string;
  choices: TChoice[];
  value: string;
  onChange: (value: string) => void;
}) {
  const [shown, show] = useImmediateValue(props.value);
  const hintId = props.hint ? `filter-${props.name}-hint` : undefined;
  return (
    <fieldset aria-describedby={hintId}>
      <legend className={labelClasses}>{props.legend}</legend>
      {props.hint ? (
        <p id={hintId} className="text-sm text-gray-600">
          {props.hint}
        </p>
      ) : null}
      <div className="mt-1">
        {props.choices.map((choice) => {
          const id = `filter-${props.name}-${choice.value || "any"}`;
          return (
            <label
              key={choice.value}
              htmlFor={id}
              className="-mx-2 flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 text-sm text-gray-800 hover:bg-gray-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-600"
            >
              <input
                id={id}
                type="radio"
                name={props.name}
                value={choice.value}
                checked={shown === choice.value}
                onChange={() => {
                  show(choice.value);
                  props.onChange(choice.value);
                }}
                className="size-4 shrink-0 accent-primary-700 focus:outline-none"
              />
              {/* A salary band ("$0 - $50k") keeps its order inside right-to-left text. */}
              <bdi>{choice.label}</bdi>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
