/** Each page's source file as Vite's client manifest names it (scripts/page-sources.ts). */
declare module 'virtual:page-sources' {
  const sources: Record<import('../app/pageImports').PageKey, string>;
  export default sources;
}
