import type { NextConfig } from 'next';
import path from 'node:path';

// The framework's floor for the first-load benchmark: a bare page with one client component.
const config: NextConfig = { turbopack: { root: path.join(__dirname, '../..') }, distDir: '../../.next-floor' };
export default config;
