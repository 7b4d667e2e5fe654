import type { Context } from "hono";
import { ZLanguageChoiceSchema } from "@common/i18n/language-schema";
import type { THonoEnv } from "../../context";
import { rememberLanguage } from "../../lib/language-cookie";
import { parseJsonBody } from "../../lib/validation";
import { saveAccountLanguage } from "../../services/account/save-language";

/**
 * PUT /api/language, the language switch: anyone's browser keeps the chosen language (the lang
 * cookie), and a signed-in user's account saves it too. Answers 204; the page then loads its
 * address in that language.
 */
export async function setLanguageHandler(c: Context<THonoEnv>) {
  const { language } = await parseJsonBody(c, ZLanguageChoiceSchema);
  const user = c.get("currentUser");
  if (user) await saveAccountLanguage(c.get("app"), { userId: user.id, language });
  rememberLanguage(c, language);
  return c.body(null, 204);
}
