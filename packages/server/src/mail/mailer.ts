import type { Transporter } from 'nodemailer';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/types.js';
import { mailOutbox } from '../db/schema/index.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * Every mail is recorded in the outbox first. With `SMTP_URL` it is then sent through nodemailer;
 * without it the mail stays in the outbox and goes to the log, so a fresh install can still reset
 * passwords by reading the log. nodemailer is imported with the first mail sent, not at start
 * (resting memory, docs/PERFORMANCE.md).
 */
export function createMailer(options: { db: Db; smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  let transport: Promise<Transporter> | undefined;
  const transportFor = (smtpUrl: string) => (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl)));
  return {
    async send(mail) {
      const [row] = await options.db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
      if (!options.smtpUrl) {
        options.log.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'mail kept in the outbox (no SMTP_URL)');
        return;
      }
      try {
        const sender = await transportFor(options.smtpUrl);
        await sender.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
        await options.db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row!.id));
      } catch (error) {
        options.log.error({ err: error, to: mail.to }, 'sending mail failed');
        await options.db.update(mailOutbox).set({ error: String(error) }).where(eq(mailOutbox.id, row!.id));
        throw error;
      }
    },
    close() {
      void transport?.then((sender) => sender.close());
    },
  };
}
