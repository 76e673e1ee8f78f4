/** Escapes LIKE wildcards so a user's '%' or '_' matches itself. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
