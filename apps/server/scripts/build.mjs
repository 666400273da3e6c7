// Compiles the server into plain JavaScript for Node (decision 0048): one esbuild bundle of our own
// code (the workspace packages included), with every npm package left to Node's resolver. The output
// lives under apps/server so that Node finds the packages hoisted to the repository's node_modules
// and those installed for the server alone.
//
//   node apps/server/scripts/build.mjs [outdir] [--testing]
//
// `outdir` is apps/server/dist by default; `--testing` adds the entries the tests and
// benchmarks start as processes.
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

const ENTRIES = { main: 'src/main.ts', cli: 'src/ops/cli.ts' };
// The scripted feed's server (end-to-end tests) and the ledger benchmark's server.
const TEST_ENTRIES = { 'scripted-server': 'src/testing/scripted-server.ts', 'ledger-server': '../../bench/ledger-server.ts' };

/**
 * Files that find their data beside them (`new URL('../migrations', import.meta.url)`) keep their
 * own location once bundled: `import.meta.url` becomes the source file's URL.
 */
const keepFileUrls = {
  name: 'keep-file-urls',
  setup(bundle) {
    bundle.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      return { contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader: 'ts' };
    });
  },
};

/** npm packages stay outside the bundle; the workspace packages (TypeScript sources) go in. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(bundle) {
    bundle.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@stavka/') ? undefined : { path: args.path, external: true }));
  },
};

const args = process.argv.slice(2);
const outdir = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? path.join(serverDir, 'dist'));
if (path.relative(serverDir, outdir).startsWith('..')) throw new Error(`the output must lie under ${serverDir} (Node resolves its packages from there)`);
const started = Date.now();
await rm(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: serverDir,
  entryPoints: { ...ENTRIES, ...(args.includes('--testing') ? TEST_ENTRIES : {}) },
  outdir,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  // Stack traces point at the TypeScript sources (node --enable-source-maps, set by the start script).
  sourcesContent: false,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [npmPackagesExternal, keepFileUrls],
});
if (!args.includes('--quiet')) console.log(`server compiled to ${path.relative(process.cwd(), outdir) || '.'} in ${Date.now() - started} ms`);
