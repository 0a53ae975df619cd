import { hash, verify } from "@node-rs/argon2";

/**
 * Player passwords: argon2id at the OWASP minimum (m=19 MiB, t=2, p=1).
 * 2 is Algorithm.Argon2id (a const enum, which isolated modules cannot import).
 */
export const PASSWORD_HASH_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, PASSWORD_HASH_OPTIONS);

/** False for a wrong password and for a stored value that is not an argon2 hash. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  if (!stored.startsWith("$argon2")) return false;
  return verify(stored, password).catch(() => false);
}
