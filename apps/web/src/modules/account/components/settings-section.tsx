import type { ReactNode } from 'react';
import { Card, CardBody } from '@ikv/ui/card';

/** A titled card on the settings page; the heading labels the region for screen readers. */
export function SettingsSection({
  id,
  title,
  aside,
  children,
}: {
  id: string;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <Card>
        <CardBody className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
              {title}
            </h2>
            {aside}
          </div>
          {children}
        </CardBody>
      </Card>
    </section>
  );
}
