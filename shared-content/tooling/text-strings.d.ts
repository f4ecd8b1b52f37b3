// Types of text-strings.js for the TypeScript tests.
export function textStrings(value: unknown, key: string, args?: unknown[]): Generator<[string, string]>;
