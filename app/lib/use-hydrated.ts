import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server HTML and during hydration, true afterwards. Forms that submit through the
 * API (sign-in, sign-up, the resume builder) keep their submit button disabled until then:
 * before hydration a click would submit natively, a password reaching the server outside the
 * API.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
