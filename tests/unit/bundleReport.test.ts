import {
  displayPath,
  dynamicChunkIds,
  filesOfChunks,
  groupShares,
  matchedRoutes,
  compressedGroupShares,
  moduleShares,
  packageOf,
  parseGeneratedRoutes,
  routeChunkNames,
  scriptsInHtml,
  type ClientManifest,
  type RsdoctorModule,
} from '@site/scripts/bundle-report';

const site = '/home/editor/borl';

describe('the bundle report: grouping modules by package', () => {
  it.each([
    [`${site}/node_modules/react-dom/cjs/react-dom-client.production.js`, 'react-dom'],
    [`${site}/node_modules/@docusaurus/theme-common/lib/hooks/useSkipToContent.js`, '@docusaurus/theme-common'],
    // A package inside another package's node_modules belongs to the inner one.
    [`${site}/node_modules/react-leaflet/node_modules/@react-leaflet/core/lib/index.js`, '@react-leaflet/core'],
    // node_modules outside the site (a linked install) still name the package.
    ['/opt/shared/node_modules/leaflet/dist/leaflet-src.js', 'leaflet'],
    [`${site}/src/theme/Footer/Layout/index.tsx`, 'src/theme'],
    [`${site}/src/components/MapFrame/leaflet.tsx`, 'src/components'],
    [`${site}/src/collections.ts`, 'src'],
    [`${site}/.docusaurus/registry.js`, '.docusaurus'],
    [`${site}/.docusaurus/docusaurus-plugin-content-docs/default/p/index-466.json`, '.docusaurus'],
    [`${site}/docs/know-bay-of-bengal/explore-bob-facts/swatch-of-no-ground.mdx`, 'docs'],
    [`${site}/plugins/lazyCodeHighlighting/client.ts`, 'plugins'],
    // Loader prefixes and queries are not part of the file.
    [`builtin:swc-loader??ruleSet[1]!${site}/src/pages/index.tsx?raw`, 'src/pages'],
    ['/elsewhere/file.js', 'other'],
  ])('%s → %s', (modulePath, group) => {
    expect(packageOf(modulePath, site)).toBe(group);
  });

  it('names modules inside their package or the site, never by an absolute path of the machine', () => {
    expect(displayPath(`${site}/node_modules/react-dom/cjs/a.js`, site)).toBe('react-dom/cjs/a.js');
    expect(displayPath(`${site}/src/theme/Root.tsx`, site)).toBe('src/theme/Root.tsx');
  });
});

describe('the bundle report: sizes of modules in a file', () => {
  const module = (id: number, path: string, parsedSize: number, transformedSize = parsedSize, extra: Partial<RsdoctorModule> = {}): RsdoctorModule => ({
    id,
    path: `${site}/${path}`,
    kind: 0,
    size: {sourceSize: transformedSize, transformedSize, parsedSize},
    ...extra,
  });

  it('shares a concatenated scope among its modules by transformed size, adding up to the scope', () => {
    const modules = [
      module(1, 'node_modules/a/index.js', 1000, 300, {kind: 1}),
      module(2, 'node_modules/a/index.js', 0, 300, {concatenationModules: [1]}),
      module(3, 'src/theme/X.tsx', 0, 100, {concatenationModules: [1]}),
      module(4, 'node_modules/react-dom/index.js', 500),
    ];
    const shares = moduleShares([1, 2, 3, 4], modules);
    expect(shares.reduce((sum, share) => sum + share.bytes, 0)).toBe(1500);
    expect(shares).toContainEqual({path: `${site}/node_modules/a/index.js`, bytes: 750, estimated: true, codeId: 1});
    expect(shares).toContainEqual({path: `${site}/src/theme/X.tsx`, bytes: 250, estimated: true, codeId: 1});
    expect(shares).toContainEqual({path: `${site}/node_modules/react-dom/index.js`, bytes: 500, estimated: false, codeId: 4});
    expect(groupShares(shares, site)).toEqual([
      {group: 'a', bytes: 750},
      {group: 'react-dom', bytes: 500},
      {group: 'src/theme', bytes: 250},
    ]);
  });

  it('shares a file\'s compressed size by how well each group\'s own code compresses, adding up to the file', () => {
    const shares = [
      {path: `${site}/node_modules/react-dom/a.js`, bytes: 600, estimated: false, codeId: 1},
      {path: `${site}/.docusaurus/registry.js`, bytes: 300, estimated: true, codeId: 2},
      {path: `${site}/src/theme/Root.tsx`, bytes: 100, estimated: true, codeId: 2},
      {path: `${site}/node_modules/tslib/tslib.es6.js`, bytes: 50, estimated: false, codeId: 3},
    ];
    // Code 1 compresses to 300 bytes, scope 2 to 80 (shared 3:1); code 3 is unknown (file ratio).
    const code: Record<number, string> = {1: 'a'.repeat(300), 2: 'b'.repeat(80)};
    const groups = compressedGroupShares(shares, site, {raw: 1100, compressed: 440}, (id) => code[id], (text) => text.length);
    // The 50 unattributed bytes keep the file's ratio (20 bytes); the rest, 420, is shared by weight.
    const weights = {'react-dom': 300, '.docusaurus': 60, 'src/theme': 20, tslib: 20};
    for (const [group, weight] of Object.entries(weights)) {
      expect(groups.find((entry) => entry.group === group)?.compressed).toBeCloseTo((420 * weight) / 400);
    }
    expect(groups.reduce((sum, group) => sum + group.compressed, 0)).toBeCloseTo(420);
    expect(groups.map((group) => group.group)).toEqual(['react-dom', '.docusaurus', 'src/theme', 'tslib']);
  });

  it('ignores modules of other chunks and modules with no bytes in the output', () => {
    const modules = [module(1, 'node_modules/a/x.js', 100), module(2, 'node_modules/b/y.js', 0), module(3, 'node_modules/c/z.js', 40)];
    expect(moduleShares([1, 2], modules).map((share) => share.bytes)).toEqual([100]);
  });
});

describe('the bundle report: which files a route loads first', () => {
  it('reads script sources and script preloads from minified and quoted HTML, once each', () => {
    const html =
      '<link rel=preload as=image href=/img/a.avif><link rel="preload" as="script" href="/assets/js/a.js">' +
      "<link rel='modulepreload' href='/assets/js/b.js'><script type=application/ld+json>{}</script>" +
      '<script src=/assets/js/runtime~main.1.js defer></script><script src="/assets/js/a.js" defer></script>';
    expect(scriptsInHtml(html)).toEqual(['/assets/js/a.js', '/assets/js/b.js', '/assets/js/runtime~main.1.js']);
  });

  it('reads the scripts the page template adds from its inline loader, after those the HTML links', () => {
    const html = '<link rel=preload as=script href=/assets/js/a.js><script>!function(e){e.forEach(n)}(["/assets/js/runtime~main.1.js","/assets/js/main.2.js"])</script>';
    expect(scriptsInHtml(html)).toEqual(['/assets/js/a.js', '/assets/js/runtime~main.1.js', '/assets/js/main.2.js']);
  });

  const routesSource = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {path: '/news', component: ComponentCreator('/news', 'a1'), exact: true},
  {
    path: '/',
    component: ComponentCreator('/', 'b2'),
    routes: [
      {
        path: '/',
        component: ComponentCreator('/', 'c3'),
        routes: [
          {path: '/facts/swatch', component: ComponentCreator('/facts/swatch', 'd4'), exact: true},
          {path: '/facts', component: ComponentCreator('/facts', 'e5'), exact: true},
        ],
      },
    ],
  },
  {path: '*', component: ComponentCreator('*')},
];
`;

  it('matches a path to its routes, parents first, the first match of each level only', () => {
    const routes = parseGeneratedRoutes(routesSource);
    expect(matchedRoutes(routes, '/facts/swatch').map((route) => route.key)).toEqual(['/-b2', '/-c3', '/facts/swatch-d4']);
    expect(matchedRoutes(routes, '/news').map((route) => route.key)).toEqual(['/news-a1']);
    // An exact route does not match a longer path; the docs root matches any path under it.
    expect(matchedRoutes(routes, '/facts/swatch/more').map((route) => route.key)).toEqual(['/-b2', '/-c3']);
  });

  it('collects the chunk names of the matched routes and the files of their chunk groups', () => {
    const routes = parseGeneratedRoutes(routesSource);
    const chunkNames = {
      '/-b2': {__comp: 'root'},
      '/-c3': {__comp: 'version', __props: 'versionProps'},
      '/facts/swatch-d4': {__comp: 'doc', content: {nested: 'mdx'}},
      '/news-a1': {__comp: 'news'},
    };
    const names = routeChunkNames(routes, chunkNames, '/facts/swatch');
    expect(names).toEqual(['root', 'version', 'versionProps', 'doc', 'mdx']);
    const manifest: ClientManifest = {
      entrypoints: ['main'],
      origins: {main: ['10'], root: ['20', '21'], version: ['22'], versionProps: ['23'], doc: ['21', '24'], mdx: ['25']},
      assets: Object.fromEntries(['10', '20', '21', '22', '23', '24', '25'].map((id) => [id, {js: [{file: `assets/js/${id}.js`, publicPath: `/assets/js/${id}.js`}]}])),
    };
    expect(filesOfChunks(manifest, names)).toEqual(['assets/js/20.js', 'assets/js/21.js', 'assets/js/22.js', 'assets/js/23.js', 'assets/js/24.js', 'assets/js/25.js']);
  });
});

describe('the bundle report: what a route imports after rendering', () => {
  it('finds the chunk loads that dynamic imports compile to, once each, whatever the minified name', () => {
    const source =
      'let p=n.lazy(()=>Promise.all([t.e("9006"),t.e("8830")]).then(t.bind(t,14397)));' +
      'const q=()=>$.e("8830").then($.bind($,1));x.exports=i.e;';
    expect(dynamicChunkIds(source)).toEqual(['9006', '8830']);
    expect(dynamicChunkIds('const a=require("x");t.e;')).toEqual([]);
  });
});
