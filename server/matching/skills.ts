// Finding skills and roles in text through the taxonomy (taxonomy/): every alias is a
// sequence of singular words, matched longest first at each position of a text.
import { fieldRelations, parseRoleTable, parseSkillTable, type TRoleEntry, type TSkillEntry } from "./taxonomy";
import { singular, terms, words } from "./text";
import type { TPreparedJob } from "./types";

const toWords = (alias: string) => words(alias).map(singular);

interface TAlias {
  words: string[];
  id: string;
}

/** First word -> aliases starting with it, longest first. */
type TAliasIndex = Map<string, TAlias[]>;

function buildIndex(entries: readonly { id: string; aliases: string[][] }[]): TAliasIndex {
  const index: TAliasIndex = new Map();
  for (const entry of entries) {
    for (const alias of entry.aliases) {
      const list = index.get(alias[0]) ?? [];
      if (!list.some((other) => other.id === entry.id && other.words.join(" ") === alias.join(" "))) {
        list.push({ words: alias, id: entry.id });
      }
      index.set(alias[0], list);
    }
  }
  for (const list of index.values()) list.sort((a, b) => b.words.length - a.words.length);
  return index;
}

export const SKILLS: readonly TSkillEntry[] = parseSkillTable(toWords);
export const ROLES: readonly TRoleEntry[] = parseRoleTable(toWords);
export const SKILLS_BY_ID = new Map(SKILLS.map((entry) => [entry.id, entry]));
export const ROLES_BY_ID = new Map(ROLES.map((entry) => [entry.id, entry]));
export const FIELD_RELATIONS = fieldRelations();

// Related credits made symmetric (the larger of both directions).
for (const entries of [SKILLS, ROLES] as const) {
  const byId = new Map<string, { related: Map<string, number> }>(entries.map((entry) => [entry.id, entry]));
  for (const entry of entries) {
    for (const [otherId, credit] of entry.related) {
      const other = byId.get(otherId);
      if (!other) continue;
      if ((other.related.get(entry.id) ?? 0) < credit) other.related.set(entry.id, credit);
    }
  }
}

const skillIndex = buildIndex(SKILLS);
const listIndex = buildIndex(
  SKILLS.map((entry) => ({ id: entry.id, aliases: [...entry.aliases, ...entry.listAliases] })),
);
const roleIndex = buildIndex(ROLES);

export interface TFound {
  id: string;
  /** The text's own words for it. */
  surface: string;
}

function scan(rawWords: string[], index: TAliasIndex): { found: TFound[]; rest: string[] } {
  const stems = rawWords.map(singular);
  const found: TFound[] = [];
  const rest: string[] = [];
  let position = 0;
  while (position < stems.length) {
    const candidates = index.get(stems[position]);
    let matched: TAlias | undefined;
    if (candidates) {
      matched = candidates.find((alias) => alias.words.every((word, offset) => stems[position + offset] === word));
    }
    if (matched) {
      // Every entry sharing this exact alias counts ("project manager" is two roles).
      const key = matched.words.join(" ");
      for (const alias of candidates!) {
        if (alias.words.length === matched.words.length && alias.words.join(" ") === key) {
          found.push({ id: alias.id, surface: rawWords.slice(position, position + matched.words.length).join(" ") });
        }
      }
      position += matched.words.length;
    } else {
      rest.push(rawWords[position]);
      position += 1;
    }
  }
  return { found, rest };
}

/** Skills named in free text (prose): list-only aliases ("Go", "R") are not read here. */
export function findSkillsInText(text: string): TFound[] {
  return scan(words(text), skillIndex).found;
}

/** The id of a skill with no taxonomy entry: its stemmed content words ("~banana bread"). */
export function unknownSkillId(item: string): string | null {
  const content = terms(item);
  return content.length > 0 ? `~${content.join(" ")}` : null;
}

/**
 * The skills of one skills-list item: the taxonomy entry it names (a list-only alias counts),
 * the entries named inside a longer item, or else the item itself as an unknown skill.
 */
export function findSkillsInItem(item: string): TFound[] {
  const raw = words(item);
  if (raw.length === 0) return [];
  const whole = listIndex.get(singular(raw[0]))?.find((alias) => alias.words.join(" ") === raw.map(singular).join(" "));
  if (whole) return [{ id: whole.id, surface: item.trim() }];
  const { found } = scan(raw, listIndex);
  if (found.length > 0) {
    // An item that is mostly one known skill keeps the writer's spelling for it.
    return found.length === 1 ? [{ id: found[0].id, surface: item.trim() }] : found;
  }
  const id = unknownSkillId(item);
  return id ? [{ id, surface: item.trim() }] : [];
}

/** Roles (occupations) named in a title. */
export function findRoles(title: string): string[] {
  return [...new Set(scan(words(title), roleIndex).found.map((found) => found.id))];
}

/** Canonical skill ids of skill names, in order, without duplicates ("JS", "k8s" -> javascript, kubernetes). */
export function normalizeSkills(names: string[]): string[] {
  const ids = new Set<string>();
  for (const name of names) {
    if (typeof name !== "string") continue;
    for (const found of findSkillsInItem(name.slice(0, 200))) ids.add(found.id);
  }
  return [...ids];
}

/** The canonical skill ids a prepared job asks for, most central first: for a database prefilter. */
export function extractJobSkills(job: TPreparedJob): string[] {
  return job.skills.map((skill) => skill.id);
}

/** The label shown for a skill id. */
export function skillLabel(id: string, fallback: string): string {
  return SKILLS_BY_ID.get(id)?.label ?? fallback;
}

/** Field of a skill or role id, or null for an unknown skill. */
export function skillField(id: string): string | null {
  return SKILLS_BY_ID.get(id)?.field ?? null;
}
