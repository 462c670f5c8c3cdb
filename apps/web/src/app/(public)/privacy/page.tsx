import type { Metadata } from 'next';
import { PageHeader } from '@ikv/ui/page-header';
import { getI18n } from '~/i18n/server.ts';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t.privacy.metaTitle, description: t.privacy.lead };
}

/** Public: the privacy statement in the reader's language (the plain version of docs/privacy.md). */
export default async function PrivacyPage() {
  const { t } = await getI18n();
  return (
    <div className="flex flex-col gap-8">
      <PageHeader eyebrow={t.privacy.eyebrow} title={t.privacy.title} description={t.privacy.lead} />
      <div className="flex max-w-3xl flex-col gap-8">
        {t.privacy.sections.map((section) => (
          <section key={section.heading} className="flex flex-col gap-3">
            <h2 className="text-lg font-semibold text-ink">{section.heading}</h2>
            {section.paragraphs.map((p) => (
              <p key={p} className="text-base leading-relaxed text-slate-700">
                {p}
              </p>
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}
