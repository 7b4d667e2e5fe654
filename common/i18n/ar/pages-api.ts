// The server answers of the pages and media calls, in Arabic.
import type { TCatalogueArea } from "../catalogue-area";

export const pagesApi = {
  pagesApi: {
    errors: {
      slugFormat: "استخدم أحرفًا صغيرة وأرقامًا وشرطات",
      slugTaken: "هناك صفحة أخرى تستخدم هذا العنوان",
      pageNotFound: "الصفحة غير موجودة",
      mediaNotFound: "الصورة غير موجودة",
      mediaTooLarge: "يجب ألا يتجاوز حجم الصورة 5 ميغابايت",
      mediaInUse: "هذه الصورة مستخدمة: حذفها يُفسد الصفحات التي تعرضها",
    },
  },
} satisfies TCatalogueArea;
