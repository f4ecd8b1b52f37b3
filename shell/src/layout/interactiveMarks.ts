import { useEffect, type ReactNode } from 'react';

/**
 * User Timing marks for the moment the server's HTML becomes interactive (the app loads after the first
 * paint): visible in DevTools and to field measurement, and awaited by the browser suite.
 */
export const interactiveMarks = { shell: 'shell-interactive', page: 'page-interactive' } as const;

export function markInteractive(name: string) {
  performance.mark?.(name);
}

/** Renders its children unchanged, and marks `name` once React has committed them. */
export function MarkOnCommit({ name, children }: { name: string; children: ReactNode }) {
  useEffect(() => markInteractive(name), [name]);
  return children;
}
