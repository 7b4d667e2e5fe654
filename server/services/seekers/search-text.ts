// The candidate directory's text search and skills filter, over the facts the match keeper keeps
// per visible candidate (services/matching/visible-candidates.ts): no index of its own.
//
// Every word of a search must be found in the candidate's name, headline, resume titles or
// skills. A word (or a phrase of up to three) that names a skill or an occupation of the matching
// taxonomy also finds it under any of its names ("JS" finds JavaScript, "RN" a registered
// nurse). Names and headlines tolerate one typo in a word of four letters or more; every field
// matches a word's start from three letters on ("java" finds "javascript"). The relevance is
// the sum of each word's best field.
import { findRoles, findSkillsInItem, findSkillsInText } from "../../matching/skills";
import { STOP_WORDS, words } from "../../matching/text";
import { editDistance } from "../../platform/search-index/search-vocabulary";
import type { TCandidateFacts } from "../matching/visible-candidates";

/** How much a word found in each field counts; a typo or a word's start counts less. */
const WEIGHT = { name: 6, headline: 4, title: 4, concept: 4, skill: 3 } as const;
const PREFIX_FACTOR = 0.6;
const TYPO_FACTOR = 0.5;
const TYPO_MIN_LENGTH = 4;
const PREFIX_MIN_LENGTH = 3;
const PHRASE_MAX_WORDS = 3;

export interface TSearchWord {
  word: string;
  /** Skill and occupation ids this word (alone or in a phrase) names through the taxonomy. */
  skillIds: Set<string>;
  roleIds: Set<string>;
  /** Per candidate word, how well it matches this word (memoised: many candidates share words). */
  exact: Map<string, number>;
  fuzzy: Map<string, number>;
}

const isKnownSkill = (id: string) => !id.startsWith("~");

/** The words of a search, each with the taxonomy's ids it names. Empty: no text search. */
export function parseSearch(search: string | undefined): TSearchWord[] {
  if (!search) return [];
  const all = [...new Set(words(search))].slice(0, 20);
  const content = all.filter((word) => !STOP_WORDS.has(word));
  const chosen = content.length ? content : all;
  const searchWords: TSearchWord[] = chosen.map((word) => ({
    word,
    skillIds: new Set(),
    roleIds: new Set(),
    exact: new Map(),
    fuzzy: new Map(),
  }));
  const byWord = new Map(searchWords.map((entry) => [entry.word, entry]));
  const sequence = words(search);
  for (let size = 1; size <= PHRASE_MAX_WORDS; size += 1) {
    for (let start = 0; start + size <= sequence.length; start += 1) {
      const phraseWords = sequence.slice(start, start + size);
      const phrase = phraseWords.join(" ");
      // A whole phrase naming one skill ("RN", "JS", "registered nurse"), or skills within it.
      const skills = findSkillsInItem(phrase).filter((found) => isKnownSkill(found.id));
      const textSkills = size === 1 ? [] : findSkillsInText(phrase);
      const roles = size === 1 ? findRoles(phrase) : [];
      for (const word of phraseWords) {
        const entry = byWord.get(word);
        if (!entry) continue;
        for (const found of [...skills, ...textSkills]) {
          if (words(found.surface).includes(word)) entry.skillIds.add(found.id);
        }
        for (const role of roles) entry.roleIds.add(role);
      }
    }
  }
  return searchWords;
}

/** How well a candidate's word matches a search word: 1 the same, less for its start or one typo, else 0. */
function wordMatch(entry: TSearchWord, candidateWord: string, tolerateTypo: boolean): number {
  const memo = tolerateTypo ? entry.fuzzy : entry.exact;
  const kept = memo.get(candidateWord);
  if (kept !== undefined) return kept;
  let value = 0;
  const { word } = entry;
  if (candidateWord === word) value = 1;
  else if (word.length >= PREFIX_MIN_LENGTH && candidateWord.startsWith(word)) value = PREFIX_FACTOR;
  else if (tolerateTypo && word.length >= TYPO_MIN_LENGTH && editDistance(word, candidateWord, 1) <= 1) {
    value = TYPO_FACTOR;
  }
  memo.set(candidateWord, value);
  return value;
}

function bestIn(entry: TSearchWord, candidateWords: string[], tolerateTypo: boolean): number {
  let best = 0;
  for (const candidateWord of candidateWords) {
    best = Math.max(best, wordMatch(entry, candidateWord, tolerateTypo));
    if (best === 1) break;
  }
  return best;
}

/** The candidate's relevance to the search, or 0 when a word of it is found nowhere. */
export function textRelevance(searchWords: TSearchWord[], facts: TCandidateFacts): number {
  let total = 0;
  for (const entry of searchWords) {
    let best = WEIGHT.name * bestIn(entry, facts.nameWords, true);
    best = Math.max(best, WEIGHT.headline * bestIn(entry, facts.headlineWords, true));
    if (best < WEIGHT.title) best = Math.max(best, WEIGHT.title * bestIn(entry, facts.titleWords, false));
    if (best < WEIGHT.concept) {
      for (const id of entry.skillIds) if (facts.skillIds.has(id)) best = Math.max(best, WEIGHT.concept);
      for (const id of entry.roleIds) if (facts.roleIds.has(id)) best = Math.max(best, WEIGHT.concept);
    }
    if (best < WEIGHT.skill) best = Math.max(best, WEIGHT.skill * bestIn(entry, facts.skillWords, false));
    if (best === 0) return 0;
    total += best;
  }
  return total;
}

/**
 * The skills filter ("React, JS"): per comma-separated skill, the ids a candidate must have (every
 * id it names, through the taxonomy); an empty list is no filter.
 */
export function parseSkillsFilter(skills: string | undefined): string[][] {
  if (!skills) return [];
  return skills
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean)
    .slice(0, 20)
    .map((item) => findSkillsInItem(item.slice(0, 200)).map((found) => found.id))
    .filter((ids) => ids.length > 0);
}

export function hasSkills(required: string[][], facts: TCandidateFacts): boolean {
  return required.every((ids) => ids.every((id) => facts.skillIds.has(id)));
}
