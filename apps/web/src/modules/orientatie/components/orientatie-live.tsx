// The calculator's second download: the rules (with the law's tables), the breakdown and the chart.
// The page shows the start values rendered on the server; this module is loaded on the visitor's first
// focus or change, so it is not parsed, run or hydrated while the page loads.
export { berekenFormulier } from './orientatie-bereken.ts';
export { OrientatieUitslag } from './orientatie-uitslag.tsx';
