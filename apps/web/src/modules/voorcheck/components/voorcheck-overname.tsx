// On the entrepreneur's company page: the figures carried from the pre-check (signed cookie), with
// one click to write them into the company's financial years. Server component.
import { Alert } from '@ikv/ui/alert';
import { buttonClasses } from '@ikv/ui/button';
import { Card, CardBody } from '@ikv/ui/card';
import { fill, type Dictionary } from '~/i18n/locale.ts';
import { neemVoorcheckOverAction, vergeetVoorcheckAction } from '../actions.ts';
import { leesOvername } from '../overname.server.ts';

export async function VoorcheckOvername({ companyId, fout, t }: { companyId: string; fout: boolean; t: Dictionary }) {
  const input = await leesOvername();
  if (!input) return null;
  const tt = t.voorcheck;
  const jaren = input.boekjaren
    .map((b) => b.jaar)
    .sort((a, b) => a - b)
    .join(', ');
  return (
    <Card className="border-brand-200 bg-brand-50" data-testid="voorcheck-overname">
      <CardBody className="flex flex-col gap-3">
        <h2 className="text-base font-semibold text-ink">{tt.overnameKop}</h2>
        {fout ? <Alert tone="error">{tt.overnameFout}</Alert> : null}
        <p className="text-sm text-slate-700">{fill(tt.overnameTekst, { jaren })}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <form action={neemVoorcheckOverAction}>
            <input type="hidden" name="companyId" value={companyId} />
            <button type="submit" className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}>
              {tt.overnemen}
            </button>
          </form>
          <form action={vergeetVoorcheckAction}>
            <input type="hidden" name="companyId" value={companyId} />
            <button type="submit" className={buttonClasses('secondary', 'md', 'w-full sm:w-auto')}>
              {tt.nietOvernemen}
            </button>
          </form>
        </div>
      </CardBody>
    </Card>
  );
}
