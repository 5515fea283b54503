import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphClient } from './graph-client.js';
import { GraphApiError, isOutsideWindow } from './graph-errors.js';
import { startFakeGraph, type FakeGraph } from './test/fake-graph.js';
import { startedSession, TEST_TOKEN } from './test/session-harness.js';

let graph: FakeGraph;
beforeAll(async () => {
  graph = await startFakeGraph({ accessToken: TEST_TOKEN });
});
afterAll(() => graph.close());

const contact = { kind: 'contact' as const, phone: '5511987654321' };

/** Meta's error body for a code. */
function metaError(code: number, message: string, details?: string) {
  return { message, type: 'OAuthException', code, error_data: { messaging_product: 'whatsapp', ...(details ? { details } : {}) }, fbtrace_id: 'AbCdEf123' };
}

async function sendFailure(status: number, error: Record<string, unknown>): Promise<GraphApiError> {
  const { session } = await startedSession(graph.baseUrl);
  graph.failNextSend(status, error);
  const failure = await session.sendText(contact, 'hi').then(
    () => expect.fail('expected the send to fail'),
    (e: unknown) => e,
  );
  expect(failure).toBeInstanceOf(GraphApiError);
  return failure as GraphApiError;
}

describe('Graph errors → ProviderError.retryable', () => {
  it('131047 (outside the 24-hour window) is final and recognisable, with Meta’s details in the message', async () => {
    const error = await sendFailure(400, metaError(131047, 'Re-engagement message', 'Message failed to send because more than 24 hours have passed since the customer last replied to this number.'));
    expect(error).toMatchObject({ code: 'ERR_SENDING_WAPP_MSG', retryable: false, graphCode: 131047, httpStatus: 400, fbtraceId: 'AbCdEf123' });
    expect(error.message).toBe('Re-engagement message: Message failed to send because more than 24 hours have passed since the customer last replied to this number.');
    expect(isOutsideWindow(error)).toBe(true);
  });

  it.each([
    [400, 131056, '(#131056) (Business Account, Consumer Account) pair rate limit hit'],
    [400, 130429, '(#130429) Rate limit hit'],
    [400, 131048, '(#131048) Spam rate limit hit'],
  ])('HTTP %i code %i (throttling) is retryable', async (status, code, message) => {
    const error = await sendFailure(status, metaError(code, message));
    expect([error.retryable, error.graphCode, isOutsideWindow(error)]).toEqual([true, code, false]);
  });

  it('5xx and 429 are retryable; invalid parameters and a bad token are not', async () => {
    expect((await sendFailure(500, metaError(2, 'Service temporarily unavailable'))).retryable).toBe(true);
    expect((await sendFailure(503, { message: 'unknown' })).retryable).toBe(true);
    expect((await sendFailure(429, metaError(80007, 'Rate limit issues'))).retryable).toBe(true);
    expect((await sendFailure(400, metaError(100, '(#100) Invalid parameter', 'Param text[body] must be at most 4096 characters long.'))).retryable).toBe(false);
    expect((await sendFailure(400, metaError(131026, 'Message undeliverable'))).retryable).toBe(false);
    const badToken = await startedSession(graph.baseUrl, { cloudAccessToken: 'expired' });
    const error = await badToken.session.sendText(contact, 'hi').catch((e: unknown) => e);
    expect(error).toMatchObject({ retryable: false, graphCode: 190, httpStatus: 401 });
  });

  it('a timeout (AbortSignal) and an unreachable host are retryable', async () => {
    const slow = await startedSession(graph.baseUrl, {}, 200);
    graph.stallNextSend(1_000);
    const timedOut = await slow.session.sendText(contact, 'hi').catch((e: unknown) => e);
    expect(timedOut).toMatchObject({ retryable: true, code: 'ERR_SENDING_WAPP_MSG' });
    expect((timedOut as Error).message).toContain('timed out after 200 ms');

    const port = await closedPort();
    const nowhere = new GraphClient({ baseUrl: `http://127.0.0.1:${port}`, accessToken: 'x' });
    await expect(nowhere.postJson('1/messages', {})).rejects.toMatchObject({ retryable: true, httpStatus: undefined });
  });

  it('builds versioned URLs on a configurable base (trailing slashes ignored)', () => {
    const client = new GraphClient({ baseUrl: 'http://127.0.0.1:9/', version: 'v21.0', accessToken: 'x' });
    expect(client.url('123/messages')).toBe('http://127.0.0.1:9/v21.0/123/messages');
    expect(new GraphClient({ accessToken: 'x' }).url('/5')).toBe('https://graph.facebook.com/v23.0/5');
  });
});

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 1;
}
