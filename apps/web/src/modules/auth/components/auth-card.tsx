import type { ReactNode } from 'react';
import { Card, CardBody } from '@ikv/ui/card';

export function AuthCard({
  title,
  lead,
  children,
  footer,
}: {
  title: string;
  lead: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md">
      <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">{title}</h1>
      <p className="mt-2 text-sm text-muted sm:text-base">{lead}</p>
      <Card className="mt-6">
        <CardBody>{children}</CardBody>
      </Card>
      <p className="mt-6 text-center text-sm text-muted">{footer}</p>
    </div>
  );
}
