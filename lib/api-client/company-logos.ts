'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { CompanyLogos } from '@/lib/schemas/white-label';
import { api } from './http';

/** getCompanyLogos for a cloud id being typed: asked 400 ms after the typing stops. */
export function useCompanyLogos(cloudId: string, delay = 400) {
  const [settled, setSettled] = useState(cloudId.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSettled(cloudId.trim()), delay);
    return () => clearTimeout(timer);
  }, [cloudId, delay]);
  return useQuery({
    queryKey: ['companyLogos', settled.toLowerCase()],
    queryFn: ({ signal }) => api<CompanyLogos>('/api/company-logos', { json: { cloudId: settled }, signal }),
    enabled: settled.length > 0,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
