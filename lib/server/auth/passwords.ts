import 'server-only';
import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, t=2): OWASP's minimum recommendation.
export const hashPassword = (plain: string) => hash(plain, { algorithm: 2 });

export async function verifyPassword(hashed: string, plain: string) {
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}

// A fixed hash to verify against when the account does not exist, so the answer takes
// as long as for a real account and timing reveals nothing.
let dummy: Promise<string> | undefined;
export const dummyHash = () => (dummy ??= hashPassword('not-a-real-password'));
