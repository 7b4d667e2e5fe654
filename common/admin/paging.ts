import { queryPage, queryPageSize } from "../validation/query";

// Every list of the administrator console is paged on the server: `?page=1&pageSize=25`
// (at most 100 a page), answered as a TAdminPage.

export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_MAX_PAGE_SIZE = 100;
export const ADMIN_MAX_PAGE = 10_000;

/** The paging part of a console list's query schema. */
export const adminPageQuery = {
  page: queryPage(ADMIN_MAX_PAGE),
  pageSize: queryPageSize(ADMIN_PAGE_SIZE, ADMIN_MAX_PAGE_SIZE),
};

/** A page of a list, as every console list answers it. */
export interface TAdminPage<TItem> {
  items: TItem[];
  total: number;
  page: number;
  pageSize: number;
}
