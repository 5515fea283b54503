import type { CompanyLanguage } from '@prosa/contract';
import { automaticTextsIn } from './automatic-texts.js';
import { pad2, wallParts } from '../../shared/zoned-time.js';

export type TemplateVars = { contactName: string; protocol?: string };

/**
 * Greeting by the hour in the company's zone (from 6 "dia", after 11 "tarde",
 * after 17 "noite", before 6 "madrugada"), in the company's language.
 */
export function greetingForHour(hour: number, language: CompanyLanguage = 'pt'): string {
  const [night, morning, afternoon, evening] = automaticTextsIn(language).greetings;
  if (hour < 6) return night;
  if (hour < 12) return morning;
  if (hour < 18) return afternoon;
  return evening;
}

// `{{{x}}}` (Mustache's unescaped form, found in texts copied from the reference) is matched first
// so its outer braces do not survive around the value.
const VARIABLE = /\{\{\{\s*([A-Za-z]+)\s*\}\}\}|\{\{\s*([A-Za-z]+)\s*\}\}/g;

/**
 * Fills the template variables of every automatic text:
 * `{{firstName}}`, `{{name}}`, `{{ms}}` (also the reference's misspelt `{{gretting}}`), `{{protocol}}`
 * (the given one, else the local time as yyyyMMddHHmmss) and `{{hora}}` (HH:mm:ss), all in
 * `timeZone`, the greeting in `language`. Unknown variables stay as written; values are inserted verbatim (no HTML escaping, no
 * second pass, so a contact called "{{hora}}" stays that way).
 */
export function renderTemplate(text: string, vars: TemplateVars, timeZone: string, now: Date, language: CompanyLanguage = 'pt'): string {
  if (!text.includes('{{')) return text;
  const local = wallParts(now.getTime(), timeZone);
  const hora = `${pad2(local.hour)}:${pad2(local.minute)}:${pad2(local.second)}`;
  const name = vars.contactName.trim();
  const values: Record<string, string> = {
    firstName: name.split(/\s+/)[0] ?? '',
    name,
    ms: greetingForHour(local.hour, language),
    gretting: greetingForHour(local.hour, language),
    protocol: vars.protocol ?? `${local.year}${pad2(local.month)}${pad2(local.day)}${hora.replaceAll(':', '')}`,
    hora,
  };
  return text.replace(VARIABLE, (whole, tripleName: string | undefined, plainName: string | undefined) => {
    const key = tripleName ?? plainName ?? '';
    return Object.hasOwn(values, key) ? (values[key] ?? whole) : whole;
  });
}
