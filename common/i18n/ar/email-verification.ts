// Confirming the e-mail address, in Arabic.
import type { TCatalogueArea } from "../catalogue-area";

export const emailVerification = {
  emailVerification: {
    metaTitle: "تأكيد عنوان بريدك الإلكتروني",
    metaDescription: "أكّد عنوان البريد الإلكتروني لحسابك على Hirewise.",
    title: "أكّد عنوان بريدك الإلكتروني",
    intro: "نقرة واحدة تؤكد أن هذا العنوان لك، لنتمكن من التواصل معك بشأن طلبات التوظيف الخاصة بك.",
    confirm: "تأكيد عنوان بريدي الإلكتروني",
    confirming: "جارٍ التأكيد...",
    confirmedTitle: "تم تأكيد البريد الإلكتروني",
    failedTitle: "فشل التأكيد",
    failedFallback: "تعذّر علينا تأكيد عنوانك. يُرجى المحاولة مرة أخرى.",
    missingToken: "تحتاج هذه الصفحة إلى الرابط الموجود في الرسالة التي أرسلناها إليك. سجّل الدخول لطلب رابط جديد.",
    continue: "الانتقال إلى لوحة التحكم",
    signIn: "تسجيل الدخول",
    reminderTitle: "أكّد عنوان بريدك الإلكتروني",
    reminder: "أرسلنا رابط تأكيد إلى {{email}}. افتحه لتأكيد أن العنوان لك.",
    resend: "إرسال رابط جديد",
    resending: "جارٍ الإرسال...",
    resentTitle: "تم إرسال الرابط",
    resendFailedTitle: "تعذّر الإرسال",
  },
} satisfies TCatalogueArea;
