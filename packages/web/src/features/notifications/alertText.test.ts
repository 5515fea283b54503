import { describe, expect, it } from 'vitest';
import { ALERT_BODY_MAX, alertBody } from './alertText';

const translate = (key: string) => `<${key}>`;

describe('alertBody', () => {
  it('shows the text of the message', () => {
    expect(alertBody({ body: ' Oi, tudo bem? ', mediaType: 'chat' }, translate)).toBe('Oi, tudo bem?');
  });

  it('cuts a long text with an ellipsis', () => {
    const body = alertBody({ body: 'a'.repeat(500), mediaType: 'chat' }, translate);
    expect(body).toHaveLength(ALERT_BODY_MAX);
    expect(body.endsWith('…')).toBe(true);
  });

  it('names what was sent when there is no text', () => {
    expect(alertBody({ body: '', mediaType: 'image' }, translate)).toBe('<notifications.media.image>');
    expect(alertBody({ body: '', mediaType: 'contactsArrayMessage' }, translate)).toBe('<notifications.media.contact>');
    expect(alertBody({ body: '', mediaType: 'somethingNew' }, translate)).toBe('<notifications.media.message>');
  });

  it('says a call was missed rather than showing the log text', () => {
    expect(alertBody({ body: 'Chamada de voz perdida', mediaType: 'call_log' }, translate)).toBe('<notifications.media.call>');
  });
});
