import { describe, expect, it } from 'vitest';
import { CALLS_DISABLED_TEXT, missedCallText, transferNotice } from './transfer-notice.js';

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

describe('calls', () => {
  it('has the reference text for disabled calls', () => {
    expect(CALLS_DISABLED_TEXT).toBe('*Mensagem Automática:*\n\nAs chamadas de voz e vídeo estão desabilitadas para esse WhatsApp, favor enviar uma mensagem de texto. Obrigado');
  });

  it('stamps a missed call with the zero-padded local time', () => {
    expect(missedCallText('America/Sao_Paulo', new Date('2024-05-10T12:05:59Z'))).toBe('Chamada de voz/vídeo perdida às 09:05');
    expect(missedCallText('UTC', new Date('2024-05-10T12:05:59Z'))).toBe('Chamada de voz/vídeo perdida às 12:05');
    expect(missedCallText('America/Sao_Paulo', new Date('2024-05-10T03:00:00Z'))).toBe('Chamada de voz/vídeo perdida às 00:00');
  });
});
