/**
 * The secret ritual (spec 3) as the server sends it in `secret_content`. The contract leaves it
 * untyped, so it is read defensively: a missing part is an empty list, never a crash.
 */
export interface SecretRitual {
  secret_works: string[];
  advanced_patakines: string[];
  advanced_prayers: string[];
  secret_offerings: string[];
  hidden_taboos: string[];
  ritual_instructions: string[];
}

export const SECRET_PARTS = ['secret_works', 'advanced_patakines', 'advanced_prayers', 'secret_offerings', 'hidden_taboos', 'ritual_instructions'] as const;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim().length > 0) : typeof value === 'string' && value.trim() ? [value] : [];

const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

export function readSecret(content: unknown): SecretRitual | null {
  if (!content || typeof content !== 'object') return null;
  const c = record(content);
  const spiritual = record(c.spiritual_secrets);
  return {
    secret_works: strings(c.secret_works),
    advanced_patakines: strings(c.advanced_patakines),
    advanced_prayers: strings(spiritual.advanced_prayers ?? c.advanced_prayers),
    secret_offerings: strings(spiritual.secret_offerings ?? c.secret_offerings),
    hidden_taboos: strings(spiritual.hidden_taboos ?? c.hidden_taboos),
    ritual_instructions: strings(c.ritual_instructions),
  };
}
