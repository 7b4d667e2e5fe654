// What a job search message names: the words to search, the place and the work type. Shared by
// the intent detection and the widget's search command. English, French and Arabic. Pure.
import { MAX_SEARCH_LENGTH } from "../jobs/schemas";
import { PhraseList, type TToken } from "./normalise";
import { findPlaces } from "./place-names";

export type TSearchWorkType = "remote" | "hybrid" | "onsite";

export interface TSearchSlots {
  /**
   * The remaining words, as typed (lower case), or "" when only filler words are left; at most
   * MAX_SEARCH_LENGTH characters.
   */
  keywords: string;
  country?: string;
  city?: string;
  workType?: TSearchWorkType;
}

const WORK_TYPES: Record<TSearchWorkType, PhraseList> = {
  remote: new PhraseList([
    "remote",
    "remotely",
    "work from home",
    "working from home",
    "from home",
    "wfh",
    "telecommute",
    "à distance",
    "en télétravail",
    "télétravail",
    "distanciel",
    "عن بعد",
    "من المنزل",
    "من البيت",
  ]),
  hybrid: new PhraseList(["hybrid", "hybride", "hybrides", "هجين", "هجينة", "هجينه"]),
  onsite: new PhraseList([
    "onsite",
    "on site",
    "in office",
    "in the office",
    "office based",
    "sur site",
    "en présentiel",
    "présentiel",
    "sur place",
    "حضوري",
    "حضورية",
    "في المكتب",
    "من المكتب",
  ]),
};

/** Words that ask for a search without saying what to search. */
const FILLER = new PhraseList([
  // English
  ...["find", "search", "searching", "look", "looking", "show", "get", "give", "list", "browse", "see", "want", "need"],
  ...["for", "me", "i", "i'm", "im", "am", "a", "an", "the", "some", "any", "all", "in", "at", "near", "around", "of"],
  ...["on", "to", "please", "can", "could", "would", "you", "like", "there", "are", "is", "available", "new", "latest"],
  ...["jobs", "job", "positions", "position", "roles", "role", "openings", "opening", "vacancies", "vacancy", "work"],
  ...[
    "opportunities",
    "opportunity",
    "offers",
    "my",
    "field",
    "based",
    "with",
    "that",
    "which",
    "as",
    "open",
    "hiring",
  ],
  ...["what", "do", "have", "help", "other", "more", "s", "m", "d", "nearby", "only", "type", "now", "currently"],
  ...["anything", "something", "related", "area", "city", "country", "out", "up", "by", "and", "or", "from"],
  ...["where", "who", "whose", "how", "many", "où", "combien", "أين", "اين", "ما", "ماذا", "كم"],
  ...["recommend", "recommended", "suggest", "match my resume", "match my profile", "matching my profile", "suit"],
  // French
  ...["trouve", "trouver", "trouvez", "trouvez-moi", "cherche", "chercher", "recherche", "rechercher", "cherchez"],
  ...["je", "j", "moi", "des", "de", "du", "la", "le", "les", "l", "d", "un", "une", "en", "au", "aux", "dans", "pour"],
  ...["sur", "emploi", "emplois", "poste", "postes", "offre", "offres", "travail", "boulot", "montre", "montrez"],
  ...["affiche", "afficher", "voir", "veux", "voudrais", "aimerais", "mon", "ma", "mes", "domaine", "il", "y", "a"],
  ...["vous", "plaît", "svp", "disponibles", "disponible", "quels", "quelles", "est", "ce", "qu", "que", "t", "à"],
  ...["nouveaux", "nouvelles", "et", "ou", "avec", "près", "autour", "ville", "pays", "opportunités", "type", "donne"],
  ...["donnez", "liste", "lister", "montre-moi", "trouve-moi", "cherche-moi", "s'il", "quelques", "toutes", "tous"],
  ...["aide", "aide-moi", "aider", "m'aider", "pour moi", "recommande", "suggère", "correspondent"],
  // Arabic
  ...["ابحث", "ابحثي", "بحث", "ابغى", "ابغي", "أريد", "اريد", "عن", "وظائف", "وظيفة", "الوظائف", "الوظيفة", "عمل"],
  ...["فرص", "فرصة", "في", "لي", "اعثر", "جد", "اعرض", "أظهر", "أرني", "من", "على", "مجال", "مجالي", "شغل", "ممكن"],
  ...["هل", "توجد", "يوجد", "عندكم", "أبحث", "ابحث لي", "اعطني", "أعطني", "متاحة", "المتاحة", "جديدة", "كل", "او"],
  ...[
    "ساعدني",
    "إيجاد",
    "ايجاد",
    "تناسبني",
    "اقترح",
    "أو",
    "و",
    "مع",
    "قرب",
    "بالقرب",
    "مدينة",
    "دولة",
    "بلد",
    "نوع",
    "اعرض لي",
    "أرى",
    "اريد ان",
    "أريد أن",
    "ان",
  ],
]);

/** The place, work type and remaining words of a job search message. */
export function searchSlots(tokens: readonly TToken[]): TSearchSlots {
  const places = findPlaces(tokens);
  const covered = new Set(places.covered);
  let workType: TSearchWorkType | undefined;
  for (const [type, phrases] of Object.entries(WORK_TYPES) as [TSearchWorkType, PhraseList][]) {
    const words = phrases.covered(tokens);
    if (words.size === 0) continue;
    workType ??= type;
    for (const index of words) covered.add(index);
  }
  for (const index of FILLER.covered(tokens)) covered.add(index);
  // At most as long as the job search takes, cut between words.
  let keywords = "";
  for (const [index, token] of tokens.entries()) {
    if (covered.has(index)) continue;
    const next = keywords ? `${keywords} ${token.raw}` : token.raw;
    if (next.length > MAX_SEARCH_LENGTH) break;
    keywords = next;
  }
  const slots: TSearchSlots = { keywords };
  if (places.country) slots.country = places.country;
  if (places.city) slots.city = places.city;
  if (workType) slots.workType = workType;
  return slots;
}

/** Whether a work type's name starts at `index` ("sur site", "à distance"). */
export function workTypeStartsAt(tokens: readonly TToken[], index: number): boolean {
  return Object.values(WORK_TYPES).some((phrases) => phrases.startsAt(tokens, index));
}
