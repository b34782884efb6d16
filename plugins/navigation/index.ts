/**
 * Local plugin that publishes the navigation tree (`src/navigation.ts`) to the client and makes
 * every menu label translatable the Docusaurus way.
 *
 * - `getTranslationFiles` lists each label under a stable key (see `navigationKey`), so
 *   `npm run write-translations -- --locale bn` writes `i18n/bn/borl-navigation/navigation.json`
 *   for a translator to fill in.
 * - `translateContent` returns the tree with the locale's labels.
 * - `contentLoaded` stores the (translated) tree as global data, read on the client with
 *   `useNavigation()` (`src/hooks/useNavigation.ts`).
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {navigation, navigationKey, type NavGroup, type NavigationTree} from '../../src/navigation';

/** Plugin name; also the key of its global data. */
export const navigationPluginName = 'borl-navigation';

type TranslationContent = Record<string, {message: string; description?: string}>;

/** Every translatable label of the tree with its key and a description for translators. */
export function navigationMessages(tree: NavigationTree): TranslationContent {
  const messages: TranslationContent = {};
  for (const item of tree.top) {
    if (item.kind === 'link') {
      messages[navigationKey('top', item.id)] = {
        message: item.label,
        description: 'Top navigation link',
      };
    }
  }
  for (const group of tree.groups) {
    messages[navigationKey(group.id)] = {message: group.label, description: 'Top navigation group'};
    for (const section of group.sections) {
      messages[navigationKey(group.id, section.id)] = {
        message: section.title,
        description: 'Menu section heading',
      };
      if (section.footerTitle) {
        messages[navigationKey(group.id, section.id, 'footer')] = {
          message: section.footerTitle,
          description: 'Footer column heading',
        };
      }
      for (const link of section.links) {
        messages[navigationKey(group.id, section.id, link.id)] = {
          message: link.label,
          description: `Menu link to ${link.path}`,
        };
      }
    }
  }
  return messages;
}

/** The tree with every label replaced by its translation, where one exists. */
export function translateNavigation(tree: NavigationTree, translations: TranslationContent): NavigationTree {
  const t = (key: string, fallback: string) => translations[key]?.message ?? fallback;
  const translateGroup = (group: NavGroup): NavGroup => ({
    ...group,
    label: t(navigationKey(group.id), group.label),
    sections: group.sections.map((section) => ({
      ...section,
      title: t(navigationKey(group.id, section.id), section.title),
      ...(section.footerTitle ? {footerTitle: t(navigationKey(group.id, section.id, 'footer'), section.footerTitle)} : {}),
      links: section.links.map((link) => ({
        ...link,
        label: t(navigationKey(group.id, section.id, link.id), link.label),
      })),
    })),
  });
  const groups = tree.groups.map(translateGroup);
  return {
    groups,
    top: tree.top.map((item) =>
      item.kind === 'link' ? {...item, label: t(navigationKey('top', item.id), item.label)} : {kind: 'group', group: groups.find((group) => group.id === item.group.id) ?? item.group},
    ),
  };
}

/** The plugin (registered in `docusaurus.config.ts`). */
export default function navigationPlugin(_context: LoadContext): Plugin<NavigationTree> {
  return {
    name: navigationPluginName,
    loadContent: async () => navigation,
    getTranslationFiles: async ({content}) => [{path: 'navigation', content: navigationMessages(content)}],
    translateContent: ({content, translationFiles}) => translateNavigation(content, translationFiles[0]?.content ?? {}),
    contentLoaded: async ({content, actions}) => {
      actions.setGlobalData(content);
    },
  };
}
