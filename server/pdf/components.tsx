import { Link, Text, View } from "@react-pdf/renderer";
import type { Style } from "@react-pdf/types";
import type { ReactNode } from "react";
import { textBlocks, type TContactItem } from "@common/resumes/format";
import { isRightToLeft } from "./resume-text";

type TStyle = Style | Style[];
const styles = (...list: (TStyle | undefined | false)[]): Style[] =>
  list.flatMap((entry) => (entry ? (Array.isArray(entry) ? entry : [entry]) : []));

/**
 * User text: always a plain string child, so nothing in it is read as markup. A paragraph whose
 * first letter is Arabic or Hebrew is set right to left and right-aligned (the layout itself is
 * not mirrored, docs/resume-templates.md).
 */
export function UserText({
  children,
  style,
  alignRtl = true,
  ...props
}: {
  children: string;
  style?: TStyle;
  alignRtl?: boolean;
  minPresenceAhead?: number;
}) {
  // alignRtl={false}: centred or list text keeps its alignment; its Arabic runs still read
  // right to left inside the line.
  const rtl: Style | false = alignRtl && isRightToLeft(children) && { direction: "rtl", textAlign: "right" };
  return (
    <Text style={styles(style, rtl)} {...props}>
      {children}
    </Text>
  );
}

/** A contact value; a link (mailto:, tel:, https:) when it can safely be one. */
export function ContactValue({ item, style, linkStyle }: { item: TContactItem; style?: TStyle; linkStyle?: TStyle }) {
  if (!item.href) return <UserText style={style}>{item.text}</UserText>;
  return (
    <Link src={item.href} style={styles(style, { textDecoration: "none" }, linkStyle)}>
      {item.text}
    </Link>
  );
}

/** The contact items on one wrapping line, separated by a small dot. */
export function ContactLine({
  items,
  style,
  linkStyle,
  separatorStyle,
  justify = "flex-start",
}: {
  items: TContactItem[];
  style?: TStyle;
  linkStyle?: TStyle;
  separatorStyle?: TStyle;
  justify?: "flex-start" | "center";
}) {
  return (
    <View style={{ flexDirection: "row", flexWrap: "wrap", justifyContent: justify }}>
      {items.map((item, index) => (
        <View key={`${item.kind}-${index}`} style={{ flexDirection: "row" }}>
          {index > 0 && <Text style={styles(style, { marginHorizontal: 5 }, separatorStyle)}>·</Text>}
          <ContactValue item={item} style={style} linkStyle={linkStyle} />
        </View>
      ))}
    </View>
  );
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

function BulletItem({ children, style, bulletColor }: { children: string; style?: TStyle; bulletColor?: string }) {
  const isRtl = isRightToLeft(children);
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
