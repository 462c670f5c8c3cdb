import type { Metadata } from 'next';
import { getI18n } from '~/i18n/server.ts';
import { ForgotPasswordForm } from '~/modules/account/components/forgot-password-form.tsx';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getI18n()).t.account.forgotTitle };
}

export default function ForgotPasswordPage() {
  return <ForgotPasswordForm />;
}
