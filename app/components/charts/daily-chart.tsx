// A daily chart drawn with recharts (decision 021): one series as bars, another as a dashed line
// with dots. It is a picture of the table beside it, which is what assistive technology reads:
// the chart is hidden from it and takes no keyboard focus. Import it with React.lazy, so a page
// does not carry the chart library until it draws one.
import { useTranslation } from "react-i18next";
import { Bar, CartesianGrid, ComposedChart, Line, Tooltip, XAxis, YAxis } from "recharts";
import { BAR_COLOR, formatCount, formatDay, GRID_COLOR, LINE_COLOR, tick, tooltipStyle } from "./chart-format";
import { useFormatLocale } from "~/lib/format-locale";

/** A series: its name (the legend's and the tooltip's) and a value per day. */
export interface TDailySeries {
  name: string;
  values: number[];
}

/**
 * `bars` and `line` per day of `days` (YYYY-MM-DD). The line has its own axis at the end unless
 * `sharedAxis` (two counts of one kind, e.g. page views and visitors, read on one scale).
 */
export function DailyChart({
  days,
  bars,
  line,
  sharedAxis = false,
}: {
  days: string[];
  bars: TDailySeries;
  line: TDailySeries;
  sharedAxis?: boolean;
}) {
  const { i18n } = useTranslation();
  const locale = useFormatLocale();
  const isRtl = i18n.dir() === "rtl";
  const data = days.map((day, index) => ({ day, bars: bars.values[index], line: line.values[index] }));
  const count = (value: unknown) => formatCount(Number(value), locale);
  const lineAxis = sharedAxis ? "bars" : "line";
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
          yAxisId="bars"
          orientation={isRtl ? "right" : "left"}
          allowDecimals={false}
          tick={sharedAxis ? tick : { ...tick, fill: BAR_COLOR }}
          tickFormatter={count}
          tickLine={false}
          axisLine={false}
          width={36}
        />
        {sharedAxis ? null : (
          <YAxis
            yAxisId="line"
            orientation={isRtl ? "left" : "right"}
            allowDecimals={false}
            tick={{ ...tick, fill: LINE_COLOR }}
            tickFormatter={count}
            tickLine={false}
            axisLine={false}
            width={28}
          />
        )}
        <Tooltip
          contentStyle={tooltipStyle}
          labelFormatter={(day) => formatDay(String(day), locale, "full")}
          formatter={(value) => count(value)}
          cursor={{ fill: "var(--color-primary-50)" }}
        />
        <Bar
          yAxisId="bars"
          dataKey="bars"
          name={bars.name}
          fill={BAR_COLOR}
          radius={[3, 3, 0, 0]}
          maxBarSize={24}
          isAnimationActive={false}
        />
        <Line
          yAxisId={lineAxis}
          dataKey="line"
          name={line.name}
          type="monotone"
          stroke={LINE_COLOR}
          strokeWidth={2}
          strokeDasharray="5 3"
          dot={LineDot}
          activeDot={{ r: 5 }}
          isAnimationActive={false}
        />
      </ComposedChart>
    </div>
  );
}

/** A dot on the days with a value only, so the days without stay quiet. */
function LineDot(props: { cx?: number; cy?: number; value?: number; index?: number }) {
  if (!props.value || props.cx === undefined || props.cy === undefined) return <g key={props.index} />;
  return <circle key={props.index} cx={props.cx} cy={props.cy} r={3.5} fill={LINE_COLOR} />;
}
