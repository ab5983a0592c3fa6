// E-mail from the API (issue 18: invitations), through the SMTP server of SMTP_URL with nodemailer. Without SMTP_URL
// there is no mailer and nothing is sent: the admin copies the invitation's link instead. A failed send is logged and
// reported to the caller (emailSent: false); it never undoes the change that asked for it.
import { createTransport } from 'nodemailer';
import type { Logger } from 'pino';
import type { ApiConfig } from '../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** true once the SMTP server accepted the message; false (logged) when it could not be sent. */
  send(message: MailMessage): Promise<boolean>;
}

export function createMailer(config: Pick<ApiConfig, 'smtpUrl' | 'smtpFrom'>, logger: Logger): Mailer | null {
  if (!config.smtpUrl) return null;
  const transport = createTransport(config.smtpUrl);
  return {
    async send(message) {
      try {
        await transport.sendMail({ from: config.smtpFrom, ...message });
        return true;
      } catch (error) {
        logger.warn({ err: error }, 'e-mail not sent');
        return false;
      }
    },
  };
}
