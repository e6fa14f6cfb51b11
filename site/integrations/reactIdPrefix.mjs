// @astrojs/react 7.0.0 with `experimentalDisableStreaming` calls `renderToString(vnode)` without
// the island's `identifierPrefix`, which its streaming path and its client both use. So each
// island's server HTML numbered its `useId` ids from zero (two islands on a page repeated ids
// such as "_R_0_-q"), and the client's ids (with the prefix) did not match the server's: a
// component could not find, after hydration, an element the server had rendered. This passes
// the options it already builds, as its streaming path does. A version that passes them needs
// none of this: the pattern is then absent and nothing is changed.

const BROKEN_CALL = 'html = ReactDOM.renderToString(vnode);';
const FIXED_CALL = 'html = ReactDOM.renderToString(vnode, renderOptions);';

/** @returns {import('vite').Plugin} */
export function reactIdPrefix() {
  return {
    name: 'perch:react-id-prefix',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]@astrojs[\\/]react[\\/]dist[\\/]server\.js$/.test(id.split('?')[0] ?? '')) return null;
      if (!code.includes(BROKEN_CALL)) return null;
      return { code: code.replace(BROKEN_CALL, FIXED_CALL), map: null };
    },
  };
}
