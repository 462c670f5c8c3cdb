// Renders the report to a PDF buffer. @react-pdf/renderer is loaded here, on first use, never at the
// top of a procedure file (STYLE.md: heavy dependencies stay out of the module graph until needed).
import type { ReportViewModel } from './ikv-report.view-model.ts';
import { withSpan } from '../../../infra/observability/tracing.ts';

export function renderIkvReport(vm: ReportViewModel): Promise<Buffer> {
  // a span of its own when tracing is on (observability/tracing.ts)
  return withSpan('pdf.render', { 'ikv.document': 'ikv-report' }, () => render(vm));
}

async function render(vm: ReportViewModel): Promise<Buffer> {
  const [{ renderToBuffer }, { IkvReportDocument }, { createElement }] = await Promise.all([
    import('@react-pdf/renderer'),
    import('./ikv-report.document.tsx'),
    import('react'),
  ]);
  return renderToBuffer(createElement(IkvReportDocument, { vm }) as Parameters<typeof renderToBuffer>[0]);
}
