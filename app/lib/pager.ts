// Page arithmetic of the paged lists (the job search, the candidate directory).

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The page numbers the pager shows: the first, the last, and `around` on each side of the
 * current page, with null for a gap ("1 ... 4 5 6 ... 36").
 */
export function pagerItems(current: number, pages: number, around = 1): (number | null)[] {
  const shown = new Set<number>([1, pages]);
  for (let page = current - around; page <= current + around; page += 1) {
    if (page >= 1 && page <= pages) shown.add(page);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const items: (number | null)[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push(null);
    items.push(page);
  });
  return items;
}

/**
 * What the pager shows for the requested page: the current page (null past the last page, where
 * no page is current) and the Previous and Next targets (null when there is none). Past the
 * last page, Previous and the numbers lead back to the last page.
 */
export function pagerState(
  requested: number,
  pages: number,
): { current: number | null; items: (number | null)[]; previous: number | null; next: number | null } {
  const isPastEnd = requested > pages;
  const current = isPastEnd ? null : Math.max(1, requested);
  const around = current ?? pages;
  return {
    current,
    items: pagerItems(around, pages),
    previous: isPastEnd ? pages : around > 1 ? around - 1 : null,
    next: current !== null && current < pages ? current + 1 : null,
  };
}
