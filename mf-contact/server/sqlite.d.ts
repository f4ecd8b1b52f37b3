// The part of the two SQLite drivers the store uses (better-sqlite3 ships no types; node:sqlite is newer than
// the @types/node of Node 20): both answer these calls alike.
interface SqliteStatement {
  all(...params: unknown[]): Record<string, unknown>[];
  run(...params: unknown[]): { changes: number | bigint };
}

interface SqliteDatabase {
  exec(sql: string): void;
  prepare(sql: string): SqliteStatement;
  close(): void;
}

declare module 'better-sqlite3' {
  const Database: new (file: string) => SqliteDatabase;
  export = Database;
}

declare module 'node:sqlite' {
  export const DatabaseSync: new (file: string) => SqliteDatabase;
}
