import { describe, expect, it } from 'vitest';
import { chatSummaryMail, dueChatMails, isGelezen } from './chat.rules.ts';

const t = (iso: string) => new Date(iso);

describe('isGelezen', () => {
  const msg = { afzenderId: 'a', verzondenOp: t('2026-03-02T09:00:00Z') };
  it('own message: read once another participant read up to it', () => {
    expect(isGelezen(msg, 'a', null, [])).toBe(false);
    expect(isGelezen(msg, 'a', null, [{ userId: 'a', gelezenTot: t('2026-03-02T10:00:00Z') }])).toBe(false);
    expect(isGelezen(msg, 'a', null, [{ userId: 'b', gelezenTot: t('2026-03-02T08:59:59Z') }])).toBe(false);
    expect(isGelezen(msg, 'a', null, [{ userId: 'b', gelezenTot: t('2026-03-02T09:00:00Z') }])).toBe(true);
  });
  it("someone else's message: read by me before", () => {
    expect(isGelezen(msg, 'b', null, [])).toBe(false);
    expect(isGelezen(msg, 'b', t('2026-03-02T08:00:00Z'), [])).toBe(false);
    expect(isGelezen(msg, 'b', t('2026-03-02T09:00:00Z'), [])).toBe(true);
  });
  it('a message of a deleted account counts as someone else’s', () => {
    expect(isGelezen({ afzenderId: null, verzondenOp: msg.verzondenOp }, 'b', t('2026-03-02T09:00:01Z'), [])).toBe(
      true,
    );
  });
});

describe('dueChatMails', () => {
  const now = t('2026-03-02T09:05:00Z');
  const c = (oudste: string) => ({
    aanvraagId: 'r',
    userId: 'u',
    oudsteOngelezen: t(oudste),
    nieuwsteOngelezen: t(oudste),
  });
  it('is due exactly 5 minutes after the oldest unread message', () => {
    expect(dueChatMails([c('2026-03-02T09:00:00Z')], now)).toHaveLength(1);
    expect(dueChatMails([c('2026-03-02T09:00:01Z')], now)).toHaveLength(0);
    expect(
      dueChatMails([c('2026-03-01T09:00:00Z'), c('2026-03-02T09:04:00Z')], now).map((x) =>
        x.oudsteOngelezen.toISOString(),
      ),
    ).toEqual(['2026-03-01T09:00:00.000Z']);
  });
});

describe('chatSummaryMail', () => {
  const base = {
    voornaam: 'Eva',
    aanvraagNummer: 12,
    bedrijf: 'Test BV',
    link: 'http://localhost:3000/aanvragen/x',
    meer: 0,
  };
  const berichten = [
    { afzenderNaam: 'Adam Adviseur', bericht: 'Eerste <b>vraag</b>', verzondenOp: t('2026-03-02T09:00:00Z') },
    { afzenderNaam: 'Adam Adviseur', bericht: 'Tweede', verzondenOp: t('2026-03-02T09:05:00Z') },
  ];
  it('summarises all messages in one Dutch mail, HTML escaped', () => {
    const mail = chatSummaryMail({ ...base, taal: 'NL', berichten });
    expect(mail.onderwerp).toBe('2 ongelezen berichten over aanvraag #12 (Test BV)');
    expect(mail.tekst).toContain('Beste Eva');
    expect(mail.tekst).toContain('2 maart 10:00');
    expect(mail.tekst).toContain('Eerste <b>vraag</b>');
    expect(mail.html).toContain('Eerste &lt;b&gt;vraag&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>vraag');
  });
  it('speaks English and counts what did not fit', () => {
    const mail = chatSummaryMail({ ...base, taal: 'EN', berichten: berichten.slice(0, 1), meer: 3 });
    expect(mail.onderwerp).toBe('4 unread messages about request #12 (Test BV)');
    expect(mail.tekst).toContain('… and 3 more.');
    expect(mail.tekst).toContain('2 March');
  });
});
