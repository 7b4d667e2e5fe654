// The administrator console's Users tab and its actions, in Arabic.
import type { TCatalogueArea } from "../catalogue-area";

export const adminUsers = {
  adminUsers: {
    searchPlaceholder: "ابحث بالاسم أو البريد الإلكتروني",
    roleFilter: "الدور",
    filters: { all: "الكل", jobseeker: "الباحث عن عمل", company: "الشركة", admin: "المسؤول" },
    columns: {
      name: "الاسم",
      email: "البريد الإلكتروني",
      role: "الدور",
      emailConfirmed: "البريد الإلكتروني مؤكَّد",
      verified: "موثَّق",
      joined: "تاريخ الانضمام",
      lastSignIn: "آخر تسجيل دخول",
      actions: "الإجراءات",
    },
    roles: { jobseeker: "الباحث عن عمل", company: "الشركة", admin: "المسؤول" },
    yes: "نعم",
    no: "لا",
    never: "أبدًا",
    suspendedBadge: "موقوف",
    empty: "لا يوجد مستخدمون يطابقون بحثك.",
    actions: {
      makeAdmin: "تعيينه مسؤولًا",
      removeAdmin: "إزالة دور المسؤول",
      markVerified: "وسمه موثَّقًا",
      removeVerified: "إزالة التوثيق",
      suspend: "إيقاف",
      reinstate: "إعادة التفعيل",
      delete: "حذف",
    },
    confirm: {
      suspendTitle: "إيقاف {{name}}؟",
      suspendBody:
        "يُسجَّل خروج الحساب من كل مكان فورًا، ولا يمكنه تسجيل الدخول حتى يُعاد تفعيله. تُوقَف الوظائف النشطة للشركة مؤقتًا، وتعود عند إعادة تفعيلها.",
      reinstateTitle: "إعادة تفعيل {{name}}؟",
      reinstateBody: "يمكن للحساب تسجيل الدخول مجددًا، وتُعرض من جديد الوظائف التي أوقفها الإيقاف مؤقتًا.",
      deleteTitle: "حذف {{name}}؟",
      deleteBody:
        "يُزال الحساب وتُجهَّل بياناته كما لو حذفه صاحبه بنفسه: سيره الذاتية وملفه الشخصي وجلساته، وبالنسبة إلى الشركة، صفحة الشركة ووظائفها. لا يمكن التراجع عن هذا.",
    },
    done: {
      roleGranted: "أصبح {{name}} مسؤولًا.",
      roleRemoved: "لم يعد {{name}} مسؤولًا.",
      verified: "أصبح {{name}} موسومًا بأنه موثَّق.",
      unverified: "لم يعد {{name}} موسومًا بأنه موثَّق.",
      suspended: "تم إيقاف {{name}}.",
      reinstated: "تمت إعادة تفعيل {{name}}.",
      deleted: "تم حذف الحساب.",
    },
    errors: {
      accountSuspended: "هذا الحساب موقوف. تواصل مع الدعم.",
      lastAdmin: "هذا هو المسؤول الأخير: عيّن حسابًا آخر مسؤولًا أولًا.",
      adminCannotBeSuspended: "لا يمكن إيقاف مسؤول: أزل دور المسؤول أولًا.",
      suspendedCannotBeAdmin: "لا يمكن تعيين حساب موقوف مسؤولًا: أعد تفعيله أولًا.",
    },
  },
} satisfies TCatalogueArea;
