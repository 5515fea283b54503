import { describe, expect, it } from 'vitest';
import { apiTestErrors, apiTestRequest, EMPTY_API_TEST } from './apiTestForm';

describe('API test forms', () => {
  it('require token, number and the message (text) or a file (media)', () => {
    const required = 'messagesApi.validation.required';
    expect(apiTestErrors('text', EMPTY_API_TEST)).toEqual({ token: required, number: required, body: required });
    expect(apiTestErrors('media', EMPTY_API_TEST)).toEqual({ token: required, number: required, file: required });
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    expect(apiTestErrors('media', { token: 't', number: '5511999998888', body: '', file })).toEqual({});
    expect(apiTestErrors('text', { token: 't', number: '(  )', body: 'oi', file: null })).toEqual({ number: required });
  });

  it('sends the number’s digits only, as JSON for text and as multipart `medias` for media', () => {
    expect(apiTestRequest('text', { token: 't', number: '+55 11 99999-8888', body: 'oi', file: null })).toEqual({ json: { number: '5511999998888', body: 'oi' } });
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    const request = apiTestRequest('media', { token: 't', number: '5511999998888', body: 'legenda', file });
    expect('form' in request && request.form.get('medias')).toBeInstanceOf(File);
    expect('form' in request && request.form.get('number')).toBe('5511999998888');
  });
});
