import type { Plugin } from 'vite';

/**
 * Shorter preload lists for lazily loaded pages: a page's chunk is listed with the chunks it needs
 * except those the app's own code (src/app/boot.tsx and what it imports) already loaded before any
 * page could be opened. Those entries only cost bytes in the first load.
 */
export function preloadDeps(bootSource = 'src/app/boot.tsx') {
  const alreadyLoaded = new Set<string>();
  const plugin: Plugin = {
    name: 'gantavya:preload-deps',
    enforce: 'pre',
    apply: 'build',
    generateBundle(_options, bundle) {
      alreadyLoaded.clear();
      const boot = Object.values(bundle).find((c) => c.type === 'chunk' && c.facadeModuleId?.replaceAll('\\', '/').endsWith(bootSource));
      const walk = (fileName: string) => {
        const chunk = bundle[fileName];
        if (!chunk || chunk.type !== 'chunk' || alreadyLoaded.has(fileName)) return;
        alreadyLoaded.add(fileName);
        chunk.imports.forEach(walk);
      };
      if (boot) walk(boot.fileName);
      // The entry and its own imports are loaded first of all.
      for (const c of Object.values(bundle)) if (c.type === 'chunk' && c.isEntry) walk(c.fileName);
    },
  };
  const resolveDependencies = (_file: string, deps: string[], context: { hostType: 'html' | 'js' }) =>
    context.hostType === 'js' ? deps.filter((d) => !alreadyLoaded.has(d)) : deps;
  return { plugin, resolveDependencies };
}
