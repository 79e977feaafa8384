// Searches typed by admins match as plain text: LIKE's own wildcards in them are not wildcards.

/** A LIKE pattern matching `text` anywhere, its % and _ (and the escape \) taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
