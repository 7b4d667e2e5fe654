// The words of the widget's local commands, in English, French and Arabic,
// written as people type them (normalised when compiled). The rules are in local-commands.ts.
import type { TNavigationTarget } from "./local-commands";
import { PhraseList } from "./normalise";

const list = (...phrases: string[]) => new PhraseList(phrases);

/** Words that make a command polite without changing it. */
export const POLITE = [
  ...["please", "pls", "can you", "could you", "would you", "kindly", "now", "for me", "thanks", "thank you", "hey"],
  ...["s'il te plaît", "s'il vous plaît", "svp", "stp", "peux-tu", "pouvez-vous", "tu peux", "vous pouvez", "merci"],
  ...["من فضلك", "لو سمحت", "رجاء", "الرجاء", "ممكن", "هل يمكنك", "هل تستطيع", "شكرا", "لي"],
];

/** How a question starts: a question is never a local command. */
export const QUESTION_START = list(
  ...["how", "what", "what's", "whats", "why", "where", "when", "which", "who", "is", "are", "do", "does", "should"],
  ...["can i", "could i", "can we", "will", "shall", "am i", "i", "i'm", "i'd", "is there", "tell me", "explain"],
  ...["comment", "pourquoi", "quand", "quel", "quelle", "quels", "quelles", "où", "est-ce", "qu'est-ce", "que"],
  ...["combien", "je", "j'ai", "puis-je", "dois-je", "explique"],
  ...["كيف", "لماذا", "ماذا", "ما", "متى", "أين", "اين", "هل", "كم", "وش", "ايش", "شو", "ليش", "أنا", "انا", "أريد"],
  ...["اريد", "أبغى", "ابغى", "اشرح"],
);

/** Polite openers a request may start with, even ending with "?". */
export const REQUEST_START = list(
  ...["can you", "could you", "would you", "please", "peux-tu", "pouvez-vous", "tu peux", "vous pouvez"],
  ...["هل يمكنك", "هل تستطيع", "ممكن", "من فضلك", "لو سمحت"],
);

const PAGE_WORDS = [
  ...["to", "the", "my", "page", "section", "tab", "screen", "a", "an", "me", "go", "back", "up", "over"],
  ...[
    "la",
    "le",
    "les",
    "l",
    "mon",
    "ma",
    "mes",
    "de",
    "du",
    "des",
    "d",
    "sur",
    "à",
    "au",
    "aux",
    "vers",
    "dans",
    "onglet",
  ],
  ...["صفحة", "الصفحة", "إلى", "الى", "على", "قسم", "لصفحة"],
];

export const NAVIGATION_VERBS = list(
  ...["open", "go", "go to", "take me", "navigate", "show", "show me", "bring me", "visit", "head", "switch"],
  ...["load", "jump", "get me", "move", "return", "see", "view"],
  ...["ouvre", "ouvrir", "ouvrez", "va", "aller", "allez", "affiche", "afficher", "montre", "montre-moi", "montrez"],
  ...["emmène-moi", "amène-moi", "accède", "accéder", "retourne", "retour", "direction", "passe", "passer"],
  ...["voir", "consulter"],
  ...["افتح", "افتحي", "اذهب", "إذهب", "انتقل", "روح", "خذني", "اعرض", "ودني", "وديني", "توجه", "اعرض لي"],
);
export const NAVIGATION_FILLER = list(...PAGE_WORDS, ...POLITE);

/** Each page's names, the longer first where one contains another. */
export const NAVIGATION_NAMES: [TNavigationTarget, PhraseList][] = [
  ["seekers", list("find job seekers", "job seekers", "seekers", "candidates", "candidats", "chercheurs d'emploi")],
  ["seekers", list("الباحثين عن عمل", "المرشحين")],
  [
    "skillsAssessment",
    list(
      ...["skills assessment", "skill assessment", "assessment", "skills test", "évaluation des compétences"],
      ...["test de compétences", "évaluation", "تقييم المهارات", "اختبار المهارات", "التقييم"],
    ),
  ],
  ["postJob", list("post job", "post a job", "publier une offre", "publier un emploi", "نشر وظيفة", "انشر وظيفة")],
  [
    "aiAgent",
    list(
      ...["ai agent", "ai chat", "ai assistant", "assistant", "chat", "agent ia", "assistant ia", "chat ia"],
      ...["المساعد", "المساعد الذكي", "الذكاء الاصطناعي", "المحادثة"],
    ),
  ],
  [
    "resume",
    list(
      ...["resume builder", "resume", "resumes", "cv", "résumé", "créateur de cv", "السيرة الذاتية", "سيرتي الذاتية"],
      ...["سيرتي", "السيرة"],
    ),
  ],
  ["admin", list("admin dashboard", "admin panel", "tableau de bord admin", "لوحة الإدارة")],
  ["dashboard", list("dashboard", "tableau de bord", "لوحة التحكم", "لوحة القيادة", "الداشبورد")],
  ["profile", list("profile", "profil", "الملف الشخصي", "ملفي الشخصي", "ملفي", "البروفايل")],
  ["companies", list("companies", "company directory", "entreprises", "sociétés", "الشركات")],
  ["settings", list("settings", "account settings", "paramètres", "réglages", "الإعدادات", "الاعدادات")],
  ["admin", list("admin", "admin panel", "administration", "لوحة الإدارة", "الإدارة", "الادمن")],
  ["home", list("home", "homepage", "home page", "accueil", "page d'accueil", "الرئيسية", "الصفحة الرئيسية")],
  [
    "jobs",
    list(
      ...["jobs", "job search", "job listings", "job list", "emplois", "offres", "offres d'emploi", "liste des offres"],
      ...["recherche d'emploi", "recherche d'emplois", "recherche d'offres"],
      ...["الوظائف", "وظائف", "صفحة الوظائف", "البحث عن وظائف", "البحث عن الوظائف"],
    ),
  ],
];

export const SCROLL_TOP = list(
  "top",
  "up",
  "haut",
  "remonte",
  "remonter",
  "monte",
  "أعلى",
  "الأعلى",
  "فوق",
  "اصعد",
  "الاعلى",
);
export const SCROLL_BOTTOM = list("bottom", "down", "bas", "descends", "descend", "أسفل", "الأسفل", "تحت", "انزل");
export const SCROLL_FILLER = list(
  ...["scroll", "go", "to", "the", "of", "page", "back", "all", "way", "jump", "move", "take", "me", "very", "right"],
  ...["a bit", "a little", "little", "way", "further", "more"],
  ...["défile", "défiler", "fais", "va", "en", "tout", "de", "la", "le", "du", "vers", "retourne", "retour", "au"],
  ...["jusqu", "jusque", "un peu", "plus"],
  ...["مرر", "اذهب", "إلى", "الى", "الصفحة", "صفحة", "ل", "في", "انتقل", "مرّر", "ارجع", "حتى", "اخر", "آخر"],
  ...POLITE,
);

export const HISTORY: ["refresh" | "back" | "forward", PhraseList][] = [
  [
    "refresh",
    list(
      ...["refresh", "reload", "rafraîchis", "rafraîchir", "rafraichis", "actualise", "actualiser", "recharge"],
      ...["recharger", "حدث", "تحديث", "أعد تحميل", "اعد تحميل", "حدّث"],
    ),
  ],
  [
    "back",
    list(
      ...["back", "go back", "previous page", "retour", "reviens", "revenir", "page précédente", "précédent"],
      ...["ارجع", "رجوع", "عودة", "عد", "الصفحة السابقة", "للخلف", "الخلف", "للوراء", "ارجعي"],
    ),
  ],
  [
    "forward",
    list(
      ...["forward", "go forward", "en avant", "avance", "avancer", "suivant", "page suivante"],
      ...["للأمام", "الأمام", "تقدم", "إلى الأمام", "الصفحة التالية"],
    ),
  ],
];
export const HISTORY_FILLER = list(
  ...["the", "this", "page", "go", "to", "a", "one", "step", "the previous", "browser", "hit", "press", "do"],
  ...["la", "le", "page", "cette", "à", "en", "arrière", "une", "de", "d", "va", "aller", "fais"],
  ...["الصفحة", "هذه", "إلى", "الى", "خطوة", "اذهب", "ل", "عد"],
  ...POLITE,
);

export const FORM: ["fill" | "clear" | "submit", PhraseList][] = [
  [
    "fill",
    list(
      ...["fill", "fill in", "fill out", "fill up", "autofill", "auto fill", "complete", "remplis", "remplir"],
      ...["remplissez", "complète", "compléter", "املأ", "املا", "عبئ", "عبّئ", "تعبئة", "املئ"],
    ),
  ],
  [
    "clear",
    list(
      ...["clear", "reset", "empty", "erase", "wipe", "vide", "vider", "efface", "effacer", "réinitialise"],
      ...["réinitialiser", "امسح", "مسح", "افرغ", "فرغ", "أفرغ", "صفر"],
    ),
  ],
  [
    "submit",
    list(
      ...["submit", "send", "send the form", "envoie", "envoyer", "soumets", "soumettre", "valide", "valider"],
      ...["أرسل", "ارسل", "إرسال", "قدم", "قدّم", "اعتمد"],
    ),
  ],
];
export const FORM_NOUN = list("form", "formulaire", "النموذج", "نموذج", "الاستمارة", "استمارة", "fields", "champs");
export const FORM_FILLER = list(
  ...["the", "this", "form", "it", "in", "out", "all", "fields", "current"],
  ...["le", "la", "ce", "cette", "formulaire", "les", "champs", "tous", "actuel"],
  ...["النموذج", "الاستمارة", "هذا", "هذه", "الحقول", "كل", "الحالي"],
  ...POLITE,
);

export const FILTER_VERBS = list(
  ...["filter", "filter by", "filter for", "filter to", "filter on", "narrow to", "narrow down to", "only show"],
  ...["filtre", "filtrer", "filtre par", "filtrer par", "filtre sur", "n'affiche que", "فلتر", "فلتر حسب", "صف حسب"],
  ...["صفِّ حسب", "تصفية حسب", "رشح حسب", "اعرض فقط"],
);
/** Words around what to filter by: "filter by remote jobs only" filters by "remote". */
export const FILTER_FILLER = list(
  ...["by", "for", "to", "on", "the", "results", "jobs", "only", "show", "par", "sur", "les", "résultats", "offres"],
  ...["uniquement", "seulement", "حسب", "على", "النتائج", "الوظائف", "فقط"],
  ...POLITE,
);

/** Verbs that open a search: followed by what to search. */
export const SEARCH_VERBS = list(
  ...["search", "search for", "find", "find me", "look for", "look up", "show me", "rechercher", "recherche"],
  ...["cherche", "chercher", "cherche-moi", "trouve", "trouve-moi", "trouver", "ابحث", "ابحث عن", "ابحثي", "دور على"],
  ...["جد", "جد لي", "اعثر على", "اعثر", "دور"],
);

/** Words that ask about the person: the server answers, knowing them ("jobs in my field"). */
export const PERSONAL = list(
  "my field",
  "for me",
  "pour moi",
  "for my profile",
  "match me",
  "suit me",
  "mon domaine",
  "mon profil",
  "مجالي",
);
