/** LIKE text with its own %, _ and \ made literal (LIKE's default escape is \). */
export const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** LIKE pattern that finds `text` anywhere. */
export const containsPattern = (text: string) => `%${likeEscaped(text)}%`;
