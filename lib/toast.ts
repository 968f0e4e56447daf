// Toasts (sonner) without sonner in every page's first load: the library loads on the first
// interaction or the first toast, whichever comes first; toasts raised before it is on screen
// wait and then show in order. `LazyToaster` (components/ui) renders sonner's <Toaster>.
import type { ReactNode } from 'react';

type Sonner = typeof import('sonner');
type Options = { description?: string; duration?: number; id?: string | number };
type Call = (s: Sonner) => void;

let loading: Promise<Sonner> | undefined;
let ready: Sonner | undefined;
const waiting: Call[] = [];
let show: ((s: Sonner) => void) | undefined;

export function loadSonner(): Promise<Sonner> {
  loading ??= import('sonner').catch((e: unknown) => {
    loading = undefined; // a dropped connection must not disable toasts for good
    throw e;
  });
  return loading;
}

/** Called by the mounted toaster: `render` puts <Toaster> on screen; `markReady` once it listens. */
export function attachToaster(render: (s: Sonner) => void) {
  show = render;
  if (waiting.length) void loadSonner().then(render, () => undefined);
  return () => {
    show = undefined;
    ready = undefined;
  };
}

export function markReady(s: Sonner) {
  ready = s;
  for (const call of waiting.splice(0)) call(s);
}

function run(call: Call) {
  if (ready) return call(ready);
  waiting.push(call);
  void loadSonner().then((s) => show?.(s), () => undefined);
}

const kind = (k: 'success' | 'error' | 'info' | 'warning') => (message: ReactNode, options?: Options) => run((s) => void s.toast[k](message, options));

export const toast = { success: kind('success'), error: kind('error'), info: kind('info'), warning: kind('warning') };
