/**
 * One way to show a phone number wherever it appears (contact panel, contact cards, headers, the
 * contacts table): stored numbers are digits with the country code, vCards carry whatever the
 * sender's phone wrote. Brazilian numbers read as +55 (11) 98765-4321; others as + and the digits.
 * Anything that is not a phone number (a group id, text) is shown as it came.
 */
export function phoneDisplay(value: string): string {
  const trimmed = value.trim();
  if (!/^[+\d\s().-]+$/.test(trimmed)) return trimmed;
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 8 || digits.length > 15) return trimmed;
  const brazil = /^55(\d{2})(\d{4,5})(\d{4})$/.exec(digits);
  if (brazil) return `+55 (${brazil[1]}) ${brazil[2]}-${brazil[3]}`;
  return `+${digits}`;
}
