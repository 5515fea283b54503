import { useMutation } from '@tanstack/react-query';
import { apiErrorFrom } from '../../api/ApiError';
import { apiUrl } from '../../api/baseUrl';
import type { ExternalSendResult } from '@prosa/contract';
import { apiTestRequest, type ApiTestKind, type ApiTestValues } from './apiTestForm';

/**
 * The API page's test sends go out as the company's own system would send them: with the
 * connection token typed in the form, never the signed-in user's session.
 */
async function sendWithToken(kind: ApiTestKind, values: ApiTestValues): Promise<ExternalSendResult> {
  const request = apiTestRequest(kind, values);
  const headers = new Headers({ Accept: 'application/json', Authorization: `Bearer ${values.token.trim()}` });
  let body: BodyInit;
  if ('json' in request) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(request.json);
  } else {
    body = request.form;
  }
  const response = await fetch(apiUrl('/api/messages/send'), { method: 'POST', headers, body });
  if (!response.ok) throw await apiErrorFrom(response);
  return (await response.json()) as ExternalSendResult;
}

export function useApiTestSend(kind: ApiTestKind) {
  return useMutation({ mutationFn: (values: ApiTestValues) => sendWithToken(kind, values) });
}
