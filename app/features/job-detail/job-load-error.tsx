import { ArrowLeft, CircleAlert, RotateCcw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useNavigate, useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";

/**
 * spec-1 section 8 "job load fails": shown when the job could not be loaded in the browser
 * (a dropped connection, a server error). A job that does not exist is the 404 page instead.
 */
export function JobLoadError() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return (
    <div className="page-container flex flex-1 flex-col items-center justify-center py-16 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-red-50 text-red-700">
        <CircleAlert aria-hidden="true" className="size-6" />
      </span>
      <p role="alert" className="mt-5 max-w-md text-base font-medium text-gray-900">
        {t("jobDetail.error.message")}
      </p>
      <div className="mt-6 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        <Button
          variant="secondary"
          onClick={() => {
            // Back where the visitor came from; straight to the list when there is no history.
            if (window.history.length > 1) void navigate(-1);
            else void navigate("/jobs");
          }}
        >
          <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t("jobDetail.error.back")}
        </Button>
        <Button onClick={() => void revalidator.revalidate()} disabled={revalidator.state === "loading"}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {t("jobDetail.error.retry")}
        </Button>
      </div>
    </div>
  );
}
