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

interface TLoadedFontSource {
  data: { _glyphs?: Record<number, unknown> } | null;
}

/**
 * Forgets the glyphs fontkit has cached. fontkit keeps each glyph with the characters it was
 * first drawn for, and the PDF's text layer (what copy-paste and applicant-tracking systems
 * read) maps a glyph to those characters. An Arabic contextual form or ligature reached from
 * other characters in an earlier resume would otherwise extract as that resume's letters.
 * Called before every render, so a PDF's text depends on that resume alone.
 */
export function forgetCachedGlyphs() {
  const families = Font.getRegisteredFonts() as unknown as Record<string, { sources: TLoadedFontSource[] }>;
  for (const family of Object.values(families)) {
    for (const source of family.sources) {
      if (source.data?._glyphs) source.data._glyphs = {};
    }
  }
}
