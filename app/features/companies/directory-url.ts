import {
  COMPANY_DIRECTORY_FILTERS,
  ZCompanyDirectoryQuerySchema,
  type TCompanyDirectoryFilter,
  type TCompanyDirectoryQuery,
} from "@common/companies/schemas";

export const COMPANIES_PATH = "/companies";

/**
 * The page's filters as the URL holds them. A chosen country disables the City filter
 * (docs/product.md#companies), so the page drops a city that comes with a country (decision 005).
 */
export function pageFilters(query: TCompanyDirectoryQuery): TCompanyDirectoryQuery {
  return query.country ? { ...query, city: undefined } : query;
}

/**
 * The filters a page URL holds. Unlike the API, which answers 400, the page drops a value it
 * can't use (a mistyped industry in a shared link) and shows the rest.
 */
export function parsePageFilters(params: URLSearchParams): TCompanyDirectoryQuery {
  const filters: TCompanyDirectoryQuery = {};
  for (const key of COMPANY_DIRECTORY_FILTERS) {
    const parsed = ZCompanyDirectoryQuerySchema.shape[key].safeParse(params.get(key) ?? undefined);
    if (parsed.success && parsed.data) Object.assign(filters, { [key]: parsed.data });
  }
  return pageFilters(filters);
}

/** /companies with these filters, in a fixed order, leaving out empty ones. */
export function directoryUrl(filters: TCompanyDirectoryQuery): string {
  const params = new URLSearchParams();
  for (const key of COMPANY_DIRECTORY_FILTERS) {
    const value = pageFilters(filters)[key]?.trim();
    if (value) params.set(key, value);
  }
  const search = params.toString();
  return search ? `${COMPANIES_PATH}?${search}` : COMPANIES_PATH;
}

export function withoutFilter(filters: TCompanyDirectoryQuery, key: TCompanyDirectoryFilter): TCompanyDirectoryQuery {
  return { ...filters, [key]: undefined };
}

export function hasActiveFilters(filters: TCompanyDirectoryQuery): boolean {
  return COMPANY_DIRECTORY_FILTERS.some((key) => Boolean(filters[key]));
}

/** "View Jobs": the job list filtered by the company's name. */
export function companyJobsUrl(name: string): string {
  return `/jobs?company=${encodeURIComponent(name)}`;
}
