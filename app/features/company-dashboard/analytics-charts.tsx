// The Analytics tab's two charts, drawn with recharts (decision 021). They are pictures of the
// tables beside them, which are what assistive technology reads: the charts are hidden from it
// and take no keyboard focus. Loaded on demand (React.lazy), so the dashboard's first page
// does not carry the chart library.
import { useTranslation } from "react-i18next";
import { Bar, BarChart, CartesianGrid, Cell, ComposedChart, LabelList, Line, Tooltip, XAxis, YAxis } from "recharts";
import {
  APPLICATIONS_COLOR,
  AXIS_COLOR,
  formatCount,
  formatDay,
  formatPercent,
  GRID_COLOR,
  MUTED_BAR_COLOR,
  VIEWS_COLOR,
} from "./analytics-format";

const tick = { fill: AXIS_COLOR, fontSize: 12 };
const tooltipStyle = { borderRadius: 8, borderColor: "var(--color-gray-200)", fontSize: 14 };

/** Views as bars and applications as a line, per day; applications on their own axis at the end. */
export function DailyChart({ days, views, applications }: { days: string[]; views: number[]; applications: number[] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const isRtl = i18n.dir() === "rtl";
  const data = days.map((day, index) => ({ day, views: views[index], applications: applications[index] }));
  const count = (value: unknown) => formatCount(Number(value), locale);
  return (
    <div aria-hidden="true">
      <ComposedChart
        responsive
        accessibilityLayer={false}
        data={data}
        style={{ width: "100%", height: 260 }}
        margin={{ top: 8, right: 4, bottom: 0, left: 4 }}
      >
        <CartesianGrid vertical={false} stroke={GRID_COLOR} />
        <XAxis
          dataKey="day"
          reversed={isRtl}
          tick={tick}
          tickLine={false}
          axisLine={{ stroke: GRID_COLOR }}
          tickFormatter={(day: string) => formatDay(day, locale, "short")}
          minTickGap={16}
        />
        <YAxis
          yAxisId="views"
          orientation={isRtl ? "right" : "left"}
          allowDecimals={false}
          tick={{ ...tick, fill: VIEWS_COLOR }}
          tickFormatter={count}
          tickLine={false}
          axisLine={false}
          width={36}
        />
        <YAxis
          yAxisId="applications"
          orientation={isRtl ? "left" : "right"}
          allowDecimals={false}
          tick={{ ...tick, fill: APPLICATIONS_COLOR }}
          tickFormatter={count}
          tickLine={false}
          axisLine={false}
          width={28}
        />
        <Tooltip
          contentStyle={tooltipStyle}
          labelFormatter={(day) => formatDay(String(day), locale, "full")}
          formatter={(value) => count(value)}
          cursor={{ fill: "var(--color-primary-50)" }}
        />
        <Bar
          yAxisId="views"
          dataKey="views"
          name={t("companyAnalytics.totals.views")}
          fill={VIEWS_COLOR}
          radius={[3, 3, 0, 0]}
          maxBarSize={24}
          isAnimationActive={false}
        />
        <Line
          yAxisId="applications"
          dataKey="applications"
          name={t("companyAnalytics.totals.applications")}
          type="monotone"
          stroke={APPLICATIONS_COLOR}
          strokeWidth={2}
          strokeDasharray="5 3"
          dot={ApplicationDot}
          activeDot={{ r: 5 }}
          isAnimationActive={false}
        />
      </ComposedChart>
    </div>
  );
}

/** A dot on the days with applications only, so the days without stay quiet. */
function ApplicationDot(props: { cx?: number; cy?: number; value?: number; index?: number }) {
  if (!props.value || props.cx === undefined || props.cy === undefined) return <g key={props.index} />;
  return <circle key={props.index} cx={props.cx} cy={props.cy} r={3.5} fill={APPLICATIONS_COLOR} />;
}

/** One horizontal bar per job that was viewed: its conversion; the picked job stands out. */
export function ConversionChart({
  jobs,
  pickedJobId,
}: {
  jobs: Array<{ jobId: number; title: string; conversion: number }>;
  pickedJobId: number | null;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
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
              fill={pickedJobId === null || pickedJobId === job.jobId ? VIEWS_COLOR : MUTED_BAR_COLOR}
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
