// The synonym and taxonomy table of the matching engine, kept in the repository so a recruiter
// can read and extend it: one file of lines per area of work beside this one, read here in the
// order of AREAS. Two tables, one line each:
//
//   SKILLS: field | id | Label | aliases, comma-separated | related id:credit, comma-separated
//   ROLES:  field | id | aliases, comma-separated | related role id:credit
//
// Aliases are matched as whole words after accents and plurals are folded (text.ts
// `singular`), so "Registered Nurses" finds "registered nurse" and "comptabilité" finds
// "comptabilite". The longest alias wins ("nursery nurse" before "nurse"); of equally long ones
// the earlier line comes first. An alias written "=go" counts only when it is a whole item of a
// skills list (too ambiguous in prose). Related skills give partial credit (React <-> Next.js
// 0.6). Fields group skills and roles into professions; FIELD_RELATIONS says which professions
// are neighbours.
import * as buildingAndEnergy from "./building-and-energy";
import * as healthAndFinance from "./health-and-finance";
import * as logisticsAndHospitality from "./logistics-and-hospitality";
import * as peopleAndServices from "./people-and-services";
import * as salesMarketingAndTeaching from "./sales-marketing-and-teaching";
import * as technologyAndDesign from "./technology-and-design";

/** The areas in the tables' order: where two entries share an alias, the earlier comes first. */
const AREAS = [
  technologyAndDesign,
  healthAndFinance,
  salesMarketingAndTeaching,
  logisticsAndHospitality,
  buildingAndEnergy,
  peopleAndServices,
];
const SKILL_TABLE = AREAS.map((area) => area.SKILL_LINES).join("\n");
const ROLE_TABLE = AREAS.map((area) => area.ROLE_LINES).join("\n");

// Which professions border which: partial credit between fields (applied symmetrically).
const FIELD_RELATIONS: readonly [string, string, number][] = [
  ["software", "data", 0.45],
  ["software", "security", 0.45],
  ["software", "design", 0.25],
  ["software", "product", 0.35],
  ["data", "product", 0.3],
  ["data", "finance", 0.25],
  ["data", "marketing", 0.2],
  ["design", "product", 0.4],
  ["design", "marketing", 0.3],
  ["design", "media", 0.45],
  ["media", "marketing", 0.45],
  ["marketing", "sales", 0.45],
  ["sales", "retail", 0.4],
  ["sales", "customer-service", 0.35],
  ["retail", "customer-service", 0.45],
  ["retail", "hospitality", 0.3],
  ["hospitality", "customer-service", 0.45],
  ["finance", "consulting", 0.35],
  ["product", "consulting", 0.3],
  ["hr", "consulting", 0.3],
  ["hr", "teaching", 0.15],
  ["teaching", "nursing", 0.1],
  ["logistics", "retail", 0.25],
  ["logistics", "engineering", 0.25],
  ["construction", "engineering", 0.4],
  ["construction", "energy", 0.35],
  ["engineering", "energy", 0.45],
  ["agriculture", "engineering", 0.2],
  ["agriculture", "hospitality", 0.15],
  ["nonprofit", "data", 0.2],
  ["nonprofit", "teaching", 0.15],
  ["legal", "finance", 0.2],
];

export interface TSkillEntry {
  id: string;
  label: string;
  field: string;
  /** Aliases as word sequences (singular). */
  aliases: string[][];
  /** Aliases that count only as a whole skills-list item ("go", "r"). */
  listAliases: string[][];
  related: Map<string, number>;
}

export interface TRoleEntry {
  id: string;
  field: string;
  aliases: string[][];
  related: Map<string, number>;
}

function parseRelated(text: string | undefined): Map<string, number> {
  const related = new Map<string, number>();
  for (const part of (text ?? "").split(",")) {
    const [id, credit] = part.trim().split(":");
    if (id && credit) related.set(id.trim(), Number(credit));
  }
  return related;
}

function rows(table: string): string[][] {
  return table
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => line.split("|").map((cell) => cell.trim()));
}

/** Parses the skills table; `toWords` turns an alias into its word sequence. */
export function parseSkillTable(toWords: (alias: string) => string[]): TSkillEntry[] {
  return rows(SKILL_TABLE).map(([field, id, label, aliases, related]) => {
    const normal: string[][] = [toWords(label), toWords(id.replace(/-/g, " "))];
    const listOnly: string[][] = [];
    for (const alias of (aliases ?? "").split(",")) {
      const trimmed = alias.trim();
      if (!trimmed) continue;
      if (trimmed.startsWith("=")) listOnly.push(toWords(trimmed.slice(1)));
      else if (trimmed.endsWith("=")) listOnly.push(toWords(trimmed.slice(0, -1)));
      else normal.push(toWords(trimmed));
    }
    return {
      id,
      label,
      field,
      aliases: normal.filter((words) => words.length > 0),
      listAliases: listOnly.filter((words) => words.length > 0),
      related: parseRelated(related),
    };
  });
}

export function parseRoleTable(toWords: (alias: string) => string[]): TRoleEntry[] {
  return rows(ROLE_TABLE).map(([field, id, aliases, related]) => ({
    id,
    field,
    aliases: (aliases ?? "")
      .split(",")
      .map((alias) => toWords(alias.trim()))
      .filter((words) => words.length > 0),
    related: parseRelated(related),
  }));
}

/** Field -> field -> credit, symmetric, 1 on the diagonal. */
export function fieldRelations(): Map<string, Map<string, number>> {
  const relations = new Map<string, Map<string, number>>();
  const set = (a: string, b: string, credit: number) => {
    if (!relations.has(a)) relations.set(a, new Map());
    relations.get(a)!.set(b, credit);
  };
  for (const [a, b, credit] of FIELD_RELATIONS) {
    set(a, b, credit);
    set(b, a, credit);
  }
  return relations;
}
