import { useTranslation } from "react-i18next";
import { Link } from "~/lib/localized-links";
import { buttonClasses } from "~/components/ui/button";
import { Pagination } from "~/components/ui/pagination";
import { pageCount, pagerState } from "~/lib/pager";
import { useAdminParams } from "./admin-url";

/** The pages of a console list, as links that keep the rest of the URL (?tab=...&page=N). */
export function AdminPagination({ page, total, pageSize }: { page: number; total: number; pageSize: number }) {
  const { t } = useTranslation();
  const { href } = useAdminParams();
  const pages = pageCount(total, pageSize);
  const { current } = pagerState(page, pages);
  return (
    <Pagination
      page={page}
      pages={pages}
      href={(target) => href({ page: target === 1 ? null : target })}
      labels={{
        nav: t("adminSettings.pagination.nav"),
        previous: t("adminSettings.pagination.previous"),
        next: t("adminSettings.pagination.next"),
        page: (target) => t("adminSettings.pagination.page", { page: target }),
        summary: current === null ? "" : t("adminSettings.pagination.summary", { page: current, pages }),
      }}
    />
  );
}

/** Past a list's last page (after a deletion, or an old link): the way back to its first page. */
export function FirstPageLink({ page }: { page: number }) {
  const { t } = useTranslation();
  const { href } = useAdminParams();
  if (page <= 1) return null;
  return (
    <Link to={href({ page: null })} preventScrollReset className={buttonClasses({ variant: "secondary" })}>
      {t("adminSettings.pagination.first")}
    </Link>
  );
}
