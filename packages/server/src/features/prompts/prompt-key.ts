import { SecretBox } from '../../shared/secret-box.js';

/** Never change: keys sealed under one purpose cannot be opened under another. */
const PROMPT_KEY_PURPOSE = 'prompt-api-key';

const boxes = new Map<string, SecretBox>();

/**
 * Prompt API keys are sealed like the WhatsApp credentials (AES-256-GCM, key derived from the
 * server secret), so a copy of the database alone does not spend the company's AI credit.
 */
function boxFor(serverSecret: string): SecretBox {
  let box = boxes.get(serverSecret);
  if (!box) boxes.set(serverSecret, (box = new SecretBox(serverSecret, PROMPT_KEY_PURPOSE)));
  return box;
}

export function sealPromptKey(serverSecret: string, apiKey: string): string {
  return boxFor(serverSecret).seal(apiKey);
}

/** The plain key, or '' when it cannot be opened (the server secret changed): the prompt must be saved again. */
export function openPromptKey(serverSecret: string, sealed: string): string {
  try {
    return boxFor(serverSecret).open(sealed);
  } catch {
    return '';
  }
}
