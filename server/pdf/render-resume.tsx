import { Document, renderToBuffer } from "@react-pdf/renderer";
import type { TResumeWords } from "@common/resumes/resume-words";
import type { TResume, TResumeTemplate } from "@common/resumes/schema";
import { DirectionContext } from "./direction";
import { forgetCachedGlyphs, loadedFonts, loadTextFonts, registerFonts } from "./fonts";
import { toPdfResume, type TPdfResume } from "./resume-text";
import { cacheFontConstants, memoizeGlyphOutlines, memoizeOpenTypeLookups, reuseEmbeddedFonts } from "./speedups";
import { CreativePage } from "./templates/creative";
import { ExecutivePage } from "./templates/executive";
import { ModernPage } from "./templates/modern";
import { ProfessionalPage } from "./templates/professional";

const PAGES: Record<TResumeTemplate, (props: TPdfResume) => React.ReactElement> = {
  professional: ProfessionalPage,
  modern: ModernPage,
  creative: CreativePage,
  executive: ExecutivePage,
};

/**
 * The resume as PDF bytes, on the calling thread: the worker pool (renderer.ts) calls this with
 * the words of the resume's language (resumeWords), resolved before the render was posted.
 */
export async function renderResumeInThread(
  resume: TResume,
  template: TResumeTemplate,
  words: TResumeWords,
): Promise<Uint8Array> {
  registerFonts();
  forgetCachedGlyphs();
  await reuseEmbeddedFonts();
  // The contact line measures its text (ContactLine), so the regular faces are loaded up front.
  await loadTextFonts();
  // Once a font is loaded (react-pdf loads each on first use), its fontkit object can be reached.
  for (const font of loadedFonts()) {
    memoizeOpenTypeLookups(font);
    cacheFontConstants(font);
    memoizeGlyphOutlines(font);
  }
  const content = toPdfResume(resume, words);
  const PageComponent = PAGES[template];
  const name = content.resume.fullName;
  const buffer = await renderToBuffer(
    <Document
      title={content.text.documentTitle(name)}
      author={name}
      subject={words.documentSubject}
      creator="Hirewise"
      producer="Hirewise"
    >
      <DirectionContext.Provider value={content.direction}>
        <PageComponent {...content} />
      </DirectionContext.Provider>
    </Document>,
  );
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
