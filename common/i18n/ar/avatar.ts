// The profile photo on the Profile tab of the settings, in Arabic.
import type { TCatalogueArea } from "../catalogue-area";

export const avatar = {
  avatar: {
    title: "صورة الملف الشخصي",
    change: "تغيير الصورة",
    remove: "إزالة الصورة",
    hint: "JPG أو GIF أو PNG، بحد أقصى 1 ميغابايت.",
    uploading: "جارٍ الرفع...",
    removing: "جارٍ الإزالة...",
    successTitle: "تم تحديث الصورة",
    successBody: "تظهر صورتك الجديدة في جميع أنحاء الموقع.",
    failedTitle: "تعذّر الرفع",
    failedBody: "تعذّر رفع صورتك. يُرجى المحاولة مرة أخرى.",
    removedTitle: "تمت إزالة الصورة",
    removedBody: "تظهر الأحرف الأولى من اسمك بدلًا منها.",
    removeFailedTitle: "تعذّر التحديث",
    removeFailedBody: "تعذّرت إزالة صورتك. يُرجى المحاولة مرة أخرى.",
  },
} satisfies TCatalogueArea;
