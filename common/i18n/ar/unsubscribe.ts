// The unsubscribe page a notification e-mail links to, in Arabic.
import type { TCatalogueArea } from "../catalogue-area";

export const unsubscribe = {
  unsubscribe: {
    metaTitle: "إلغاء الاشتراك",
    metaDescription: "أوقف نوعًا من رسائل البريد الإلكتروني من Hirewise.",
    title: "إلغاء الاشتراك",
    lists: {
      notifications: "إشعارات البريد الإلكتروني عن طلبات التوظيف والمتقدّمين والمقابلات والرسائل",
      "job-alerts": "رسائل تنبيه الوظائف عبر البريد الإلكتروني",
      digest: "الملخص الأسبوعي",
    },
    question: "هل تريد التوقف عن تلقي {{list}}؟",
    explanation:
      "ستظل رسائل الأمان، مثل إعادة تعيين كلمة المرور، تصلك. يمكنك إعادة تفعيل هذا في أي وقت من الإعدادات، ضمن الإشعارات.",
    confirm: "إلغاء الاشتراك",
    confirming: "جارٍ إلغاء الاشتراك...",
    doneTitle: "تم إلغاء الاشتراك",
    done: "لن تتلقى {{list}} بعد الآن.",
    settingsLink: "إدارة إعدادات البريد الإلكتروني",
    linkInvalid:
      "رابط إلغاء الاشتراك هذا غير صالح أو انتهت صلاحيته. سجّل الدخول وغيّر إعدادات البريد الإلكتروني من الإعدادات، ضمن الإشعارات.",
    failedTitle: "تعذّر إلغاء الاشتراك",
    signIn: "تسجيل الدخول",
  },
} satisfies TCatalogueArea;
