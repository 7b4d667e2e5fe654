// The uploaded files' refusals, in Arabic.
import type { TCatalogueArea } from "../catalogue-area";

export const uploads = {
  uploads: {
    missingFile: "اختر ملفًا لرفعه",
    unsupportedType: "اختر صورة بصيغة JPG أو GIF أو PNG",
    unreadableImage: "تعذّرت قراءة هذه الصورة: قد تكون تالفة أو غير مكتملة",
    avatarTooLarge: "يجب ألا يتجاوز حجم الصورة 1 ميغابايت",
    notFound: "الملف غير موجود",
  },
} satisfies TCatalogueArea;
