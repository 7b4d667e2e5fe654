import { Loader2 } from "lucide-react";
import { useNavigation } from "react-router";
import { useTranslation } from "react-i18next";

/**
 * While a client-side navigation waits for its loaders: a thin bar on top and a small spinner
 * under the header, both drawn over the page (no layout shift) and only after a short delay,
 * so quick navigations do not flash. The first page is rendered on the server with the
 * session already resolved, so it never shows this.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const isLoading = useNavigation().state === "loading";
  return (
    <>
      <div role="status" className="sr-only">
        {isLoading ? t("shell.loading") : ""}
      </div>
      {isLoading ? (
        <>
          <div aria-hidden="true" className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden">
            <div className="navigation-progress h-full w-2/5 bg-primary-600" />
          </div>
          <div
            aria-hidden="true"
            className="delayed-appear pointer-events-none fixed end-4 top-20 z-40 rounded-full border border-gray-200 bg-white p-2 shadow-sm"
          >
            <Loader2 className="size-5 animate-spin text-primary-700" />
          </div>
        </>
      ) : null}
    </>
  );
}
