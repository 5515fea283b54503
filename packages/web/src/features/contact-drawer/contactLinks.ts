/** `tel:` link of a stored number (digits with the country code); null when nothing is dialable. */
export function phoneHref(number: string): string | null {
  const digits = number.replace(/\D/g, '');
  return digits.length === 0 ? null : `tel:+${digits}`;
}
