// Direct answers (#42): endpoints the server wrapper (serve-one.mjs) hands a request to before
// Astro's pipeline (routing, the middleware's module chain, the adapter's request and response
// copies), as fast-path.mjs answers the shared pages. An endpoint registers its own handler when
// its module loads (site/server/http/directAnswer.ts): the handler runs the same middleware steps
// (site/server/http/apiAnswer.ts) and the same endpoint function the pipeline would, so there is
// one code path for the rules; until the route's module has loaded (its first request goes
// through the pipeline), and whenever the handler declines, the pipeline answers.
//
// The registry lives on globalThis under a registered symbol: the endpoint's code is bundled by
// Astro into dist/server, and this module is copied into that bundle, so a module-level Map
// would be two Maps.

/** The largest body the adapter reads (astro.config.mjs's bodySizeLimit); a direct answer reads no more. */
export const ADAPTER_BODY_SIZE_LIMIT = 1024 * 1024;

const REGISTRY = Symbol.for('perch.directAnswers');

/**
 * Answers the request and returns true (it ends the response itself, later), or returns false
 * without reading the body, and the pipeline answers.
 * @typedef {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean} DirectAnswer
 */

/** @returns {Map<string, DirectAnswer>} */
function registry() {
  const holder = /** @type {Record<symbol, Map<string, DirectAnswer> | undefined>} */ (
    /** @type {unknown} */ (globalThis)
  );
  holder[REGISTRY] ??= new Map();
  return holder[REGISTRY];
}

/**
 * @param {string} method
 * @param {string} path the exact request path (a query string or a trailing slash goes through the pipeline)
 * @param {DirectAnswer} answer
 */
export function registerDirectAnswer(method, path, answer) {
  registry().set(`${method} ${path}`, answer);
}

/**
 * The direct answer registered for this request's method and URL, if any.
 * @param {import('node:http').IncomingMessage} req
 * @returns {DirectAnswer | undefined}
 */
export function directAnswerFor(req) {
  const holder = /** @type {Record<symbol, Map<string, DirectAnswer> | undefined>} */ (
    /** @type {unknown} */ (globalThis)
  );
  return holder[REGISTRY]?.get(`${req.method} ${req.url}`);
}
