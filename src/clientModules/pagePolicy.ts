/**
 * Client module: a page with its own Content-Security-Policy (the membership form, the map
 * pages, the events page; see `plugins/security-headers/policy.ts`) is always loaded as a new
 * document. A document keeps the policy it was loaded with, so reaching such a page by a
 * client-side route change would leave it under the previous page's narrower policy (the form
 * could not reach EmailJS, the map could not load tiles).
 */
import type {ClientModule} from '@docusaurus/types';
import siteConfig from '@generated/docusaurus.config';
import {needsFullPageLoad} from '@site/plugins/security-headers/policy';

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || previousLocation.pathname === location.pathname) {
      return;
    }
    const path = location.pathname.slice(siteConfig.baseUrl.length - 1);
    if (needsFullPageLoad(path)) {
      window.location.assign(`${location.pathname}${location.search}${location.hash}`);
    }
  },
};

export default clientModule;
