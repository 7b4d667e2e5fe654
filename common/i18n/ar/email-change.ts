// Changing the account's e-mail address, in Arabic.
import type { TCatalogueArea } from "../catalogue-area";

export const emailChange = {
  emailChange: {
    email: "البريد الإلكتروني",
    emailHint: "عند تغييره نرسل رابط تأكيد إلى العنوان الجديد، ونُبلغ العنوان القديم.",
    currentPassword: "كلمة المرور الحالية",
    currentPasswordHint: "مطلوبة لتغيير عنوان بريدك الإلكتروني.",
    pending: "أرسلنا رابط تأكيد إلى {{email}}. يتغيّر عنوانك بمجرد أن تفتحه.",
    sentTitle: "تم إرسال التأكيد",
    sentBody: "افتح الرابط الذي أرسلناه إلى {{email}} لتأكيد عنوانك الجديد.",
    tooManyRequests: "طلبات كثيرة لتغيير البريد الإلكتروني. يُرجى المحاولة بعد ساعة.",
    addressTaken: "حساب آخر يستخدم هذا العنوان الآن، فلا يمكن أن يصبح عنوانك. اطلب التغيير من جديد بعنوان آخر.",
    changedTitle: "تم تغيير البريد الإلكتروني",
    changed: "عنوان بريدك الإلكتروني الآن هو {{email}}. استخدمه لتسجيل الدخول من الآن فصاعدًا.",
  },
} satisfies TCatalogueArea;
