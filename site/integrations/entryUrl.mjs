// `import url from './module?entry-url'`: the module is built as an entry chunk of its own (sharing
// chunks with the rest of the client build, as a dynamic import would) and the import gives its
// URL, for a page to load later with a module script. Unlike `import()`, this adds no code to the
// importer: Vite wraps every dynamic `import()` of a client build in its `__vitePreload` helper, a
// shared chunk of its own (0.9 KB gzip), which the first signed-in page fetched before its load
// event only to start the offline-readiness code at idle (issue #40).

const QUERY = '?entry-url';
const PREFIX = '\0perch-entry-url:';

/** @returns {import('vite').Plugin} */
export function entryUrl() {
  let building = false;
  return {
    name: 'perch:entry-url',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    async resolveId(source, importer) {
      if (!source.endsWith(QUERY)) return null;
      const target = await this.resolve(source.slice(0, -QUERY.length), importer, { skipSelf: true });
      if (!target) throw new Error(`entry-url: cannot resolve ${source} from ${importer ?? 'the build'}`);
      return PREFIX + target.id;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const target = id.slice(PREFIX.length);
      // `astro dev` (and any server-side build) serves the source through Vite as it is.
      if (!building || this.environment?.config.consumer !== 'client') {
        return `export default ${JSON.stringify(`/@fs${target}`)};`;
      }
      const name = target.replace(/^.*[\\/]/, '').replace(/\.[^.]+$/, '');
      const reference = this.emitFile({ type: 'chunk', id: target, name });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
  };
}
