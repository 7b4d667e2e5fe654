import { useEffect, useRef } from "react";
import { useWatch } from "react-hook-form";
import { locationDetectionNote, useLocationDetectionStatus, useStoredLocation } from "~/lib/user-location";
import type { TResumeForm } from "./form-parts";

/**
 * Location fills itself when empty, from the location the app's
 * detector (app/features/location) caches in browser storage; meanwhile the field says
 * "Detecting location...", and when the detector gives up (its deadline, detect-location.ts)
 * the field says it could not tell. Once per visit: a location the person clears stays cleared.
 * `fill` sets it without counting it as the person's change (useOpenResume's autofill).
 */
export function useLocationAutofill(
  form: TResumeForm,
  isReady: boolean,
  fill: (value: string) => void,
): { isDetecting: boolean; hasFailed: boolean } {
  const location = useWatch({ control: form.control, name: "personalInfo.location" });
  const stored = useStoredLocation();
  const storedText = stored ? [stored.city, stored.country].filter(Boolean).join(", ") : "";
  const hasAutoFilled = useRef(false);
  const status = useLocationDetectionStatus();

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

  const note = isReady ? locationDetectionNote(status, !storedText && !location.trim()) : null;
  return { isDetecting: note === "detecting", hasFailed: note === "failed" };
}
