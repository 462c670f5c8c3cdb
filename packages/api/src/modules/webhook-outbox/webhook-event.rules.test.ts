import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENTS, webhookBody } from './webhook-event.rules.ts';
import { endpointUitgeschakeldMail } from './webhook-mail.rules.ts';

describe('webhook events', () => {
  it('names the three events of the contract', () => {
    expect(WEBHOOK_EVENTS).toEqual(['aanvraag.status_gewijzigd', 'verklaring.uitgegeven', 'verklaring.ingetrokken']);
  });

  it('serialises {type, timestamp, data} in that order, the same bytes every time', () => {
    const now = new Date('2026-11-29T10:00:00Z');
    const data = { nummer: 'IKV-2026-000123', ingetrokkenOp: '2026-11-29T09:59:58.000Z' };
    const body = webhookBody('verklaring.ingetrokken', now, data);
    expect(body).toBe(
      '{"type":"verklaring.ingetrokken","timestamp":"2026-11-29T10:00:00.000Z","data":{"nummer":"IKV-2026-000123","ingetrokkenOp":"2026-11-29T09:59:58.000Z"}}',
    );
    expect(webhookBody('verklaring.ingetrokken', now, { ...data })).toBe(body);
  });
});

describe('the mail when an endpoint is switched off', () => {
  const e = { organisatie: 'Adviespunt Oost', client: 'CRM', url: 'https://crm.adviespunt.nl/ikv' };
  it('is Dutch by default, names the organisation and the address, and says nothing is lost', () => {
    const m = endpointUitgeschakeldMail('NL', 'Bea', e);
    expect(m.onderwerp).toBe('Webhook van Adviespunt Oost uitgeschakeld');
    expect(m.tekst).toContain('Beste Bea,');
    expect(m.tekst).toContain(e.url);
    expect(m.tekst).toContain('geen bericht verloren');
  });
  it('is English for an English reader', () => {
    const m = endpointUitgeschakeldMail('EN', 'Bea', e);
    expect(m.onderwerp).toBe('Webhook of Adviespunt Oost switched off');
    expect(m.tekst).toContain('Dear Bea,');
    expect(m.tekst).toContain('no messages are lost');
  });
});
