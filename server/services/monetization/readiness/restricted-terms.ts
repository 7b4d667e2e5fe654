// Terms that point to content AdSense restricts or forbids on a page that shows ads (its
// programme policies: adult and sexual content, gambling, weapons, drugs, counterfeit goods,
// hacking and cracked software). The readiness check asks the administrator to review a listed
// job or published page that uses one; it is a prompt to read, not a verdict, so the list keeps
// to words that ordinary job ads do not use ("sex" is in equal-opportunity statements, "security"
// and "ethical hacking" in IT jobs, "weed" in gardening ones).
//
// Each term is matched as whole words, in any case, with an optional plural "s"; a space matches
// any run of spaces. Terms are plain lower-case words and spaces: they are written into regular
// expressions (here and in PostgreSQL's) as they are.
export const RESTRICTED_TERMS = [
  // Adult and sexual content
  "porn",
  "porno",
  "pornography",
  "pornographic",
  "xxx",
  "erotic",
  "escort service",
  "adult entertainment",
  "strip club",
  "webcam model",
  // Gambling
  "casino",
  "gambling",
  "sportsbook",
  "sports betting",
  "online betting",
  "bookmaker",
  // Weapons
  "firearm",
  "handgun",
  "ammunition",
  "assault rifle",
  "gun shop",
  // Drugs
  "cannabis",
  "marijuana",
  "recreational drug",
  // Counterfeit goods
  "counterfeit",
  "replica watch",
  "fake id",
  // Hacking and cracked software
  "hacking service",
  "hacking tool",
  "cracked software",
  "keygen",
  "warez",
] as const;

const alternatives = RESTRICTED_TERMS.map((term) => term.replace(/ /g, "\\s+")).join("|");

/** For JavaScript: whole words (\b), in any case. */
export const RESTRICTED_TERMS_PATTERN = new RegExp(`\\b(?:${alternatives})s?\\b`, "i");

/** For PostgreSQL's ~* (case-insensitive): \m and \M are its word boundaries. */
export const RESTRICTED_TERMS_SQL_PATTERN = `\\m(?:${alternatives})s?\\M`;
