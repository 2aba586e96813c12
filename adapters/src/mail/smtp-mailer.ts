// Hosted mail: any SMTP relay (the mail service's SMTP endpoint). Configured from SMTP_URL, e.g.
// smtps://user:pass@smtp.example.com:465, and MAIL_FROM.
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { UnavailableError, type MailMessage, type Mailer } from '@edgeboard/domain';

export interface SmtpMailerOptions {
  /** smtp:// or smtps:// URL with credentials; or a ready transporter (tests). */
  url?: string;
  transporter?: Transporter;
  from: string;
}

export class SmtpMailer implements Mailer {
  private readonly transporter: Transporter;
  private readonly from: string;

  constructor(options: SmtpMailerOptions) {
    if (options.transporter) this.transporter = options.transporter;
    else if (options.url) this.transporter = nodemailer.createTransport(options.url);
    else throw new Error('SmtpMailer needs SMTP_URL (smtp:// or smtps:// URL)');
    this.from = options.from;
  }

  async send(msg: MailMessage): Promise<void> {
    try {
      const info = (await this.transporter.sendMail({
        from: this.from,
        to: msg.to,
        subject: msg.subject,
        text: msg.text,
        ...(msg.html === undefined ? {} : { html: msg.html }),
      })) as { rejected?: unknown[] };
      if (Array.isArray(info.rejected) && info.rejected.length > 0) {
        throw new Error(`recipient rejected: ${msg.to}`);
      }
    } catch (err) {
      throw new UnavailableError(
        'The e-mail could not be sent. Please try again later.',
        'mail_unavailable',
        {
          cause: err,
        },
      );
    }
  }
}
