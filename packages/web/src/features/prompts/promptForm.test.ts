import { describe, expect, it } from 'vitest';
import { promptBody, promptFormSchema, promptFormValues } from './promptForm';

const stored = { id: 1, companyId: 1, name: 'Vendas', prompt: 'Você vende.', queueId: 3, queue: { id: 3, name: 'Fila' }, apiKey: '••••••••0123', model: '', baseUrl: '', voice: 'texto', voiceKey: '', voiceRegion: '', maxTokens: 100, temperature: 1, maxMessages: 10, createdAt: '', updatedAt: '' };

describe('prompt form', () => {
  it('asks for the queue with ‘Informe o setor’ and for a key when creating', () => {
    const issues = (creating: boolean, values: object) => Object.fromEntries((promptFormSchema(creating).safeParse(values).error?.issues ?? []).map((issue) => [issue.path[0], issue.message]));
    expect(issues(true, promptFormValues(undefined))).toEqual({ name: 'Required', prompt: 'Required', queueId: 'Informe o setor', apiKey: 'Required' });
    expect(issues(false, promptFormValues(stored))).toEqual({});
  });

  it('sends the key only when it was typed anew', () => {
    expect(promptBody(promptFormValues(stored), stored)).not.toHaveProperty('apiKey');
    expect(promptBody({ ...promptFormValues(stored), apiKey: 'sk-nova' }, stored)).toMatchObject({ apiKey: 'sk-nova', queueId: '3' });
    expect(promptFormValues(undefined)).toMatchObject({ voice: 'texto', temperature: '1', maxTokens: '100', maxMessages: '10' });
  });
});
