import { useSyncExternalStore } from "react";

/**
 * Whether a CSS media query matches. On the server and during hydration it answers
 * `serverFallback`, so the first client render matches the server's HTML.
 */
export function useMediaQuery(query: string, serverFallback = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverFallback,
  );
}
