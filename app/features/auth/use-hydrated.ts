import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server HTML and during hydration, true afterwards. The auth forms keep their
 * submit button disabled until then: before hydration a click would submit natively and the
 * password would reach the server outside the API.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
