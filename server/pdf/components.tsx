import { Link, Text, View } from "@react-pdf/renderer";
import type { Style } from "@react-pdf/types";
import { Fragment, type ReactNode } from "react";
import type { TContactItem } from "@common/resumes/display-resume";
import { textBlocks } from "@common/resumes/format";
import type { TResumeTemplate } from "@common/resumes/schema";
import { entryViewLines, type TEntryField, type TEntryView, type TLineField } from "@common/resumes/template-layout";
import { composedText, mirror, useDirection } from "./direction";
import { textWidth } from "./fonts";
import { isRightToLeft } from "./resume-text";

type TStyle = Style | Style[];
const styles = (...list: (TStyle | undefined | false)[]): Style[] =>
  list.flatMap((entry) => (entry ? (Array.isArray(entry) ? entry : [entry]) : []));

/**
 * User text: always a plain string child, so nothing in it is read as markup. A paragraph whose
 * first letter is Arabic or Hebrew is set right to left (as dir="auto"). In a left-to-right
 * resume it is right-aligned too; in a right-to-left resume every paragraph is (direction.ts).
 */
export function UserText({
  children,
  style,
  alignRtl = true,
  composed = false,
  ...props
}: {
  children: string;
  style?: TStyle;
  alignRtl?: boolean;
  /** A list we joined from the resume's items: in a right-to-left resume it runs from the right. */
  composed?: boolean;
  minPresenceAhead?: number;
}) {
  const direction = useDirection();
  const isRtlText = isRightToLeft(children);
  let rtl: Style | false;
  if (direction === "rtl") {
    const textAlign = styles(style).findLast((entry) => entry.textAlign)?.textAlign;
    rtl = composed
      ? composedText(direction, textAlign)
      : { direction: isRtlText ? "rtl" : "ltr", textAlign: textAlign === "center" ? "center" : "right" };
  } else {
    // alignRtl={false}: centred or list text keeps its alignment; its Arabic runs still read
    // right to left inside the line.
    rtl = alignRtl && isRtlText && { direction: "rtl", textAlign: "right" };
  }
  return (
    <Text style={styles(style, rtl)} {...props}>
      {children}
    </Text>
  );
}

/** The width of the text column of a page with `inset` points of margin left and right in all. */
export const contentWidth = (pageSize: "LETTER" | "A4", inset: number) =>
  (pageSize === "LETTER" ? 612 : 595.28) - inset;

const SEPARATOR = "·";
const SEPARATOR_MARGIN = 5;
// Left free on every line, so a measuring slip never makes react-pdf wrap a line of ours again.
const SLACK = 1;

/**
 * The contact items, as many on a line as fit `width`, with a small dot between two items on
 * the same line and none at a line's start or end. The lines are worked out here, measured in the
 * fonts they are set in (textWidth), as react-pdf's own wrapping would leave a dot at the end of a
 * line. An item too long for any line has one to itself and wraps there.
 */
export function ContactLine({
  items,
  width,
  fontFamily,
  fontSize,
  style,
  linkStyle,
  separatorStyle,
  justify = "flex-start",
}: {
  items: TContactItem[];
  width: number;
  fontFamily: string[];
  fontSize: number;
  style?: TStyle;
  linkStyle?: TStyle;
  separatorStyle?: TStyle;
  justify?: "flex-start" | "center";
}) {
  const direction = useDirection();
  const separatorWidth = textWidth(SEPARATOR, fontFamily, fontSize) + 2 * SEPARATOR_MARGIN;
  const lines: TContactItem[][] = [];
  let lineWidth = 0;
  for (const item of items) {
    const itemWidth = textWidth(item.text, fontFamily, fontSize);
    const line = lines.at(-1);
    if (line && lineWidth + separatorWidth + itemWidth <= width - SLACK) {
      line.push(item);
      lineWidth += separatorWidth + itemWidth;
    } else {
      lines.push([item]);
      lineWidth = itemWidth;
    }
  }
  const textStyle = styles({ fontFamily, fontSize }, style);
  const value = (item: TContactItem, extra?: Style) =>
    item.href ? (
      <Link src={item.href} style={styles(textStyle, { textDecoration: "none" }, linkStyle, extra)}>
        {item.text}
      </Link>
    ) : (
      <UserText style={styles(textStyle, extra)}>{item.text}</UserText>
    );
  return (
    <View>
      {lines.map((line, lineIndex) =>
        line.length === 1 ? (
          <View key={lineIndex}>
            {value(line[0], mirror({ textAlign: justify === "center" ? "center" : "left" }, direction))}
          </View>
        ) : (
          <View key={lineIndex} style={mirror({ flexDirection: "row", justifyContent: justify }, direction)}>
            {line.map((item, index) => (
              <Fragment key={`${item.kind}-${index}`}>
                {index > 0 && (
                  <Text style={styles(textStyle, { marginHorizontal: SEPARATOR_MARGIN }, separatorStyle)}>
                    {SEPARATOR}
                  </Text>
                )}
                {value(item)}
              </Fragment>
            ))}
          </View>
        ),
      )}
    </View>
  );
}

// Names and dates break only between words, never with a hyphen inside one (nor between a
// field and the separator bound to it).
const whole = (word: string) => [word];

/**
 * One line of an entry (common/resumes/template-layout.ts) as one paragraph: its fields in
 * order, each in its own style, a field with an address a link. The separator is set in the
 * style of the field it follows, in the same run: react-pdf may break a line between two runs,
 * and a line must never start with a separator. Right to left in a right-to-left resume, or
 * when the first field starts in Arabic or Hebrew.
 */
export function FieldLine<TField extends string>({
  line,
  separator,
  style,
  fieldStyles,
  hrefs,
}: {
  line: TLineField<TField>[];
  separator: string;
  style?: TStyle;
  fieldStyles?: Partial<Record<TField, TStyle>>;
  hrefs?: Partial<Record<TField, string>>;
}) {
  const direction = useDirection();
  const rtl: Style | false =
    direction === "rtl"
      ? composedText(direction)
      : isRightToLeft(line[0]?.text ?? "") && { direction: "rtl", textAlign: "right" };
  const bound = separator.trimEnd();
  // react-pdf takes a paragraph's direction from its first run, a field's own Text, which does
  // not inherit it: each field carries it.
  const field = (style: TStyle | undefined) => (direction === "rtl" ? styles(style, { direction: "rtl" }) : style);
  return (
    <Text style={styles(style, rtl)} hyphenationCallback={whole}>
      {line.map((part, index) => {
        const isLast = index === line.length - 1;
        const text = isLast ? part.text : `${part.text}${bound}`;
        const href = hrefs?.[part.field];
        return (
          <Fragment key={part.field}>
            {href ? (
              <Link src={href} style={field(styles({ textDecoration: "none" }, fieldStyles?.[part.field]))}>
                {text}
              </Link>
            ) : (
              <Text style={field(fieldStyles?.[part.field])}>{text}</Text>
            )}
            {!isLast && separator.slice(bound.length) && (
              <Text style={field(undefined)}>{separator.slice(bound.length)}</Text>
            )}
          </Fragment>
        );
      })}
    </Text>
  );
}

/** An entry's lines (common/resumes/template-layout.ts), one paragraph each. */
export function FieldLines<TField extends string>({
  lines,
  ...props
}: { lines: TLineField<TField>[][] } & Omit<Parameters<typeof FieldLine<TField>>[0], "line">) {
  return lines.map((line, index) => <FieldLine key={index} line={line} {...props} />);
}

/** A description as paragraphs and bullet lists, exactly as typed. */
export function Description({ value, style, bulletColor }: { value: string; style?: TStyle; bulletColor?: string }) {
  const blocks = textBlocks(value);
  if (blocks.length === 0) return null;
  return (
    <View style={{ marginTop: 3 }}>
      {blocks.map((block, index) =>
        block.kind === "paragraph" ? (
          <UserText key={index} style={styles(style, { marginBottom: 3 })}>
            {block.text}
          </UserText>
        ) : (
          <View key={index} style={{ marginBottom: 3 }}>
            {block.items.map((item, itemIndex) => (
              <BulletItem key={itemIndex} style={style} bulletColor={bulletColor}>
                {item}
              </BulletItem>
            ))}
          </View>
        ),
      )}
    </View>
  );
}

/** Short achievements (JSON Resume `highlights`), a bullet each. */
export function Bullets({ items, style, bulletColor }: { items: string[]; style?: TStyle; bulletColor?: string }) {
  if (items.length === 0) return null;
  return (
    <View style={{ marginTop: 3, marginBottom: 3 }}>
      {items.map((item, index) => (
        <BulletItem key={index} style={style} bulletColor={bulletColor}>
          {item}
        </BulletItem>
      ))}
    </View>
  );
}

/**
 * An entry of a section every template sets alike (projects, volunteering, awards,
 * publications, references, interests, skill groups: entryViews in
 * common/resumes/template-layout.ts): its lines, then its text and its bullets.
 */
export function EntryBlock({
  template,
  entry,
  fieldStyles,
  style,
  bodyStyle,
  bulletColor,
}: {
  template: TResumeTemplate;
  entry: TEntryView;
  fieldStyles?: Partial<Record<TEntryField, TStyle>>;
  style?: TStyle;
  bodyStyle?: TStyle;
  bulletColor?: string;
}) {
  const { lines, separator } = entryViewLines(template, entry);
  return (
    <View style={style} wrap={canSplitEntry(entry.body)}>
      <View wrap={false} minPresenceAhead={entry.body || entry.bullets.length > 0 ? 24 : 0}>
        <FieldLines lines={lines} separator={separator} fieldStyles={fieldStyles} hrefs={entry.hrefs} />
      </View>
      <Description value={entry.body} style={bodyStyle} bulletColor={bulletColor} />
      <Bullets items={entry.bullets} style={bodyStyle} bulletColor={bulletColor} />
    </View>
  );
}

function BulletItem({ children, style, bulletColor }: { children: string; style?: TStyle; bulletColor?: string }) {
  const isRtl = useDirection() === "rtl" || isRightToLeft(children);
  return (
    <View style={{ flexDirection: isRtl ? "row-reverse" : "row", marginBottom: 1.5 }}>
      <Text style={styles(style, { width: 10, textAlign: "center" }, bulletColor ? { color: bulletColor } : false)}>
        •
      </Text>
      <UserText style={styles(style, { flex: 1 })}>{children}</UserText>
    </View>
  );
}

/**
 * A section: its heading never ends a page alone. The heading moves with the first item (a
 * paragraph or an entry) unless that item may itself break across pages.
 */
export function Section({
  heading,
  items,
  style,
  canSplitFirst = false,
}: {
  heading: ReactNode;
  items: ReactNode[];
  style?: TStyle;
  canSplitFirst?: boolean;
}) {
  const [first, ...rest] = items;
  return (
    <View style={style}>
      {canSplitFirst ? (
        <>
          <View minPresenceAhead={60} wrap={false}>
            {heading}
          </View>
          {first}
        </>
      ) : (
        <View wrap={false}>
          {heading}
          {first}
        </View>
      )}
      {rest}
    </View>
  );
}

/** Long entries may break across pages; short ones move to the next page whole. */
export const canSplitEntry = (description: string) => description.length > 700;
