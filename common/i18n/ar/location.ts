// Location detection and its toast, in Arabic.
import type { TCatalogueArea } from "../catalogue-area";

export const location = {
  locationDetection: {
    detectedTitle: "تم تحديد الموقع",
    detectedDescription: "الموقع المُعبّأ تلقائيًا: {{city}}، {{country}}",
    detectedCountryDescription: "الموقع المُعبّأ تلقائيًا: {{country}}",
    detecting: "جارٍ تحديد الموقع...",
    failed: "تعذّر علينا تحديد موقعك. يُرجى إدخاله بنفسك.",
  },
} satisfies TCatalogueArea;
