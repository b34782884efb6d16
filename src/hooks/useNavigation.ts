import {usePluginData} from '@docusaurus/useGlobalData';
import type {NavigationTree} from '@site/src/navigation';

/**
 * The translated navigation tree published by the local navigation plugin
 * (`plugins/navigation`). Use it in components instead of importing `src/navigation.ts`, so
 * menus show the current locale's labels.
 */
export function useNavigation(): NavigationTree {
  // Global data is untyped by design; the plugin stores exactly a NavigationTree.
  return usePluginData('borl-navigation') as NavigationTree;
}
