'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { LazyToaster } from '@/components/ui/lazy-toaster';

export function Providers({ children }: { children: React.ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } } }),
  );
  return (
    <QueryClientProvider client={client}>
      {children}
      <LazyToaster position="top-center" duration={5000} richColors closeButton />
    </QueryClientProvider>
  );
}
