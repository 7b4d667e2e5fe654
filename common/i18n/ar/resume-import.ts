// Importing a JSON Resume document, in Arabic.
import type { TCatalogueArea } from "../catalogue-area";

export const resumeImport = {
  resumeImport: {
    notAnObject: "هذا الملف ليس بتنسيق JSON Resume: يجب أن يحتوي على كائن JSON واحد.",
    nothingToImport: "لا يحتوي هذا الملف على ما يمكن استيراده: لا اسم ولا بيانات اتصال ولا خبرة ولا تعليم ولا مهارات.",
    unreadable: "تعذّرت قراءة هذا الملف بتنسيق JSON Resume.",
    invalidJson: "هذا الملف ليس بتنسيق JSON صالح.",
    title: "استيراد سيرة ذاتية بتنسيق JSON Resume",
    imported: "تم استيراد السيرة الذاتية. راجع كل قسم، ثم احفظها.",
    unmappedIntro: "هذه الأجزاء من الملف لا مكان لها في سيرة ذاتية على Hirewise، فلم تُستورد:",
  },
} satisfies TCatalogueArea;
