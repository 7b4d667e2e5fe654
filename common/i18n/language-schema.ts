import { z } from "zod";
import { isSupportedLanguage, type TLanguage } from "./index";

/** A language code the site ships (an account's language, a resume's). */
export const ZLanguageSchema = z
  .string({ error: "validation.unsupportedLanguage" })
  .refine((code): code is TLanguage => isSupportedLanguage(code), { error: "validation.unsupportedLanguage" });

/** PUT /api/language: the language a reader chose in the language switch. */
export const ZLanguageChoiceSchema = z.object({ language: ZLanguageSchema });
export type TLanguageChoice = z.infer<typeof ZLanguageChoiceSchema>;
