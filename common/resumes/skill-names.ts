/** A skill group as the resume keeps it: a JSON Resume skill with a level or keywords. */
type TGroupLike = { name?: unknown; keywords?: unknown };

const asText = (value: unknown): string => (typeof value === "string" ? value.replace(/\s+/g, " ").trim() : "");

/**
 * The skills a resume names, in its order and distinct ignoring case. A group with keywords is a
 * heading ("Clinical": "Patient assessment", "Triage"): its keywords are the skills and its name
 * is not; a group without keywords ("Rust", level "Learning") is a skill itself.
 */
export function resumeSkillNames(skills: readonly unknown[], groups: readonly TGroupLike[] = []): string[] {
  const headings = new Set(
    groups
      .filter((group) => Array.isArray(group.keywords) && group.keywords.some((keyword) => asText(keyword)))
      .map((group) => asText(group.name).toLowerCase())
      .filter(Boolean),
  );
  const names: string[] = [];
  const seen = new Set<string>();
  const add = (value: unknown) => {
    const name = asText(value);
    const key = name.toLowerCase();
    if (!name || seen.has(key) || headings.has(key)) return;
    seen.add(key);
    names.push(name);
  };
  skills.forEach(add);
  for (const group of groups) {
    add(group.name);
    if (Array.isArray(group.keywords)) group.keywords.forEach(add);
  }
  return names;
}
