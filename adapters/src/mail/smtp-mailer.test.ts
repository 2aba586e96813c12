import nodemailer from 'nodemailer';
import { UnavailableError } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { SmtpMailer } from './smtp-mailer';

describe('SmtpMailer', () => {
  it('builds a message from the configured sender', async () => {
    const sent: { envelope: unknown; message: string }[] = [];
    const transporter = nodemailer.createTransport({ jsonTransport: true });
    const original = transporter.sendMail.bind(transporter);
    transporter.sendMail = (async (mail: nodemailer.SendMailOptions) => {
      const info = (await original(mail)) as { envelope: unknown; message: string };
      sent.push(info);
      return info;
    }) as typeof transporter.sendMail;
    const mailer = new SmtpMailer({ transporter, from: 'EdgeBoard <noreply@edgeboard.test>' });
    await mailer.send({ to: 'fan@example.com', subject: 'Hello', text: 'Body', html: '<p>Body</p>' });
    expect(sent).toHaveLength(1);
    const message = JSON.parse(sent[0]!.message) as Record<string, unknown>;
    expect(message).toMatchObject({ subject: 'Hello', text: 'Body', html: '<p>Body</p>' });
    expect(sent[0]!.envelope).toEqual({ from: 'noreply@edgeboard.test', to: ['fan@example.com'] });
  });

  it('turns a transport failure into an UnavailableError', async () => {
    const transporter = nodemailer.createTransport({ jsonTransport: true });
    transporter.sendMail = () => Promise.reject(new Error('ECONNREFUSED'));
    const mailer = new SmtpMailer({ transporter, from: 'noreply@edgeboard.test' });
    await expect(mailer.send({ to: 'x@example.com', subject: 's', text: 't' })).rejects.toBeInstanceOf(
      UnavailableError,
    );
  });

  it('needs a URL or a transporter', () => {
    expect(() => new SmtpMailer({ from: 'a@b.c' })).toThrow(/SMTP_URL/);
  });
});
