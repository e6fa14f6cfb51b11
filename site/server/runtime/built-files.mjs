// The built static files (dist/client), served as Astro's standalone handler served them, but
// looked up in a list made once at start-up instead of on disk for every request: Astro's
// handler called lstat and then `send`'s stat for each request, API calls and pages included,
// before it knew the URL was not a file. The list is derived from the build, like the build
// itself, so every instance holds the same.
import path from 'node:path';
import send from 'send';
import { walk } from './precompressed.mjs';

/** Hashed file names under /_astro/ never change: cached for a year, as Astro's handler did. */
const IMMUTABLE_PREFIX = '/_astro/';

/**
 * The URL paths (decoded, `/embed/chat.js`) of every file under dir; empty when there is no
 * build output yet.
 * @param {string} dir
 * @returns {Promise<Set<string>>}
 */
export async function builtFiles(dir) {
  /** @type {Set<string>} */
  const files = new Set();
  try {
    for await (const file of walk(dir)) files.add(`/${path.relative(dir, file).split(path.sep).join('/')}`);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error;
  }
  return files;
}

/**
 * A request's path as a file path: without query or fragment, percent-decoded and normalised;
 * null when it does not decode.
 * @param {string} url
 */
function filePath(url) {
  const end = url.search(/[?#]/);
  try {
    return path.posix.normalize(decodeURI(end === -1 ? url : url.slice(0, end)));
  } catch {
    return null;
  }
}

/**
 * Answers a GET or HEAD for a built file with `send` (ETag, Last-Modified, 304, ranges), as
 * Astro's handler did; dotfiles only under /.well-known/.
 * @param {Set<string>} files from builtFiles()
 * @param {string} dir the folder they are in
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @returns {boolean} whether it answered; if not, the request is untouched.
 */
export function serveBuiltFile(files, dir, req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const file = filePath(req.url ?? '/');
  if (file === null || !files.has(file)) return false;
  send(req, file, { root: dir, dotfiles: file.startsWith('/.well-known/') ? 'allow' : 'deny' })
    .on('headers', () => {
      if (file.startsWith(IMMUTABLE_PREFIX)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    })
    .on('error', (/** @type {{ status?: number }} */ error) => {
      // Listed at start-up but gone or unreadable since (a build replaced under a running server).
      res.statusCode = error.status ?? 500;
      res.end();
    })
    .pipe(res);
  return true;
}
