import { describe, expect, it } from 'vitest';
import { adviseurBericht, berichtMail, gevraagdRegel, statusBericht } from './aanvraag-messages.ts';

const f = { nummer: 12, bedrijf: 'Bakkerij Jansen' };

describe('statusBericht', () => {
  it('asks for more in natural Dutch and lists every item, no status codes', () => {
    const b = statusBericht('IN_BEHANDELING', 'AANVULLING_NODIG', f, 'NL', {
      gevraagd: [
        { soort: 'DOCUMENT', jaar: 2024, omschrijving: 'jaarrekening' },
        { soort: 'TOELICHTING', omschrijving: 'waarom daalde de winst?' },
      ],
    });
    expect(b.titel).toBe('Uw adviseur heeft meer informatie nodig');
    expect(b.bericht).toContain('- Een document over 2024: jaarrekening');
    expect(b.bericht).toContain('- Een toelichting: waarom daalde de winst?');
    expect(`${b.titel} ${b.bericht}`).not.toMatch(/AANVULLING_NODIG|IN_BEHANDELING|aanvulling nodig/);
  });
  it('speaks English to an English reader', () => {
    expect(statusBericht('INGEDIEND', 'IN_BEHANDELING', f, 'EN').titel).toBe('An adviser is handling your request');
    expect(gevraagdRegel({ soort: 'BOEKJAAR', jaar: 2023, omschrijving: 'check' }, 'EN')).toBe(
      'The figures of 2023: check',
    );
  });
  it('the final message names the issued statement, its qualifying income and how long it is valid', () => {
    const verklaring = { nummer: 'IKV-2026-000123', toetsinkomen: 48250.5, geldigTot: '2027-05-29' };
    const nl = statusBericht('IN_BEHANDELING', 'AFGEROND', f, 'NL', { verklaring });
    expect(nl.titel).toBe('Uw inkomensverklaring IKV-2026-000123 is uitgegeven');
    expect(nl.bericht).toContain('toetsinkomen €\u00a048.250,50 per jaar, geldig tot en met 29 mei 2027');
    const en = statusBericht('IN_BEHANDELING', 'AFGEROND', f, 'EN', { verklaring });
    expect(en.bericht).toContain('qualifying income €48,250.50 a year, valid until 29 May 2027');
    // an orientation completes without a statement
    expect(statusBericht('IN_BEHANDELING', 'AFGEROND', f, 'NL').titel).toBe('Uw aanvraag is afgerond');
    expect(
      statusBericht('IN_BEHANDELING', 'AFGEROND', f, 'NL', { verklaring: { ...verklaring, toetsinkomen: null } })
        .bericht,
    ).not.toContain('toetsinkomen');
  });
  it('says "again" after a supplement and carries the remark', () => {
    const b = statusBericht('AANVULLING_NODIG', 'IN_BEHANDELING', f, 'NL', { opmerking: 'dank u' });
    expect(b.titel).toBe('Uw aanvraag wordt weer behandeld');
    expect(b.bericht).toContain('Opmerking van uw adviseur: dank u');
  });
});

describe('adviseurBericht and berichtMail', () => {
  it('tells advisers of a new request and puts the absolute link in the mail', () => {
    const b = adviseurBericht({ soort: 'NIEUWE_AANVRAAG', ondernemer: 'Jan Jansen' }, f, 'NL');
    expect(b.titel).toBe('Nieuwe aanvraag van Bakkerij Jansen');
    const m = berichtMail(b, 'NL', 'Anna', 'https://ikv.example/adviseur/aanvragen/x');
    expect(m.onderwerp).toBe(b.titel);
    expect(m.tekst).toMatch(/^Beste Anna,/);
    expect(m.tekst).toContain('https://ikv.example/adviseur/aanvragen/x');
  });
  it('names who gave a request to a colleague', () => {
    expect(adviseurBericht({ soort: 'TOEGEWEZEN', door: 'Piet' }, f, 'EN').bericht).toBe(
      'Piet has given request #12 (Bakkerij Jansen) to you.',
    );
  });
});
