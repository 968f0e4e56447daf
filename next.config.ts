import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const nextConfig: NextConfig = {
  serverExternalPackages: ['@electric-sql/pglite', 'pino', 'nodemailer'],
  poweredByHeader: false,
  devIndicators: false,
};

export default createNextIntlPlugin('./i18n/request.ts')(nextConfig);
