// Counts per trait and the list of wrong figures, as a developer reads them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Geval } from './layout.ts';
import { nieuweTelling, tel, type Telling, type Uitkomst } from './property.ts';
import type { Resultaat } from './run-one.ts';
import { TRAITS, traitLabel } from './traits.ts';

function gevalNaam(g: Geval): string {
  return g.modus === 'random' ? `random seed ${g.seed}` : `isolated ${g.trait}=${g.variant} seed ${g.seed}`;
}

function euro(centen: number | undefined): string {
  if (centen === undefined) return '(none)';
  return (centen / 100).toLocaleString('nl-NL', { minimumFractionDigits: centen % 100 ? 2 : 0 });
}

export class Verslag {
  readonly perTrait = new Map<string, Telling>();
  readonly totaal = { random: nieuweTelling(), isolated: nieuweTelling() };
  readonly fouten: { geval: Geval; u: Uitkomst }[] = [];
  /** Per trait: wrong figures by kind, with up to three example cases each. */
  readonly soorten = new Map<string, Map<string, { aantal: number; voorbeelden: string[] }>>();

  voegToe(r: Resultaat): void {
    const naam = gevalNaam(r.geval);
    tel(this.totaal[r.geval.modus], r.uitkomst, naam);
    for (const t of r.uitkomst.traits) {
      const sleutel = `${r.geval.modus === 'isolated' ? 'isolated' : 'random'} | ${t}`;
      let telling = this.perTrait.get(sleutel);
      if (!telling) this.perTrait.set(sleutel, (telling = nieuweTelling()));
      tel(telling, r.uitkomst, naam);
    }
    if (r.uitkomst.fout > 0 || !r.uitkomst.statusGoed) this.fouten.push({ geval: r.geval, u: r.uitkomst });
    const gevallen: [string, string][] = [
      ...r.uitkomst.fouten.map((f): [string, string] => [
        f.soort,
        `${naam}: ${f.jaar} ${f.veld} read ${euro(f.gelezen)}, truth ${euro(f.verwacht)}`,
      ]),
    ];
    if (!r.uitkomst.statusGoed) gevallen.push([`status ${r.uitkomst.status}`, naam]);
    for (const t of r.uitkomst.traits)
      for (const [soort, voorbeeld] of gevallen) {
        let perSoort = this.soorten.get(t);
        if (!perSoort) this.soorten.set(t, (perSoort = new Map()));
        const s = perSoort.get(soort) ?? { aantal: 0, voorbeelden: [] };
        s.aantal++;
        if (s.voorbeelden.length < 3 && !s.voorbeelden.some((v) => v.startsWith(`${naam}:`) || v === naam))
          s.voorbeelden.push(voorbeeld);
        perSoort.set(soort, s);
      }
  }

  get aantalFout(): number {
    return this.totaal.random.fout + this.totaal.isolated.fout;
  }

  get aantalStatusFout(): number {
    return this.totaal.random.statusFout + this.totaal.isolated.statusFout;
  }

  tabel(): string {
    const volgorde = new Map<string, number>();
    volgorde.set('plain', -1);
    let i = 0;
    for (const t of TRAITS) for (const v of t.varianten) volgorde.set(traitLabel(t.naam, v), i++);
    const rijen = [...this.perTrait.entries()].sort(([a], [b]) => {
      const [ma = '', ta = ''] = a.split(' | ');
      const [mb = '', tb = ''] = b.split(' | ');
      return ma === mb ? (volgorde.get(ta) ?? 999) - (volgorde.get(tb) ?? 999) : ma < mb ? -1 : 1;
    });
    const kop = ['mode', 'trait', 'docs', 'stated', 'exact', 'wrong', 'missing', 'recall', 'status wrong'];
    const regels = [kop];
    const regel = (modus: string, naam: string, t: Telling): string[] => [
      modus,
      naam,
      String(t.documenten),
      String(t.vermeld),
      String(t.exact),
      String(t.fout),
      String(t.gemist),
      t.vermeld ? `${((100 * t.exact) / t.vermeld).toFixed(1)} %` : '-',
      String(t.statusFout),
    ];
    for (const [sleutel, t] of rijen) {
      const [modus = '', naam = ''] = sleutel.split(' | ');
      regels.push(regel(modus, naam, t));
    }
    for (const modus of ['isolated', 'random'] as const)
      if (this.totaal[modus].documenten) regels.push(regel(modus, 'ALL', this.totaal[modus]));
    const breedtes = kop.map((_, c) => Math.max(...regels.map((r) => r[c]!.length)));
    return regels
      .map((r) => r.map((c, k) => (k < 2 ? c.padEnd(breedtes[k]!) : c.padStart(breedtes[k]!))).join('  '))
      .join('\n');
  }

  /** Per trait, what went wrong and how often, with example seeds: the reader's engineer's work list. */
  samenvatting(): string {
    const uit: string[] = [];
    for (const [t, perSoort] of [...this.soorten.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
      uit.push(t);
      for (const [soort, s] of [...perSoort.entries()].sort((a, b) => b[1].aantal - a[1].aantal)) {
        uit.push(`    ${s.aantal}× ${soort}`);
        for (const v of s.voorbeelden) uit.push(`        ${v}`);
      }
    }
    return uit.join('\n');
  }

  foutenLijst(max = 200): string {
    const uit: string[] = [];
    for (const { geval, u } of this.fouten.slice(0, max)) {
      const kop = `${gevalNaam(geval)} [${u.traits.join('; ')}]`;
      if (!u.statusGoed)
        uit.push(
          `${kop}\n    status ${u.status}, expected ${u.verwachtStatus}${u.meldingen.length ? ` (meldingen: ${u.meldingen.join(', ')})` : ''}`,
        );
      for (const f of u.fouten)
        uit.push(
          `${kop}\n    ${f.jaar} ${f.veld}: read ${euro(f.gelezen)}, truth ${euro(f.verwacht)}${f.tekst ? ` from "${f.tekst}"` : ''}${f.pagina ? ` p.${f.pagina}` : ''} (${f.soort})`,
        );
    }
    if (this.fouten.length > max) uit.push(`... and ${this.fouten.length - max} more cases`);
    return uit.join('\n');
  }
}

/** Writes a failing case as files a developer can open: the PDF, its truth and the reader's answer. */
export function schrijfFout(map: string, r: Resultaat): void {
  if (!r.bewijs) return;
  mkdirSync(map, { recursive: true });
  const naam =
    r.geval.modus === 'random'
      ? `random-${r.geval.seed}`
      : `isolated-${r.geval.trait}-${r.geval.variant}-${r.geval.seed}`.replace(/[^\w.-]+/g, '_');
  writeFileSync(join(map, `${naam}.pdf`), r.bewijs.pdf);
  writeFileSync(
    join(map, `${naam}.truth.json`),
    JSON.stringify(
      { geval: r.geval, traits: r.uitkomst.traits, vermeld: r.bewijs.vermeld, waarheidInCenten: r.bewijs.waarheid },
      null,
      2,
    ),
  );
  writeFileSync(
    join(map, `${naam}.reader.json`),
    JSON.stringify({ antwoord: r.bewijs.antwoord, oordeel: r.uitkomst }, null, 2),
  );
}
