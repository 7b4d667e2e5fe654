/** `text` escaped for LIKE / ILIKE, so "%" and "_" in what a user typed match themselves. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The LIKE pattern of values containing `text`. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;
