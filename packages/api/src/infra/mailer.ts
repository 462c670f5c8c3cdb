// The mail transport: nodemailer over SMTP when SMTP_URL is set; otherwise a line per mail goes to the
// log (addressee and subject, never the body: it holds links with tokens) and the mail stays readable
// in the outgoing-mail table through the development mailbox (/dev/mailbox).
import type { Transporter } from 'nodemailer';
import { headerText } from '../shared/mail-header.rules.ts';
import { log } from './observability/logger.ts';
import { config } from './config.ts';

export interface OutgoingMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** an iCalendar invitation (METHOD:REQUEST/CANCEL), sent as the text/calendar part and an .ics file */
  calendar?: string | null;
}

/** The iTIP method of an iCalendar text (REQUEST, CANCEL, PUBLISH). */
const calendarMethod = (ics: string): string => /^METHOD:([A-Z-]+)\r?$/m.exec(ics)?.[1] ?? 'PUBLISH';

export interface MailTransport {
  /** 'smtp' really sends; 'log' only prints */
  readonly kind: 'smtp' | 'log';
  send(message: OutgoingMessage): Promise<void>;
}

const mailFrom = () => config().mailFrom;

async function smtpTransport(url: string): Promise<MailTransport> {
  const nodemailer = await import('nodemailer');
  const transporter: Transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(m) {
      await transporter.sendMail({
        from: mailFrom(),
        to: m.to,
        subject: headerText(m.subject),
        text: m.text,
        ...(m.html ? { html: m.html } : {}),
        ...(m.calendar
          ? { icalEvent: { method: calendarMethod(m.calendar), filename: 'afspraak.ics', content: m.calendar } }
          : {}),
      });
    },
  };
}

export const logTransport: MailTransport = {
  kind: 'log',
  send(m) {
    log().info(
      { to: m.to, subject: m.subject, ...(m.calendar ? { calendarMethod: calendarMethod(m.calendar) } : {}) },
      'mail: not sent (no SMTP_URL), kept in the outbox',
    );
    return Promise.resolve();
  },
};

let configured: { smtpUrl: string | undefined; transport: Promise<MailTransport> } | undefined;
/** The transport of this process, from SMTP_URL (read once; again only after a test changed it). */
export function defaultMailTransport(): Promise<MailTransport> {
  const { smtpUrl } = config();
  if (!configured || configured.smtpUrl !== smtpUrl)
    configured = { smtpUrl, transport: smtpUrl ? smtpTransport(smtpUrl) : Promise.resolve(logTransport) };
  return configured.transport;
}
