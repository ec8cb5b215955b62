import { execFile } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { build, type Plugin } from 'vite';

interface Rendered {
  pages: string[];
  heroImage: string;
}

/** Public pages whose first screen needs no data: path → file under `dist/prerendered/`. */
const PAGES = [{ path: '/', file: 'home.html' }];

/**
 * Renders in a child process that exits when done: the app's timers (query garbage collection and the like) would
 * keep this one, the build, alive for minutes.
 */
async function renderInChild(entryFile: string): Promise<Rendered> {
  const script = `
    const entry = await import(${JSON.stringify(pathToFileURL(entryFile).href)});
    const pages = [];
    for (const path of ${JSON.stringify(PAGES.map((page) => page.path))}) pages.push(await entry.renderPage(path));
    process.stdout.write(JSON.stringify({ pages, heroImage: entry.HOME_HERO_IMAGE }), () => process.exit(0));
  `;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout) as Rendered;
}

/**
 * The stylesheet in the page instead of linked: the prerendered page paints from its HTML alone, one round trip
 * sooner. The app has one stylesheet (~9 KB gzipped), so all of it is the critical CSS.
 */
async function inlineStylesheets(html: string, outDir: string): Promise<string> {
  let inlined = html;
  for (const [link, href] of html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g)) {
    const css = await readFile(join(outDir, href ?? ''), 'utf8');
    inlined = inlined.replace(link, () => `<style>${css}</style>`);
  }
  return inlined;
}

/**
 * After the browser build: builds `src/prerender.tsx` for Node, renders each page in PAGES into a copy of the
 * built index.html (root filled, stylesheet inlined, hero image preloaded), and writes it to
 * `dist/prerendered/`. The server sends these for their paths; every other path keeps the empty shell. Decision
 * 0034.
 */
export function prerender(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'partsmith:prerender',
    // Not in the server build this plugin starts itself.
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    async closeBundle() {
      // Inside the app, so the server build's imports resolve from its node_modules.
      const serverOut = join(root, 'node_modules', '.prerender');
      try {
        await build({
          root,
          logLevel: 'warn',
          build: { ssr: 'src/prerender.tsx', outDir: serverOut, emptyOutDir: true, copyPublicDir: false },
        });
        const rendered = await renderInChild(join(serverOut, 'prerender.js'));
        const shell = await inlineStylesheets(await readFile(join(outDir, 'index.html'), 'utf8'), outDir);
        await mkdir(join(outDir, 'prerendered'), { recursive: true });
        for (const [index, page] of PAGES.entries()) {
          const html = rendered.pages[index] ?? '';
          // React leaves the page's <title> where it rendered it; it belongs in the head, instead of the shell's.
          const title = html.match(/<title>.*?<\/title>/)?.[0];
          // The router's server-side scroll restoration script: the strict CSP forbids inline scripts, and the
          // browser's own render restores scroll.
          const body = (title ? html.replace(title, '') : html).replace(
            /<script\b[^>]*>[\s\S]*?<\/script>/g,
            '',
          );
          const preload = `<link rel="preload" as="image" href="${rendered.heroImage}" fetchpriority="high" />`;
          const filled = shell
            .replace(/<title>.*?<\/title>/, title ?? '$&')
            .replace('</head>', `  ${preload}\n  </head>`)
            .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
          if (filled === shell) throw new Error('index.html has no empty <div id="root"></div> to fill');
          await writeFile(join(outDir, 'prerendered', page.file), filled);
        }
      } finally {
        await rm(serverOut, { recursive: true, force: true });
      }
    },
  };
}
