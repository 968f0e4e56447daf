import { useTranslations } from 'next-intl';
import Link from 'next/link';

export const errorCodes = ['400', '401', '403', '404', '500', '503'] as const;
export type ErrorCode = (typeof errorCodes)[number];

/**
 * The error pages' one design, shared by /pages/errors/*, not-found, error and
 * global-error. Not a client component itself, so server pages render it without JS.
 */
export function ErrorView({ code, action }: { code: ErrorCode; action?: React.ReactNode }) {
  const t = useTranslations('pages');
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-canvas px-4 py-12 text-center">
      <p aria-hidden className="bg-gradient-to-br from-primary to-secondary bg-clip-text text-[6rem] font-extrabold leading-none text-transparent sm:text-[9rem]">
        {code}
      </p>
      <h1 className="text-2xl font-semibold">{t(`errors.e${code}.title`)}</h1>
      <p className="max-w-md text-muted">{t(`errors.e${code}.description`)}</p>
      <div className="flex flex-wrap items-center justify-center gap-3">
        {action}
        <Link href="/dashboard" className="rounded-md bg-primary px-5 py-2.5 text-sm font-medium uppercase text-white hover:brightness-110">
          {t('backToDashboard')}
        </Link>
      </div>
    </main>
  );
}
