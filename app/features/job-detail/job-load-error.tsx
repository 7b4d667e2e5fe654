import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { useNavigate } from "~/lib/localized-links";
import { Button } from "~/components/ui/button";
import { ListState } from "~/components/ui/list-state";

/**
 * Shown when the job could not be loaded in the browser
 * (a dropped connection, a server error). A job that does not exist is the 404 page instead.
 */
export function JobLoadError() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return (
    <div className="page-container flex flex-1 flex-col items-center justify-center py-16">
      <ListState
        status="failed"
        isPage
        message={t("jobDetail.error.message")}
        retryLabel={t("jobDetail.error.retry")}
        onRetry={() => void revalidator.revalidate()}
        isRetrying={revalidator.state === "loading"}
        secondaryAction={
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
        }
      />
    </div>
  );
}
