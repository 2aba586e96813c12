export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends one e-mail. Resolves once the message is accepted for delivery; rejects when it is not. */
export interface Mailer {
  send(msg: MailMessage): Promise<void>;
}
