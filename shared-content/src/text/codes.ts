/**
 * A list's items in one language: the words a language gives for each item, with what is the same in
 * every language (an id or an icon, `codes`, listed once by the page's text module) added by position.
 */
export function withCodes<Key extends string, Code extends string, Item extends object>(key: Key, codes: readonly Code[], items: readonly Item[]) {
  return items.map((item, index) => ({ [key]: codes[index]!, ...item }) as Record<Key, Code> & Item);
}
