// One-way imports (`npm run lint:deps`, part of `npm test`; house style, "Imports run one way").
// The layers of src/, bottom first: each may import only from itself and the layers below it, so a
// lower layer never learns about a higher one and any of them can be read, tested and moved alone.
// A failure names the rule; its comment below says what to do. To read the graph:
//   npx depcruise src --config .dependency-cruiser.cjs --output-type archi | dot -T svg > graph.svg  (Graphviz)

/** Bottom first. `why` says what the layer holds, and so what it may lean on. */
const LAYERS = [
  // The ground floor: data and pure code, in a strict order of its own (the real graph's).
  { name: 'i18n', path: '^src/i18n/', why: 'the locale registry, locale paths and catalogs: the one thing every layer reads' },
  { name: 'lib', path: '^src/lib/', why: 'pure helpers and the inline head scripts' },
  { name: 'content', path: '^src/content/', why: 'the app’s texts shown on the site (verses)' },
  { name: 'stores', path: '^src/stores/', why: 'the site store (the chosen language)' },
  { name: 'seo', path: '^src/seo/', why: 'head tags, sitemap, manifest, structured data: pure functions of page and language' },
  { name: 'config', path: '^src/config/', why: 'the validated site settings (it reads seo’s list of pages)' },
  {
    name: 'vite-env',
    path: '^src/vite-env[.]d[.]ts$',
    why: 'the types of the build-time globals, which the ground floor reads: so they come from the ground floor only',
  },
  // Above the ground floor.
  { name: 'analytics', path: '^src/analytics/', why: 'counting visits; the parts that count something import it (count.ts)' },
  { name: 'components', path: '^src/components/', why: 'parts shared by pages: picker, buttons, form fields, deferred parts' },
  { name: 'app', path: '^src/app/', why: 'the site shell (header, footer, error pages) and the routes’ helpers (head tags, locale guards)' },
  { name: 'features', path: '^src/features/', why: 'the pages and their sections' },
  { name: 'routes', path: '^src/routes/', why: 'thin route files: each declares its route and renders one page' },
  { name: 'route-tree', path: '^src/routeTree[.]gen[.]ts$', why: 'generated from the route files (never edited by hand)' },
  { name: 'router', path: '^src/router[.]tsx$', why: 'the router made from the route tree' },
  { name: 'entries', path: '^src/entry-(client|server)[.]tsx$', why: 'the browser’s and the prerender’s entries: they compose everything' },
]

/** Files in src/ that are no code: the entry's stylesheet. */
const ASSETS = ['^src/styles[.]css$']

const upwardRules = LAYERS.slice(0, -1).map((layer, index) => {
  const above = LAYERS.slice(index + 1)
  const below = LAYERS.slice(0, index).map((lower) => lower.name)
  const where = layer.path.replace(/^\^/, '').replace(/\[\.\]/g, '.').replace(/\$$/, '')
  return {
    name: `${layer.name}-imports-only-below`,
    severity: 'error',
    comment:
      `${where} holds ${layer.why}. ` +
      (below.length ? `It may import from the layers below it (${below.join(', ')}), never from ` : 'It is the bottom layer: never import from ') +
      `${above.map((higher) => higher.name).join(', ')}. Move the code both need down to the lower layer, ` +
      'or the importing module up; or pass the higher part in from above as an argument ' +
      '(src/analytics/analytics.ts `startAnalytics` gets the consent question that way). Layers: .dependency-cruiser.cjs.',
    from: { path: layer.path },
    to: { path: above.map((higher) => higher.path) },
  }
})

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Two modules import each other, directly or through others. Type-only imports count: a type ' +
        'shared by both belongs in a lower module that both import (src/lib/store-campaign.ts holds ' +
        'the store-link types that landing-links.ts and use-store-href.ts share).',
      from: {},
      to: { circular: true },
    },
    ...upwardRules,
    {
      name: 'features-stay-apart',
      severity: 'error',
      comment:
        'A feature imports nothing from another feature: what two features share moves down to ' +
        'src/components/ or src/lib/. One deliberate exception: the mail panel (src/features/mail/), ' +
        'which the legal and support pages both show (its messages belong to both areas: ' +
        'src/i18n/catalog-areas.ts); rule features-mail-for-legal-and-support says who may use it.',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: ['^src/features/$1/', '^src/features/mail/'] },
    },
    {
      name: 'features-mail-for-legal-and-support',
      severity: 'error',
      comment:
        'Only the legal and support pages use the mail panel (src/features/mail/): its messages are ' +
        'carried by their pages only (src/i18n/catalog-areas.ts). Another page that needs it: add its ' +
        'area to the mail folder there and here, or move the panel down to src/components/.',
      from: { path: '^src/features/', pathNot: '^src/features/(legal|support|mail)/' },
      to: { path: '^src/features/mail/' },
    },
    {
      name: 'every-module-in-a-layer',
      severity: 'error',
      comment:
        'A module of src/ outside every layer is checked by no rule. Put it in a layer’s folder, or ' +
        'give its new folder a place in LAYERS in .dependency-cruiser.cjs (bottom first).',
      from: { path: '^src/' },
      to: { path: '^src/', pathNot: [...LAYERS.map((layer) => layer.path), ...ASSETS] },
    },
    {
      name: 'every-importer-in-a-layer',
      severity: 'error',
      comment:
        'A module of src/ outside every layer imports from the site, checked by no rule. Put it in a ' +
        'layer’s folder, or give its new folder a place in LAYERS in .dependency-cruiser.cjs.',
      from: { path: '^src/', pathNot: LAYERS.map((layer) => layer.path) },
      to: { path: '^src/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports are part of the graph (`import type`, `import('…').T`): a cycle through a
    // type is still a cycle, and a type from a higher layer still ties the lower one to it.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // Package subpaths through their `exports` (`@tanstack/react-router/ssr/server`), as Vite finds them.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    reporterOptions: {
      archi: { collapsePattern: '^src/(features/[^/]+|[^/]+)/' },
    },
  },
}
