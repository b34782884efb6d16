import {navigationMessages, translateNavigation} from '@site/plugins/navigation';
import {navigation, navigationKey} from '@site/src/navigation';

describe('navigation plugin translations', () => {
  it('offers every label of the tree for translation under a stable key', () => {
    const messages = navigationMessages(navigation);
    expect(messages[navigationKey('top', 'home')]?.message).toBe('HOME');
    expect(messages[navigationKey('who')]?.message).toBe('WHO WE ARE');
    expect(messages[navigationKey('bob', 'explore-bob-facts', 'bengal-fan')]?.message).toBe('Bengal Fan');
    expect(messages[navigationKey('what', 'understand', 'footer')]?.message).toBe('Understand');
    const linkCount = navigation.groups.flatMap((group) => group.sections.flatMap((section) => section.links)).length;
    // 2 top links + 3 groups + 8 sections + 5 footer headings + every link.
    expect(Object.keys(messages)).toHaveLength(2 + 3 + 8 + 5 + linkCount);
  });

  it('replaces labels with their translations and keeps the rest', () => {
    const translated = translateNavigation(navigation, {
      [navigationKey('top', 'news')]: {message: 'সংবাদ'},
      [navigationKey('bob', 'explore-bob-facts', 'bengal-fan')]: {message: 'বঙ্গীয় পাখা'},
    });
    const news = translated.top.find((item) => item.kind === 'link' && item.id === 'news');
    expect(news?.kind === 'link' && news.label).toBe('সংবাদ');
    const bob = translated.groups.find((group) => group.id === 'bob');
    expect(bob?.sections[0]?.links[0]?.label).toBe('বঙ্গীয় পাখা');
    expect(bob?.sections[0]?.links[1]?.label).toBe('Corals of St. Martins Island MPA');
    // Top-bar groups and side-menu groups stay the same translated objects.
    const topBob = translated.top.find((item) => item.kind === 'group' && item.group.id === 'bob');
    expect(topBob?.kind === 'group' && topBob.group).toBe(bob);
  });
});
