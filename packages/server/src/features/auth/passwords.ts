import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library defaults (19 MiB, 2 passes), the OWASP baseline. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verifying against a real hash when the e-mail is unknown keeps both answers equally slow.
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hash('prosa-dummy-password');
  await verifyPassword(await dummyHash, password);
}
