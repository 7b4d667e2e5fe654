// The floating assistant's button and its loading error, in Arabic.
import type { TCatalogueArea } from "../catalogue-area";

export const assistantWidget = {
  assistantWidget: {
    button: "المساعد الذكي",
    unavailable: "تعذّر تحميل المساعد. تحقّق من اتصالك، ثم أعد تحميل الصفحة.",
  },
} satisfies TCatalogueArea;
