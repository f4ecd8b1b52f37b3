// semver ships no types and @types/semver is not installed (no packages are added for types): the one function the
// tooling calls (contract.js).
declare module 'semver' {
  export function satisfies(version: string, range: string): boolean;
}
