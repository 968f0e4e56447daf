import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const nextConfig: NextConfig = {
  serverExternalPackages: ['@electric-sql/pglite', 'pino', 'nodemailer'],
  poweredByHeader: false,
  // A second build (benchmarks) can sit beside the one the tests use.
  ...(process.env.NEXT_DIST_DIR ? { distDir: process.env.NEXT_DIST_DIR } : {}),
  devIndicators: false,
  // The spec's mobile header logo and template error pages link to /dashboard/default.
  async redirects() {
    return [{ source: '/dashboard/default', destination: '/dashboard', permanent: false }];
  },
};

// Precompiled messages keep the ICU parser (intl-messageformat) out of the browser bundle.
export default createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
})(nextConfig);
