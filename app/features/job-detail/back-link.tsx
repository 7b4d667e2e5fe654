import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "~/lib/localized-links";

/**
 * "Back to Jobs": after an in-app navigation from the list, a real history step back, so the
 * list comes back with its search, page and scroll position; otherwise a link to the list.
 */
export function BackToJobsLink({ href, canGoBack }: { href: string; canGoBack: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Link
      to={href}
      onClick={(event) => {
        const isPlainClick = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
        if (canGoBack && isPlainClick) {
          event.preventDefault();
          void navigate(-1);
        }
      }}
      className="-ms-2 inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-medium text-gray-700 hover:text-primary-700 focus-visible:outline-2 focus-visible:outline-primary-600"
    >
      <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      {t("jobDetail.backToJobs")}
    </Link>
  );
}
