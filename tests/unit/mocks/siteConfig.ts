/**
 * Stand-in for `@generated/docusaurus.config` in unit tests: a site built under the base URL
 * `/borl/`, so components that read it show that they keep the base path.
 */
const siteConfig = {baseUrl: '/borl/', url: 'https://borl.ac.bd'};

export default siteConfig;
