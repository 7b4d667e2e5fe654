// Download my data and delete my account (the Security tab of the settings), in Arabic.
import type { TCatalogueArea } from "../catalogue-area";

export const accountData = {
  accountData: {
    downloadTitle: "تنزيل بياناتي",
    downloadBody:
      "ملف JSON يضم كل ما يحتفظ به Hirewise عنك: حسابك وملفك الشخصي وسيرك الذاتية ووظائفك المحفوظة وطلبات التوظيف والشركة والجلسات وسجل الأمان ورسائل البريد الإلكتروني والملفات المرفوعة والنشاط.",
    download: "تنزيل بياناتي",
    dangerZone: "منطقة الخطر",
    deleteTitle: "حذف حسابي",
    deleteBody: "حذف حسابك يزيل بياناتك من Hirewise نهائيًا ويسجّل خروجك. لا يمكن التراجع عن ذلك.",
    delete: "حذف حسابي",
    dialogTitle: "هل تريد حذف حسابك؟",
    dialogIntro: "لا يمكن التراجع عن ذلك. سنزيل:",
    removedProfile: "حسابك وملفك الشخصي وسيرك الذاتية ووظائفك المحفوظة",
    removedCompany: "ملف شركتك ووظائفها المنشورة، إن كان حساب شركة",
    removedSessions: "جلساتك وصورك المرفوعة ورسائل البريد الإلكتروني التي نحتفظ بها لك",
    anonymised: "يحتفظ سجل الأمان وإحصاءات الصفحات بإدخالاتهما، دون اسمك أو عنوان بريدك الإلكتروني.",
    password: "كلمة المرور",
    passwordHint: "أدخل كلمة المرور للتأكيد.",
    confirm: "حذف حسابي",
    deleting: "جارٍ الحذف...",
    cancel: "إلغاء",
    close: "إغلاق",
    deletedTitle: "تم حذف الحساب",
    deletedBody: "تمت إزالة حسابك وبياناتك.",
    failedTitle: "تعذّر الحذف",
    failedBody: "تعذّر علينا حذف حسابك. يُرجى المحاولة مرة أخرى.",
    tooManyAttempts: "محاولات كثيرة لحذف حسابك. يُرجى المحاولة مرة أخرى بعد ساعة.",
    lastAdmin: "أنت المسؤول الوحيد. عيّن مسؤولًا آخر أولًا، ثم احذف حسابك.",
  },
} satisfies TCatalogueArea;
