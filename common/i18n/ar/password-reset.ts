// "Forgot password?" and the reset link's page, in Arabic.
import type { TCatalogueArea } from "../catalogue-area";

export const passwordReset = {
  passwordReset: {
    forgotLink: "نسيت كلمة المرور؟",
    forgot: {
      metaTitle: "إعادة تعيين كلمة المرور",
      metaDescription: "احصل على رابط لتعيين كلمة مرور جديدة في Hirewise.",
      title: "إعادة تعيين كلمة المرور",
      intro: "أدخل عنوان البريد الإلكتروني لحسابك وسنرسل إليك رابطًا لتعيين كلمة مرور جديدة.",
      email: "البريد الإلكتروني",
      submit: "إرسال رابط إعادة التعيين",
      submitting: "جارٍ الإرسال...",
      sentTitle: "تحقّق من بريدك الإلكتروني",
      sent: "إذا كان هناك حساب يستخدم {{email}}، فرابط تعيين كلمة مرور جديدة في طريقه إليه. يعمل الرابط مرة واحدة، لمدة ساعة.",
      failedTitle: "تعذّر الطلب",
      failedFallback: "تعذّر علينا إرسال الرابط. يُرجى المحاولة مرة أخرى.",
      backToSignIn: "العودة إلى تسجيل الدخول",
      remembered: "تذكّرتها؟",
    },
    reset: {
      metaTitle: "تعيين كلمة مرور جديدة",
      metaDescription: "عيّن كلمة مرور جديدة لحسابك في Hirewise.",
      title: "تعيين كلمة مرور جديدة",
      intro: "اختر كلمة مرور جديدة لحسابك. سيتم تسجيل الخروج من كل جهاز مسجَّل الدخول إليه.",
      password: "كلمة المرور الجديدة",
      confirmPassword: "تأكيد كلمة المرور الجديدة",
      submit: "تعيين كلمة المرور الجديدة",
      submitting: "جارٍ الحفظ...",
      successTitle: "تم تحديث كلمة المرور",
      failedTitle: "تعذّرت إعادة التعيين",
      failedFallback: "تعذّر علينا تعيين كلمة المرور. يُرجى المحاولة مرة أخرى.",
      missingToken:
        "تحتاج هذه الصفحة إلى الرابط الموجود في البريد الإلكتروني الذي أرسلناه. اطلب رابطًا جديدًا إن لم يعد لديك.",
      requestNewLink: "طلب رابط جديد",
    },
  },
} satisfies TCatalogueArea;
