import localFont from 'next/font/local';

/**
 * Inter, self-hosted from @fontsource-variable/inter (Google Fonts cannot be reached at build time).
 * next/font preloads the file with the page and sizes a local fallback to Inter's metrics, so text
 * paints at once in the fallback and does not move when Inter arrives.
 */
export const inter = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
});
