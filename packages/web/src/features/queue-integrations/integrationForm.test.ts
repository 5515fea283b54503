import { describe, expect, it } from 'vitest';
import { integrationBody, integrationFormSchema, integrationFormValues } from './integrationForm';

describe('integration form', () => {
  it('requires a name of 2 to 50 (seed 001 §5)', () => {
    const issue = (name: string) => integrationFormSchema.safeParse({ ...integrationFormValues(undefined), name }).error?.issues[0]?.message;
    expect(issue('')).toBe('Required');
    expect(issue('a')).toBe('Too Short!');
    expect(issue('x'.repeat(51))).toBe('Too Long!');
    expect(issue('ab')).toBeUndefined();
  });

  it('names the project after the integration for n8n, webhook and Typebot; Dialogflow keeps its own', () => {
    const values = { ...integrationFormValues(undefined), name: ' Fluxo ', urlN8N: 'https://n8n.example.com/x', projectName: 'outro' };
    expect(integrationBody({ ...values, type: 'n8n' })).toEqual({ type: 'n8n', name: 'Fluxo', projectName: 'Fluxo', urlN8N: 'https://n8n.example.com/x' });
    expect(integrationBody({ ...values, type: 'typebot', typebotSlug: 'bot' })).toMatchObject({ projectName: 'Fluxo', typebotSlug: 'bot', typebotExpires: '1', typebotDelayMessage: '1000' });
    expect(integrationBody({ ...values, type: 'dialogflow', jsonContent: '{}', language: 'en' })).toEqual({ type: 'dialogflow', name: 'Fluxo', projectName: 'outro', jsonContent: '{}', language: 'en' });
  });
});
