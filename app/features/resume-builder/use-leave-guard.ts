import { useEffect } from "react";
import { useBlocker } from "react-router";

/**
 * Asks before the person leaves the page with work that would be lost:
 * React Router's blocker for links in the app (the page shows the question and proceeds or
 * resets it), the browser's own question for closing or reloading the tab.
 */
export function useLeaveGuard(wouldLoseWork: () => boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && wouldLoseWork(),
  );
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (wouldLoseWork()) event.preventDefault();
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [wouldLoseWork]);
  return blocker;
}
