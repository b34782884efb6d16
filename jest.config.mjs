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
    // The charting library the build draws data sets' charts with, and d3 under it, ship ES modules only.
    '^.+\\.m?js$': ['@swc/jest', {jsc: {target: 'es2022'}, module: {type: 'commonjs'}}],
  },
  transformIgnorePatterns: ['/node_modules/(?!(@observablehq/plot|d3|d3-[^/]+|internmap|delaunator|robust-predicates|interval-tree-1d|binary-search-bounds|isoformat)/)'],
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
    // The build draws charts on linkedom's DOM; the tests draw them on jsdom's, the test environment's.
    '^linkedom$': '<rootDir>/tests/unit/mocks/linkedom.ts',
  },
  setupFilesAfterEnv: ['@testing-library/jest-dom', '<rootDir>/tests/unit/mocks/textEncoding.ts'],
};

export default config;
