/**
 * A daily chart's key (DailyChart's colours): the bars' series as a square, the line's as a
 * dashed stroke. Hidden from assistive technology, which reads the table beside the chart.
 */
export function ChartLegend({ bars, line }: { bars: string; line: string }) {
  return (
    <ul aria-hidden="true" className="mb-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-gray-700">
      <li className="inline-flex items-center gap-2">
        <span className="size-3 rounded-sm bg-primary-600" />
        {bars}
      </li>
      <li className="inline-flex items-center gap-2">
        <span className="w-5 border-t-2 border-dashed border-gray-800" />
        {line}
      </li>
    </ul>
  );
}

/** Where a lazily loaded chart will be, while its code loads. */
export function ChartPlaceholder({ height }: { height: number }) {
  return <div className="animate-pulse rounded-lg bg-gray-100" style={{ height }} />;
}
