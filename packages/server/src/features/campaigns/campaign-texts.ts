import { createHash } from 'node:crypto';
import type { CampaignSettings } from '@prosa/contract';

export interface CampaignVariables {
  nome: string;
  email: string;
  numero: string;
}

/**
 * Fills `{nome}`, `{email}`, `{numero}` and the settings' custom `{key}` variables; an unknown
 * `{word}` stays as written, so a message that really means braces is not emptied.
 */
export function renderCampaignText(text: string, contact: CampaignVariables, custom: CampaignSettings['variables']): string {
  const values = new Map<string, string>(custom.map((variable) => [variable.key, variable.value]));
  values.set('nome', contact.nome);
  values.set('email', contact.email);
  values.set('numero', contact.numero);
  return text.replace(/\{([\p{L}\p{N}_-]+)\}/gu, (whole, key: string) => values.get(key) ?? whole);
}

/** A share in [0, 1) fixed by the shipping row: the "random" part of the pacing, reproducible in tests. */
export function paceShare(shippingId: number): number {
  return createHash('sha256').update(`campaign-pace:${shippingId}`).digest().readUInt32BE(0) / 2 ** 32;
}

/**
 * How long a connection rests after its `sentOnConnection`-th campaign send (1-based): the longer
 * pause after every `longerIntervalAfter` sends, otherwise a random 0..messageInterval seconds.
 */
export function paceDelayMs(sentOnConnection: number, shippingId: number, settings: Pick<CampaignSettings, 'messageInterval' | 'longerIntervalAfter' | 'greaterInterval'>): number {
  if (settings.longerIntervalAfter > 0 && sentOnConnection % settings.longerIntervalAfter === 0) return settings.greaterInterval * 1000;
  return Math.floor(paceShare(shippingId) * (settings.messageInterval * 1000 + 1));
}

/** Whether a reply is an opt-out: the whole text, trimmed and case-insensitive, is one of the words. */
export function isOptOut(body: string, words: string[]): boolean {
  const text = body.trim().toLocaleUpperCase('pt-BR');
  return text.length > 0 && words.some((word) => word.trim().toLocaleUpperCase('pt-BR') === text);
}
