// Pure chat rules: read receipts, who is due a fallback e-mail, and the summary mail's text.
// No database, no clock: time is passed in.
import type { TaalVoorkeur } from '../../shared/taal.ts';
import { TIME_ZONE } from '../../shared/amsterdam-time.ts';

/** A participant who has not read a message this long after it was sent gets one summary e-mail ("within minutes": an adviser with forty files should not wait a quarter of an hour). */
export const CHAT_MAIL_DELAY_MS = 5 * 60_000;
/** Threads without a message in this window are not looked at by the sweep. */
export const CHAT_MAIL_LOOKBACK_MS = 3 * 24 * 3_600_000;

export type ReadMark = { userId: string; gelezenTot: Date };

/**
 * `gelezen` of one message as the caller sees it. His own message: read by at least one other
 * participant. Someone else's: read by the caller before this request (`mijnGelezenTot`).
 */
export function isGelezen(
  message: { afzenderId: string | null; verzondenOp: Date },
  me: string,
  mijnGelezenTot: Date | null,
  marks: readonly ReadMark[],
): boolean {
  if (message.afzenderId === me) return marks.some((m) => m.userId !== me && m.gelezenTot >= message.verzondenOp);
  return mijnGelezenTot !== null && mijnGelezenTot >= message.verzondenOp;
}

export type MailCandidate = { aanvraagId: string; userId: string; oudsteOngelezen: Date; nieuwsteOngelezen: Date };

/** Candidates whose oldest unread, unmailed message is at least CHAT_MAIL_DELAY_MS old. */
export function dueChatMails<T extends MailCandidate>(
  candidates: readonly T[],
  now: Date,
  delayMs = CHAT_MAIL_DELAY_MS,
): T[] {
  return candidates.filter((c) => now.getTime() - c.oudsteOngelezen.getTime() >= delayMs);
}

export type SummaryMessage = { afzenderNaam: string; bericht: string; verzondenOp: Date };

/** "2 maart 10:05" / "2 March 10:05", Amsterdam time. */
function formatTime(d: Date, taal: TaalVoorkeur): string {
  const locale = taal === 'EN' ? 'en-GB' : 'nl-NL';
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: TIME_ZONE }).format(d);
  const time = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: TIME_ZONE,
  }).format(d);
  return `${day} ${time}`;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** One e-mail for all unread messages of one thread (plain text and escaped HTML). */
export function chatSummaryMail(input: {
  taal: TaalVoorkeur;
  voornaam: string;
  aanvraagNummer: number;
  bedrijf: string;
  link: string;
  berichten: readonly SummaryMessage[];
  meer: number;
}) {
  const en = input.taal === 'EN';
  const n = input.berichten.length + input.meer;
  const onderwerp = en
    ? `${n} unread ${n === 1 ? 'message' : 'messages'} about request #${input.aanvraagNummer} (${input.bedrijf})`
    : `${n} ongelezen ${n === 1 ? 'bericht' : 'berichten'} over aanvraag #${input.aanvraagNummer} (${input.bedrijf})`;
  const intro = en
    ? `Dear ${input.voornaam},\n\nYou have unread chat messages about request #${input.aanvraagNummer} (${input.bedrijf}):`
    : `Beste ${input.voornaam},\n\nU heeft ongelezen chatberichten over aanvraag #${input.aanvraagNummer} (${input.bedrijf}):`;
  const lines = input.berichten.map(
    (m) => `— ${m.afzenderNaam}, ${formatTime(m.verzondenOp, input.taal)}:\n${m.bericht}`,
  );
  const more = input.meer > 0 ? [en ? `… and ${input.meer} more.` : `… en nog ${input.meer}.`] : [];
  const reply = en ? `Read and reply: ${input.link}` : `Lezen en antwoorden: ${input.link}`;
  const footer = en ? 'Kind regards,\nIKV-service' : 'Met vriendelijke groet,\nIKV-service';
  const tekst = `${intro}\n\n${[...lines, ...more].join('\n\n')}\n\n${reply}\n\n${footer}\n`;
  const html =
    `<p>${escapeHtml(intro).replace(/\n/g, '<br>')}</p>` +
    input.berichten
      .map(
        (m) =>
          `<p><strong>${escapeHtml(m.afzenderNaam)}</strong>, ${escapeHtml(formatTime(m.verzondenOp, input.taal))}<br>${escapeHtml(m.bericht).replace(/\n/g, '<br>')}</p>`,
      )
      .join('') +
    more.map((l) => `<p>${escapeHtml(l)}</p>`).join('') +
    `<p><a href="${escapeHtml(input.link)}">${en ? 'Read and reply' : 'Lezen en antwoorden'}</a></p><p>${footer.replace('\n', '<br>')}</p>`;
  return { onderwerp, tekst, html };
}
