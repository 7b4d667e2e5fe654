import { useCallback, useEffect, useState } from "react";
import { useMediaQuery } from "~/components/shell/use-media-query";
import { SCENE_MS } from "./sample-data";

/**
 * The walkthrough's state: the shown scene and whether it plays. Until the viewer chooses, it
 * plays once the page's script runs, unless the device asks for reduced motion: then it waits,
 * paused, for Play or Next (the server's HTML is the first scene, paused, as a reduced-motion
 * device would see it). Playing advances one scene every SCENE_MS and stops on the last; a step
 * chosen by hand starts the scene's time again.
 */
export function useWalkthrough(count: number, initialIndex: number) {
  const [index, setIndex] = useState(initialIndex);
  const [choice, setChoice] = useState<"auto" | "playing" | "paused">("auto");
  const isReducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)", true);
  const isLast = index === count - 1;
  const isPlaying = !isLast && (choice === "playing" || (choice === "auto" && !isReducedMotion));

  useEffect(() => {
    if (!isPlaying) return;
    const timer = window.setTimeout(() => setIndex((current) => Math.min(current + 1, count - 1)), SCENE_MS);
    return () => window.clearTimeout(timer);
  }, [isPlaying, index, count]);

  const goTo = useCallback((next: number) => setIndex(Math.max(0, Math.min(next, count - 1))), [count]);

  /** Play, pause, or at the end play again from the first scene. */
  const toggle = useCallback(() => {
    if (isPlaying) {
      setChoice("paused");
      return;
    }
    if (isLast) setIndex(0);
    setChoice("playing");
  }, [isLast, isPlaying]);

  return {
    index,
    isPlaying,
    isLast,
    toggle,
    pause: useCallback(() => setChoice("paused"), []),
    previous: () => goTo(index - 1),
    next: () => goTo(index + 1),
  };
}
