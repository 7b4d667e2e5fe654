import type { TAdminUser, TAdminUserFilter, TAdminUserList } from "@common/admin/users";
import { apiRequest } from "~/lib/api-client";

// /api/admin/users: the console's Users tab (administrators only).

export interface TAdminUsersSearch {
  q: string;
  role: TAdminUserFilter;
  page: number;
}

/** The address of one page of the list, which is also its key while it loads. */
export function adminUsersPath(search: TAdminUsersSearch): string {
  const params = new URLSearchParams({ page: String(search.page) });
  if (search.q) params.set("q", search.q);
  if (search.role !== "all") params.set("role", search.role);
  return `/api/admin/users?${params}`;
}

export const fetchAdminUsers = (path: string) => apiRequest<TAdminUserList>(path);

export const setAdminUserRole = (userId: number, admin: boolean) =>
  apiRequest<TAdminUser>(`/api/admin/users/${userId}/role`, { method: "POST", body: { admin } });

export const setAdminUserVerified = (userId: number, verified: boolean) =>
  apiRequest<TAdminUser>(`/api/admin/users/${userId}/verify`, { method: "POST", body: { verified } });

export const suspendAdminUser = (userId: number) =>
  apiRequest<TAdminUser>(`/api/admin/users/${userId}/suspend`, { method: "POST" });

export const reinstateAdminUser = (userId: number) =>
  apiRequest<TAdminUser>(`/api/admin/users/${userId}/reinstate`, { method: "POST" });

/** Answers 204 once the account is removed and anonymised. */
export const deleteAdminUser = (userId: number) => apiRequest<void>(`/api/admin/users/${userId}`, { method: "DELETE" });
