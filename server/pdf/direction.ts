// A resume in Arabic is laid out right to left (docs/decisions/040-arabic-pdfs.md). react-pdf
// orders the runs of each line itself (bidi-js, after its own line breaking), but does not mirror
// a layout: its `direction` style is read by text only, not by the flex layout. So the templates
// mirror what sits on a side (rows, margins, borders, a rail) through `mirror`, and every text we
// compose (headings, an entry's fields, a joined list) takes the document's direction.
import type { Style } from "@react-pdf/types";
import { createContext, useContext } from "react";

export type TDirection = "ltr" | "rtl";

/** The direction of the resume being rendered, for the shared components (components.tsx). */
export const DirectionContext = createContext<TDirection>("ltr");

export const useDirection = (): TDirection => useContext(DirectionContext);

const SIDE_PAIRS = [
  ["left", "right"],
  ["marginLeft", "marginRight"],
  ["paddingLeft", "paddingRight"],
  ["borderLeftWidth", "borderRightWidth"],
  ["borderLeftColor", "borderRightColor"],
  ["borderLeftStyle", "borderRightStyle"],
  ["borderTopLeftRadius", "borderTopRightRadius"],
  ["borderBottomLeftRadius", "borderBottomRightRadius"],
] as const;

const MIRRORED_VALUES: Record<string, Record<string, string>> = {
  flexDirection: { row: "row-reverse", "row-reverse": "row" },
  textAlign: { left: "right", right: "left" },
  alignSelf: { "flex-start": "flex-end", "flex-end": "flex-start" },
};

/**
 * The style as the document's direction sets it: unchanged left to right; right to left, its
 * left and right swapped and its rows running from the right.
 */
export function mirror(style: Style, direction: TDirection): Style {
  if (direction === "ltr") return style;
  const mirrored: Record<string, unknown> = { ...style };
  for (const [left, right] of SIDE_PAIRS) {
    delete mirrored[left];
    delete mirrored[right];
    if (style[left] !== undefined) mirrored[right] = style[left];
    if (style[right] !== undefined) mirrored[left] = style[right];
  }
  for (const [property, values] of Object.entries(MIRRORED_VALUES)) {
    const value = mirrored[property];
    if (typeof value === "string" && values[value]) mirrored[property] = values[value];
  }
  return mirrored as Style;
}

/**
 * The style of a text we compose (a heading, an entry's fields, a joined list): in a
 * right-to-left resume its parts run from the right whatever script each is in, and it sits at
 * the right unless it is centred. Nothing left to right, so an English PDF is unchanged.
 */
export function composedText(direction: TDirection, textAlign?: Style["textAlign"]): Style {
  if (direction === "ltr") return {};
  return { direction: "rtl", textAlign: textAlign === "center" ? "center" : "right" };
}

/** An element that sits at the start of its line (a short accent bar): at the right in Arabic. */
export const atStart = (direction: TDirection): Style => (direction === "rtl" ? { alignSelf: "flex-end" } : {});

const RIGHT_TO_LEFT_MARK = "\u200f";

/**
 * The separator of a list we join (skills, languages). Right to left it is followed by a
 * right-to-left mark: otherwise two Latin items side by side ("TypeScript · Kotlin") form one
 * left-to-right run and the first item lands left of the second, as if read backwards.
 */
export const listSeparator = (separator: string, direction: TDirection) =>
  direction === "rtl" ? `${separator}${RIGHT_TO_LEFT_MARK}` : separator;
