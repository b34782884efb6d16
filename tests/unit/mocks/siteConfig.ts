/**
 * Stand-in for `@generated/docusaurus.config` in unit tests: a site built under the base URL
 * `/borl/`, so components that read it show that they keep the base path, with the custom fields
 * of a build made in 2026.
 */
const siteConfig = {baseUrl: '/borl/', url: 'https://borl.ac.bd', customFields: {copyrightYear: 2026}};

export default siteConfig;
