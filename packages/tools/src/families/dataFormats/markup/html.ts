/** HTML to plain text, by tokens. */
import type he from 'he';

// ---------------------------------------------------------------------------------------------
// HTML to plain text

const BLOCK_PARAGRAPH = 'p|h[1-6]|blockquote|pre|table|ul|ol|dl|figure|hr';
/**
 * The rest of a tag after its name, to the ">" that ends it: a quoted attribute value (after "=")
 * is skipped whole, so the ">" in <div title="a > b"> does not end the tag, as in a browser. Each
 * character has one way to match, so a tag that never closes cannot make the search slow.
 */
const TAG_REST = `(?:[^<>"'=]|=\\s*"[^"]*"|=\\s*'[^']*'|=(?!\\s*["'])|["'])*>`;
const BLOCK_LINE =
  'div|section|article|header|footer|nav|aside|main|tr|dt|dd|form|fieldset|address|caption|figcaption|details|summary|thead|tbody|tfoot';

/**
 * Plain text from HTML, as a reader sees it: scripts, styles, the head and comments go; spaces
 * collapse as a browser collapses them; paragraphs and headings are split by a blank line, other
 * blocks and <br> by a line break, list items start with "- ", table cells are split by a tab;
 * entities are decoded last (by `entities`, the he library, which the caller loads), so
 * "&lt;b&gt;" stays the text "<b>".
 */
export function htmlToText(html: string, entities: typeof he): string {
  const tag = (name: string) => new RegExp(`<${name}${TAG_REST}`, 'gi');
  return entities
    .decode(
      html
        .replace(/<!--[\s\S]*?(?:-->|$)/g, '')
        .replace(/<(script|style|head|template|noscript)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, '')
        .replace(/\s+/g, ' ')
        .replace(tag('br\\b'), '\n')
        .replace(tag('li\\b'), '\n- ')
        .replace(tag(`/?(?:${BLOCK_PARAGRAPH})\\b`), '\n\n')
        .replace(tag(`/?(?:${BLOCK_LINE})\\b`), '\n')
        .replace(/<\/t[dh]\s*>\s*(?=<t[dh]\b)/gi, '\t')
        .replace(tag('/?[a-z]'), ''),
    )
    .replace(/\u00a0/g, ' ')
    .replace(/[ ]*\n[ ]*/g, '\n')
    .replace(/[ ]{2,}/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
