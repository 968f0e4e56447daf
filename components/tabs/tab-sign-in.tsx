'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { errorText, tabApi } from '@/lib/api-client/tab-api';

/**
 * First load from the softphone: the credentials in the address become a tab session. The
 * password leaves the address bar at once (replaceState), then the page reloads without it.
 */
export function TabSignIn() {
  const t = useTranslations();
  const [error, setError] = useState<string>();
  const started = useRef(false);
  useEffect(() => {
    // Once only: the first run takes the password out of the address, so a second run
    // (React's development double effects) would find none.
    if (started.current) return;
    started.current = true;
    const url = new URL(window.location.href);
    const creds = { username: url.searchParams.get('username') ?? '', password: url.searchParams.get('password') ?? '', cloud_id: url.searchParams.get('cloud_id') ?? '' };
    url.searchParams.delete('password');
    window.history.replaceState(null, '', url);
    tabApi('/api/tab/session', { json: creds })
      // A full load (not a client navigation) so the server renders with the cookie and sends
      // this page's own headers (the Engage page's frame-src).
      .then(() => window.location.replace(url.toString()))
      .catch((e) => setError(errorText(t, e)));
  }, [t]);
  if (!error) {
    return (
      <p role="status" className="p-8 text-center text-muted">
        {t('tabs.signingIn')}
      </p>
    );
  }
  return <TabProblem title={error} help={t('tabs.badCredentialsHelp')} />;
}

export function TabProblem({ title, help }: { title: string; help?: string }) {
  return (
    <main className="flex min-h-[60vh] flex-col items-center justify-center gap-3 p-6 text-center">
      <h1 role="alert" className="text-lg font-semibold">
        {title}
      </h1>
      {help && <p className="text-sm text-muted">{help}</p>}
    </main>
  );
}
