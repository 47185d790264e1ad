import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

export const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@server': fileURLToPath(new URL('./server', import.meta.url)),
};

/**
 * The built index.html preloads the two Latin font files the first screen draws with (body text and
 * headings; src/styles/fonts.css declares the Latin subsets only), so they download alongside the CSS
 * rather than after it.
 */
function preloadLatinFonts(): Plugin {
  const preloaded = /^assets\/(inter|lora)-latin-wght-normal-[\w-]+\.woff2$/;
  return {
    name: 'preload-latin-fonts',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return [];
        return Object.keys(context.bundle)
          .filter((file) => preloaded.test(file))
          .sort()
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/**
 * Mantine's styles follow its components into the chunks that use them. The build gives each component's
 * class module (`@mantine/core/esm/components/Button/Button.module.mjs`) an import of that component's
 * stylesheet (`@mantine/core/styles/Button.css`; the two are one to one), so a page's render-blocking CSS
 * holds the components its first view draws, and an input's or a dialog's styles come with the chunk that
 * draws them (the prerender links a page's chunks' CSS in its head). A component's CSS lands after the CSS
 * of the components it imports, as in Mantine's own order. `virtual:mantine-styles` (src/main.tsx) is the
 * base: the reset, the CSS variables and the global classes; in development, where the dependencies are
 * prebundled without this transform, it is Mantine's whole stylesheet.
 */
function mantineStylesPerComponent(): Plugin {
  const virtualId = 'virtual:mantine-styles';
  const classModule = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.mjs$/;
  let build = false;
  return {
    name: 'mantine-styles-per-component',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId(id) {
      return id === virtualId ? `\0${virtualId}` : undefined;
    },
    load(id) {
      if (id !== `\0${virtualId}`) return undefined;
      if (!build) return `import '@mantine/core/styles.css';`;
      return ['baseline', 'default-css-variables', 'global'].map((name) => `import '@mantine/core/styles/${name}.css';`).join('\n');
    },
    transform(code, id) {
      const component = build ? classModule.exec(id.split('?')[0] ?? id)?.[1] : undefined;
      return component ? { code: `import '@mantine/core/styles/${component}.css';\n${code}`, map: null } : undefined;
    },
  };
}

// Chunks of the client build. Without groups, rolldown gives every module shared by a different set of
// routes its own file: the home page made 70-odd requests, most of them an icon or a Mantine component of
// a few hundred bytes. The groups, first match wins by priority:
// - app: everything the entry loads statically (React, the router, Mantine's provider, the layout): one file.
// - data: React Query, tRPC and superjson with src/lib/trpc.ts, which hands the app its data layer: for the
//   pages and blocks that read the server, never the entry (decision 016).
// - forms: zod and Mantine's form, for the routes and lazy blocks with a form only.
// - icons: the icons two or more routes share, in one small file.
// - mantine: the Mantine components two or more routes share (cards, badges, grids), in one file, except:
// - mantine-controls: Mantine's inputs, selects, dialogs and dropdowns (with floating-ui), and its tables (with
//   their scroll area), that two or more routes share: the forms and member pages load them, the public pages'
//   first load does not (a NativeSelect and a Table shared by /donate, /account and the desk had brought the
//   inputs and the scroll area into every public page, 24 kB).
//   Splitting Mantine by the routes that use it (entriesAware) saved ~10 kB on the home page but doubled its
//   requests.
// - components: src/components shared by two or more routes, except the form pieces (they import the
//   contracts, hence zod), the payment forms, the Markdown renderer and the Scripture text (its verse
//   preview is a HoverCard, with floating-ui) and the pages an email's link opens (they read server errors, with
//   @trpc/client), which load with the routes that use them.
const sep = String.raw`[\\/]`;
const mantineControls = [
  'Input', 'InputBase', 'TextInput', 'Textarea', 'PasswordInput', 'NumberInput', 'NativeSelect', 'Select', 'Combobox', 'Checkbox', 'Radio',
  'Switch', 'SegmentedControl', 'Chip', 'Fieldset', 'Modal', 'ModalBase', 'Drawer', 'Popover', 'Menu', 'HoverCard',
  'Tooltip', 'FocusTrap', 'Overlay', 'Portal', 'ScrollArea', 'NavLink', 'Progress', 'FloatingIndicator', 'Table',
];
const mantineControlPaths = `esm${sep}(components${sep}(${mantineControls.join('|')})|utils${sep}(Floating|InputsGroupFieldset|InlineInput))${sep}`;
const chunkGroups = [
  { name: 'app', tags: ['$initial' as const], priority: 10 },
  {
    // The first screen of a public page beyond the entry: the hero (with the picture, close button, icon and
    // remembered dismissal the home page's banner and hero draw with) and the slot whose block loads as it
    // nears the viewport. In one file, so the home page's first screen needs none of the shared groups below,
    // which serve the sections further down.
    name: 'first-screen',
    test: new RegExp(
      `(src${sep}(components${sep}(hero-banner|hero-button|hero-logo|hero-target|when-near-viewport)|lib${sep}lazy-block)\\.` +
        `|node_modules${sep}(@mantine${sep}(core${sep}esm${sep}components${sep}(Image|CloseButton)|hooks${sep}esm${sep}use-local-storage)${sep}` +
        `|@tabler${sep}icons-react${sep}dist${sep}esm${sep}icons${sep}IconSparkles\\.))`,
    ),
    priority: 9.8,
  },
  {
    name: 'data',
    test: new RegExp(
      `(node_modules${sep}(@tanstack${sep}(query-core|react-query)|@trpc|superjson|copy-anything|is-what)${sep}|src${sep}lib${sep}(trpc|query-client)\\.ts$)`,
    ),
    priority: 9.5,
  },
  // Libraries only: a group takes its modules' dependencies along, and the app's form helpers would bring
  // Mantine components that other chunks then import from here.
  { name: 'forms', test: new RegExp(`node_modules${sep}(zod|@mantine${sep}form|klona|fast-deep-equal)${sep}`), priority: 9 },
  { name: 'icons', test: new RegExp(`node_modules${sep}@tabler${sep}`), minShareCount: 2, priority: 8 },
  {
    // Before the controls: what both use (Paper, Collapse, hooks) comes here, since a group takes the
    // modules its own import along. Mantine's stylesheets stay out of it: each goes with the chunk of the
    // component that imports it (mantineStylesPerComponent).
    name: 'mantine',
    test: new RegExp(`node_modules${sep}@mantine${sep}(core|hooks)${sep}(?!styles${sep}|${mantineControlPaths})`),
    minShareCount: 2,
    priority: 7,
  },
  {
    // Inputs, selects, dialogs, dropdowns, their floating positioning and the dialogs' scroll lock: the forms
    // and member pages use them; the public pages' first load does not (their forms load near the viewport
    // or on demand). Without a group, rolldown put the scroll lock in the entry.
    name: 'mantine-controls',
    test: new RegExp(
      `node_modules${sep}(@floating-ui${sep}|react-remove-scroll|react-style-singleton|use-sidecar|use-callback-ref|@mantine${sep}core${sep}(${mantineControlPaths}))`,
    ),
    minShareCount: 2,
    priority: 6,
  },
  {
    name: 'components',
    test: new RegExp(
      `src${sep}components${sep}(?!payments|breakthrough-circle-promo|signed-in-switch-live|scripture-markdown|scripture-text|honeypot-field|form-success-panel|limited-textarea|email-link-page|newsletter${sep}(newsletter-form|subscribe-dialog|subscriber-fields))`,
    ),
    minShareCount: 2,
    priority: 5,
  },
];

// The browser app. In development the Fastify server runs Vite in middleware mode (server/dev.ts);
// `npm run build` writes the client to dist/client, which the server serves in production.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // The plugin splits only components by default; a loader stayed in the route table every page loads,
      // with everything it imports (the resource page's lookup pulled all twelve leader resources' text and
      // pictures into the entry). A loader now travels with its route's component, in one request.
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      quoteStyle: 'single',
    }),
    react(),
    mantineStylesPerComponent(),
    preloadLatinFonts(),
  ],
  resolve: { alias },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // dist/client/.vite/manifest.json feeds scripts/bundle-size.ts.
    manifest: true,
    sourcemap: false,
    reportCompressedSize: true,
    // The groups shape the browser's downloads; a server bundle keeps rolldown's defaults.
    ...(isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } } }),
  },
}));
