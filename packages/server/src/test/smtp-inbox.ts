import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server in the test process: mails arrive over TCP like from any relay. */
export async function startSmtpInbox(): Promise<{ url: string; mails: ReceivedMail[]; close(): Promise<void> }> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, mails, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The eight-digit code in a reset mail (quoted-printable never splits a run of digits this short). */
export function codeIn(mail: ReceivedMail): string {
  const match = /c[oó]digo de verifica[cç][aã]o [eé]: (\d{8})/i.exec(mail.raw.replace(/=\r?\n/g, '').replace(/=C3=B3/g, 'ó').replace(/=C3=A7/g, 'ç').replace(/=C3=A3/g, 'ã').replace(/=C3=A9/g, 'é'));
  if (!match) throw new Error(`no code in mail:\n${mail.raw}`);
  return match[1]!;
}
