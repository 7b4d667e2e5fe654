import { startTransition, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import {
  parseStoredLocation,
  USER_LOCATION_STORAGE_KEY,
  type TStoredLocation,
} from "@common/location/location-detection";

/** The cached location, or null when there is none or storage is blocked. */
export function readStoredLocation(): TStoredLocation | null {
  return parseStoredLocation(readStoredText());
}

// The location cache: the detected location lives in browser storage, written by the
// detector (app/features/location) and read by every form that pre-fills a location.

/**
 * Caches the location and tells this tab's open forms (useStoredLocation listens for the
 * storage event, which the browser itself only fires in other tabs). False when storage is
 * blocked: then nothing is cached and nothing is announced.
 */
export function storeLocation(location: TStoredLocation): boolean {
  const value = JSON.stringify(location);
  try {
    window.localStorage.setItem(USER_LOCATION_STORAGE_KEY, value);
  } catch {
    return false;
  }
  window.dispatchEvent(
    new StorageEvent("storage", { key: USER_LOCATION_STORAGE_KEY, newValue: value, storageArea: window.localStorage }),
  );
  return true;
}

function readStoredText(): string | null {
  try {
    return window.localStorage.getItem(USER_LOCATION_STORAGE_KEY);
  } catch {
    // Storage can be blocked (private mode, policies): then nothing is known.
    return null;
  }
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === USER_LOCATION_STORAGE_KEY) onChange();
  };
  window.addEventListener("storage", onStorage);
  return () => window.removeEventListener("storage", onStorage);
}

/**
 * The cached location text. The server can't read browser storage, so the HTML and the
 * hydration render have none; the value follows right after hydration, and again whenever
 * another tab or the detector (storeLocation) announces a new one. Each change re-renders in a
 * transition (useSyncExternalStore would re-render at once, in one long task that a phone
 * feels while the page is still starting: the search form and its city list).
 */
function useStoredLocationText(): string | null {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    const update = () => startTransition(() => setText(readStoredText()));
    update();
    return subscribe(update);
  }, []);
  return text;
}

/** The visitor's cached location for forms to pre-fill (null until hydrated, see above). */
export function useStoredLocation(): TStoredLocation | null {
  const text = useStoredLocationText();
  return useMemo(() => parseStoredLocation(text), [text]);
}

/**
 * Where this page load's detection stands (the detector in app/features/location sets it):
 * "idle" before any (also when a location was already cached), "detecting" for at most the
 * detector's deadline, then "found" once a location is cached or "failed" when none could be.
 */
export type TLocationDetectionStatus = "idle" | "detecting" | "found" | "failed";

let detectionStatus: TLocationDetectionStatus = "idle";
const detectionListeners = new Set<() => void>();

export function setLocationDetectionStatus(status: TLocationDetectionStatus) {
  if (status === detectionStatus) return;
  detectionStatus = status;
  for (const listener of detectionListeners) listener();
}

function subscribeToDetection(onChange: () => void) {
  detectionListeners.add(onChange);
  return () => {
    detectionListeners.delete(onChange);
  };
}

/** The detection's status; "idle" on the server and while hydrating. */
export function useLocationDetectionStatus(): TLocationDetectionStatus {
  return useSyncExternalStore(
    subscribeToDetection,
    () => detectionStatus,
    () => "idle",
  );
}

/**
 * What the note by an empty location field says: "Detecting location..." while detection runs,
 * "We couldn't detect your location..." once it has given up; nothing when the field has a
 * value or detection found a place (the field fills itself from it).
 */
export function locationDetectionNote(
  status: TLocationDetectionStatus,
  isFieldEmpty: boolean,
): "detecting" | "failed" | null {
  if (!isFieldEmpty) return null;
  return status === "detecting" || status === "failed" ? status : null;
}
