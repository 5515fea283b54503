import { describe, expect, it } from 'vitest';
import { attachmentName, quickMessageBody, quickMessageFormSchema, quickMessageFormValues } from './quickMessageForm';

describe('quick message form', () => {
  it('requires a shortcode', () => {
    const result = quickMessageFormSchema.safeParse({ shortcode: '  ', message: '', geral: false });
    expect(result.error?.issues[0]).toMatchObject({ path: ['shortcode'], message: 'quickMessages.validation.required' });
  });

  it('sends the trimmed shortcode, the message and geral', () => {
    expect(quickMessageBody({ shortcode: ' oi ', message: 'Olá', geral: true })).toEqual({ shortcode: 'oi', message: 'Olá', geral: true });
    expect(quickMessageFormValues(undefined)).toEqual({ shortcode: '', message: '', geral: false });
  });

  it('shows attachment names with underscores for spaces', () => {
    expect(attachmentName('tabela de preços.pdf')).toBe('tabela_de_preços.pdf');
  });
});
