import { useRevalidator, useRouteLoaderData } from "react-router";
import { permissions } from "@common/auth/permissions";
import type { TPublicUser } from "@common/auth/schemas";

type TRootData = { user: TPublicUser | null; publicUrl: string; language: string };

/** The signed-in user, resolved on the server by the root loader (null when signed out). */
export function useCurrentUser(): TPublicUser | null {
  return useRouteLoaderData<TRootData>("root")?.user ?? null;
}

export function useIsAdmin(): boolean {
  return permissions.administer(useCurrentUser());
}

/** Re-runs the root loader, so the user is fetched again after sign-in, sign-up or sign-out. */
export function useRefreshCurrentUser() {
  const revalidator = useRevalidator();
  return () => revalidator.revalidate();
}
