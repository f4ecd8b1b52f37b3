/**
 * A list's items in one language, in the page's order. Each language writes the items under their keys,
 * in any order; each item gets its key as its `name` (an id or an icon, the same in every language), so a
 * translation that lists them in another order still gives every item its own picture.
 */
export function withCodes<Name extends string, Key extends string, Item extends object>(name: Name, keys: readonly Key[], items: Readonly<Record<Key, Item>>) {
  return keys.map((key) => ({ [name]: key, ...items[key] }) as Record<Name, Key> & Item);
}
