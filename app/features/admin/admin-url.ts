import { useCallback } from "react";
import { useLocation, useSearchParams } from "react-router";

/** A page number from the URL: a whole number of at least 1, else 1. */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** One of `choices`, else `fallback`. */
export function choiceParam<T extends string>(value: string | null, choices: readonly T[], fallback: T): T {
  return choices.includes(value as T) ? (value as T) : fallback;
}

/**
 * The console's state in the URL (?tab=users&q=...&page=2), so reload and Back show the same.
 * `href(patch)` and `update(patch)` keep the other parameters; an empty or null value removes one.
 */
export function useAdminParams() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();

  const merged = useCallback(
    (patch: Record<string, string | number | null>) => {
      const next = new URLSearchParams(params);
      for (const [name, value] of Object.entries(patch)) {
        if (value === null || value === "") next.delete(name);
        else next.set(name, String(value));
      }
      return next;
    },
    [params],
  );

  const href = (patch: Record<string, string | number | null>) => `${pathname}?${merged(patch)}`;
  const update = (patch: Record<string, string | number | null>) =>
    setParams(merged(patch), { preventScrollReset: true });
  return { params, href, update };
}
