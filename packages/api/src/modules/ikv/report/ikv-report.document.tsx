/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The IKV report as a @react-pdf/renderer document: a pure render of the view model. A4, embedded
// fonts (Liberation Sans, base64 in the repository), page numbers in the footer.
import { Document, Font, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { LIBERATION_SANS_BOLD, LIBERATION_SANS_REGULAR } from './fonts/liberation-sans.font.ts';
import type { ReportViewModel } from './ikv-report.view-model.ts';

Font.register({
  family: 'Liberation Sans',
  fonts: [
    { src: LIBERATION_SANS_REGULAR, fontWeight: 'normal' },
    { src: LIBERATION_SANS_BOLD, fontWeight: 'bold' },
  ],
});
Font.registerHyphenationCallback((word) => [word]);

const BLUE = '#1d4ed8';
const GREY = '#6b7280';
const s = StyleSheet.create({
  page: { fontFamily: 'Liberation Sans', fontSize: 9.5, paddingTop: 48, paddingBottom: 60, paddingHorizontal: 48, color: '#111827' },
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
  chart: { flexDirection: 'row', alignItems: 'flex-end', height: 150, borderBottomWidth: 1, borderBottomColor: '#9ca3af', marginTop: 8 },
  barCol: { flex: 1, alignItems: 'center', justifyContent: 'flex-end', height: '100%', paddingHorizontal: 18 },
  barLabel: { fontSize: 8, marginBottom: 2 },
  barYears: { flexDirection: 'row' },
  barYear: { flex: 1, textAlign: 'center', fontSize: 8.5, marginTop: 3 },
  line: { marginBottom: 4, lineHeight: 1.4 },
  flag: { flexDirection: 'row', marginBottom: 3 },
  flagKind: { width: 70, fontWeight: 'bold' },
  note: { fontSize: 8, color: GREY, marginTop: 6 },
  disclaimer: { marginTop: 16, padding: 8, borderWidth: 0.75, borderColor: '#f59e0b', backgroundColor: '#fffbeb', fontSize: 8 },
  footer: { position: 'absolute', bottom: 28, left: 48, right: 48, fontSize: 7.5, color: GREY, textAlign: 'center' },
});

function Table({ kolommen, rijen, first = 1 }: { kolommen: string[]; rijen: string[][]; first?: number }) {
  return (
    <View style={s.table}>
      <View style={s.tr}>
        {kolommen.map((k, i) => (
          <Text key={i} style={[s.th, i === 0 ? { flex: first } : {}]}>{k}</Text>
        ))}
      </View>
      {rijen.map((r, ri) => (
        <View key={ri} style={s.tr} wrap={false}>
          {r.map((c, i) => (
            <Text key={i} style={[s.td, i === 0 ? { flex: first } : {}]}>{c}</Text>
          ))}
        </View>
      ))}
    </View>
  );
}

export function IkvReportDocument({ vm }: { vm: ReportViewModel }) {
  const footer = <Text style={s.footer} fixed render={({ pageNumber, totalPages }) => `${vm.voettekst} ${pageNumber} / ${totalPages}`} />;
  return (
    <Document title={vm.documentTitel} author="IKV-service" language={vm.taal} creator="IKV-service" producer="IKV-service">
      <Page size="A4" style={s.page}>
        <Text style={s.brand}>IKV-SERVICE</Text>
        <Text style={s.title}>{vm.titel}</Text>
        <Text style={s.subtitle}>{vm.cover[0]?.waarde}</Text>
        {vm.cover.map((c) => (
          <View key={c.label} style={s.coverRow}>
            <Text style={s.coverLabel}>{c.label}</Text>
            <Text style={s.coverValue}>{c.waarde}</Text>
          </View>
        ))}
        <Text style={s.h2}>{vm.samenvatting.kop}</Text>
        <View style={s.bigBox}>
          <Text style={s.bigLabel}>{vm.samenvatting.toetsinkomenLabel}</Text>
          <Text style={s.big}>{vm.samenvatting.toetsinkomen}</Text>
          <Text>{`${vm.samenvatting.uitkomstLabel}: ${vm.samenvatting.uitkomst}`}</Text>
          <Text>{vm.samenvatting.route}</Text>
          {vm.samenvatting.trend ? <Text>{vm.samenvatting.trend}</Text> : null}
        </View>
        {vm.orientatie ? (
          <View wrap={false}>
            <Text style={s.h2}>{vm.orientatie.kop}</Text>
            <Text style={s.bigLabel}>{vm.orientatie.label}</Text>
            <Text style={{ fontSize: 20, fontWeight: 'bold', marginVertical: 2 }}>{vm.orientatie.waarde}</Text>
            {vm.orientatie.regels.map((r, i) => (
              <Text key={i} style={s.note}>{`• ${r}`}</Text>
            ))}
          </View>
        ) : null}
        <Text style={s.h2}>{vm.conclusie.kop}</Text>
        <Text style={{ fontWeight: 'bold' }}>{vm.conclusie.status}</Text>
        <Text>{vm.conclusie.tekst}</Text>
        {vm.conclusie.door ? <Text style={s.note}>{vm.conclusie.door}</Text> : null}
        {footer}
      </Page>
      <Page size="A4" style={s.page}>
        <Text style={s.h2}>{vm.jaren.kop}</Text>
        <Table kolommen={vm.jaren.kolommen} rijen={vm.jaren.rijen} first={0.6} />
        {vm.grafiek ? (
          <View wrap={false}>
            <Text style={s.h2}>{vm.grafiek.kop}</Text>
            <View style={s.chart}>
              {vm.grafiek.balken.map((b) => (
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
              {vm.grafiek.balken.map((b) => (
                <Text key={b.jaar} style={s.barYear}>{String(b.jaar)}</Text>
              ))}
            </View>
            {vm.grafiek.voetnoot ? <Text style={s.note}>{vm.grafiek.voetnoot}</Text> : null}
          </View>
        ) : null}
        <View wrap={false}>
          <Text style={s.h2}>{vm.ratios.kop}</Text>
          <Table kolommen={vm.ratios.kolommen} rijen={vm.ratios.rijen} first={0.6} />
          <Text style={{ marginTop: 6 }}>{vm.ratios.balanstoets}</Text>
        </View>
        {vm.dga ? (
          <View wrap={false}>
            <Text style={s.h2}>{vm.dga.kop}</Text>
            {vm.dga.rijen.map((r) => (
              <View key={r.label} style={s.coverRow}>
                <Text style={s.coverLabel}>{r.label}</Text>
                <Text style={s.coverValue}>{r.waarde}</Text>
              </View>
            ))}
          </View>
        ) : null}
        {footer}
      </Page>
      <Page size="A4" style={s.page}>
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
        {footer}
      </Page>
    </Document>
  );
}
