import type { TLanguage } from "@common/i18n";
import { apiRequest } from "~/lib/api-client";

// /api/language: the language switch's choice, kept by the browser and by a signed-in account.

export const chooseLanguage = (language: TLanguage) =>
  apiRequest<void>("/api/language", { method: "PUT", body: { language } });
