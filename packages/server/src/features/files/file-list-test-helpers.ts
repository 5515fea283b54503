import type { Headers } from '../../test/conversation-kit.js';
import type { TestServer } from '../../test/test-server.js';

/** The seed client's upload of one option's file. */
export function uploadOption(target: TestServer, listId: number, headers: Headers, optionId?: number) {
  const boundary = `----prosa${Math.random().toString(16).slice(2)}`;
  const idPart = optionId === undefined ? '' : `--${boundary}\r\nContent-Disposition: form-data; name="id"\r\n\r\n${optionId}\r\n`;
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="typeArch"\r\n\r\nfileList\r\n${idPart}--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="tabela.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 tabela\r\n--${boundary}--\r\n`,
  );
  return target.app.inject({ method: 'POST', url: `/files/uploadList/${listId}`, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
}

