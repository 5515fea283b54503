const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A random token for the external API (and the Cloud API webhook's verify token): `length`
 * letters and digits from the browser's cryptographic generator. Bytes of 248 and above are
 * dropped so that every character is equally likely.
 */
export function generateToken(
  length = 32,
  fill: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  let token = '';
  const limit = 256 - (256 % ALPHABET.length);
  while (token.length < length) {
    for (const byte of fill(new Uint8Array(length * 2))) {
      if (byte >= limit) continue;
      token += ALPHABET[byte % ALPHABET.length];
      if (token.length === length) break;
    }
  }
  return token;
}
