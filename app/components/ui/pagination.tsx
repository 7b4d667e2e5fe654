import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "~/lib/localized-links";
import { cn } from "~/lib/cn";
import { pagerState } from "~/lib/pager";

const itemClasses =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-3 text-sm font-medium " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600";

/**
 * Previous / page numbers / Next, as plain links (they work without JavaScript and can be
 * opened in a new tab); `href(page)` is each page's address. Past the last page no number is
 * current and Previous leads to the last page. The texts come from the list's own catalogue.
 */
export function Pagination({
  page,
  pages,
  href,
  labels,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
  labels: { nav: string; previous: string; next: string; page: (page: number) => string; summary: string };
}) {
  const { current, items, previous, next } = pagerState(page, pages);
  if (pages <= 1 && current !== null) return null;

  const step = (target: number | null, label: string, icon: React.ReactNode, isNext: boolean) =>
    target === null ? (
      <span aria-disabled="true" className={cn(itemClasses, "cursor-not-allowed text-gray-500")}>
        {isNext ? null : icon}
        {label}
        {isNext ? icon : null}
      </span>
    ) : (
      <Link
        to={href(target)}
        rel={isNext ? "next" : "prev"}
        className={cn(itemClasses, "text-gray-800 hover:bg-gray-100")}
      >
        {isNext ? null : icon}
        {label}
        {isNext ? icon : null}
      </Link>
    );

  return (
    <nav aria-label={labels.nav} className="mt-8 flex flex-col items-center gap-2">
      <div className="flex w-full items-center justify-between gap-1 sm:justify-center">
        {step(previous, labels.previous, <ChevronLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />, false)}
        <ul className="hidden items-center gap-1 sm:flex">
          {items.map((item, index) =>
            item === null ? (
              <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-gray-500">
                …
              </li>
            ) : (
              <li key={item}>
                <Link
                  to={href(item)}
                  aria-label={labels.page(item)}
                  aria-current={item === current ? "page" : undefined}
                  className={cn(
                    itemClasses,
                    item === current ? "bg-primary-700 text-white" : "text-gray-800 hover:bg-gray-100",
                  )}
                >
                  {item}
                </Link>
              </li>
            ),
          )}
        </ul>
        {current !== null ? <p className="text-sm text-gray-700 sm:hidden">{labels.summary}</p> : null}
        {step(next, labels.next, <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />, true)}
      </div>
    </nav>
  );
}
