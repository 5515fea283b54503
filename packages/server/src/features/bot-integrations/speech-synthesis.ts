import type { Config } from '../../config/config.js';
import type { PromptRow } from '../../db/schema/index.js';
import { WEBHOOK_TIMEOUT_MS } from './webhook-call.js';

/** Ogg/Opus is what WhatsApp plays as a voice note, and what the media pipeline sends as audio. */
export const SPEECH_OUTPUT_FORMAT = 'ogg-24khz-16bit-mono-opus';
export const SPEECH_FILE_NAME = 'resposta.ogg';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);
}

/**
 * Azure Speech's REST text-to-speech: `AZURE_SPEECH_URL` (an operator's setting, so not guarded like
 * the addresses users type), else the region's own host; the region is a bare name so it cannot
 * steer the call elsewhere. Any failure throws, and the turn is retried like the model's call.
 */
export async function synthesizeSpeech(prompt: Pick<PromptRow, 'voice' | 'voiceKey' | 'voiceRegion'>, text: string, config: Pick<Config, 'AZURE_SPEECH_URL'>): Promise<Buffer> {
  const region = prompt.voiceRegion.trim().toLowerCase();
  if (!config.AZURE_SPEECH_URL && !/^[a-z0-9]+$/.test(region)) throw new Error('the prompt has no valid Azure Speech region');
  if (!prompt.voiceKey.trim()) throw new Error('the prompt has no Azure Speech key');
  const base = (config.AZURE_SPEECH_URL ?? `https://${region}.tts.speech.microsoft.com`).replace(/\/+$/, '');
  const ssml = `<speak version="1.0" xml:lang="pt-BR"><voice name="${escapeXml(prompt.voice)}">${escapeXml(text)}</voice></speak>`;
  const response = await fetch(`${base}/cognitiveservices/v1`, {
    method: 'POST',
    headers: { 'ocp-apim-subscription-key': prompt.voiceKey.trim(), 'content-type': 'application/ssml+xml', 'x-microsoft-outputformat': SPEECH_OUTPUT_FORMAT, 'user-agent': 'prosa' },
    body: ssml,
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    redirect: 'error',
  });
  if (!response.ok) throw new Error(`Azure Speech answered HTTP ${response.status}`);
  const audio = Buffer.from(await response.arrayBuffer());
  if (audio.length === 0) throw new Error('Azure Speech answered no audio');
  return audio;
}
