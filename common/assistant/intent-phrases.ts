// The phrases the intent detection looks for, in English, French and Arabic (written as people
// type them: normalised when compiled). Kept apart from the rules that order them (intents.ts).
import { PhraseList, type TToken } from "./normalise";

const list = (...phrases: string[]) => new PhraseList(phrases);

export const INTENT_PHRASES = {
  greeting: list(
    ...["hello", "hi", "hey", "hiya", "thanks", "thank you", "thx", "good morning", "good evening", "good afternoon"],
    ...["there", "bonjour", "salut", "bonsoir", "coucou", "merci", "merci beaucoup", "allo", "cheers", "great", "ok"],
    ...["مرحبا", "أهلا", "اهلا", "السلام عليكم", "سلام", "شكرا", "شكرا جزيلا", "صباح الخير", "مساء الخير", "هاي"],
    ...["hirewise", "assistant", "yo", "much", "so", "a lot", "lot"],
  ),
  /** A question about how to do something. */
  how: list(
    ...["how", "where can i", "where do i", "where is", "where are", "where s", "is it possible", "can i", "can we"],
    ...["what is the", "what s the", "what does", "is there a way", "do i need", "how come", "where to"],
    ...["comment", "où puis-je", "où est", "où sont", "où trouver", "où se trouve", "est-il possible", "puis-je"],
    ...["peut-on", "je peux", "à quoi sert", "est-ce possible", "où", "c'est quoi", "qu'est-ce que"],
    ...["كيف", "كيفية", "طريقة", "أين", "وين", "هل يمكنني", "هل يمكن", "هل أستطيع", "ازاي", "إزاي", "ما هو", "ما هي"],
    ...["شلون", "هل بإمكاني", "ماذا يعني", "اين"],
  ),
  /** "How" itself: "where are the jobs in Tripoli" asks for jobs, "how do I find jobs" for help. */
  howStrict: list("how", "comment", "كيف", "كيفية", "طريقة", "ازاي", "إزاي", "شلون"),
  /** Any question (a looser test, for the last resort). */
  question: list(
    "what",
    "why",
    "when",
    "quoi",
    "pourquoi",
    "quand",
    "quel",
    "quelle",
    "ما",
    "ماذا",
    "لماذا",
    "متى",
    "هل",
  ),
  jobMatch: list(
    ...["how do i stand", "do i stand", "am i a good fit", "am i a fit", "am i fit", "am i qualified", "do i qualify"],
    ...["how well do i match", "do i match", "my match", "my chances", "match for this job", "fit for this job"],
    ...["good match for", "suited for this", "right for this job", "this job suit me", "this job fit me"],
    ...["explain my score", "my score", "why is my match", "am i a match", "how do i compare"],
    ...["suis-je un bon", "suis-je qualifié", "suis-je qualifiée", "est-ce que je corresponds", "je corresponds"],
    ...["mon score", "ma compatibilité", "me correspond", "mes chances", "suis-je fait pour", "mon adéquation"],
    ...["هل أنا مناسب", "هل انا مناسب", "هل أناسب", "هل اناسب", "مدى ملاءمتي", "نسبة توافقي", "نسبة تطابقي"],
    ...["correspond à cette", "correspond à ce", "match this job", "fit this job", "qualified for this"],
    ...["en suis-je pour cette", "en suis-je pour ce", "où en suis-je pour"],
    ...["مدى توافقي", "هل تناسبني", "فرصي", "نتيجتي", "هل أنا مؤهل", "هل انا مؤهل", "مناسب لهذه الوظيفة"],
  ),
  resume: list(
    ...["resume", "résumé", "resumes", "cv", "curriculum vitae", "cover letter"],
    ...["سيرتي", "سيرة", "السيرة", "سيره", "السيره", "السي في"],
  ),
  resumeReview: list(
    ...["review", "check", "improve", "feedback", "look at", "missing", "strengthen", "better", "rate", "evaluate"],
    ...["analyse", "analyze", "good enough", "weak", "stronger", "optimise", "optimize", "critique", "fix", "tips"],
    ...["revoir", "relire", "corriger", "améliorer", "analyser", "évaluer", "avis", "vérifier", "manque", "renforcer"],
    ...["conseils", "vérifie", "relis", "analyse", "évalue", "améliore", "corrige", "regarde", "critiquer", "noter"],
    ...["راجع", "مراجعة", "حسن", "تحسين", "قيم", "تقييم", "ينقص", "ملاحظات", "افحص", "رأيك", "رايك", "نقاط الضعف"],
    ...["يحتاج", "حسّن", "أحسن", "قوي", "تقوية", "انظر", "ناقص", "تدقيق", "دقق", "قوية", "جيدة"],
    ...["strong", "good", "great", "bon", "efficace", "percutant"],
  ),
  /** The asker's own resume: a question about it, not about a feature, asks for a review. */
  myResume: list("my resume", "my cv", "my résumé", "mon cv", "mon résumé", "سيرتي", "سيرتي الذاتية"),
  resumeReviewAlone: list(
    ...["resume review", "cv review", "resume help", "help with my resume", "help me with my resume", "revue de cv"],
    ...["aide pour mon cv", "مراجعة السيرة", "مساعدة في السيرة"],
  ),
  /** Interviews from the employer's side: "conduct an interview" asks for hiring tips. */
  interviewer: list(
    ...[
      "conduct",
      "conducting",
      "interviewing a",
      "interviewing an",
      "interview a",
      "interview an",
      "to ask candidates",
    ],
    ...["mener", "faire passer", "أجري", "اجري", "إجراء"],
  ),
  /** Choosing among candidates asks for hiring tips ("how do I pick the best candidates"). */
  choosing: list(
    ...["choose", "choosing", "pick", "select", "compare", "shortlist", "evaluate"],
    ...["choisir", "sélectionner", "comparer", "évaluer", "أختار", "اختار", "اختيار", "أفاضل", "أقيم"],
  ),
  interview: list(
    ...["interview", "interviews", "interviewing", "entretien", "entretiens", "entrevue", "entretien d'embauche"],
    ...["مقابلة", "المقابلة", "مقابلات", "المقابلات", "انترفيو"],
  ),
  candidate: list(
    ...["candidate", "candidates", "talent", "talents", "job seekers", "jobseekers", "seekers", "applicants"],
    ...["candidat", "candidats", "candidate", "candidates", "profils", "chercheurs d'emploi"],
    ...["مرشحين", "المرشحين", "مرشح", "مواهب", "المواهب", "الباحثين عن عمل", "متقدمين", "المتقدمين", "كفاءات"],
  ),
  hiring: list(
    ...["hiring tips", "hiring advice", "hiring process", "how to hire", "how do i hire", "how should i hire"],
    ...["how can i hire", "how do we hire", "recruit", "recruiting", "recruitment", "screen", "screening", "hire"],
    ...["job description", "write a job post", "writing a job post", "good job post", "job ad", "job posting"],
    ...["attract", "onboard", "onboarding", "employer branding", "better job post", "job post better"],
    ...["recruter", "recrutement", "embaucher", "conseils de recrutement", "fiche de poste"],
    ...["rédiger une offre", "attirer", "rédiger une annonce", "bonne offre", "bonne annonce"],
    ...["توظيف", "التوظيف", "أوظف", "اوظف", "استقطاب", "وصف وظيفي", "وصفا وظيفيا", "الوصف الوظيفي", "نصائح التوظيف"],
    ...["إعلان وظيفة جيد", "إعلان جيد", "جذب", "تعيين موظفين", "أعين", "اعين"],
  ),
  careerFirst: list(
    ...["negotiate", "negotiation", "negotiating", "raise", "négocier", "négociation", "augmentation"],
    ...["التفاوض", "أفاوض", "افاوض", "زيادة الراتب", "زيادة راتب"],
  ),
  market: list(
    ...["market", "salary", "salaries", "pay", "paid", "in demand", "demand", "trends", "trending", "most wanted"],
    ...["how much", "average", "insights", "hot skills", "top skills", "earn", "wages"],
    ...["marché", "salaire", "salaires", "rémunération", "tendances", "recherchées", "demandées", "combien", "payé"],
    ...["السوق", "سوق العمل", "راتب", "رواتب", "الرواتب", "الراتب", "متوسط", "مطلوبة", "المطلوبة", "الطلب", "اتجاهات"],
    ...["كم", "أكثر طلبا", "اكثر طلبا", "الأكثر طلبا", "hiring the most", "most hiring", "recrutent le plus"],
    ...["les plus demandés", "les plus recherchés", "يوظف أكثر"],
  ),
  skills: list(
    ...["skills", "skill", "learn", "learning", "upskill", "upskilling", "course", "courses", "certification"],
    ...["certifications", "study", "improve myself", "training", "technologies", "technology", "tutorial"],
    ...["compétences", "compétence", "apprendre", "formation", "formations", "certificat", "étudier", "progresser"],
    ...["مهارات", "مهاراتي", "المهارات", "تعلم", "أتعلم", "اتعلم", "دورات", "دورة", "شهادات", "شهادة", "تدريب"],
  ),
  career: list(
    ...["career", "careers", "promotion", "promoted", "grow", "growth", "switch", "change jobs", "change careers"],
    ...["next step", "advice", "mentor", "quit", "become", "leadership", "path", "future", "stuck"],
    ...["carrière", "carriere", "évoluer", "évolution", "reconversion", "conseil", "conseils", "changer de métier"],
    ...["avenir", "progression", "promu", "reconvertir", "devenir"],
    ...["مسيرة", "المسيرة", "مسيرتي", "المهني", "المهنية", "مهنة", "مهنتي", "ترقية", "نصيحة", "نصائح", "تغيير مجال"],
    ...["مستقبلي", "تطوير", "أتطور", "اتطور"],
    ...["rejected", "rejection", "rejections", "doing wrong", "no response", "refusé", "refusée", "refus", "démarquer"],
    ...["change my field", "change field", "changer de domaine", "تغيير مجالي", "أغير مجالي", "اغير مجالي", "مرفوض"],
    ...["get noticed", "stand out", "networking", "network", "personal brand", "linkedin", "se démarquer", "réseau"],
  ),
  jobNoun: list(
    ...["jobs", "job", "positions", "position", "roles", "role", "openings", "vacancies", "vacancy", "opportunities"],
    ...["internship", "internships", "work", "gig", "gigs", "employment", "job offers"],
    ...[
      "emplois",
      "emploi",
      "postes",
      "poste",
      "offres",
      "offre",
      "stage",
      "stages",
      "travail",
      "boulot",
      "alternance",
    ],
    ...["وظائف", "وظيفة", "الوظائف", "الوظيفة", "فرص عمل", "فرص", "شغل", "عمل", "تدريب", "وظايف"],
  ),
  searchVerb: list(
    ...["find", "search", "look for", "looking for", "show", "get me", "list", "any", "browse", "recommend", "suggest"],
    ...["trouve", "trouver", "cherche", "recherche", "montre", "affiche", "je cherche"],
    ...["ابحث", "أبحث", "اعثر", "جد", "اعرض", "أظهر", "أرني", "ابغى", "أريد"],
  ),
};

/** A feature a "howTo" question is about (HOW_TO_TOPICS in intents.ts). */
type TTopic = string;

// The features, most specific first: "download my resume as PDF" is pdf, not resume.
const TOPICS: [TTopic, PhraseList][] = [
  ["pdf", list("pdf", "download my resume", "download my cv", "export", "télécharger", "تحميل", "تنزيل", "بي دي اف")],
  [
    "postJob",
    list(
      ...["post a job", "post jobs", "publish a job", "job post", "job posting", "create a job", "post an offer"],
      ...["add a job", "list a job", "publier une offre", "publier", "poster une offre", "créer une offre"],
      ...["انشر وظيفة", "أنشر وظيفة", "نشر وظيفة", "إعلان وظيفة", "اعلان وظيفة", "أضيف وظيفة", "أضف وظيفة"],
    ),
  ],
  [
    "companyProfile",
    list(
      ...["company profile", "company page", "logo", "company details", "profil de l'entreprise", "page entreprise"],
      ...["profil entreprise", "profil de mon entreprise", "profil de l'entreprise"],
      ...["ملف الشركة", "ملف شركتي", "صفحة الشركة", "صفحة شركتي", "شعار", "بيانات الشركة"],
    ),
  ],
  [
    "pipeline",
    list(
      ...["pipeline", "applicants", "applicant", "move a candidate", "shortlist", "reject", "candidatures reçues"],
      ...["suivi des candidats", "المتقدمين", "المتقدم", "رفض", "مراحل"],
    ),
  ],
  ["match", list("match score", "matching", "match", "correspondance", "compatibilité", "التطابق", "التوافق", "تطابق")],
  [
    "applications",
    list(
      ...["my applications", "application status", "track", "applied", "mes candidatures", "candidatures", "suivre"],
      ...["طلباتي", "طلبي", "حالة طلب", "حالة الطلب", "الطلبات", "تتبع"],
    ),
  ],
  ["alerts", list("alert", "alerts", "notifications", "notified", "alerte", "alertes", "تنبيهات", "تنبيه", "إشعارات")],
  [
    "savedJobs",
    list(
      ...["save", "saved", "bookmark", "favorites", "favourites", "sauvegarder", "enregistrer", "favoris"],
      ...["sauvegardées", "sauvegardés", "enregistrées", "enregistrés"],
      ...["حفظ", "أحفظ", "احفظ", "المحفوظة", "المفضلة"],
    ),
  ],
  [
    "assessment",
    list("assessment", "skills test", "évaluation", "test de compétences", "تقييم المهارات", "اختبار المهارات"),
  ],
  ["messages", list("message", "messages", "messaging", "messagerie", "رسائل", "الرسائل", "رسالة", "أراسل")],
  [
    "account",
    list(
      ...["password", "delete my account", "account", "sign up", "register", "log in", "login", "email", "log out"],
      ...["sign out", "déconnecter", "تسجيل الخروج", "تسجيل الدخول"],
      ...["mot de passe", "compte", "inscrire", "connecter", "كلمة المرور", "كلمة السر", "حسابي", "الحساب", "حساب"],
      ...["حسابا", "أنشئ حساب", "انشاء حساب"],
    ),
  ],
  [
    "settings",
    list(
      ...["settings", "language", "dark mode", "theme", "photo", "profile", "picture", "avatar", "notifications"],
      ...["paramètres", "langue", "profil", "الإعدادات", "إعداداتي", "اللغة", "الوضع الليلي", "صورة", "الملف الشخصي"],
    ),
  ],
  ["apply", list("apply", "postuler", "candidater", "التقديم", "أتقدم", "اتقدم", "أقدم", "التقدم")],
  ["resume", list("resume", "résumé", "cv", "resume builder", "السيرة", "سيرتي", "سيرة")],
  [
    "candidates",
    list("candidates", "candidate", "job seekers", "seekers", "candidats", "المرشحين", "مرشحين", "الباحثين عن عمل"),
  ],
  [
    "search",
    list(
      ...["search", "find jobs", "find a job", "filter", "filters", "look for jobs", "find work", "jobs"],
      ...["rechercher", "chercher", "recherche", "filtre", "filtrer", "trouver un emploi", "trouver des offres"],
      ...["ابحث", "البحث", "أبحث", "تصفية", "فلتر", "أجد وظيفة", "اجد وظيفة", "وظائف"],
    ),
  ],
];

/**
 * Features named with a word of hiring ("مسار التوظيف", "processus de recrutement", "طلبات
 * التوظيف"): a question naming one is about the feature, not a request for hiring tips.
 */
const NAMED_FEATURES: [TTopic, PhraseList][] = [
  [
    "pipeline",
    list(
      ...["hiring pipeline", "recruitment pipeline", "processus de recrutement", "étapes du recrutement"],
      ...["مسار التوظيف", "مراحل التوظيف"],
    ),
  ],
  ["applications", list("طلبات التوظيف الخاصة بي", "طلبات التوظيف التي قدمتها", "طلباتي للتوظيف")],
];

/** The feature a message names by a name that holds a word of hiring, or null. */
export function namedFeatureOf(tokens: readonly TToken[]): TTopic | null {
  for (const [topic, phrases] of NAMED_FEATURES) if (phrases.has(tokens)) return topic;
  return null;
}

/** Features that are not the job search: "show my saved jobs" is about the feature, not a search. */
export const FEATURE_TOPICS = new Set([
  "pdf",
  "postJob",
  "companyProfile",
  "pipeline",
  "applications",
  "alerts",
  "savedJobs",
  "assessment",
  "messages",
  "account",
  "settings",
]);

/** The feature a message is about, or null. */
export function topicOf(tokens: readonly TToken[]): TTopic | null {
  for (const [topic, phrases] of TOPICS) if (phrases.has(tokens)) return topic;
  return null;
}
