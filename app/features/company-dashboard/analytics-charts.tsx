// The Analytics tab's conversion chart, drawn with recharts (decision 021); its daily chart is
// the shared one (app/components/charts). A picture of the table beside it, which is what
// assistive technology reads: the chart is hidden from it and takes no keyboard focus. Loaded on
// demand (React.lazy), so the dashboard's first page does not carry the chart library.
import { useTranslation } from "react-i18next";
import { Bar, BarChart, CartesianGrid, Cell, LabelList, Tooltip, XAxis, YAxis } from "recharts";
import {
  BAR_COLOR,
  formatPercent,
  GRID_COLOR,
  MUTED_BAR_COLOR,
  tick,
  tooltipStyle,
} from "~/components/charts/chart-format";
import { useFormatLocale } from "~/lib/format-locale";

/** One horizontal bar per job that was viewed: its conversion; the picked job stands out. */
export function ConversionChart({
  jobs,
  pickedJobId,
}: {
  jobs: Array<{ jobId: number; title: string; conversion: number }>;
  pickedJobId: number | null;
}) {
  const { t, i18n } = useTranslation();
  const locale = useFormatLocale();
  const isRtl = i18n.dir() === "rtl";
  const percent = (value: unknown) => formatPercent(Number(value), locale);
  const shortTitle = (title: string) => (title.length > 18 ? `${title.slice(0, 17)}…` : title);
  return (
    <div aria-hidden="true">
      <BarChart
        responsive
        accessibilityLayer={false}
        layout="vertical"
        data={jobs}
        style={{ width: "100%", height: 32 + jobs.length * 44 }}
        margin={{ top: 4, right: isRtl ? 8 : 56, bottom: 4, left: isRtl ? 56 : 8 }}
      >
        <CartesianGrid horizontal={false} stroke={GRID_COLOR} />
        <XAxis
          type="number"
          reversed={isRtl}
          domain={[0, (max: number) => Math.max(10, Math.ceil(max / 10) * 10)]}
          tick={tick}
          tickFormatter={percent}
          tickLine={false}
          axisLine={{ stroke: GRID_COLOR }}
        />
        <YAxis
          type="category"
          dataKey="title"
          orientation={isRtl ? "right" : "left"}
          tick={tick}
          tickFormatter={shortTitle}
          tickLine={false}
          axisLine={false}
          width={128}
        />
        <Tooltip
          contentStyle={tooltipStyle}
          formatter={(value) => percent(value)}
          cursor={{ fill: "var(--color-primary-50)" }}
        />
        <Bar
          dataKey="conversion"
          name={t("companyAnalytics.totals.conversion")}
          radius={isRtl ? [3, 0, 0, 3] : [0, 3, 3, 0]}
          maxBarSize={24}
          isAnimationActive={false}
        >
          {jobs.map((job) => (
            <Cell
              key={job.jobId}
              fill={pickedJobId === null || pickedJobId === job.jobId ? BAR_COLOR : MUTED_BAR_COLOR}
            />
          ))}
          <LabelList
            dataKey="conversion"
            position={isRtl ? "left" : "right"}
            formatter={percent}
            style={{ fill: "var(--color-gray-900)", fontSize: 12 }}
          />
        </Bar>
      </BarChart>
    </div>
  );
}
