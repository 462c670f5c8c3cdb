import Link from 'next/link';
import { buttonClasses } from '@ikv/ui/button';
import { getI18n } from '~/i18n/server.ts';
import { PublicShell } from '~/modules/layout/page-shell.tsx';

export default async function NotFound() {
  const { t } = await getI18n();
  return (
    <PublicShell>
      <div className="mx-auto max-w-md py-16 text-center">
        <h1 className="text-2xl font-semibold tracking-tight">{t.notFound.title}</h1>
        <p className="mt-2 text-muted">{t.notFound.text}</p>
        <Link href="/" className={buttonClasses('primary', 'md', 'mt-6')}>
          {t.notFound.home}
        </Link>
      </div>
    </PublicShell>
  );
}
