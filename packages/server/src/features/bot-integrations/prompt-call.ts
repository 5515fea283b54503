import OpenAI from 'openai';
import { DEFAULT_PROMPT_MODEL } from '@prosa/contract';
import type { Config } from '../../config/config.js';
import type { PromptRow } from '../../db/schema/index.js';
import { openPromptKey } from '../prompts/prompt-key.js';
import { assertAddressAllowed } from './address-guard.js';
import type { BotAnswer } from './bot-answer.js';
import { WEBHOOK_TIMEOUT_MS } from './webhook-call.js';

/** The phrase the model starts its answer with when a person must take over (the reference's wording). */
export const TRANSFER_PHRASE = 'Ação: Transferir para o setor de atendimento';

export interface HistoryTurn {
  fromMe: boolean;
  body: string;
}

function systemText(prompt: PromptRow, contactName: string): string {
  const firstName = contactName.trim().split(/\s+/)[0]?.replace(/[^\p{L}\p{N}-]/gu, '') ?? '';
  return [
    `Chame o cliente pelo primeiro nome${firstName ? ` (${firstName})` : ''}.`,
    `Responda em no máximo ${prompt.maxTokens} tokens.`,
    `Quando for preciso um atendente humano, comece a resposta com "${TRANSFER_PHRASE}".`,
    '',
    prompt.prompt,
  ].join('\n');
}

type PromptConfig = Pick<Config, 'NODE_ENV' | 'ALLOW_PRIVATE_URLS' | 'OPENAI_BASE_URL' | 'jwtSecret'>;

/** The official client at the prompt's `baseUrl`, else `OPENAI_BASE_URL`, else OpenAI's, with the prompt's own key. */
export async function promptClient(prompt: PromptRow, config: PromptConfig): Promise<OpenAI> {
  const baseURL = prompt.baseUrl || config.OPENAI_BASE_URL || undefined;
  if (baseURL) await assertAddressAllowed(baseURL, config);
  const apiKey = openPromptKey(config.jwtSecret, prompt.apiKey);
  if (!apiKey) throw new Error('the prompt API key cannot be opened; save the prompt again');
  return new OpenAI({ apiKey, ...(baseURL ? { baseURL } : {}), timeout: WEBHOOK_TIMEOUT_MS, maxRetries: 0 });
}

/**
 * One answer of an AI prompt over any OpenAI-compatible service: the ticket's last `maxMessages`
 * messages as the conversation (the reference sent none). An answer asking for a person hands the
 * ticket to the prompt's queue, its text (without the phrase) sent first.
 */
export async function callPrompt(client: OpenAI, prompt: PromptRow, history: HistoryTurn[], contactName: string): Promise<BotAnswer> {
  const completion = await client.chat.completions.create({
    model: prompt.model || DEFAULT_PROMPT_MODEL,
    max_tokens: prompt.maxTokens,
    temperature: prompt.temperature,
    messages: [{ role: 'system', content: systemText(prompt, contactName) }, ...history.map((turn) => ({ role: turn.fromMe ? ('assistant' as const) : ('user' as const), content: turn.body }))],
  });
  const text = completion.choices[0]?.message.content?.trim() ?? '';
  if (!text.includes(TRANSFER_PHRASE)) return { replies: text ? [{ body: text }] : [] };
  const rest = text.replace(TRANSFER_PHRASE, '').replace(/^[\s:.-]+/, '').trim();
  return { replies: rest ? [{ body: rest }] : [], ...(prompt.queueId !== null ? { transfer: { queueId: prompt.queueId } } : { handoff: true }) };
}
