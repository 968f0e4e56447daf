import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const nextConfig: NextConfig = {
  serverExternalPackages: ['@electric-sql/pglite', 'pino', 'nodemailer'],
  poweredByHeader: false,
  devIndicators: false,
  // The spec's mobile header logo and template error pages link to /dashboard/default.
  async redirects() {
    return [{ source: '/dashboard/default', destination: '/dashboard', permanent: false }];
  },
};

export default createNextIntlPlugin('./i18n/request.ts')(nextConfig);
