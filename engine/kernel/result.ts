/**
 * Results instead of exceptions: an illegal command or a malformed file is an ordinary outcome
 * for a rules engine, so it comes back as a value naming what is wrong and which rule says so.
 * Exceptions are kept for programmer mistakes.
 */

/** Why a command was refused: a namespaced code (`"deploy/off-table"`), the rule section that
 * forbids it and a sentence a player can read. */
export interface Refusal {
  readonly code: string;
  readonly section: string;
  readonly message: string;
}

export type Result<T, E = string[]> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

export function err<E>(error: E): { readonly ok: false; readonly error: E } {
  return { ok: false, error };
}

export function refusal(code: string, section: string, message: string): Refusal {
  return { code, section, message };
}
