

/**
 * Unit, data and component tests (tests/unit). Docusaurus client modules are replaced by small
 * stand-ins in tests/unit/mocks so components render in jsdom; CSS modules resolve to a proxy
 * that returns class names as written.
 */
/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/tests/unit'],
  transform: {
    '^.+\\.tsx?$': ['@swc/jest', {jsc: {parser: {syntax: 'typescript', tsx: true}, transform: {react: {runtime: 'automatic'}}, target: 'es2022'}, module: {type: 'commonjs'}}],
  },
  moduleNameMapper: {
    '\\.module\\.css$': '<rootDir>/tests/unit/mocks/cssModule.ts',
    '\\.css$': '<rootDir>/tests/unit/mocks/empty.ts',
    '^@site/(.*)$': '<rootDir>/$1',
    '^@docusaurus/Translate$': '<rootDir>/tests/unit/mocks/translate.tsx',
    '^@docusaurus/Head$': '<rootDir>/tests/unit/mocks/head.tsx',
    '^@docusaurus/Link$': '<rootDir>/tests/unit/mocks/link.tsx',
    '^@docusaurus/useBaseUrl$': '<rootDir>/tests/unit/mocks/useBaseUrl.ts',
    '^@docusaurus/useDocusaurusContext$': '<rootDir>/tests/unit/mocks/useDocusaurusContext.ts',
    '^@generated/docusaurus.config$': '<rootDir>/tests/unit/mocks/siteConfig.ts',
  },
  setupFilesAfterEnv: ['@testing-library/jest-dom', '<rootDir>/tests/unit/mocks/textEncoding.ts'],
};

export default config;
