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

/**
 * For a button that needs the page's script: until hydration it is disabled and `aria-busy`
 * (visibly not ready, rather than a click that does nothing); `disabled` is its own state.
 */
export function useScriptReadyProps(disabled?: boolean): { disabled: boolean | undefined; "aria-busy"?: true } {
  const isHydrated = useHydrated();
  return isHydrated ? { disabled } : { disabled: true, "aria-busy": true };
}
