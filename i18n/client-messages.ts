import type { AbstractIntlMessages } from 'next-intl';

/**
 * The message namespaces the softphone tabs' browser code can meet: their own screens, the
 * shared UI pieces they use, error pages and the API's error keys. Tabs load in phone
 * webviews, so their pages carry these (~8 KB) rather than the whole catalogue (~26 KB).
 */
export const TAB_NAMESPACES = ['app', 'common', 'confirm', 'table', 'errors', 'validation', 'pages', 'tabs', 'voicemail', 'vmSettings', 'park', 'engage'] as const;

/** Namespaces only the server reads (system mails, lib/server/mail/messages.ts): no page sends them to the browser. */
export const SERVER_NAMESPACES = ['mail'] as const;

/** What a page's browser code gets: the tab namespaces on softphone tabs, else all but the server's. */
export const browserNamespaces = (messages: AbstractIntlMessages, tab: boolean): readonly string[] =>
  tab ? TAB_NAMESPACES : Object.keys(messages).filter((n) => !(SERVER_NAMESPACES as readonly string[]).includes(n));

export const isTabPath = (path: string | null | undefined) => !!path && (path === '/custom_tab' || path.startsWith('/custom_tab/') || path.startsWith('/custom_tab?'));

export function pickMessages(messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  return Object.fromEntries(namespaces.filter((n) => n in messages).map((n) => [n, messages[n]]));
}
