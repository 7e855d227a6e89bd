import type { z } from 'zod';

/** zod issues as sentences that name where the problem is: `set-up: players.0.name: …`. */
export function formatIssues(where: string, issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    return `${where}: ${path === '' ? '(top level)' : path}: ${issue.message}`;
  });
}
