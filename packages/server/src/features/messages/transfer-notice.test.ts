import { describe, expect, it } from 'vitest';
import { callsDisabledText, missedCallText, transferNotice } from './transfer-notice.js';

const DEPARTMENT = '*Mensagem automática*:\nVocê foi transferido para o departamento *Financeiro*\naguarde, já vamos te atender!';
const AGENT = '*Mensagem automática*:\nFoi transferido para o atendente *Ana*\naguarde, já vamos te atender!';
const BOTH = '*Mensagem automática*:\nVocê foi transferido para o departamento *Financeiro* e contará com a presença de *Ana*\naguarde, já vamos te atender!';

describe('transferNotice', () => {
  it('announces a new department when only the queue changes', () => {
    expect(transferNotice({ fromQueue: 'Vendas', toQueue: 'Financeiro', fromUser: 'Bruno', toUser: 'Bruno' })).toBe(DEPARTMENT);
    expect(transferNotice({ fromQueue: 'Vendas', toQueue: 'Financeiro' })).toBe(DEPARTMENT);
    expect(transferNotice({ fromQueue: null, toQueue: 'Financeiro', fromUser: null, toUser: null })).toBe(DEPARTMENT);
  });

  it('announces the department when an agent sends the ticket to another queue unassigned', () => {
    expect(transferNotice({ fromQueue: 'Vendas', toQueue: 'Financeiro', fromUser: 'Bruno', toUser: null })).toBe(DEPARTMENT);
  });

  it('announces a new agent in the same queue', () => {
    expect(transferNotice({ fromQueue: 'Vendas', toQueue: 'Vendas', fromUser: 'Bruno', toUser: 'Ana' })).toBe(AGENT);
    expect(transferNotice({ fromUser: 'Bruno', toUser: 'Ana' })).toBe(AGENT);
  });

  it('announces both when queue and agent change', () => {
    expect(transferNotice({ fromQueue: 'Vendas', toQueue: 'Financeiro', fromUser: 'Bruno', toUser: 'Ana' })).toBe(BOTH);
    expect(transferNotice({ fromQueue: null, toQueue: 'Financeiro', fromUser: null, toUser: 'Ana' })).toBe(BOTH);
  });

  it('says nothing when nothing changed, on an accept, or on a return to the waiting list', () => {
    expect(transferNotice({ fromQueue: 'Vendas', toQueue: 'Vendas', fromUser: 'Ana', toUser: 'Ana' })).toBeUndefined();
    expect(transferNotice({})).toBeUndefined();
    expect(transferNotice({ fromQueue: 'Vendas', toQueue: 'Vendas', fromUser: null, toUser: 'Ana' })).toBeUndefined();
    expect(transferNotice({ fromQueue: 'Vendas', toQueue: 'Vendas', fromUser: 'Ana', toUser: null })).toBeUndefined();
    expect(transferNotice({ fromQueue: 'Vendas', toQueue: null, fromUser: 'Ana', toUser: 'Ana' })).toBeUndefined();
  });
});

describe('transferNotice in English and Spanish', () => {
  it('tells the department and the agent in the company language', () => {
    expect(transferNotice({ fromQueue: 'Sales', toQueue: 'Billing', fromUser: null, toUser: 'Ana' }, 'en')).toBe('*Automatic message*:\nYou have been transferred to the *Billing* department and *Ana* will assist you\nplease wait, we will be with you shortly!');
    expect(transferNotice({ fromUser: 'Bruno', toUser: 'Ana' }, 'es')).toBe('*Mensaje automático*:\nUsted fue transferido al agente *Ana*\nespere, ¡enseguida lo atendemos!');
  });
});

describe('calls', () => {
  it('has the reference text for disabled calls', () => {
    expect(callsDisabledText()).toBe('*Mensagem Automática:*\n\nAs chamadas de voz e vídeo estão desabilitadas para esse WhatsApp, favor enviar uma mensagem de texto. Obrigado');
  });

  it("speaks the company's language", () => {
    expect(callsDisabledText('en')).toBe('*Automatic message:*\n\nVoice and video calls are disabled for this WhatsApp, please send a text message. Thank you');
    expect(missedCallText('UTC', new Date('2024-05-10T12:05:59Z'), 'en')).toBe('Missed voice/video call at 12:05');
    expect(missedCallText('UTC', new Date('2024-05-10T12:05:59Z'), 'es')).toBe('Llamada de voz/video perdida a las 12:05');
  });

  it('stamps a missed call with the zero-padded local time', () => {
    expect(missedCallText('America/Sao_Paulo', new Date('2024-05-10T12:05:59Z'))).toBe('Chamada de voz/vídeo perdida às 09:05');
    expect(missedCallText('UTC', new Date('2024-05-10T12:05:59Z'))).toBe('Chamada de voz/vídeo perdida às 12:05');
    expect(missedCallText('America/Sao_Paulo', new Date('2024-05-10T03:00:00Z'))).toBe('Chamada de voz/vídeo perdida às 00:00');
  });
});
