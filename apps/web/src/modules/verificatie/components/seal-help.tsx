// How a lender sees the seal on an issued statement in his own PDF reader (API.md, Trust III): the CA
// to download and where it goes in the reader.
import { Card, CardBody } from '@ikv/ui/card';
import type { Dictionary } from '~/i18n/nl.ts';

export function SealHelp({ t }: { t: Dictionary['verificatie'] }) {
  return (
    <Card>
      <CardBody className="flex flex-col gap-3" data-testid="zegel-uitleg">
        <h2 className="text-lg font-semibold">{t.sealTitle}</h2>
        <p className="text-sm text-muted">{t.sealLead}</p>
        <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm">
          <li>
            {t.sealStep1}{' '}
            <a href="/.well-known/ikv-ca.pem" download="ikv-ca.pem" className="font-medium break-words underline">
              {t.sealDownload}
            </a>
          </li>
          <li>{t.sealStep2}</li>
          <li>{t.sealStep3}</li>
          <li>{t.sealStep4}</li>
        </ol>
      </CardBody>
    </Card>
  );
}
