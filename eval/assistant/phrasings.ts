// The assistant's evaluation phrasings used for tuning, by language (the held-out ones are in
// held-out.ts).
import { AR } from "./phrasings-ar";
import { EN } from "./phrasings-en";
import { FR } from "./phrasings-fr";
import type { TAssistantEvalCase, TEvalLanguage } from "./types";

export const PHRASINGS: Record<TEvalLanguage, TAssistantEvalCase[]> = { en: EN, fr: FR, ar: AR };
