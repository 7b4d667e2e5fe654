import { createRequire } from "node:module";
import { Font } from "@react-pdf/renderer";

// Fonts come from npm packages (full TTFs, SIL OFL), never from the system, so `npm install`
// is all a machine needs. Noto Sans and Noto Serif cover Latin, Latin Extended, Cyrillic,
// Greek and Vietnamese; Vazirmatn covers Arabic (and Persian/Urdu letters); Heebo covers Hebrew. Noto Sans Arabic
// draws its dots as separate marks, which react-pdf mispositions and which extract as the wrong
// letters; Vazirmatn's letters carry their dots. See docs/decisions/007-pdf-rendering.md.
const require = createRequire(import.meta.url);
const fontFile = (file: string) => require.resolve(`@expo-google-fonts/${file}`);

/** A text style's font: the first family that has a glyph for a character draws it. */
export const SANS = ["NotoSans", "Vazirmatn", "Heebo"];
export const SERIF = ["NotoSerif", "Vazirmatn", "Heebo"];

const LONGEST_UNBROKEN_WORD = 40;

let isRegistered = false;

/** Registers the fonts with react-pdf once per thread; react-pdf loads each file on first use. */
export function registerFonts() {
  if (isRegistered) return;
  isRegistered = true;
  Font.register({
    family: "NotoSans",
    fonts: [
      { src: fontFile("noto-sans/400Regular/NotoSans_400Regular.ttf"), fontWeight: 400 },
      {
        src: fontFile("noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf"),
        fontWeight: 400,
        fontStyle: "italic",
      },
      { src: fontFile("noto-sans/700Bold/NotoSans_700Bold.ttf"), fontWeight: 700 },
    ],
  });
  Font.register({
    family: "NotoSerif",
    fonts: [
      { src: fontFile("noto-serif/400Regular/NotoSerif_400Regular.ttf"), fontWeight: 400 },
      { src: fontFile("noto-serif/700Bold/NotoSerif_700Bold.ttf"), fontWeight: 700 },
    ],
  });
  Font.register({
    family: "Vazirmatn",
    fonts: [
      { src: fontFile("vazirmatn/400Regular/Vazirmatn_400Regular.ttf"), fontWeight: 400 },
      { src: fontFile("vazirmatn/400Regular/Vazirmatn_400Regular.ttf"), fontWeight: 400, fontStyle: "italic" },
      { src: fontFile("vazirmatn/700Bold/Vazirmatn_700Bold.ttf"), fontWeight: 700 },
    ],
  });
  Font.register({
    family: "Heebo",
    fonts: [
      { src: fontFile("heebo/400Regular/Heebo_400Regular.ttf"), fontWeight: 400 },
      { src: fontFile("heebo/400Regular/Heebo_400Regular.ttf"), fontWeight: 400, fontStyle: "italic" },
      { src: fontFile("heebo/700Bold/Heebo_700Bold.ttf"), fontWeight: 700 },
    ],
  });
  // Words are not hyphenated: a hyphen inserted mid-word reaches an applicant-tracking system
  // as part of the word ("engi-neer"). Only a run too long for any line (a long address) may
  // break, so it cannot overflow the page.
  Font.registerHyphenationCallback((word) =>
    word.length <= LONGEST_UNBROKEN_WORD ? [word] : (word.match(/.{1,30}/gsu) ?? [word]),
  );
}

/** The families of SANS and SERIF, loaded before a render so that textWidth can measure with them. */
export async function loadTextFonts() {
  const families = [...new Set([...SANS, ...SERIF])];
  await Promise.all(families.map((fontFamily) => Font.load({ fontFamily, fontWeight: 400 })));
}

interface TMeasuringFont {
  unitsPerEm: number;
  hasGlyphForCodePoint(codePoint: number): boolean;
  layout(text: string): { advanceWidth: number };
}

const regular = (family: string) =>
  (Font.getFont({ fontFamily: family, fontWeight: 400 }) as unknown as { data: TMeasuringFont | null } | undefined)
    ?.data ?? null;

/**
 * The width in points of `text` in regular weight at `fontSize`, each character set in the first
 * of `families` that has it, as react-pdf sets it (loadTextFonts first). A family not loaded
 * counts a wide 0.6 em a character, so a line measured too wide wraps early rather than late.
 */
export function textWidth(text: string, families: readonly string[], fontSize: number): number {
  const fonts = families.map(regular);
  const pick = (codePoint: number) =>
    fonts.find((font) => font?.hasGlyphForCodePoint(codePoint)) ?? fonts.find(Boolean) ?? null;
  let width = 0;
  let run = "";
  let runFont: TMeasuringFont | null = null;
  const flush = () => {
    if (run)
      width += runFont
        ? (runFont.layout(run).advanceWidth / runFont.unitsPerEm) * fontSize
        : run.length * 0.6 * fontSize;
    run = "";
  };
  for (const char of text) {
    const font = pick(char.codePointAt(0)!);
    if (font !== runFont && !/\s/.test(char)) {
      flush();
      runFont = font;
    }
    run += char;
  }
  flush();
  return width;
}

interface TGlyph {
  id: number;
  codePoints: number[];
  isMark: boolean;
  isLigature: boolean;
  constructor: new (id: number, codePoints: number[], font: TFontkitFont) => TGlyph;
}

export interface TFontkitFont {
  getGlyph(id: number, codePoints?: number[]): TGlyph | null;
}

interface TLoadedFontSource {
  data: TFontkitFont | null;
}

// Which render a glyph's code points belong to (see forgetCachedGlyphs).
const RENDER = Symbol("render");
let currentRender = 0;
const withFreshCodePoints = new WeakSet<TFontkitFont>();

/**
 * Makes each render read glyphs as if fontkit's glyph cache were empty. fontkit keeps each glyph
 * with the characters it was first drawn for, and the PDF's text layer (what copy-paste and
 * applicant-tracking systems read) maps a glyph to those characters: an Arabic contextual form or
 * ligature reached from other characters in an earlier resume would otherwise extract as that
 * resume's letters. Emptying the cache before every render fixed that but made fontkit decode
 * every glyph's metrics and outline again on every render. Instead, the first time a render asks
 * for a glyph, the glyph takes the characters of that request (and the mark and ligature flags
 * fontkit derives from them), exactly as a newly created glyph would; its decoded metrics are kept.
 * Called before every render, so a PDF's text depends on that resume alone.
 */
export function forgetCachedGlyphs() {
  currentRender++;
  for (const font of loadedFonts()) {
    if (withFreshCodePoints.has(font)) continue;
    withFreshCodePoints.add(font);
    freshCodePointsPerRender(font);
  }
}

/**
 * Our font files that react-pdf has loaded (it loads each on first use) as fontkit fonts; not
 * the PDF standard fonts (Helvetica and the like) react-pdf registers itself.
 */
export function loadedFonts(): TFontkitFont[] {
  const families = Font.getRegisteredFonts() as unknown as Record<string, { sources: TLoadedFontSource[] }>;
  return Object.values(families).flatMap((family) =>
    family.sources.flatMap((source) => (source.data && "_glyphs" in source.data ? [source.data] : [])),
  );
}

function freshCodePointsPerRender(font: TFontkitFont) {
  const getGlyph = font.getGlyph;
  font.getGlyph = function (id: number, codePoints: number[] = []) {
    const glyph = getGlyph.call(this, id, codePoints) as (TGlyph & { [RENDER]?: number }) | null;
    if (glyph && glyph[RENDER] !== currentRender) {
      glyph[RENDER] = currentRender;
      if (glyph.codePoints !== codePoints) {
        const fresh = new glyph.constructor(id, codePoints, font);
        glyph.codePoints = fresh.codePoints;
        glyph.isMark = fresh.isMark;
        glyph.isLigature = fresh.isLigature;
      }
    }
    return glyph;
  };
}
