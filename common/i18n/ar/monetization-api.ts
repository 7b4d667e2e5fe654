// The monetization calls' answers in the admin console, in Arabic.
import type { TCatalogueArea } from "../catalogue-area";

export const monetizationApi = {
  monetizationApi: {
    validation: {
      publisherId:
        "أدخل معرّف الناشر في AdSense كما يظهر في حسابك: بادئة الناشر متبوعة بـ 16 رقمًا (تُقبل البادئة الكاملة أيضًا)",
      publisherIdRequired: "أدخل معرّف الناشر في AdSense قبل تفعيل الإعلانات",
      unitId: "استخدم أحرفًا لاتينية صغيرة وأرقامًا والشرطة - فقط، بحد أقصى 40 حرفًا",
      slotId: "أدخل معرّف الموضع للوحدة الإعلانية من AdSense: أرقام فقط",
      tooManyUnits: "12 وحدة إعلانية على الأكثر",
      duplicateUnit: "تحتاج كل وحدة إعلانية إلى معرّف خاص بها",
    },
    revenue: {
      notConnected:
        "لا توجد بيانات إيرادات مرتبطة. لا يقرأ Hirewise حسابك في AdSense: اطّلع على أرباحك في AdSense نفسه.",
    },
  },
} satisfies TCatalogueArea;
