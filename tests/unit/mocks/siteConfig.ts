/** Stand-in for `@generated/docusaurus.config`: a site under the base URL `/borl/`, so components show they keep the base path. */
const siteConfig = {baseUrl: '/borl/', url: 'https://borl.ac.bd'};

export default siteConfig;
