import { useEffect, useRef, useState } from "react";
import { useWatch } from "react-hook-form";
import { useStoredLocation } from "~/lib/user-location";
import type { TResumeForm } from "./form-parts";

/** How long "Detecting location..." may show before the field is simply left empty. */
const DETECTION_PATIENCE_MS = 8_000;

/**
 * Location fills itself when empty, from the location the app's
 * detector (app/features/location) caches in browser storage; meanwhile the field says
 * "Detecting location...". Once per visit: a location the person clears stays cleared. `fill`
 * sets it without counting it as the person's change (useOpenResume's autofill).
 */
export function useLocationAutofill(
  form: TResumeForm,
  isReady: boolean,
  fill: (value: string) => void,
): { isDetecting: boolean } {
  const location = useWatch({ control: form.control, name: "personalInfo.location" });
  const stored = useStoredLocation();
  const storedText = stored ? [stored.city, stored.country].filter(Boolean).join(", ") : "";
  const hasAutoFilled = useRef(false);
  const [hasGivenUp, setHasGivenUp] = useState(false);

  useEffect(() => {
    if (!isReady || hasAutoFilled.current) return;
    if (location.trim()) {
      hasAutoFilled.current = true; // the person's own location: never replaced
      return;
    }
    if (!storedText) return;
    hasAutoFilled.current = true;
    fill(storedText);
  }, [fill, isReady, location, storedText]);

  useEffect(() => {
    if (!isReady) return;
    const timer = window.setTimeout(() => setHasGivenUp(true), DETECTION_PATIENCE_MS);
    return () => window.clearTimeout(timer);
  }, [isReady]);

  return { isDetecting: isReady && !hasGivenUp && !storedText && !location.trim() };
}
