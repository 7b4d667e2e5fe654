import { useEffect } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { notify } from "~/lib/notify";
import { detectLocation } from "./detect-location";
import { getIpLocation } from "~/api/location";
import { fillsDetectedLocation, usesDetectedLocation } from "./location-pages";
import { readStoredLocation, setLocationDetectionStatus, storeLocation } from "~/lib/user-location";

// One detection per page load at most, however often the detector re-renders or remounts.
let detection: Promise<void> | undefined;

/**
 * Detects the visitor's location once per browser, the first time a page with a location
 * field opens, caches it and, where a form fills itself from it, says so in one toast
 * (decision 005; the job search only offers it). Renders nothing. The location goes only to
 * this browser's storage; forms pre-fill from there and stay editable. The detection's status
 * (useLocationDetectionStatus) lets a location field say "Detecting location..." and, when
 * nothing could be told within the deadline (detect-location.ts), that the person types it.
 */
export function LocationDetector() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const isLocationPage = usesDetectedLocation(pathname);
  const isFillingPage = fillsDetectedLocation(pathname);

  useEffect(() => {
    if (!isLocationPage || detection || readStoredLocation()) return;
    setLocationDetectionStatus("detecting");
    detection = detectLocation({
      fetchIpLocation: getIpLocation,
      browserTimeZone: () => Intl.DateTimeFormat().resolvedOptions().timeZone,
      now: () => new Date(),
    }).then((location) => {
      // A value cached meanwhile (another tab) wins.
      if (readStoredLocation()) return setLocationDetectionStatus("found");
      // Nothing known, or nowhere to keep it: nothing fills the field, which says so; no toast.
      if (!location || !storeLocation(location)) return setLocationDetectionStatus("failed");
      setLocationDetectionStatus("found");
      if (!isFillingPage) return;
      notify({
        title: t("locationDetection.detectedTitle"),
        description: location.city
          ? t("locationDetection.detectedDescription", { city: location.city, country: location.country })
          : t("locationDetection.detectedCountryDescription", { country: location.country }),
      });
    });
  }, [isLocationPage, isFillingPage, t]);

  return null;
}
