import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

/** argon2id at the OWASP minimum (m = 19 MiB, t = 2, p = 1). */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  // Unknown users still pay for one verification so timing does not reveal which e-mails exist.
  const target = passwordHash ?? (await dummyHash);
  try {
    return (await verify(target, password)) && passwordHash !== null;
  } catch {
    return false;
  }
}

const dummyHash = hash('not-a-real-password', OPTIONS);
