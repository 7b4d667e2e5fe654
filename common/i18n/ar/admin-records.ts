// The administrator console's records (outbox, test e-mail, CSV exports), in Arabic.
import type { TCatalogueArea } from "../catalogue-area";

export const adminRecords = {
  adminRecords: {
    mailStatuses: { queued: "في قائمة الانتظار", sent: "مُرسَلة", outbox: "في صندوق الصادر", failed: "فشلت" },
    outbox: {
      notFound: "هذه الرسالة ليست في صندوق الصادر (تُحفظ الرسائل 30 يومًا)",
      notFailed: "لا يمكن إعادة رسالة إلى قائمة الانتظار إلا إذا فشل إرسالها",
    },
    testEmail: {
      subject: "رسالة بريد إلكتروني تجريبية من {{siteName}}",
      intro: "هذه رسالة بريد إلكتروني تجريبية أرسلها {{name}} من لوحة الإدارة في {{siteName}}.",
      received:
        "إذا كنت تقرؤها، فإعدادات البريد الإلكتروني للموقع تعمل: الرسائل المرسلة من {{from}} تصل إلى هذا العنوان.",
      outboxFrom: "صندوق الصادر المحلي",
      outboxNote: "لم يُضبط أي خادم SMTP (SMTP_URL و MAIL_FROM): الرسالة في صندوق الصادر المحلي ولم تُرسَل.",
      rateLimited: "رسائل تجريبية كثيرة جدًا: انتظر بضع دقائق ثم حاول مرة أخرى",
    },
    csv: {
      yes: "نعم",
      no: "لا",
      jobs: {
        id: "المعرّف",
        title: "المسمى الوظيفي",
        company: "الشركة",
        location: "الموقع",
        country: "الدولة",
        workType: "نوع العمل",
        status: "الحالة",
        salaryMin: "الحد الأدنى للراتب",
        salaryMax: "الحد الأقصى للراتب",
        currency: "العملة",
        applications: "الطلبات",
        created: "تاريخ الإنشاء",
        expires: "تاريخ الانتهاء",
      },
      users: {
        id: "المعرّف",
        name: "الاسم",
        email: "البريد الإلكتروني",
        type: "النوع",
        role: "الدور",
        emailConfirmed: "البريد الإلكتروني مؤكَّد",
        verified: "موثَّق",
        joined: "تاريخ الانضمام",
      },
      applications: {
        id: "المعرّف",
        applicant: "المتقدّم",
        email: "البريد الإلكتروني",
        job: "الوظيفة",
        company: "الشركة",
        status: "الحالة",
        applied: "تاريخ التقديم",
      },
    },
  },
} satisfies TCatalogueArea;
