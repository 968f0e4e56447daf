const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

// next-intl 4 and its helpers ship ESM only; let SWC transform them.
const esmPackages = 'next-intl|use-intl|icu-minify|@formatjs|intl-messageformat';

const common = {
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/tests/fixtures/empty-module.js',
  },
};

async function project(name, extra) {
  const base = await createJestConfig({ ...common, ...extra })();
  return {
    ...base,
    displayName: name,
    transformIgnorePatterns: [`/node_modules/(?!(${esmPackages})/)`, '^.+\\.module\\.(css|sass|scss)$'],
  };
}

module.exports = async () => ({
  // Opening a fresh embedded database takes seconds on a busy 2-core machine.
  testTimeout: 60_000,
  projects: [
    await project('unit', {
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/tests/fixtures/jest-dom-setup.ts'],
    }),
    await project('integration', {
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
      setupFiles: ['<rootDir>/tests/fixtures/integration-env.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/fixtures/integration-after.ts'],
    }),
  ],
});
