// The content calls' answers (testimonials, FAQs, figures), in Arabic.
import type { TCatalogueArea } from "../catalogue-area";

export const contentApi = {
  contentApi: {
    errors: {
      testimonials: {
        notFound: "هذه الشهادة لم تعد موجودة.",
        tooMany: "يتسع الموقع لـ50 شهادة على الأكثر. احذف واحدة قبل إضافة أخرى.",
        notEmpty: "توجد شهادات بالفعل. لا يمكن إضافة الشهادات المدمجة إلا عندما تكون القائمة فارغة.",
      },
      faqs: {
        notFound: "هذا السؤال لم يعد موجودًا.",
        tooMany: "يتسع الموقع لـ50 سؤالًا على الأكثر. احذف واحدًا قبل إضافة آخر.",
        notEmpty: "توجد أسئلة بالفعل. لا يمكن إضافة الأسئلة المدمجة إلا عندما تكون القائمة فارغة.",
      },
      figures: {
        notFound: "لا يوجد رقم بهذا الاسم.",
        noLabel: "هذا الرقم ليس له تسمية.",
      },
    },
  },
} satisfies TCatalogueArea;
