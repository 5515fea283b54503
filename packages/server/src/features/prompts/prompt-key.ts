import { SecretBox } from '../../shared/secret-box.js';

/** Never change: keys sealed under one purpose cannot be opened under another. */
const PROMPT_KEY_PURPOSE = 'prompt-api-key';
const VOICE_KEY_PURPOSE = 'prompt-voice-key';

const boxes = new Map<string, SecretBox>();

/**
 * Prompt API keys are sealed like the WhatsApp credentials (AES-256-GCM, key derived from the
 * server secret), so a copy of the database alone does not spend the company's AI credit.
 */
function boxFor(serverSecret: string, purpose = PROMPT_KEY_PURPOSE): SecretBox {
  const name = `${purpose}:${serverSecret}`;
  let box = boxes.get(name);
  if (!box) boxes.set(name, (box = new SecretBox(serverSecret, purpose)));
  return box;
}

export function sealPromptKey(serverSecret: string, apiKey: string): string {
  return boxFor(serverSecret).seal(apiKey);
}

/** The Azure Speech key is sealed the same way (under its own purpose); no key stays ''. */
export function sealVoiceKey(serverSecret: string, voiceKey: string): string {
  return voiceKey === '' ? '' : boxFor(serverSecret, VOICE_KEY_PURPOSE).seal(voiceKey);
}

/** The plain Azure Speech key; a row saved before voice keys were sealed holds it plain and is read as it is. */
export function openVoiceKey(serverSecret: string, stored: string): string {
  if (stored === '') return '';
  try {
    return boxFor(serverSecret, VOICE_KEY_PURPOSE).open(stored);
  } catch {
    return stored;
  }
}

/** The plain key, or '' when it cannot be opened (the server secret changed): the prompt must be saved again. */
export function openPromptKey(serverSecret: string, sealed: string): string {
  try {
    return boxFor(serverSecret).open(sealed);
  } catch {
    return '';
  }
}
