// The privacy statement people read (/privacy, Dutch and English) and the policy in docs/privacy.md
// must say the same thing: the same retention periods and the same legal provisions. A change to one
// without the other fails here.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RETENTION } from '@ikv/api/rules/privacy/retention';
import { en } from '~/i18n/en.ts';
import { nl } from '~/i18n/nl.ts';

const policy = readFileSync(fileURLToPath(new URL('../../../../../docs/privacy.md', import.meta.url)), 'utf8');
const text = (d: typeof nl) => d.privacy.sections.flatMap((s) => s.paragraphs).join('\n');

describe('privacy statement', () => {
  it('has the same sections in Dutch and English', () => {
    expect(en.privacy.sections.map((s) => s.paragraphs.length)).toEqual(
      nl.privacy.sections.map((s) => s.paragraphs.length),
    );
  });

  it.each([
    [
      'nl',
      nl,
      [
        'zeven jaar',
        'vijf jaar',
        'artikel 52 lid 4',
        '2:10 lid 3',
        'artikel 33 lid 3 Wwft',
        'artikel 17 lid 3 onder b',
      ],
    ],
    ['en', en, ['seven years', 'five years', 'article 52(4)', 'article 2:10(3)', 'article 33(3)', 'article 17(3)(b)']],
  ] as const)('%s names the retention periods and their legal basis', (_, dict, phrases) => {
    for (const phrase of phrases) expect(text(dict)).toContain(phrase);
  });

  it('matches the policy: the periods and provisions it names are the policy’s', () => {
    for (const phrase of [
      'seven years',
      'five years',
      'AWR art. 52 lid 4',
      'BW 2:10 lid 3',
      'Wwft art. 33 lid 3',
      'art. 17(3)(b)',
    ])
      expect(policy).toContain(phrase);
    // every article of the AVG the statement relies on is in the policy too
    for (const art of ['6(1)(b)', '6(1)(f)', 'art. 15', 'art. 16', 'art. 17', 'art. 20', 'art. 32', 'art. 77'])
      expect(policy).toContain(art);
  });

  it('names the periods of the retention job as the job runs them, in both languages and in the policy', () => {
    const months = [
      RETENTION.closedRequestMonths,
      RETENTION.closedRequestDocumentMonths,
      RETENTION.draftDocumentMonths,
    ];
    for (const n of months) {
      expect(text(nl)).toContain(`${n} maanden`);
      expect(text(en)).toContain(`${n} months`);
      expect(policy).toContain(`${n} months`);
    }
  });

  it('the delete form lists what is kept with the policy’s periods, before he confirms', () => {
    expect(nl.account.deleteKept.join(' ')).toMatch(/zeven jaar.*vijf jaar/s);
    expect(en.account.deleteKept.join(' ')).toMatch(/seven years.*five years/s);
    expect(en.account.deleteKept).toHaveLength(nl.account.deleteKept.length);
  });

  it('says that an issued statement keeps his name, as it does: sealed, it cannot change, and a lender verifies it', () => {
    const nlTexts = [nl.account.deleteText, nl.account.deleteKeptTitle, ...nl.account.deleteKept, text(nl)];
    const enTexts = [en.account.deleteText, en.account.deleteKeptTitle, ...en.account.deleteKept, text(en)];
    for (const t of nlTexts) expect(t).not.toMatch(/zonder (uw )?naam|geanonimiseerd bewaard/i);
    for (const t of enTexts) expect(t).not.toMatch(/without your name|anonymi[sz]ed|pseudonymi[sz]ed/i);
    expect(nl.account.deleteKept.join(' ')).toMatch(/inkomensverklaringen[^;]*met uw naam/);
    expect(en.account.deleteKept.join(' ')).toMatch(/income statements[^;]*with your name/);
    expect(text(nl)).toMatch(/wie de code controleert, ziet uw naam/);
    expect(text(en)).toMatch(/whoever checks its code sees your name/);
    const erasure = policy.slice(policy.indexOf('## 4. Erasure'), policy.indexOf('## 4a.'));
    expect(erasure).not.toMatch(/Kept, pseudonymised/);
    expect(erasure).toMatch(/kept as it was issued, \*\*with his name\*\*/);
  });

  it('lists the sub-processors the statement mentions', () => {
    for (const kind of ['Hosting', 'Mail delivery', 'Timestamp authority']) expect(policy).toContain(kind);
    expect(text(en)).toMatch(/hosting.*mail service.*timestamp service/s);
    expect(text(nl)).toMatch(/hosting.*maildienst.*tijdstempeldienst/s);
  });
});
