// Arabic phrasings of the assistant's evaluation (the tuning set).
import { ask, nav, search, type TAssistantEvalCase } from "./types";

export const AR: TAssistantEvalCase[] = [
  // Navigation.
  { text: "افتح الوظائف", command: nav("jobs") },
  { text: "اذهب إلى سيرتي الذاتية", command: nav("resume") },
  { text: "لوحة التحكم", command: nav("dashboard") },
  { text: "افتح الملف الشخصي", command: nav("profile") },
  { text: "اعرض الشركات", command: nav("companies") },
  { text: "افتح صفحة الباحثين عن عمل", command: nav("seekers") },
  { text: "خذني إلى الإعدادات", command: nav("settings") },
  { text: "افتح تقييم المهارات", command: nav("skillsAssessment") },
  { text: "انشر وظيفة", command: nav("postJob") },
  { text: "اذهب إلى لوحة الإدارة", command: nav("admin") },
  { text: "الصفحة الرئيسية", command: nav("home") },
  { text: "افتح المساعد الذكي", command: nav("aiAgent") },
  { text: "انتقل إلى صفحة الوظائف من فضلك", command: nav("jobs") },
  { text: "ملفي الشخصي", command: nav("profile") },
  { text: "روح للرئيسية", command: nav("home") },
  // Scroll and history.
  { text: "مرر إلى الأعلى", command: { kind: "scroll", to: "top" } },
  { text: "مرر للأسفل", command: { kind: "scroll", to: "bottom" } },
  { text: "اصعد لأعلى الصفحة", command: { kind: "scroll", to: "top" } },
  { text: "انزل تحت", command: { kind: "scroll", to: "bottom" } },
  { text: "حدث الصفحة", command: { kind: "history", action: "refresh" } },
  { text: "أعد تحميل الصفحة", command: { kind: "history", action: "refresh" } },
  { text: "ارجع", command: { kind: "history", action: "back" } },
  { text: "عد إلى الصفحة السابقة", command: { kind: "history", action: "back" } },
  { text: "تقدم للأمام", command: { kind: "history", action: "forward" } },
  // Forms.
  { text: "املأ النموذج", command: { kind: "form", action: "fill" } },
  { text: "عبئ الاستمارة من فضلك", command: { kind: "form", action: "fill" } },
  { text: "امسح كل الحقول", command: { kind: "form", action: "clear" } },
  { text: "أفرغ النموذج", command: { kind: "form", action: "clear" } },
  { text: "أرسل النموذج", command: { kind: "form", action: "submit" } },
  { text: "قدم الاستمارة", command: { kind: "form", action: "submit" } },
  // Search and filter.
  {
    text: "ابحث عن وظائف مطور في دبي",
    command: search("مطور", "/jobs?search=مطور&country=United+Arab+Emirates&city=Dubai", {
      country: "United Arab Emirates",
      city: "Dubai",
    }),
  },
  {
    text: "ابحث عن react في الرياض",
    command: search("react", "/jobs?search=react&country=Saudi+Arabia&city=Riyadh", {
      country: "Saudi Arabia",
      city: "Riyadh",
    }),
  },
  {
    text: "ابحث عن وظائف عن بعد في المغرب",
    command: search("", "/jobs?country=Morocco&workType=remote", { country: "Morocco", workType: "remote" }),
  },
  {
    text: "ابحث عن وظيفة مهندس مدني بالدار البيضاء",
    command: search("مهندس مدني", "/jobs?search=مهندس+مدني&country=Morocco&city=Casablanca", {
      country: "Morocco",
      city: "Casablanca",
    }),
  },
  {
    text: "جد لي وظائف تسويق في القاهرة",
    command: search("تسويق", "/jobs?search=تسويق&country=Egypt&city=Cairo", { country: "Egypt", city: "Cairo" }),
  },
  {
    text: "ابحث عن وظائف هجينة في الدوحة",
    command: search("", "/jobs?country=Qatar&city=Doha&workType=hybrid", {
      country: "Qatar",
      city: "Doha",
      workType: "hybrid",
    }),
  },
  { text: "فلتر حسب عن بعد", command: { kind: "filter", term: "عن بعد" } },
  { text: "تصفية حسب دوام كامل", command: { kind: "filter", term: "دوام كامل" } },
  // Questions about the app.
  { text: "كيف أبحث عن وظيفة؟", ...ask("howTo", { topic: "search" }) },
  { text: "كيف أتقدم لوظيفة على المنصة؟", ...ask("howTo", { topic: "apply" }) },
  { text: "كيف أحمل سيرتي الذاتية بصيغة PDF؟", ...ask("howTo", { topic: "pdf" }) },
  { text: "أين أجد طلباتي؟", ...ask("howTo", { topic: "applications" }) },
  { text: "كيف تعمل نسبة التطابق؟", ...ask("howTo", { topic: "match" }) },
  { text: "كيف أفعل تنبيهات الوظائف؟", ...ask("howTo", { topic: "alerts" }) },
  { text: "كيف أحفظ وظيفة لوقت لاحق؟", ...ask("howTo", { topic: "savedJobs" }) },
  { text: "كيف أغير كلمة المرور؟", ...ask("howTo", { topic: "account" }) },
  { text: "كيف أنشر وظيفة؟", ...ask("howTo", { topic: "postJob" }) },
  { text: "كيف أغير اللغة إلى العربية؟", ...ask("howTo", { topic: "settings" }) },
  { text: "كيف أنشئ سيرة ذاتية؟", ...ask("howTo", { topic: "resume" }) },
  // Career, skills, interviews, hiring, market.
  { text: "ساعدني في تحسين مهاراتي", ...ask("skills") },
  { text: "ماذا يجب أن أتعلم بعد ذلك؟", ...ask("skills") },
  { text: "نصيحة لتطوير مسيرتي المهنية", ...ask("careerAdvice") },
  { text: "كيف أحصل على ترقية في عملي؟", ...ask("careerAdvice") },
  { text: "كيف أستعد لمقابلة عمل؟", ...ask("interviewPrep") },
  { text: "ما الأسئلة الشائعة في المقابلات؟", ...ask("interviewPrep") },
  { text: "راجع سيرتي الذاتية", ...ask("resumeReview") },
  { text: "ما الذي ينقص سيرتي الذاتية؟", ...ask("resumeReview") },
  { text: "هل أنا مناسب لهذه الوظيفة؟", ...ask("jobMatch") },
  { text: "ما مدى توافقي مع هذه الوظيفة؟", ...ask("jobMatch") },
  { text: "ابحث عن مرشحين جيدين", ...ask("findCandidates") },
  { text: "نصائح التوظيف لشركتي", ...ask("hiringTips") },
  { text: "كيف أكتب وصفا وظيفيا جذابا؟", ...ask("hiringTips") },
  { text: "ما متوسط الرواتب في دبي؟", ...ask("marketInsights") },
  { text: "ما هي أكثر المهارات طلبا في السوق؟", ...ask("marketInsights") },
  // Searches for the server, greetings.
  { text: "أريد وظيفة عن بعد في السعودية", ...ask("jobSearch", { country: "Saudi Arabia", workType: "remote" }) },
  { text: "هل توجد وظائف محاسبة في عمان؟", ...ask("jobSearch", { country: "Oman" }) },
  { text: "وظائف حضورية في جدة", ...ask("jobSearch", { country: "Saudi Arabia", city: "Jeddah", workType: "onsite" }) },
  { text: "مرحبا", ...ask("greeting") },
  { text: "شكرا جزيلا", ...ask("greeting") },
];
