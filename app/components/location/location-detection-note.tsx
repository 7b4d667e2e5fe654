import { Loader2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { locationDetectionNote, useLocationDetectionStatus } from "~/lib/user-location";

/**
 * The note under a location field of a sign-up form: "Detecting location..." while detection
 * runs, the could-not-tell message once it gave up, nothing when the field has a value. Always
 * in the page, so what it says is announced when it comes (a polite status); `id` is for the
 * field's aria-describedby.
 */
export function LocationDetectionNote(props: { id: string; isFieldEmpty: boolean }) {
  const { t } = useTranslation();
  const note = locationDetectionNote(useLocationDetectionStatus(), props.isFieldEmpty);
  return (
    <p id={props.id} role="status" className="mt-1.5 flex items-center gap-2 text-sm text-gray-600 empty:mt-0">
      {note === "detecting" ? (
        <>
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          {t("locationDetection.detecting")}
        </>
      ) : note === "failed" ? (
        t("locationDetection.failed")
      ) : null}
    </p>
  );
}
