'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { ErrorView } from './error-view';

/** The body of app/error.tsx, loaded only when a page fails. */
export default function ErrorScreen({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('pages');
  useEffect(() => {
    // The server logged it with this digest; the console line helps match a report to it.
    if (error.digest) console.error(`error reference ${error.digest}`);
  }, [error]);
  return (
    <ErrorView
      code="500"
      action={
        <button type="button" onClick={reset} className="rounded-md border border-line bg-surface px-5 py-2.5 text-sm font-medium uppercase hover:bg-canvas">
          {t('tryAgain')}
        </button>
      }
    />
  );
}
