import he from 'he';
import { isWellFormed } from '../bytes';
import { encodingEngine, fail, LONE_SURROGATE, ok } from '../result';
import type { Operations } from '../../topic';
import type { rows } from './rows';

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function xmlUnescape(text: string): string {
  return text.replace(
    /&(?:#(\d{1,7})|#x([0-9a-fA-F]{1,6})|(amp|lt|gt|quot|apos));/g,
    (match, dec?: string, hex?: string, name?: string) => {
      if (name) return XML_ENTITIES[name]!;
      const cp = dec !== undefined ? parseInt(dec, 10) : parseInt(hex!, 16);
      return cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff) || cp === 0 ? match : String.fromCodePoint(cp);
    },
  );
}

/**
 * JavaScript's old escape() wrote UTF-16 code units as %uXXXX (%u00E9, %uD83D%uDE00): each run of
 * them is turned into the UTF-8 percent-encoding decodeURIComponent reads. Half a surrogate pair
 * cannot be encoded, so encodeURIComponent throws and the caller says what is wrong.
 */
function percentU(input: string): string {
  return input.replace(/(?:%u[0-9A-Fa-f]{4})+/g, (run) =>
    encodeURIComponent(
      String.fromCharCode(
        ...run
          .split('%u')
          .slice(1)
          .map((hex) => parseInt(hex, 16)),
      ),
    ),
  );
}

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'url-encode': (input) => (isWellFormed(input) ? ok(encodeURIComponent(input)) : fail(LONE_SURROGATE)),
  'url-decode': (input) => {
    try {
      return ok(decodeURIComponent(percentU(input.replace(/\+/g, ' '))));
    } catch {
      return fail(
        'This is not valid percent-encoding: every % must be followed by two hex digits that spell UTF-8, such as %20 or %C3%A9, or by u and four hex digits, such as %u00E9.',
      );
    }
  },
  'html-entity-encoder': (input, values) => {
    const mode = values.mode;
    if (mode === 'named') return ok(he.encode(input, { useNamedReferences: true }));
    if (mode === 'numeric') return ok(he.encode(input, { decimal: true }));
    return ok(he.escape(input));
  },
  'html-entity-decoder': (input) => ok(he.decode(input)),
  'xml-escape': (input) =>
    ok(
      input.replace(
        /[&<>"']/g,
        (ch) => `&${({ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' } as Record<string, string>)[ch]!};`,
      ),
    ),
  'xml-unescape': (input) => ok(xmlUnescape(input)),
} satisfies Operations<typeof rows>;

export const run = encodingEngine(operations);
