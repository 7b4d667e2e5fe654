// Speed-ups for the libraries under react-pdf (fontkit, pdfkit), installed once per worker thread.
// Each one caches only what is derived from the font files or returns the object pdfkit would
// have found anyway: nothing here is keyed by a resume's text, so every render still shapes,
// lays out, subsets and writes its own PDF (docs/decisions/007-pdf-rendering.md, "Speed").

/* eslint-disable @typescript-eslint/no-explicit-any -- fontkit and pdfkit internals are untyped */

interface TLayoutEngine {
  engine?: { GSUBProcessor?: object | null; GPOSProcessor?: object | null };
}

let isOpenTypeMemoized = false;

/**
 * fontkit applies every OpenType lookup (kerning pairs, ligatures, mark positioning) to every
 * glyph of a run, and for each it searches the lookup's coverage table (a linear scan of glyph
 * ranges) and class tables the same way: most of a render's shaping time. Both answers depend
 * only on the table and the glyph id, so they are remembered per table (a font's tables live as
 * long as the font). The shaped glyphs and positions are exactly what fontkit computes.
 */
export function memoizeOpenTypeLookups(font: object) {
  if (isOpenTypeMemoized) return;
  const engine = (font as { _layoutEngine?: TLayoutEngine })._layoutEngine?.engine;
  const processor = engine?.GPOSProcessor ?? engine?.GSUBProcessor;
  if (!processor) return;
  let proto: any = Object.getPrototypeOf(processor);
  while (proto && !Object.prototype.hasOwnProperty.call(proto, "coverageIndex")) proto = Object.getPrototypeOf(proto);
  if (!proto || typeof proto.getClassID !== "function") return;
  isOpenTypeMemoized = true;

  const coverageIndex: (this: any, coverage: object, glyph?: number | null) => number = proto.coverageIndex;
  const getClassID: (this: any, glyph: number, classDef: object) => number = proto.getClassID;
  const coverages = new WeakMap<object, Map<number, number>>();
  const classes = new WeakMap<object, Map<number, number>>();
  proto.coverageIndex = function (this: any, coverage: object, glyph?: number | null): number {
    const id: number = glyph ?? this.glyphIterator.cur.id;
    let known = coverages.get(coverage);
    if (!known) coverages.set(coverage, (known = new Map()));
    let index = known.get(id);
    if (index === undefined) known.set(id, (index = coverageIndex.call(this, coverage, id)));
    return index;
  };
  proto.getClassID = function (this: any, glyph: number, classDef: object): number {
    let known = classes.get(classDef);
    if (!known) classes.set(classDef, (known = new Map()));
    let classId = known.get(glyph);
    if (classId === undefined) known.set(glyph, (classId = getClassID.call(this, glyph, classDef)));
    return classId;
  };

  // fontkit tries every subtable of a lookup at every glyph of the run. A subtable can only apply
  // at a glyph its first coverage table lists, so a glyph none of them lists is skipped at once:
  // the same result without the dispatch (kerning alone has dozens of subtables).
  const applyLookups: (this: any, lookups: TLookupEntry[], glyphs: any[], positions?: any[]) => void =
    proto.applyLookups;
  const covered = (processor: any, coverage: object, glyph: number) =>
    proto.coverageIndex.call(processor, coverage, glyph) !== -1;
  // Per lookup: whether it can apply at a glyph id (0 not known yet, 1 no, 2 yes), by glyph id.
  const startGlyphs = new WeakMap<object, Uint8Array>();
  const canStart = (processor: any, coverages: object[], starts: Uint8Array, id: number): boolean => {
    const known = starts[id];
    if (known === 2) return true;
    if (known === 1) return false;
    // Not known yet (or an id past the font's glyph count, which is never stored).
    const can = coverages.some((coverage) => covered(processor, coverage, id));
    starts[id] = can ? 2 : 1;
    return can;
  };
  let GlyphIterator: (new (glyphs: any[]) => any) | null = null;
  proto.applyLookups = function (this: any, lookups: TLookupEntry[], glyphs: any[], positions?: any[]) {
    if (!GlyphIterator) {
      applyLookups.call(this, lookups, glyphs, positions);
      GlyphIterator = this.glyphIterator.constructor;
      return;
    }
    // The loop of fontkit's OTProcessor.applyLookups, with the skip.
    this.glyphs = glyphs;
    this.positions = positions;
    this.glyphIterator = new GlyphIterator(glyphs);
    const glyphCount: number = this.font.numGlyphs;
    for (const { feature, lookup } of lookups) {
      this.currentFeature = feature;
      this.glyphIterator.reset(lookup.flags);
      const coverages = firstCoverages(lookup);
      let starts: Uint8Array | undefined;
      if (coverages) {
        starts = startGlyphs.get(lookup);
        if (!starts) startGlyphs.set(lookup, (starts = new Uint8Array(glyphCount)));
        // Most lookups (marks, ligatures, other scripts' forms) apply at no glyph of a run at all.
        let applies = false;
        for (const glyph of glyphs) {
          if (canStart(this, coverages, starts, glyph.id)) {
            applies = true;
            break;
          }
        }
        if (!applies) continue;
      }
      while (this.glyphIterator.index < glyphs.length) {
        const glyph = this.glyphIterator.cur;
        if ((starts && !canStart(this, coverages!, starts, glyph.id)) || !(feature in glyph.features)) {
          this.glyphIterator.next();
          continue;
        }
        for (const table of lookup.subTables) {
          if (this.applyLookup(lookup.lookupType, table)) break;
        }
        this.glyphIterator.next();
      }
    }
  };

  // fontkit works out the list of lookups for a stage's features on every run of text; it
  // depends only on the script and language chosen (the `features` table selectScript builds)
  // and the stage's feature tags, so it is kept per features table and tags.
  const lookupsForFeatures: (this: any, userFeatures?: string[], exclude?: number[]) => TLookupEntry[] =
    proto.lookupsForFeatures;
  const lookupLists = new WeakMap<object, Map<string, TLookupEntry[]>>();
  proto.lookupsForFeatures = function (this: any, userFeatures: string[] = [], exclude?: number[]) {
    if (exclude || !this.features) return lookupsForFeatures.call(this, userFeatures, exclude);
    let lists = lookupLists.get(this.features);
    if (!lists) lookupLists.set(this.features, (lists = new Map()));
    const key = userFeatures.join(",");
    let list = lists.get(key);
    if (!list) lists.set(key, (list = lookupsForFeatures.call(this, userFeatures)));
    return list;
  };
}

interface TLookupEntry {
  feature: string;
  lookup: { lookupType: number; flags: unknown; subTables: any[] };
}

const firstCoveragesOf = new WeakMap<object, object[] | null>();

/**
 * The coverage tables that list every glyph at which one of the lookup's subtables can apply
 * (its first glyph: the current one), or null when a subtable is of a kind not known here.
 * GSUB and GPOS share lookup types 1-4 (coverage) except GPOS 4-6 (mark coverage); context and
 * chaining context (GSUB 5/6, GPOS 7/8) cover their first input glyph; extensions (GSUB 7,
 * GPOS 9) wrap another subtable. Mirrors fontkit's GSUBProcessor/GPOSProcessor.applyLookup.
 */
function firstCoverages(lookup: TLookupEntry["lookup"]): object[] | null {
  let coverages = firstCoveragesOf.get(lookup);
  if (coverages !== undefined) return coverages;
  coverages = [];
  for (const table of lookup.subTables) {
    const coverage = firstCoverage(lookup.lookupType, table);
    if (!coverage) {
      coverages = null;
      break;
    }
    coverages.push(coverage);
  }
  firstCoveragesOf.set(lookup, coverages);
  return coverages;
}

function firstCoverage(lookupType: number, table: any): object | null {
  if (!table) return null;
  // An extension subtable: the wrapped subtable has its own type.
  if (table.extension && typeof table.lookupType === "number") return firstCoverage(table.lookupType, table.extension);
  if (table.markCoverage) return table.markCoverage; // GPOS 4, 5
  if (table.mark1Coverage) return table.mark1Coverage; // GPOS 6
  if (table.version === 3 && (lookupType === 5 || lookupType === 6 || lookupType === 7 || lookupType === 8)) {
    // Context and chaining context, format 3 (GSUB 5/6, GPOS 7/8).
    const list = table.coverages ?? table.inputCoverage;
    return Array.isArray(list) && list[0] ? list[0] : null;
  }
  return table.coverage ?? null;
}

let isPdfkitPatched = false;

/**
 * react-pdf selects the font before drawing each run of text (`doc.font(fontkitFont, size)`).
 * pdfkit keys its font cache by name only for string sources, so for a font object it builds a
 * new embedded font on every run and then compares it with the one it already has (serialising
 * the font's name table to JSON) before reusing the first. Here the embedded font is remembered
 * per document and font object, so the same one is reused without that work.
 */
export async function reuseEmbeddedFonts() {
  if (isPdfkitPatched) return;
  isPdfkitPatched = true;
  // The same module instance react-pdf imports (node_modules/pdfkit, its ESM build).
  const specifier = "pdfkit";
  const { default: PDFDocument } = (await import(specifier)) as { default: { prototype: any } };
  // pdfkit selects Helvetica when a document starts (parsing its metrics file, about 1 ms), but
  // react-pdf selects one of our fonts before every run of text, so the default is never drawn.
  const initFonts: (this: any, defaultFont?: unknown, family?: unknown, size?: unknown) => void =
    PDFDocument.prototype.initFonts;
  PDFDocument.prototype.initFonts = function (this: any, _defaultFont?: unknown, family?: unknown, size?: unknown) {
    initFonts.call(this, null, family, size);
  };
  const font: (this: any, src: unknown, family?: unknown, size?: unknown) => unknown = PDFDocument.prototype.font;
  const embedded = new WeakMap<object, Map<object, unknown>>();
  PDFDocument.prototype.font = function (this: any, src: unknown, family?: unknown, size?: unknown) {
    if (!src || typeof src !== "object" || typeof (src as { layout?: unknown }).layout !== "function") {
      return font.call(this, src, family, size);
    }
    if (typeof family === "number") {
      size = family;
      family = null;
    }
    let fonts = embedded.get(this);
    if (!fonts) embedded.set(this, (fonts = new Map()));
    const known = fonts.get(src);
    if (!known) {
      font.call(this, src, family, size);
      fonts.set(src, this._font);
      return this;
    }
    // What pdfkit's font() does when it finds the font it already embedded.
    this._fontSource = src;
    this._fontFamily = family;
    if (size != null) this.fontSize(size);
    this._font = known;
    return this;
  };
}

const withConstants = new WeakSet<object>();

/**
 * react-pdf's text engine reads a font's units per em for every character (choosing the font of
 * each one) and asks its character map whether it has each character; fontkit answers both by
 * reading the font's tables again. Both are fixed for a font file: the metrics become plain
 * values on the font object and the character map's answers are remembered.
 */
export function cacheFontConstants(font: object) {
  if (withConstants.has(font)) return;
  withConstants.add(font);
  const target = font as Record<string, unknown> & { _cmapProcessor?: any };
  for (const key of ["unitsPerEm", "ascent", "descent", "lineGap"]) {
    Object.defineProperty(target, key, { value: target[key], configurable: true });
  }
  const cmap = target._cmapProcessor;
  if (!cmap || typeof cmap.lookup !== "function") return;
  const lookup: (this: any, codePoint: number, variationSelector?: number) => number = cmap.lookup;
  const glyphIds = new Map<number, number>();
  cmap.lookup = function (this: any, codePoint: number, variationSelector?: number) {
    if (variationSelector) return lookup.call(this, codePoint, variationSelector);
    let id = glyphIds.get(codePoint);
    if (id === undefined) glyphIds.set(codePoint, (id = lookup.call(this, codePoint)));
    return id;
  };
}

const withDecodeMemo = new WeakSet<object>();

/**
 * When pdfkit subsets a font into a PDF, fontkit decodes every used glyph's outline again
 * (only to learn whether it is built from other glyphs). A glyph's outline is fixed for a font
 * file (this does not apply to variable fonts, which we do not use): it is decoded once per
 * glyph object, and glyph objects are kept between renders (fonts.ts).
 */
export function memoizeGlyphOutlines(font: object) {
  const glyphs = (font as { _glyphs?: Record<number, object> })._glyphs;
  if (!glyphs || (font as { _variationProcessor?: unknown })._variationProcessor) return;
  for (const glyph of Object.values(glyphs)) {
    let proto: any = Object.getPrototypeOf(glyph);
    while (proto && !Object.prototype.hasOwnProperty.call(proto, "_decode")) proto = Object.getPrototypeOf(proto);
    if (!proto || withDecodeMemo.has(proto)) return;
    withDecodeMemo.add(proto);
    const decode: (this: any) => unknown = proto._decode;
    const outlines = new WeakMap<object, unknown>();
    proto._decode = function (this: any) {
      if (this._font?._variationProcessor) return decode.call(this);
      if (outlines.has(this)) return outlines.get(this);
      const outline = decode.call(this);
      outlines.set(this, outline);
      return outline;
    };
    return;
  }
}
