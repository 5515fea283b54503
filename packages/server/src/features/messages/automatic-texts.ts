import type { CompanyLanguage } from '@prosa/contract';

/**
 * The fixed texts Prosa itself writes to customers, in each language a company may choose (setting
 * `language`). The Portuguese ones are the reference's wording; texts a company writes itself
 * (greetings, completion, out-of-hours, rating intro) are sent as written.
 */
export interface AutomaticTexts {
  /** `{{ms}}` by the local hour: before 6, before 12, before 18, from 18. */
  greetings: readonly [night: string, morning: string, afternoon: string, evening: string];
  /** Sent on accept with `sendGreetingAccepted`; `{{agent}}` is the agent's name. */
  acceptGreeting: string;
  transfer: {
    prefix: string;
    toDepartment: (queue: string) => string;
    toDepartmentAndAgent: (queue: string, agent: string) => string;
    toAgent: (agent: string) => string;
    wait: string;
  };
  /** Sent after a call when the `call` setting is disabled. */
  callsDisabled: string;
  /** The stored body of a `call_log` message; `time` is HH:mm in the company's zone. */
  missedCall: (time: string) => string;
  /** Appended to the connection's rating message. */
  ratingPrompt: string;
}

const pt: AutomaticTexts = {
  greetings: ['Boa madrugada', 'Bom dia', 'Boa tarde', 'Boa noite'],
  acceptGreeting: '{{ms}} *{{name}}*, meu nome é *{{agent}}* e agora vou prosseguir com seu atendimento!',
  transfer: {
    prefix: '*Mensagem automática*:\n',
    toDepartment: (queue) => `Você foi transferido para o departamento *${queue}*`,
    toDepartmentAndAgent: (queue, agent) => `Você foi transferido para o departamento *${queue}* e contará com a presença de *${agent}*`,
    toAgent: (agent) => `Foi transferido para o atendente *${agent}*`,
    wait: '\naguarde, já vamos te atender!',
  },
  // The reference's text, with its "desabilitas" typo corrected.
  callsDisabled: '*Mensagem Automática:*\n\nAs chamadas de voz e vídeo estão desabilitadas para esse WhatsApp, favor enviar uma mensagem de texto. Obrigado',
  missedCall: (time) => `Chamada de voz/vídeo perdida às ${time}`,
  ratingPrompt: 'Digite de 1 à 3 para qualificar nosso atendimento:\n*1* - _Insatisfeito_\n*2* - _Satisfeito_\n*3* - _Muito Satisfeito_',
};

const en: AutomaticTexts = {
  greetings: ['Hello', 'Good morning', 'Good afternoon', 'Good evening'],
  acceptGreeting: '{{ms}} *{{name}}*, my name is *{{agent}}* and I will take care of you from now on!',
  transfer: {
    prefix: '*Automatic message*:\n',
    toDepartment: (queue) => `You have been transferred to the *${queue}* department`,
    toDepartmentAndAgent: (queue, agent) => `You have been transferred to the *${queue}* department and *${agent}* will assist you`,
    toAgent: (agent) => `You have been transferred to the agent *${agent}*`,
    wait: '\nplease wait, we will be with you shortly!',
  },
  callsDisabled: '*Automatic message:*\n\nVoice and video calls are disabled for this WhatsApp, please send a text message. Thank you',
  missedCall: (time) => `Missed voice/video call at ${time}`,
  ratingPrompt: 'Type 1 to 3 to rate our service:\n*1* - _Unsatisfied_\n*2* - _Satisfied_\n*3* - _Very satisfied_',
};

const es: AutomaticTexts = {
  greetings: ['Buenas noches', 'Buenos días', 'Buenas tardes', 'Buenas noches'],
  acceptGreeting: '{{ms}} *{{name}}*, mi nombre es *{{agent}}* y a partir de ahora continuaré con su atención.',
  transfer: {
    prefix: '*Mensaje automático*:\n',
    toDepartment: (queue) => `Usted fue transferido al departamento *${queue}*`,
    toDepartmentAndAgent: (queue, agent) => `Usted fue transferido al departamento *${queue}* y lo atenderá *${agent}*`,
    toAgent: (agent) => `Usted fue transferido al agente *${agent}*`,
    wait: '\nespere, ¡enseguida lo atendemos!',
  },
  callsDisabled: '*Mensaje automático:*\n\nLas llamadas de voz y video están deshabilitadas para este WhatsApp, por favor envíe un mensaje de texto. Gracias',
  missedCall: (time) => `Llamada de voz/video perdida a las ${time}`,
  ratingPrompt: 'Escriba de 1 a 3 para calificar nuestra atención:\n*1* - _Insatisfecho_\n*2* - _Satisfecho_\n*3* - _Muy satisfecho_',
};

const TEXTS: Record<CompanyLanguage, AutomaticTexts> = { pt, en, es };

export function automaticTextsIn(language: CompanyLanguage): AutomaticTexts {
  return TEXTS[language];
}
