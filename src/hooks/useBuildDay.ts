import {usePluginData} from '@docusaurus/useGlobalData';
import {buildDate, siteFilesPluginName, type CalendarGlobalData} from '@site/plugins/site-files/globalData';

/**
 * The day the site was built, `YYYY-MM-DD` in Bangladesh time (the site-files plugin's
 * `builtAt`): the "today" of what the pages decide when they are built, such as whether a
 * career call is still open. The site is rebuilt on each deploy. The same value on the server
 * and in the browser, so hydration renders what the HTML shows.
 */
export function useBuildDay(): string {
  const {builtAt} = usePluginData(siteFilesPluginName) as CalendarGlobalData;
  return buildDate(builtAt);
}
