/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The IKV report as a @react-pdf/renderer document: a pure render of the view model. A4, embedded
// fonts (Liberation Sans, base64 in the repository), page numbers in the footer.
import { Document, Font, Image, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { LIBERATION_SANS_BOLD, LIBERATION_SANS_REGULAR } from './fonts/liberation-sans.font.ts';
import type { ReportViewModel } from './ikv-report.view-model.ts';
import { breakLongWord } from './pdf-text.rules.ts';

Font.register({
  family: 'Liberation Sans',
  fonts: [
    { src: LIBERATION_SANS_REGULAR, fontWeight: 'normal' },
    { src: LIBERATION_SANS_BOLD, fontWeight: 'bold' },
  ],
});
// words are not hyphenated, but a word too long for a line (a company name of 200 letters without a
// space) may break anywhere instead of running off the page
Font.registerHyphenationCallback(breakLongWord);

const BLUE = '#1d4ed8';
const GREY = '#6b7280';
const s = StyleSheet.create({
  page: {
    fontFamily: 'Liberation Sans',
    fontSize: 9.5,
    paddingTop: 48,
    paddingBottom: 60,
    paddingHorizontal: 48,
    color: '#111827',
  },
  brand: { fontSize: 9, color: BLUE, fontWeight: 'bold', marginBottom: 24 },
  title: { fontSize: 24, fontWeight: 'bold', lineHeight: 1.2, marginBottom: 6 },
  subtitle: { fontSize: 12, color: GREY, marginBottom: 24 },
  coverRow: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: '#e5e7eb', paddingVertical: 4 },
  coverLabel: { width: 140, color: GREY },
  coverValue: { flex: 1, fontWeight: 'bold' },
  h2: { fontSize: 13, fontWeight: 'bold', marginTop: 18, marginBottom: 8, color: BLUE },
  bigBox: { marginTop: 24, padding: 16, borderRadius: 6, backgroundColor: '#eff6ff' },
  bigLabel: { fontSize: 11, color: GREY },
  big: { fontSize: 36, fontWeight: 'bold', lineHeight: 1.2, marginVertical: 4 },
  table: { borderTopWidth: 0.75, borderTopColor: '#9ca3af' },
  tr: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: '#e5e7eb' },
  th: { flex: 1, paddingVertical: 3, paddingHorizontal: 2, fontWeight: 'bold', fontSize: 8 },
  td: { flex: 1, paddingVertical: 3, paddingHorizontal: 2, fontSize: 8 },
  chart: {
    flexDirection: 'row',
    alignItems: 'flex-end',
    height: 150,
    borderBottomWidth: 1,
    borderBottomColor: '#9ca3af',
    marginTop: 8,
  },
  barCol: { flex: 1, alignItems: 'center', justifyContent: 'flex-end', height: '100%', paddingHorizontal: 18 },
  barLabel: { fontSize: 8, marginBottom: 2 },
  barYears: { flexDirection: 'row' },
  barYear: { flex: 1, textAlign: 'center', fontSize: 8.5, marginTop: 3 },
  line: { marginBottom: 4, lineHeight: 1.4 },
  flag: { flexDirection: 'row', marginBottom: 3 },
  flagKind: { width: 70, fontWeight: 'bold' },
  note: { fontSize: 8, color: GREY, marginTop: 6 },
  disclaimer: {
    marginTop: 16,
    padding: 8,
    borderWidth: 0.75,
    borderColor: '#f59e0b',
    backgroundColor: '#fffbeb',
    fontSize: 8,
  },
  watermark: {
    position: 'absolute',
    top: 390,
    left: -60,
    width: 720,
    textAlign: 'center',
    fontSize: 30,
    fontWeight: 'bold',
    color: '#dc2626',
    opacity: 0.3,
    transform: 'rotate(-50deg)',
  },
  conceptBanner: {
    position: 'absolute',
    top: 22,
    left: 48,
    right: 48,
    textAlign: 'center',
    fontSize: 9,
    fontWeight: 'bold',
    color: '#dc2626',
  },
  issued: { marginTop: 16, padding: 10, borderWidth: 1, borderColor: BLUE, borderRadius: 6, flexDirection: 'row' },
  qr: { width: 96, height: 96, marginLeft: 12 },
  footer: { position: 'absolute', bottom: 28, left: 48, right: 48, fontSize: 7.5, color: GREY, textAlign: 'center' },
});

function Table({ kolommen, rijen, first = 1 }: { kolommen: string[]; rijen: string[][]; first?: number }) {
  return (
    <View style={s.table}>
      <View style={s.tr}>
        {kolommen.map((k, i) => (
          <Text key={i} style={[s.th, i === 0 ? { flex: first } : {}]}>
            {k}
          </Text>
        ))}
      </View>
      {rijen.map((r, ri) => (
        <View key={ri} style={s.tr} wrap={false}>
          {r.map((c, i) => (
            <Text key={i} style={[s.td, i === 0 ? { flex: first } : {}]}>
              {c}
            </Text>
          ))}
        </View>
      ))}
    </View>
  );
}

type Vm = ReportViewModel;

/** Every page's footer (its number of the total) and, on a draft, its marks. */
function PageFooter({ vm }: { vm: Vm }) {
  return (
    <>
      <Text
        style={s.footer}
        fixed
        render={({ pageNumber, totalPages }) => `${vm.voettekst} ${pageNumber} / ${totalPages}`}
      />
      {vm.concept ? <ConceptMark concept={vm.concept} /> : null}
    </>
  );
}

/**
 * A draft: the diagonal mark across every page, and the same words as a banner at the top of every
 * page (text extractors such as pdftotext read the banner; the diagonal one is for the eye).
 */
function ConceptMark({ concept }: { concept: string }) {
  return (
    <>
      <Text style={s.conceptBanner} fixed>
        {concept}
      </Text>
      <Text style={s.watermark} fixed>
        {concept}
      </Text>
    </>
  );
}

/** The cover: the brand, the title, the company and the request's facts. */
function Cover({ vm }: { vm: Vm }) {
  return (
    <>
      <Text style={s.brand}>IKV-SERVICE</Text>
      <Text style={s.title}>{vm.titel}</Text>
      <Text style={s.subtitle}>{vm.cover[0]?.waarde}</Text>
      {vm.cover.map((c) => (
        <View key={c.label} style={s.coverRow}>
          <Text style={s.coverLabel}>{c.label}</Text>
          <Text style={s.coverValue}>{c.waarde}</Text>
        </View>
      ))}
    </>
  );
}

/** An issued statement's box: its facts, how to verify it, and the QR code to its verification page. */
function Issued({ uitgifte }: { uitgifte: NonNullable<Vm['uitgifte']> }) {
  return (
    <View style={s.issued} wrap={false}>
      <View style={{ flex: 1 }}>
        <Text style={{ fontWeight: 'bold', fontSize: 11, color: BLUE, marginBottom: 4 }}>{uitgifte.kop}</Text>
        {uitgifte.rijen.map((r) => (
          <View key={r.label} style={{ flexDirection: 'row', paddingVertical: 1.5 }}>
            <Text style={s.coverLabel}>{r.label}</Text>
            <Text style={s.coverValue}>{r.waarde}</Text>
          </View>
        ))}
        <Text style={[s.note, { marginTop: 4 }]}>{uitgifte.uitleg}</Text>
        <Text style={{ fontSize: 8, color: BLUE }}>{uitgifte.verificatieUrl}</Text>
      </View>
      <Image style={s.qr} src={uitgifte.qrPng} />
    </View>
  );
}

/** The summary: the assessment income in large type, the outcome, the route and the trend. */
function Summary({ samenvatting }: { samenvatting: Vm['samenvatting'] }) {
  return (
    <>
      <Text style={s.h2}>{samenvatting.kop}</Text>
      <View style={s.bigBox}>
        <Text style={s.bigLabel}>{samenvatting.toetsinkomenLabel}</Text>
        <Text style={s.big}>{samenvatting.toetsinkomen}</Text>
        <Text>{`${samenvatting.uitkomstLabel}: ${samenvatting.uitkomst}`}</Text>
        <Text>{samenvatting.route}</Text>
        {samenvatting.trend ? <Text>{samenvatting.trend}</Text> : null}
      </View>
    </>
  );
}

/** An orientation: its figure and overview (kept on one page), then its steps, assumptions and source. */
function Orientation({ orientatie }: { orientatie: NonNullable<Vm['orientatie']> }) {
  return (
    <>
      <View wrap={false}>
        <Text style={s.h2}>{orientatie.kop}</Text>
        <Text style={s.bigLabel}>{orientatie.label}</Text>
        <Text style={{ fontSize: 20, fontWeight: 'bold', marginVertical: 2 }}>{orientatie.waarde}</Text>
        {orientatie.overzicht.map((r, i) => (
          <View key={i} style={s.coverRow}>
            <Text
              style={[
                s.coverLabel,
                { width: 'auto', flex: 1 },
                r.soort === 'totaal' ? { fontWeight: 'bold', color: '#0f172a' } : {},
              ]}
            >
              {r.toelichting ? `${r.label} — ${r.toelichting}` : r.label}
            </Text>
            <Text
              style={[
                s.coverValue,
                { flex: 0, flexShrink: 0, marginLeft: 8, textAlign: 'right' },
                r.soort === 'totaal' ? { fontWeight: 'bold' } : {},
              ]}
            >
              {r.waarde}
            </Text>
          </View>
        ))}
      </View>
      <View>
        <Text style={s.h2}>{orientatie.stappenKop}</Text>
        {orientatie.regels.map((r, i) => (
          <Text key={i} style={s.note}>{`${i + 1}. ${r}`}</Text>
        ))}
        <Text style={s.h2}>{orientatie.aannamesKop}</Text>
        {orientatie.aannames.map((r, i) => (
          <Text key={i} style={s.note}>{`• ${r}`}</Text>
        ))}
        <Text style={s.note}>{orientatie.bron}</Text>
      </View>
    </>
  );
}

/** The adviser's conclusion, and per year the documents the figures were checked against. */
function Conclusion({ conclusie, bewijs }: { conclusie: Vm['conclusie']; bewijs: Vm['bewijs'] }) {
  return (
    <>
      <Text style={s.h2}>{conclusie.kop}</Text>
      <Text style={{ fontWeight: 'bold' }}>{conclusie.status}</Text>
      <Text>{conclusie.tekst}</Text>
      {conclusie.door ? <Text style={s.note}>{conclusie.door}</Text> : null}
      {bewijs ? (
        <View wrap={false}>
          <Text style={s.h2}>{bewijs.kop}</Text>
          {bewijs.regels.map((r) => (
            <Text key={r}>{r}</Text>
          ))}
        </View>
      ) : null}
    </>
  );
}

/** The profit per year as bars (a missing year dashed, a loss red), the years beneath. */
function ProfitChart({ grafiek }: { grafiek: NonNullable<Vm['grafiek']> }) {
  return (
    <View wrap={false}>
      <Text style={s.h2}>{grafiek.kop}</Text>
      <View style={s.chart}>
        {grafiek.balken.map((b) => (
          <View key={b.jaar} style={s.barCol}>
            <Text style={s.barLabel}>{b.label}</Text>
            <View
              style={{
                width: '100%',
                height: `${Math.max(b.ontbrekend ? 2 : 1, Math.round(b.hoogte * 85))}%`,
                backgroundColor: b.ontbrekend ? '#e5e7eb' : b.negatief ? '#dc2626' : BLUE,
                borderWidth: b.ontbrekend ? 0.75 : 0,
                borderStyle: 'dashed',
                borderColor: GREY,
              }}
            />
          </View>
        ))}
      </View>
      <View style={s.barYears}>
        {grafiek.balken.map((b) => (
          <Text key={b.jaar} style={s.barYear}>
            {String(b.jaar)}
          </Text>
        ))}
      </View>
      {grafiek.voetnoot ? <Text style={s.note}>{grafiek.voetnoot}</Text> : null}
    </View>
  );
}

/** The ratios' table and the balance test, kept on one page. */
function Ratios({ ratios }: { ratios: Vm['ratios'] }) {
  return (
    <View wrap={false}>
      <Text style={s.h2}>{ratios.kop}</Text>
      <Table kolommen={ratios.kolommen} rijen={ratios.rijen} first={0.6} />
      <Text style={{ marginTop: 6 }}>{ratios.balanstoets}</Text>
    </View>
  );
}

/** A director-shareholder's (DGA) figures. */
function Dga({ dga }: { dga: NonNullable<Vm['dga']> }) {
  return (
    <View wrap={false}>
      <Text style={s.h2}>{dga.kop}</Text>
      {dga.rijen.map((r) => (
        <View key={r.label} style={s.coverRow}>
          <Text style={s.coverLabel}>{r.label}</Text>
          <Text style={s.coverValue}>{r.waarde}</Text>
        </View>
      ))}
    </View>
  );
}

/** The calculation's steps, its flags (or that there are none), the validity and the disclaimer. */
function Explanation({ vm }: { vm: Vm }) {
  return (
    <>
      <Text style={s.h2}>{vm.uitleg.kop}</Text>
      {vm.uitleg.regels.map((r, i) => (
        <Text key={i} style={s.line}>{`${i + 1}. ${r}`}</Text>
      ))}
      <Text style={s.h2}>{vm.signaleringen.kop}</Text>
      {vm.signaleringen.regels.length === 0 ? <Text>{vm.signaleringen.leeg}</Text> : null}
      {vm.signaleringen.regels.map((f, i) => (
        <View key={i} style={s.flag} wrap={false}>
          <Text style={s.flagKind}>{f.ernst}</Text>
          <Text style={{ flex: 1 }}>{f.tekst}</Text>
        </View>
      ))}
      <Text style={s.note}>{vm.geldigheid}</Text>
      <Text style={s.disclaimer}>{vm.disclaimer}</Text>
    </>
  );
}

/**
 * The report's three pages: the cover with the summary and the conclusion; the years, their chart and
 * ratios; the calculation explained.
 */
export function IkvReportDocument({ vm }: { vm: ReportViewModel }) {
  return (
    <Document
      title={vm.documentTitel}
      author="IKV-service"
      language={vm.taal}
      creator="IKV-service"
      producer="IKV-service"
    >
      <Page size="A4" style={s.page}>
        <Cover vm={vm} />
        {vm.uitgifte ? <Issued uitgifte={vm.uitgifte} /> : null}
        <Summary samenvatting={vm.samenvatting} />
        {vm.orientatie ? <Orientation orientatie={vm.orientatie} /> : null}
        <Conclusion conclusie={vm.conclusie} bewijs={vm.bewijs} />
        <PageFooter vm={vm} />
      </Page>
      <Page size="A4" style={s.page}>
        <Text style={s.h2}>{vm.jaren.kop}</Text>
        <Table kolommen={vm.jaren.kolommen} rijen={vm.jaren.rijen} first={0.6} />
        {vm.grafiek ? <ProfitChart grafiek={vm.grafiek} /> : null}
        <Ratios ratios={vm.ratios} />
        {vm.dga ? <Dga dga={vm.dga} /> : null}
        <PageFooter vm={vm} />
      </Page>
      <Page size="A4" style={s.page}>
        <Explanation vm={vm} />
        <PageFooter vm={vm} />
      </Page>
    </Document>
  );
}
