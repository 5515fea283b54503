import { pad2, wallParts } from './zoned-time.js';

export type TemplateVars = { contactName: string; protocol?: string };

/**
 * Greeting by the hour in the company's zone (reference §8.4: from 6 "dia", after 11 "tarde",
 * after 17 "noite", before 6 "madrugada").
 */
export function greetingForHour(hour: number): string {
  if (hour < 6) return 'Boa madrugada';
  if (hour < 12) return 'Bom dia';
  if (hour < 18) return 'Boa tarde';
  return 'Boa noite';
}

// `{{{x}}}` (Mustache's unescaped form, found in texts copied from the reference) is matched first
// so its outer braces do not survive around the value.
const VARIABLE = /\{\{\{\s*([A-Za-z]+)\s*\}\}\}|\{\{\s*([A-Za-z]+)\s*\}\}/g;

/**
 * Fills the template variables of every automatic text (rules.md "Bot and automation", seed 000 §3):
 * `{{firstName}}`, `{{name}}`, `{{ms}}` (also the reference's misspelt `{{gretting}}`), `{{protocol}}`
 * (the given one, else the local time as yyyyMMddHHmmss) and `{{hora}}` (HH:mm:ss), all in
 * `timeZone`. Unknown variables stay as written; values are inserted verbatim (no HTML escaping, no
 * second pass, so a contact called "{{hora}}" stays that way).
 */
export function renderTemplate(text: string, vars: TemplateVars, timeZone: string, now: Date): string {
  if (!text.includes('{{')) return text;
  const local = wallParts(now.getTime(), timeZone);
  const hora = `${pad2(local.hour)}:${pad2(local.minute)}:${pad2(local.second)}`;
  const name = vars.contactName.trim();
  const values: Record<string, string> = {
    firstName: name.split(/\s+/)[0] ?? '',
    name,
    ms: greetingForHour(local.hour),
    gretting: greetingForHour(local.hour),
    protocol: vars.protocol ?? `${local.year}${pad2(local.month)}${pad2(local.day)}${hora.replaceAll(':', '')}`,
    hora,
  };
  return text.replace(VARIABLE, (whole, tripleName: string | undefined, plainName: string | undefined) => {
    const key = tripleName ?? plainName ?? '';
    return Object.hasOwn(values, key) ? (values[key] ?? whole) : whole;
  });
}
