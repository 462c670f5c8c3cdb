// The reader on the generated corpus: every stated figure exact or missing, never wrong; at least
// 95 % exact; every document's status right.
import { beforeAll, describe, expect, it } from 'vitest';
import { readDocument } from '../../src/read-document.ts';
import { buildCorpus, type CorpusDocument, STYLES } from './corpus.ts';
import { emptyScore, scoreDocument } from './score.ts';

let docs: CorpusDocument[];
beforeAll(async () => {
  docs = await buildCorpus();
}, 300_000);

describe('intake corpus', () => {
  it('reads every figure of every producer, none wrong, statuses right', async () => {
    const score = emptyScore();
    for (const doc of docs) scoreDocument(doc, await readDocument(doc.bytes), score);
    const stated = score.exact + score.wrong + score.missing;
    console.info(
      `[intake corpus] ${docs.length} documents, ${STYLES.length} jaarrekening producers: ${score.exact}/${stated} exact, ${score.wrong} wrong, ${score.missing} missing, ${score.statusWrong} wrong statuses`,
    );
    expect(score.details.filter((d) => d.includes('WRONG') || d.includes('status'))).toEqual([]);
    expect(score.wrong).toBe(0);
    expect(score.statusWrong).toBe(0);
    expect(score.exact / stated).toBeGreaterThanOrEqual(0.95);
  }, 300_000);

  it('says where each figure was read: page, line and position', async () => {
    const doc = docs.find((d) => d.producent === 'klassiek')!;
    const result = await readDocument(doc.bytes);
    const jaar = Math.max(...result.boekjaren.map((b) => b.jaar));
    const veld = result.boekjaren.find((b) => b.jaar === jaar)!.velden.vlottendeActiva!;
    expect(veld.pagina).toBe(3); // cover, contents, balance sheet
    expect(veld.tekst).toMatch(/^Vlottende activa /);
    expect(veld.positie!.x).toBeCloseTo(60, 0);
    expect(veld.positie!.y).toBeGreaterThan(100);
    expect(veld.positie!.breedte).toBeGreaterThan(300);
  });
});
