'use client';

import { Copy } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { copyText } from '@/components/ui/copy-text';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client/http';
import { usePreviewDocument, usePreviewLines } from '@/lib/api-client/provisioning-preview';
import { useMessage } from '@/lib/api-client/use-error-toast';
import { CLIENT_KINDS } from '@/lib/format/client-kind';

const KINDS = [...CLIENT_KINDS, 'Other'] as const;
const errorKey = (e: unknown) => (e instanceof ApiError ? e.key : 'errors.internal');

/**
 * The account document a user of the profile's company would receive, read only: the server
 * masks both passwords and creates nothing. The users are read from the platform once opened.
 */
export function ProfilePreview({ profileId }: { profileId: number }) {
  const t = useTranslations('clientProfiles.preview');
  const tp = useTranslations('clientProfiles');
  const tapp = useTranslations('app');
  const msg = useMessage();
  const bodyId = useId();
  const [open, setOpen] = useState(false);
  const [domain, setDomain] = useState<string>();
  const [search, setSearch] = useState('');
  const [user, setUser] = useState('');
  const [kind, setKind] = useState<string>('iOS');
  const lines = usePreviewLines(profileId, domain, open);
  const doc = usePreviewDocument(profileId);

  const activeDomain = domain ?? lines.data?.domain ?? '';
  const term = search.trim().toLowerCase();
  const items = lines.data?.items ?? [];
  const matches = items.filter((i) => !term || i.user === user || i.user.toLowerCase().includes(term) || i.name.toLowerCase().includes(term));
  // What is shown always belongs to what is chosen: any change drops the last document.
  const choose = (apply: () => void) => {
    apply();
    doc.reset();
  };
  const copy = (xml: string) => copyText(xml).then(() => toast.success(t('copied')), () => toast.error(t('copyFailed')));

  return (
    <Card
      title={t('title')}
      className="mt-5"
      actions={
        <Button variant="secondary" className="shrink-0" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen((o) => !o)}>
          {open ? t('hide') : t('open')}
        </Button>
      }
    >
      <div id={bodyId} className="space-y-4">
        <p className="text-sm text-muted">{t('intro')}</p>
        {open && lines.isPending && <Spinner label={tapp('loading')} />}
        {open && lines.isError && (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-danger">
            <span>{t('linesError')} {msg(errorKey(lines.error))}</span>
            <Button variant="secondary" onClick={() => void lines.refetch()}>{t('retry')}</Button>
          </div>
        )}
        {open && lines.data && !lines.data.domains.length && <p className="text-sm">{t('noDomains')}</p>}
        {open && lines.data && lines.data.domains.length > 0 && (
          <>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
              <Select label={t('domain')} value={activeDomain} options={lines.data.domains.map((d) => ({ value: d, label: d }))}
                onChange={(e) => choose(() => { setDomain(e.target.value); setUser(''); setSearch(''); })} />
              <Field label={t('search')} type="search" hint={t('searchHint')} value={search} onChange={(e) => setSearch(e.target.value)} />
              <Select label={t('user')} value={user} placeholder={tp('choose')} disabled={lines.isFetching}
                options={matches.map((i) => ({ value: i.user, label: i.name ? `${i.user} — ${i.name}` : i.user }))}
                onChange={(e) => choose(() => setUser(e.target.value))} />
              <Select label={t('kind')} value={kind} options={KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
                onChange={(e) => choose(() => setKind(e.target.value))} />
            </div>
            {!items.length && !lines.isFetching && <p className="text-sm">{t('noUsers')}</p>}
            {items.length > 0 && !matches.length && <p className="text-sm">{t('noMatch', { search: search.trim() })}</p>}
            <Button disabled={!user || !activeDomain} busy={doc.isPending} onClick={() => doc.mutate({ domain: activeDomain, user, kind })}>
              {t('show')}
            </Button>
            <div aria-live="polite" className="space-y-3">
              {doc.isError && <p role="alert" className="text-sm text-danger">{msg(errorKey(doc.error))}</p>}
              {doc.data && (
                <>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p className="text-sm">{t(doc.data.deviceExists ? 'deviceExists' : 'deviceMissing', { device: doc.data.device })}</p>
                    {!doc.data.softphoneOn && <p role="note" className="text-sm text-warning">{t('softphoneOff')}</p>}
                    {doc.data.servedProfileId !== null && (
                      <p role="note" className="text-sm text-warning">{t('notServed', { id: doc.data.servedProfileId })}</p>
                    )}
                    <Button variant="secondary" onClick={() => void copy(doc.data.xml)}>
                      <Copy aria-hidden className="h-4 w-4" />
                      {t('copy')}
                    </Button>
                  </div>
                  <pre role="region" tabIndex={0} aria-label={t('documentLabel', { device: doc.data.device })}
                    className="max-h-[28rem] overflow-auto rounded-md border border-line bg-canvas p-3 text-xs leading-relaxed focus:outline-2 focus:outline-primary">
                    <code>{doc.data.xml}</code>
                  </pre>
                </>
              )}
              {!doc.data && !doc.isError && !doc.isPending && items.length > 0 && <p className="text-sm text-muted">{t('empty')}</p>}
            </div>
          </>
        )}
      </div>
    </Card>
  );
}
