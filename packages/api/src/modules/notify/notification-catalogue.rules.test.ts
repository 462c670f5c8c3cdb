import { describe, expect, it } from 'vitest';
import {
  AFSPRAAK_SOORTEN,
  afspraakSleutel,
  formatDatum,
  isNotificationKey,
  LEGACY_KEY,
  NOTIFICATION_KEYS,
  renderNotification,
  renderStoredNotification,
  templatesOf,
  type AfspraakParameters,
  type NotificationContent,
  type NotificationKey,
  type NotificationParameters,
} from './notification-catalogue.rules.ts';
import type { NotificationInsert } from './notifications.repository.ts';

// Names and free texts that belong to no language, so a Dutch word in an English text is the template's.
const feiten = { nummer: 7, bedrijf: 'Acme BV' };
const afspraak: AfspraakParameters = {
  onderwerp: 'IKV',
  start: '2026-03-02T09:00:00.000Z',
  eind: '2026-03-02T10:00:00.000Z',
  locatie: 'Zoom',
  ander: 'Ada Lovelace',
  reden: 'Ok',
  huidig: null,
};
const regel = { naam: 'Ada Lovelace', van: 50, naar: 37.5 };

/** At least one example per key: a key missing here is a type error. */
const SAMPLES: { [K in NotificationKey]: NotificationParameters[K][] } = {
  'aanvraag.status': [
    ...(['INGEDIEND', 'IN_BEHANDELING', 'AFGEWEZEN', 'INGETROKKEN', 'AFGEROND'] as const).map((naar) => ({
      ...feiten,
      van: 'INGEDIEND' as const,
      naar,
      opmerking: null,
      gevraagd: [],
      verklaring: null,
    })),
    {
      ...feiten,
      van: 'AANVULLING_NODIG',
      naar: 'IN_BEHANDELING',
      opmerking: 'Ok',
      gevraagd: [],
      verklaring: null,
    },
    {
      ...feiten,
      van: 'IN_BEHANDELING',
      naar: 'AANVULLING_NODIG',
      opmerking: null,
      gevraagd: [
        { soort: 'DOCUMENT', jaar: 2025, omschrijving: 'PDF' },
        { soort: 'BOEKJAAR', jaar: null, omschrijving: 'P&L' },
        { soort: 'TOELICHTING', omschrijving: '?' },
      ],
      verklaring: null,
    },
    {
      ...feiten,
      van: 'IN_BEHANDELING',
      naar: 'AFGEROND',
      opmerking: null,
      gevraagd: [],
      verklaring: { nummer: 'IKV-2026-000123', toetsinkomen: 1234567.89, geldigTot: '2026-03-02' },
    },
  ],
  'aanvraag.opmerking': [{ tekst: 'Ok' }],
  'aanvraag.nieuw': [{ ...feiten, ondernemer: 'Ada Lovelace' }],
  'aanvraag.aangevuld': [
    { ...feiten, ondernemer: 'Ada Lovelace', toelichting: null },
    { ...feiten, ondernemer: 'Ada Lovelace', toelichting: 'Ok' },
  ],
  'aanvraag.toegewezen': [
    { ...feiten, door: 'Ada Lovelace' },
    { ...feiten, door: null },
  ],
  'aanvraag.adviseur-vertrokken': [{ nummer: 7 }],
  'aanvraag.account-verwijderd': [{ bedrijf: 'Acme BV' }],
  'verklaring.ingetrokken': [{ nummer: 'IKV-2026-000123', reden: 'Ok' }],
  'ikv.adviseur-bericht': [{ titel: 'Hi', bericht: 'Ok' }],
  'bedrijf.eigendom-besluit': [
    { bedrijf: 'Acme BV', besluit: 'BEVESTIGD', toelichting: 'Ok' },
    { bedrijf: 'Acme BV', besluit: 'AFGEWEZEN', toelichting: 'Ok' },
  ],
  'bedrijf.aandelen-gewijzigd': [
    {
      bedrijf: 'Acme BV',
      regels: [regel, { naam: 'Grace Hopper', van: null, naar: 12.5 }, { naam: 'Alan Turing', van: 10, naar: null }],
      aanvragen: [
        { nummer: 7, aanvrager: 'Ada Lovelace', eigen: true, berekend: true, aandeel: regel },
        { nummer: 8, aanvrager: 'Grace Hopper', eigen: false, berekend: false, aandeel: null },
        { nummer: 9, aanvrager: 'Alan Turing', eigen: false, berekend: false, aandeel: { ...regel, naar: null } },
      ],
    },
  ],
  'bedrijf.controle-vervallen': [
    { bedrijf: 'Acme BV', door: 'Ada Lovelace', jaar: 2024, velden: ['fiscaleWinst'], nummer: 7, aan: 'ADVISEUR' },
    {
      bedrijf: 'Acme BV',
      door: 'Ada Lovelace',
      jaar: 2024,
      velden: ['fiscaleWinst', 'eigenVermogen'],
      nummer: 7,
      aan: 'LID',
    },
  ],
  'bedrijf.vennoot-account-verwijderd': [{ bedrijf: 'Acme BV' }],
  'partner.uitnodiging': [{ uitnodiger: 'Ada Lovelace', bedrijf: 'Acme BV', aandeel: 12.5 }],
  'partner.uitnodiging-geaccepteerd': [{ partner: 'Grace Hopper', bedrijf: 'Acme BV', aandeel: 12.5 }],
  'partner.uitnodiging-afgewezen': [{ genodigde: 'Grace Hopper', bedrijf: 'Acme BV' }],
  'partner.verwijderd': [{ bedrijf: 'Acme BV' }],
  'afspraak.adviseur-vertrokken': [{}],
  ...(Object.fromEntries(
    AFSPRAAK_SOORTEN.map((soort) => [
      afspraakSleutel(soort),
      [
        afspraak,
        {
          ...afspraak,
          locatie: null,
          reden: null,
          huidig: { start: '2026-03-01T09:00:00.000Z', eind: '2026-03-01T10:00:00.000Z' },
        },
      ],
    ]),
  ) as { [K in ReturnType<typeof afspraakSleutel>]: AfspraakParameters[] }),
};

const all = (): NotificationContent[] =>
  NOTIFICATION_KEYS.flatMap((sleutel) =>
    (SAMPLES[sleutel] as unknown[]).map((parameters) => ({ sleutel, parameters }) as NotificationContent),
  );

// common Dutch words of the templates; none may appear in an English rendering (and the reverse)
const DUTCH = [
  'de',
  'het',
  'een',
  'van',
  'uw',
  'u',
  'en',
  'met',
  'voor',
  'niet',
  'naar',
  'is',
  'wordt',
  'heeft',
  'zijn',
  'aanvraag',
  'afspraak',
  'adviseur',
  'verklaring',
  'bedrijf',
  'aandeel',
  'gewijzigd',
  'toelichting',
  'opmerking',
  'reden',
  'locatie',
  'geannuleerd',
  'bevestigd',
  'afgewezen',
  'ingetrokken',
  'maart',
  'maandag',
  'geldig',
  'jaar',
  'cijfers',
  'berekening',
  'opnieuw',
  'uitnodiging',
  'vennoot',
  'eigenaar',
  'tijdstip',
  'morgen',
];
const ENGLISH = [
  'the',
  'your',
  'you',
  'request',
  'appointment',
  'adviser',
  'statement',
  'company',
  'share',
  'changed',
  'has',
  'been',
];
const woorden = (s: string) =>
  s
    .toLowerCase()
    .split(/[^a-zà-ÿ]+/)
    .filter(Boolean);
// English "is" is a word of both languages; the sample texts ("Ok", "PDF", names) are of neither
const alleen = (lijst: string[], behalve: string[]) => lijst.filter((w) => !behalve.includes(w));

describe('the notification catalogue', () => {
  it('has a Dutch and an English template for every key, and every sample renders to a non-empty text', () => {
    expect([...NOTIFICATION_KEYS].sort()).toEqual(Object.keys(SAMPLES).sort());
    expect(NOTIFICATION_KEYS).toContain('afspraak.verplaatsing_afgewezen');
    for (const sleutel of NOTIFICATION_KEYS) {
      const t = templatesOf(sleutel);
      expect(typeof t.NL, sleutel).toBe('function');
      expect(typeof t.EN, sleutel).toBe('function');
      expect((SAMPLES[sleutel] as unknown[]).length, sleutel).toBeGreaterThan(0);
    }
    for (const c of all())
      for (const taal of ['NL', 'EN'] as const) {
        const b = renderNotification(c, taal);
        expect(b.titel.trim(), c.sleutel).not.toBe('');
        expect(b.bericht.trim(), c.sleutel).not.toBe('');
        expect(`${b.titel} ${b.bericht}`, c.sleutel).not.toMatch(/undefined|null|NaN|\[object/);
      }
  });

  it('English renderings hold no Dutch word, Dutch renderings no English word (the adviser’s own text aside)', () => {
    for (const c of all().filter((x) => x.sleutel !== 'ikv.adviseur-bericht')) {
      const en = renderNotification(c, 'EN');
      const nl = renderNotification(c, 'NL');
      expect(
        woorden(`${en.titel} ${en.bericht}`).filter((w) => alleen(DUTCH, ['is']).includes(w)),
        c.sleutel,
      ).toEqual([]);
      expect(
        woorden(`${nl.titel} ${nl.bericht}`).filter((w) => ENGLISH.includes(w)),
        c.sleutel,
      ).toEqual([]);
      expect(en, c.sleutel).not.toEqual(nl);
    }
  });

  it('formats amounts, percentages and dates in the reader’s locale when rendered', () => {
    const issued = (SAMPLES['aanvraag.status'] as NotificationParameters['aanvraag.status'][]).find(
      (p) => p.verklaring,
    )!;
    const c: NotificationContent = { sleutel: 'aanvraag.status', parameters: issued };
    expect(renderNotification(c, 'NL').bericht).toContain(
      'toetsinkomen €\u00a01.234.567,89 per jaar, geldig tot en met 2 maart 2026',
    );
    expect(renderNotification(c, 'EN').bericht).toContain(
      'qualifying income €1,234,567.89 a year, valid until 2 March 2026',
    );
    const inv: NotificationContent = {
      sleutel: 'partner.uitnodiging',
      parameters: { uitnodiger: 'Ada', bedrijf: 'Acme BV', aandeel: 12.5 },
    };
    expect(renderNotification(inv, 'NL').bericht).toBe(
      'Ada nodigt u uit als partner van Acme BV met een aandeel van 12,5 %.',
    );
    expect(renderNotification(inv, 'EN').bericht).toBe(
      'Ada invites you to become a partner of Acme BV with a share of 12.5%.',
    );
    expect(formatDatum('2026-03-02', 'NL')).toBe('2 maart 2026');
    expect(formatDatum('2026-03-02', 'EN')).toBe('2 March 2026');
    const a: NotificationContent = { sleutel: 'afspraak.bevestigd', parameters: afspraak };
    expect(renderNotification(a, 'NL').bericht).toContain('IKV — maandag 2 maart 2026, 10:00–11:00.');
    expect(renderNotification(a, 'EN').bericht).toContain('IKV — Monday, 2 March 2026, 10:00–11:00.');
  });

  it('counts right: one calculation or several, in both languages', () => {
    const met = (n: number): NotificationContent => ({
      sleutel: 'bedrijf.aandelen-gewijzigd',
      parameters: {
        bedrijf: 'Acme BV',
        regels: [regel],
        aanvragen: Array.from({ length: n }, (_, i) => ({
          nummer: i + 1,
          aanvrager: 'Ada Lovelace',
          eigen: false,
          berekend: true,
          aandeel: regel,
        })),
      },
    });
    expect(renderNotification(met(0), 'NL').titel).toBe('Aandelen in Acme BV gewijzigd');
    expect(renderNotification(met(1), 'NL').titel).toBe('Aandelen in Acme BV gewijzigd: een berekening moet opnieuw');
    expect(renderNotification(met(2), 'NL').titel).toBe('Aandelen in Acme BV gewijzigd: 2 berekeningen moeten opnieuw');
    expect(renderNotification(met(1), 'EN').titel).toBe('Shares in Acme BV changed: a calculation must be made again');
    expect(renderNotification(met(3), 'EN').titel).toBe('Shares in Acme BV changed: 3 calculations must be made again');
  });

  it('renders a stored row from its key; a row from before the keys, or with parameters that no longer fit, as stored', () => {
    const stored = { titel: 'Oud', bericht: 'zoals opgeslagen' };
    expect(renderStoredNotification({ sleutel: LEGACY_KEY, parameters: {}, ...stored }, 'EN')).toEqual(stored);
    expect(renderStoredNotification({ sleutel: 'bestaat.niet', parameters: {}, ...stored }, 'EN')).toEqual(stored);
    expect(renderStoredNotification({ sleutel: 'partner.verwijderd', parameters: {}, ...stored }, 'EN')).toEqual(
      stored,
    );
    expect(renderStoredNotification({ sleutel: 'aanvraag.status', parameters: null, ...stored }, 'EN')).toEqual(stored);
    expect(
      renderStoredNotification({ sleutel: 'partner.verwijderd', parameters: { bedrijf: 'Acme BV' }, ...stored }, 'EN'),
    ).toEqual({ titel: 'Removed as partner of Acme BV', bericht: 'You are no longer a partner of Acme BV.' });
    // a remark that says "undefined" is the adviser's text, not a missing parameter
    expect(
      renderStoredNotification(
        { sleutel: 'aanvraag.opmerking', parameters: { tekst: 'undefined?' }, titel: 'x', bericht: 'undefined?' },
        'EN',
      ),
    ).toEqual({ titel: 'A new remark on your request', bericht: 'undefined?' });
    expect(isNotificationKey(LEGACY_KEY)).toBe(false);
    expect(isNotificationKey('afspraak.verplaatsing_afgewezen')).toBe(true);
  });

  it('makes a missing parameter, an unknown key and a row without a key type errors', () => {
    // @ts-expect-error: 'bedrijf' is missing
    const missing: NotificationContent = { sleutel: 'partner.verwijderd', parameters: {} };
    // @ts-expect-error: no such key
    const unknown: NotificationContent = { sleutel: 'partner.weg', parameters: { bedrijf: 'Acme BV' } };
    // @ts-expect-error: a notification row names its key
    const row: NotificationInsert = {
      userId: 'u',
      type: 'SYSTEEM',
      titel: 't',
      bericht: 'b',
      aanvraagId: null,
      uitnodigingId: null,
      afspraakId: null,
      link: '/meldingen',
    };
    expect([missing, unknown, row]).toHaveLength(3);
  });
});
