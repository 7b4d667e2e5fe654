// The site's content pages (/pages/<slug>), in Arabic.
import type { TCatalogueArea } from "../catalogue-area";

export const sitePages = {
  sitePages: {
    lastUpdated: "آخر تحديث <time>{{date}}</time>",
    operator: {
      title: "من يدير هذا الموقع",
      name: "المشغّل",
      postalAddress: "العنوان البريدي",
      contactEmail: "البريد الإلكتروني",
    },
    error: {
      title: "تعذّر تحميل هذه الصفحة",
      message: "حدث خطأ من جهتنا. يُرجى المحاولة مرة أخرى بعد قليل.",
      retry: "حاول مرة أخرى",
    },
  },
} satisfies TCatalogueArea;
