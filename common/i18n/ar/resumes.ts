// Resumes: validation and API messages, in Arabic.
import type { TCatalogueArea } from "../catalogue-area";

export const resumes = {
  resumes: {
    validation: {
      fullNameRequired: "الاسم الكامل مطلوب",
      invalidEmail: "عنوان البريد الإلكتروني غير صالح",
      phoneRequired: "رقم الهاتف مطلوب",
      locationRequired: "الموقع مطلوب",
      companyRequired: "الشركة مطلوبة",
      positionRequired: "المنصب مطلوب",
      startDateRequired: "تاريخ البدء مطلوب",
      institutionRequired: "المؤسسة التعليمية مطلوبة",
      degreeRequired: "الدرجة العلمية مطلوبة",
      fieldRequired: "مجال الدراسة مطلوب",
      graduationDateRequired: "تاريخ التخرج مطلوب",
      languageRequired: "اللغة مطلوبة",
      certificationRequired: "اسم الشهادة مطلوب",
      nameRequired: "أدخل اسمًا",
      skillRequired: "أدخل مهارة",
      duplicateSkill: "لا يمكن إدراج كل مهارة إلا مرة واحدة",
      titleRequired: "عنوان السيرة الذاتية مطلوب",
      month: "أدخل الشهر بصيغة YYYY-MM",
      endBeforeStart: "لا يمكن أن يسبق تاريخ الانتهاء تاريخ البدء",
      list: "أدخل قائمة",
      tooMany: "عدد الإدخالات كبير جدًا",
    },
    errors: {
      notFound: "لم يتم العثور على السيرة الذاتية.",
      seekersOnly: "حسابات الباحثين عن عمل وحدها يمكنها الاحتفاظ بالسير الذاتية.",
      adminReadOnly: "يمكن للمسؤولين قراءة السير الذاتية للمستخدمين الآخرين دون تعديلها.",
      nothingToEnhance: "اكتب ملخصًا أو وصفًا لخبرة أولًا، ثم حسّنه بالذكاء الاصطناعي.",
      nothingToSummarize: "املأ خبرتك أو تعليمك أو مهاراتك أولًا، ثم أنشئ الملخص.",
      invalidJsonResume: "هذا الملف ليس مستند JSON Resume.",
      pdfBusy: "يجري الآن تجهيز ملفات PDF كثيرة. حاول مرة أخرى بعد بضع ثوانٍ.",
      pdfTooManyAtOnce: "آخر عمليتَي تنزيل طلبتهما ما زالتا قيد التجهيز. انتظر اكتمالهما، ثم حاول مرة أخرى.",
      pdfCancelled: "أُلغي التنزيل قبل أن يبدأ.",
    },
    copySuffix: " (نسخة)",
    choice: "{{title}} (حُدّثت في {{date}})",
    importedTitle: "مستوردة في {{date}}",
  },
} satisfies TCatalogueArea;
