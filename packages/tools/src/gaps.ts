/**
 * What a question asks for that no catalogue row does: Parooty's honest "not yet" and the /tools
 * search's empty state read it, so neither offers a tool that only shares an incidental word
 * ("merge three pdfs" is not a Rule of Three calculator).
 *
 * A request is read from the words that carry it: a kind of file and what to do with it ("merge" +
 * "pdfs"), or a subject that names an operation by itself ("AES", "Luhn", "edit distance",
 * "currency"). These lists are language, not catalogue: whether Perch lacks the operation is
 * decided against the rows given (their names and keywords), so when a row that does it lands
 * ("Merge PDFs", keywords "combine pdf"), the same question finds it and this module stays quiet.
 */

import { anyOf } from './anyOf';

/** What a row shows of itself: enough to tell whether it does an operation. */
export interface RowWords {
  id: string;
  name: string;
  keywords: readonly string[];
}

/** A kind of file people bring: only a tool with the kind in its name works on such files. */
interface FileKind {
  id: string;
  /** "PDF", "JPG", "image". */
  one: string;
  /** "PDFs", "JPGs", "images". */
  many: string;
  /** The kind's words in a question (lower case). */
  words: RegExp;
  /** The kind's words in a row's name: what a tool for it is called. */
  inName: RegExp;
  /** How a tool for an action on this kind is named, where the general name reads badly ("a ZIP converter"). */
  tools?: Readonly<Record<string, string>>;
}

const FILE_KINDS: readonly FileKind[] = [
  { id: 'pdf', one: 'PDF', many: 'PDFs', words: /\bpdfs?\b/, inName: /\bpdfs?\b/ },
  { id: 'heic', one: 'HEIC', many: 'HEIC photos', words: /\bhei[cf]s?\b/, inName: /\bhei[cf]\b/ },
  { id: 'jpg', one: 'JPG', many: 'JPGs', words: /\bjpe?gs?\b/, inName: /\bjpe?g\b/ },
  { id: 'png', one: 'PNG', many: 'PNGs', words: /\bpngs?\b/, inName: /\bpng\b/ },
  { id: 'webp', one: 'WebP', many: 'WebP images', words: /\bwebps?\b/, inName: /\bwebp\b/ },
  {
    id: 'gif',
    one: 'GIF',
    many: 'GIFs',
    words: /\bgifs?\b/,
    inName: /\bgifs?\b/,
    tools: { convert: 'a GIF maker', pack: 'a GIF maker' },
  },
  { id: 'tiff', one: 'TIFF', many: 'TIFF images', words: /\btiff?s?\b/, inName: /\btiff?\b/ },
  { id: 'bmp', one: 'BMP', many: 'BMP images', words: /\bbmps?\b/, inName: /\bbmp\b/ },
  // A camera's RAW files: no image tool decodes them. "raw" alone is a common word ("raw json"),
  // so it counts only as a picture ("raw photos", "raw to jpg").
  {
    id: 'raw',
    one: 'camera RAW',
    many: 'camera RAW files',
    words:
      /\b(?:dngs?|cr[23]|nefs?|arws?|raw(?=\s+(?:photos?|images?|files?|pictures?|to\s+(?:jpe?g|png|webp|tiff?|heic|avif))\b))\b/,
    inName: /\b(?:dng|raw|cr2|nef|arw)\b/,
  },
  { id: 'psd', one: 'PSD', many: 'Photoshop files', words: /\b(?:psds?|photoshop files?)\b/, inName: /\bpsd\b/ },
  { id: 'avif', one: 'AVIF', many: 'AVIF images', words: /\bavifs?\b/, inName: /\bavif\b/ },
  // A vector format: "image to SVG" is tracing, not a format change an image tool does.
  { id: 'svg', one: 'SVG', many: 'SVG images', words: /\bsvgs?\b/, inName: /\bsvg\b/ },
  {
    id: 'image',
    one: 'image',
    many: 'images',
    words: /\b(?:images?|pictures?|photos?|photographs?|pics?|screenshots?|selfies?|scans?|scanned(?! pdfs?\b))\b/,
    inName: /\b(?:images?|photos?|pictures?)\b/,
  },
  {
    id: 'video',
    one: 'video',
    many: 'videos',
    words: /\b(?:videos?|mp4s?|movs?|avi|mkv|webm|footage|youtube)\b/,
    inName: /\b(?:videos?|mp4)\b/,
    tools: { text: 'a tool to transcribe video' },
  },
  {
    id: 'audio',
    one: 'audio',
    many: 'audio files',
    words: /\b(?:audio|mp3s?|wavs?|m4a|flac|ogg|recordings?|podcasts?|voice (?:memos?|notes?)|songs?)\b/,
    inName: /\b(?:audio|mp3|wav)\b/,
    tools: { text: 'a tool to transcribe audio' },
  },
  // RAR and 7-Zip are their own formats: a ZIP tool does not open them.
  { id: 'rar', one: 'RAR', many: 'RAR files', words: /\b(?:rars?|7z|7-zip)\b/, inName: /\b(?:rar|7z|7-zip)\b/ },
  {
    id: 'archive',
    one: 'ZIP',
    many: 'ZIP files',
    words: /\b(?:(?:un)?zip(?! ?codes?)(?:s|ped)?|tarballs?|tar\.gz|tgz|archives?)\b/,
    inName: /\b(?:zip|archives?|rar|tar)\b/,
    tools: { convert: 'a ZIP maker', pack: 'a ZIP maker', unpack: 'a ZIP extractor', open: 'a ZIP extractor' },
  },
  {
    id: 'word',
    one: 'Word',
    many: 'Word documents',
    words: /\b(?:docx?|word (?:documents?|docs?|files?)|(?:to|into|from) word\b|odt)\b/,
    inName: /\b(?:docx?|word document)\b/,
  },
  {
    id: 'powerpoint',
    one: 'PowerPoint',
    many: 'PowerPoint files',
    words: /\b(?:pptx?|powerpoints?|slide ?decks?)\b/,
    inName: /\b(?:pptx?|powerpoint)\b/,
  },
  {
    id: 'excel',
    one: 'Excel',
    many: 'Excel files',
    words: /\b(?:xlsx?|excel(?: files?| sheets?| workbooks?)?)\b/,
    inName: /\b(?:xlsx?|excel)\b/,
  },
  {
    id: 'epub',
    one: 'EPUB',
    many: 'e-books',
    words: /\b(?:epubs?|e-?books?|kindle)\b/,
    inName: /\b(?:epub|e-?book)\b/,
  },
];

/** What people ask to do with a file, and how to name a tool that does it. */
interface FileAction {
  id: string;
  words: RegExp;
  /** The action's words in a row's name or keywords. */
  inRow: RegExp;
  /** "a PDF merger". */
  tool: (kind: FileKind) => string;
}

/**
 * "an image", "a PDF", "an MP4", "a HEIC": by the sound. Capitals with no vowel are read letter by
 * letter (PDF, MP4, SVG), so they go by the first letter's name; others are read as a word.
 */
const an = (word: string) =>
  /^[B-DF-HJ-NP-TV-Z0-9]{2,}\b/.test(word)
    ? /^[FHLMNRSX8]/.test(word)
      ? 'an'
      : 'a'
    : /^[aeiou]/i.test(word) && !/^(?:u[bcfhjkqrstn]|eu|one)/i.test(word)
      ? 'an'
      : 'a';
const a = (phrase: string) => `${an(phrase)} ${phrase}`;

const FILE_ACTIONS: readonly FileAction[] = [
  // Before 'text': reading a scan's text needs OCR, which a text-layer reader (PDF to Text) is not.
  {
    id: 'ocr',
    words:
      /\bocr\w*\b|\b(?:text|words) (?:from|in|of|out of) (?:a |my |this |the )?scann?ed\b|\bscann?ed (?:\w+ )?(?:to|into) text\b/,
    inRow: /\bocr\b/,
    tool: (k) => `a tool to read the text in scanned ${k.many} (OCR)`,
  },
  // Before 'text': changing a document's words is editing, not reading its text.
  {
    id: 'edit-text',
    words: /\b(?:edit\w*|chang\w*|modify\w*|replac\w*) (?:the |some )?(?:text|words|wording)\b/,
    inRow: /\b(?:edit text|text editor)\b/,
    tool: (k) => a(`${k.one} text editor`),
  },
  {
    id: 'merge',
    words:
      /\b(?:merg(?:e|es|ed|ing)|combin(?:e|es|ed|ing)|join(?:s|ed|ing)?|stitch|concatenat\w*|put (?:them )?together)\b/,
    inRow: /\b(?:merg|combin|join)/,
    tool: (k) => a(`${k.one} merger`),
  },
  {
    id: 'split',
    words: /\b(?:split(?:s|ting)?|separat(?:e|ing)|break (?:it |them )?up|extract (?:the |some )?pages?)\b/,
    inRow: /\b(?:split|separat|extract)/,
    tool: (k) => a(`${k.one} splitter`),
  },
  {
    id: 'compress',
    words:
      /\b(?:compress\w*|shrink\w*|reduce (?:the |its )?(?:file )?size|make (?:\w+ )?(?:smaller|lighter)|smaller|optimi[sz]e\w*|too (?:big|large))\b/,
    inRow: /\b(?:compress|shrink|optimi[sz]|reduce)/,
    tool: (k) => a(`${k.one} compressor`),
  },
  {
    id: 'rotate',
    words: /\b(?:rotat\w*|sideways|upside down|straighten\w*)\b/,
    inRow: /\brotat/,
    tool: (k) => `a tool to rotate ${k.many}`,
  },
  {
    id: 'crop',
    words: /\b(?:crop\w*|trim (?:the )?(?:edges|borders?))\b/,
    inRow: /\bcrop/,
    tool: (k) => `a tool to crop ${k.many}`,
  },
  {
    id: 'resize',
    words:
      /\b(?:resiz\w*|upscal\w*|enlarg\w*|scale|scaling|make (?:\w+ )?(?:bigger|larger)|dimensions|\d+ ?[x×] ?\d+)\b/,
    inRow: /\b(?:resiz|upscal|scal)/,
    tool: (k) => a(`${k.one} resizer`),
  },
  {
    id: 'text',
    words:
      /\b(?:ocr|(?:get|extract|pull|copy|read|grab) (?:\w+ ){0,2}text|text (?:from|out of|in)|to (?:plain |editable )?text|transcrib\w*|speech to text|subtitles?|captions?)\b/,
    inRow: /\b(?:ocr|to text|transcri|extract text)/,
    tool: (k) => `a tool to read the text in ${k.many}`,
  },
  {
    id: 'background',
    words: /\b(?:background)\b/,
    inRow: /\bbackground/,
    tool: (k) => `a background remover for ${k.many}`,
  },
  {
    id: 'protect',
    words: /\b(?:password[- ]protect\w*|protect\w*|encrypt\w*|lock)\b/,
    inRow: /\b(?:protect|encrypt|lock)/,
    tool: (k) => `a tool to password-protect ${k.many}`,
  },
  {
    id: 'unlock',
    words: /\b(?:unlock\w*|remove (?:the )?password|decrypt\w*|crack\w*)\b/,
    inRow: /\b(?:unlock|decrypt)/,
    tool: (k) => `a tool to unlock ${k.many}`,
  },
  {
    id: 'sign',
    words: /\b(?:sign|signing|signature|e-?sign\w*)\b/,
    inRow: /\bsign/,
    tool: (k) => `a tool to sign ${k.many}`,
  },
  {
    // Before "watermark": taking one off is another tool than putting one on.
    id: 'unwatermark',
    words:
      /\b(?:remov\w*|eras\w*|delet\w*|get rid of|strip\w*|clean)\s+(?:(?:the|a|an|my|this|that)\s+)?watermarks?\b|\bwatermark\s+remov\w*|\b(?:un|de)-?watermark\w*/,
    inRow: /\b(?:remove watermark|watermark remover|unwatermark)/,
    tool: (k) => `a tool to remove watermarks from ${k.many}`,
  },
  {
    id: 'watermark',
    words: /\bwatermark\w*\b/,
    inRow: /\bwatermark/,
    tool: (k) => `a tool to watermark ${k.many}`,
  },
  {
    id: 'fill',
    words: /\b(?:fill(?:ing)? (?:in|out)|fillable|form fields?)\b/,
    inRow: /\b(?:fill|form field)/,
    tool: (k) => `a tool to fill in ${k.one} forms`,
  },
  {
    id: 'blur',
    words: /\b(?:blur\w*|pixelat\w*)\b/,
    inRow: /\b(?:blur|pixelat)/,
    tool: (k) => `a tool to blur ${k.many}`,
  },
  {
    id: 'edit',
    words:
      /\b(?:edit\w*|annotat\w*|fill (?:in|out)|add (?:text|page numbers?|a logo)|blur\w*|sharpen\w*|brighten\w*|grayscale|greyscale|black and white|flip\w*|mirror\w*|mute|trim|cut)\b/,
    inRow: /\b(?:edit|annotat|blur|flip|trim|cut)/,
    tool: (k) => a(`${k.one} editor`),
  },
  {
    id: 'pages',
    words: /\b(?:(?:delete|remove|take out|drop|reorder|rearrange|organi[sz]e|insert|add|number) (?:\w+ )?pages?)\b/,
    inRow: /\bpages?\b/,
    tool: (k) => `a tool to edit the pages of ${k.many}`,
  },
  {
    id: 'convert',
    words:
      /\b(?:conver\w*|turn\w*|chang\w*|sav(?:e|ing)|export\w*|mak(?:e|ing)|creat(?:e|ing)|generat(?:e|ing)|into|to|as|from)\b/,
    inRow: /\b(?:conver|to)\b/,
    tool: (k) => a(`${k.one} converter`),
  },
  {
    id: 'download',
    words: /\bdownload\w*\b/,
    inRow: /\bdownload/,
    tool: (k) => a(`${k.one} downloader`),
  },
  {
    id: 'unpack',
    words: /\b(?:unzip\w*|unpack\w*|extract\w*|decompress\w*|open\w*)\b/,
    inRow: /\b(?:unzip|extract|unpack|open)/,
    tool: (k) => a(`${k.one} viewer`),
  },
  {
    id: 'pack',
    words: /\b(?:creat\w*|mak\w*|build\w*|zip (?:up|these|my|the))\b/,
    inRow: /\b(?:creat|make|maker|zip)\b/,
    tool: (k) => a(`${k.one} maker`),
  },
  {
    id: 'open',
    words: /\b(?:open\w*|view\w*|read(?:s|ing)?|preview\w*|print\w*|download\w*|upload\w*)\b/,
    inRow: /\b(?:view|open|read)/,
    tool: (k) => a(`${k.one} viewer`),
  },
];

/** An operation named by a subject alone: no tool may stand in for it by sharing another word. */
interface Subject {
  id: string;
  /** The subject in a question (lower case). */
  words: RegExp;
  /** A row that does it has these in its name. */
  inRow: RegExp;
  /** "an AES decryption tool": may use what the question said. */
  tool: (question: string) => string;
  /** A catalogue tool that does a real part of the job, and what part (only offered when it exists). */
  partial?: { id: string; part: string };
}

const CIPHER =
  /\b(aes(?:-?(?:128|192|256))?(?:-(?:gcm|cbc|ctr|ecb))?|rsa|pgp|gpg|openpgp|3des|des|blowfish|chacha20|ciphertext)\b/;
const LANGUAGES =
  'english|spanish|french|german|italian|portuguese|dutch|polish|swedish|norwegian|danish|finnish|greek|turkish|russian|ukrainian|arabic|hebrew|hindi|bengali|urdu|chinese|mandarin|cantonese|japanese|korean|vietnamese|thai|indonesian|malay|tagalog|swahili|czech|romanian|hungarian|latin';

const CURRENCY = 'usd|eur|gbp|jpy|cad|aud|chf|cny|inr|mxn|brl|dollars?|euros?|yen|rupees?|yuan|francs?|pesos?|reais';

const SUBJECTS: readonly Subject[] = [
  {
    id: 'cipher',
    words: CIPHER,
    inRow: /\b(?:aes|rsa|pgp|gpg|3?des|blowfish|chacha20)\b/,
    tool: (q) => {
      const cipher = (CIPHER.exec(q)?.[1] ?? 'aes').toUpperCase().replace('CIPHERTEXT', 'encrypted text');
      const verb = /\bencrypt/.test(q) ? 'encrypt with' : /\bsign/.test(q) ? 'sign with' : 'decrypt';
      return `a tool to ${verb} ${cipher}`;
    },
    partial: { id: 'base64-decode', part: 'turns Base64 ciphertext into its bytes, but cannot decrypt them' },
  },
  {
    id: 'luhn',
    words:
      /\bluhn\b|\b(?:credit|debit|visa|mastercard|amex|american express|discover) card (?:number )?(?:is )?(?:valid|validat\w*|check\w*|verif\w*)|\b(?:valid|validat\w*|check|verif\w*) (?:a |my |this |the |if )?(?:(?:credit|debit|visa|mastercard|amex) )?card(?: number)?\b|\bcard number (?:is )?valid/,
    inRow: /\bluhn|card (?:number )?valid|credit card check/,
    tool: () => 'a Luhn (card number) checker',
  },
  {
    id: 'edit-distance',
    words:
      /\b(?:edit distance|levenshtein|damerau|hamming distance|jaro|(?:string|word|text) similarity|similarity (?:between|of) (?:two |these |the )?(?:strings|words|texts)|how (?:similar|different) are (?:these|the|two) (?:words|strings))\b/,
    inRow: /\b(?:levenshtein|edit distance|hamming|similarity)/,
    tool: () => 'an edit-distance (Levenshtein) calculator',
    partial: { id: 'text-diff', part: 'shows where two texts differ, but not the distance as a number' },
  },
  {
    id: 'translate',
    words: new RegExp(
      `\\b(?:translat\\w*|in|into|to) (?:\\w+ ){0,4}?(?:${LANGUAGES})\\b|\\b(?:${LANGUAGES}) (?:translation|translator)\\b|\\btranslat\\w* (?:this|my|a|the) (?:text|sentence|email|document|letter|page)`,
    ),
    inRow: new RegExp(`\\b(?:${LANGUAGES}|language)\\b.*\\btranslat`),
    tool: (q) => {
      const language = new RegExp(`\\b(${LANGUAGES})\\b`).exec(q)?.[1];
      return language ? `a translator into ${language[0]!.toUpperCase()}${language.slice(1)}` : 'a language translator';
    },
  },
  {
    id: 'currency',
    // Two currencies a few words apart ("how many euros is 50 dollars", "gbp to usd"); "pounds" is
    // left out, as it is also a weight.
    words: new RegExp(
      `\\b(?:currency|currencies|exchange rates?|forex|fx rates?|(?:${CURRENCY})\\b(?:\\W+[\\w.,]+){0,3}?\\W+(?:${CURRENCY}))\\b`,
    ),
    inRow: /\b(?:currenc|exchange rate|forex)/,
    tool: () => 'a currency converter with exchange rates',
  },
  { id: 'iban', words: /\biban\b/, inRow: /\biban\b/, tool: () => 'an IBAN checker' },
  {
    id: 'exif',
    words: /\bexif\b|\bmetadata (?:from|of|in) (?:a |my |this |the )?(?:photo|image|picture|jpe?g)/,
    inRow: /\bexif\b/,
    tool: () => 'a photo metadata (EXIF) reader',
  },
  {
    id: 'totp',
    words: /\b(?:totp|hotp|2fa|two[- ]factor|authenticator (?:app|codes?)|one[- ]time (?:password|code)s?)\b/,
    inRow: /\b(?:totp|hotp|2fa|two-factor|one-time)/,
    tool: () => 'a two-factor (TOTP) code generator',
  },
  {
    id: 'certificate',
    words: /\b(?:x\.?509|(?:ssl|tls|pem|https) certificates?|certificate signing request|csr)\b/,
    inRow: /\b(?:x\.?509|certificate|csr)\b/,
    tool: () => 'a certificate decoder',
  },
  {
    id: 'grammar',
    words: /\b(?:grammar|grammatical|proofread\w*|spell(?:ing)?[- ]?check\w*|spelling mistakes?|typos? in)\b/,
    inRow: /\b(?:grammar|proofread|spell ?check)/,
    tool: () => 'a grammar and spelling checker',
  },
  {
    id: 'paraphrase',
    words:
      /\b(?:paraphras\w*|reword\w*|rephras\w*|rewrit\w* (?:this|my|it)|sound (?:more )?(?:professional|formal|friendly|polite))\b/,
    inRow: /\b(?:paraphras|reword|rephras|rewrit)/,
    tool: () => 'a rewriting (paraphrasing) tool',
  },
  {
    id: 'resume',
    // Writing or improving one ("make my résumé better"), not counting its words.
    words:
      /\b(?:writ\w*|draft\w*|improv\w*|polish\w*|tailor\w*|generat\w*|creat\w*|build\w*|review\w*)\b.*(?:r[ée]sum[ée]|\bcv\b|cover letter)|(?:r[ée]sum[ée]|\bcv\b|cover letter).*\b(?:better|improv\w*|stronger|writer|builder|generator)\b/,
    inRow: /\b(?:r[ée]sum[ée]|cv|cover letter)\b/,
    tool: () => 'a résumé and cover-letter writer',
  },
  {
    id: 'write-email',
    words: /\b(?:write|draft|compose|reply to) (?:an? |my |this |the )?(?:e-?mail|letter|message)\b/,
    inRow: /\b(?:e-?mail (?:writer|reply)|letter writer)/,
    tool: () => 'an e-mail writer',
  },
  {
    id: 'plagiarism',
    words: /\bplagiari\w*|\bai[- ]detector|\bwritten by (?:ai|chatgpt)/,
    inRow: /\bplagiari|ai detector/,
    tool: () => 'a plagiarism checker',
  },
  {
    id: 'speech',
    words:
      /\b(?:text[- ]to[- ]speech|tts|read (?:it|this|that|my)(?: text)? (?:out )?(?:aloud|out loud)|voice ?over)\b/,
    inRow: /\b(?:text to speech|speech)/,
    tool: () => 'a text-to-speech reader',
  },
  {
    id: 'image-generation',
    words:
      /\b(?:generate|create|make|draw|design) (?:me )?(?:an? )?(?!(?:this|my|the|these|those|our|your) )(?:\w+ )?(?:image|picture|logo|illustration|drawing|artwork|avatar|icon)s?\b(?! (?:to|into) )/,
    inRow: /\b(?:image generat|logo maker|illustrat|avatar)/,
    tool: () => 'an image generator',
  },
  {
    id: 'chart',
    words:
      /\b(?:(?:make|create|draw|plot|build) (?:a |an |me a )?(?:\w+ )?(?:chart|graph|plot|diagram|flowchart|mind ?map)|(?:pie|bar|line) (?:chart|graph)|gantt)\b/,
    inRow: /\b(?:charts?|diagrams?|gantt|mind ?maps?|flowcharts?|plotter|graphing)\b/,
    tool: () => 'a chart maker',
  },
  {
    id: 'weather',
    words:
      /\b(?:weather|forecast for|(?:going to|will it|is it) (?:rain|snow|be sunny)|rain(?:ing)? (?:in|tomorrow|today))\b/,
    inRow: /\bweather\b/,
    tool: () => 'weather forecasts',
  },
  {
    id: 'stocks',
    words: /\b(?:stock (?:price|quote)s?|share price|ticker|bitcoin price|crypto prices?)\b/,
    inRow: /\b(?:stock price|share price|ticker|crypto price)/,
    tool: () => 'live stock and crypto prices',
  },
  {
    id: 'screen-record',
    words:
      /\b(?:record (?:my |the )?screen|screen ?record\w*|webcam|take a screenshot|screenshot (?:of )?(?:a |this )?(?:website|page|url))\b/,
    inRow: /\b(?:screen record|screenshot|webcam)/,
    tool: () => 'a screen recorder',
  },
  {
    id: 'send',
    words: /\b(?:send|schedule) (?:an? |my |this )?(?:e-?mails?|sms|text messages?|newsletters?)\b/,
    inRow: /\b(?:send e-?mail|sms)/,
    tool: () => 'a tool to send e-mails or texts',
  },
  {
    id: 'disassemble',
    words: /\b(?:disassembl\w*|decompil\w*|reverse engineer\w*|protobuf|protocol buffers?|msgpack|messagepack|bson)\b/,
    inRow: /\b(?:disassembl|decompil|protobuf|msgpack|bson)/,
    tool: (q) =>
      /protobuf|protocol buffer/.test(q)
        ? 'a Protocol Buffers decoder'
        : /msgpack|messagepack/.test(q)
          ? 'a MessagePack decoder'
          : /bson/.test(q)
            ? 'a BSON decoder'
            : 'a disassembler',
  },
  {
    id: 'base64-compressed',
    words:
      /\b(?:gzip|gunzip|zlib|deflate|compress\w*) (?:\w+ )?base64\b|\bbase64 (?:\w+ )?(?:gzip|gunzip|zlib|deflate)/,
    inRow: /\bbase64\b.*\b(?:gzip|zlib|deflate)|\b(?:gzip|zlib|deflate)\b.*\bbase64\b/,
    tool: () => 'a Base64 gzip and zlib decoder',
    partial: { id: 'base64-decode', part: 'turns the Base64 into its bytes, but does not decompress them' },
  },
  {
    id: 'zlib',
    words: /\b(?:zlib|inflate|deflate|brotli|lz4|zstd|bzip2)\b/,
    inRow: /\b(?:zlib|inflate|deflate|brotli)\b/,
    tool: () => 'a zlib and Brotli decompressor',
  },
  {
    id: 'compression',
    words: /\b(?:gunzip|gzip|decompress\w*)\b/,
    inRow: /\b(?:gzip|gunzip|zlib|deflate|inflate|brotli|decompress)/,
    tool: () => 'a gzip and zlib decompressor',
  },
  {
    id: 'entropy',
    words: /\b(?:shannon )?entropy\b/,
    inRow: /\bentropy\b/,
    tool: () => 'an entropy calculator',
  },
];

/** What a question asks for that no row does: how to name it, and a neighbour that does part of it. */
export interface Gap {
  /** "a PDF merger", "an edit-distance (Levenshtein) calculator": for "Perch doesn't have … yet". */
  tool: string;
  /** The same as a request's name: "PDF merger". */
  requestName: string;
  /** A catalogue tool that does a real part of the job, and what part. */
  partial?: { id: string; part: string };
}

const lower = (text: string) => ` ${text.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ')} `;
const rowText = (row: RowWords) => lower(`${row.name} ${row.keywords.join(' , ')}`);
const rowName = (row: RowWords) => lower(row.name);

/** "a PDF merger" → "PDF merger"; "a tool to rotate PDFs" → "Tool to rotate PDFs". */
function requestNameOf(tool: string): string {
  const bare = tool.replace(/^(?:a|an) /, '');
  return bare[0]!.toUpperCase() + bare.slice(1);
}

/** Cached per row list: the rows are the catalogue (or the browser's copy of it), the same every call. */
const rowCache = new WeakMap<readonly RowWords[], { texts: string[]; names: string[] }>();
function wordsOf(rows: readonly RowWords[]) {
  let cached = rowCache.get(rows);
  if (!cached) {
    cached = { texts: rows.map(rowText), names: rows.map(rowName) };
    rowCache.set(rows, cached);
  }
  return cached;
}

/** Words most names end with, which say nothing about which tool it is. */
const GENERIC = new Set([
  'calculator',
  'converter',
  'generator',
  'checker',
  'formatter',
  'tool',
  'finder',
  'counter',
  'maker',
]);

/** A row name's telling words, and a conversion's first word on each side ("PDF to Text": pdf, text). */
interface NameWords {
  words: string[];
  from: string | undefined;
  to: string | undefined;
}

/** Cached per row: the rows are the catalogue's, and a file question asks about every row (it was 15 % of Parooty's CPU). */
const nameWordsCache = new WeakMap<RowWords, NameWords>();
function nameWordsOf(row: RowWords): NameWords {
  let cached = nameWordsCache.get(row);
  if (!cached) {
    const name = row.name.toLowerCase();
    const [fromSide, toSide] = name.split(' to ');
    const first = (side: string | undefined) =>
      side ? side.split(/[^a-z0-9]+/).find((w) => w !== '' && !GENERIC.has(w)) : undefined;
    cached = {
      words: name.split(/[^a-z0-9]+/).filter((w) => w !== '' && w !== 'to' && !GENERIC.has(w)),
      from: first(fromSide),
      to: first(toSide),
    };
    nameWordsCache.set(row, cached);
  }
  return cached;
}

/** What a question must hold for a name's word to count as named: its first four letters, or a short word whole from its start. */
const needleOf = (word: string) => (word.length > 4 ? word.slice(0, 4) : ` ${word}`);

/** Whether the question names the row: every word of its name but the generic ones ("QR Code" of "QR Code Generator"). */
function namedIn(row: RowWords, text: string, least = 1): boolean {
  const { words, from: f, to: t } = nameWordsOf(row);
  const at = (w: string) => text.indexOf(needleOf(w));
  if (words.length < least || !words.every((w) => at(w) >= 0)) return false;
  // "PDF to Text" is named by "pdf to text", not by "edit text in a pdf": a conversion's sides in its order.
  return !f || !t || at(f) < at(t);
}

/**
 * The rows by the needle of their name's first word, built once per row list: a question is looked
 * up by its own letters (a needle is 2 to 5 of them) instead of testing every row's name, which was
 * a scan of the whole catalogue on every question that names a kind of file.
 */
const byFirstNeedle = new WeakMap<readonly RowWords[], Map<string, number[]>>();
function firstNeedles(rows: readonly RowWords[]): Map<string, number[]> {
  let index = byFirstNeedle.get(rows);
  if (!index) {
    index = new Map();
    rows.forEach((row, i) => {
      const first = nameWordsOf(row).words[0];
      if (first === undefined) return;
      const needle = needleOf(first);
      const list = index!.get(needle);
      if (list) list.push(i);
      else index!.set(needle, [i]);
    });
    byFirstNeedle.set(rows, index);
  }
  return index;
}

/** Needle lengths: four letters of a longer word, or a space and a word of one to four letters. */
const NEEDLE_LENGTHS = [2, 3, 4, 5] as const;

/**
 * The rows whose name's first word the question holds, in catalogue order: the only ones
 * {@link namedIn} can find named (a row with no telling word in its name is never named).
 */
function rowsNamedFirstIn(rows: readonly RowWords[], text: string): number[] {
  const index = firstNeedles(rows);
  const found = new Set<number>();
  for (let at = 0; at < text.length; at++) {
    for (const length of NEEDLE_LENGTHS) {
      if (at + length > text.length) break;
      const list = index.get(text.slice(at, at + length));
      if (list) for (const i of list) found.add(i);
    }
  }
  return [...found].sort((a, b) => a - b);
}

/** Whether the question names some row (see {@link namedIn}), and the row passes `also`. */
function namesSomeRow(
  rows: readonly RowWords[],
  text: string,
  least: number,
  also: (i: number) => boolean = () => true,
): boolean {
  return rowsNamedFirstIn(rows, text).some((i) => also(i) && namedIn(rows[i]!, text, least));
}

/** File kinds that are pictures: each names an image more exactly than "image" does. */
const IMAGE_FORMATS = new Set(['heic', 'jpg', 'png', 'webp', 'gif', 'tiff', 'bmp', 'avif', 'raw', 'psd']);

/** A named media format stands for itself: "mp4 to mp3" asks for an MP4 to MP3 converter. */
const MEDIA_FORMAT = /^(?:mp4|mov|avi|mkv|webm|mp3|wav|m4a|flac|ogg)s?$/;

/** Matches a text that names some file kind (most questions name none: one test instead of one a kind). */
const ANY_KIND = anyOf(FILE_KINDS.map((kind) => kind.words))!;
/** Matches a text that one of {@link SUBJECTS} is about. */
const ANY_SUBJECT = anyOf(SUBJECTS.map((subject) => subject.words))!;

/** The file kinds a question names, in the order it names them ("jpgs into a pdf": JPG, then PDF). */
function kindsIn(text: string): FileKind[] {
  if (!ANY_KIND.test(text)) return [];
  const found: Array<{ kind: FileKind; at: number }> = [];
  for (const kind of FILE_KINDS) {
    const match = kind.words.exec(text);
    if (!match) continue;
    const format = MEDIA_FORMAT.test(match[0]) ? match[0].replace(/s$/, '').toUpperCase() : null;
    found.push({ kind: format ? { ...kind, one: format, many: `${format} files` } : kind, at: match.index });
  }
  // "image" stands for any picture: a named image format ("jpg image") says more. A kind of another
  // sort ("scanned receipts into one pdf") is a second kind, not a better name for the picture.
  const named = found.filter((f) => IMAGE_FORMATS.has(f.kind.id));
  const kept =
    named.length > 0 && found.some((f) => f.kind.id === 'image') ? found.filter((f) => f.kind.id !== 'image') : found;
  return kept.sort((x, y) => x.at - y.at).map((f) => f.kind);
}

/**
 * The operation a question asks for when no row does it, or null (some row does it, or the
 * question names no operation this module knows). `rows` are the catalogue's rows (or summaries).
 */
export function gapFor(question: string, rows: readonly RowWords[]): Gap | null {
  const text = lower(question.slice(0, 500));
  const { texts, names } = wordsOf(rows);
  const has = (pattern: RegExp, where: readonly string[] = texts) => where.some((t) => pattern.test(t));
  const withPartial = (gap: Omit<Gap, 'requestName'>) => withPartialOf(rows, gap);

  if (ANY_SUBJECT.test(text))
    for (const subject of SUBJECTS) {
      if (!subject.words.test(text)) continue;
      // A tool that does such an operation says so in its name ("AES Decrypt", "IBAN Validator"); a
      // keyword only mentions it ("zlib checksum" on Adler-32, "totp secret base32" on Base32).
      if (has(subject.inRow, names)) return null;
      return withPartial({ tool: subject.tool(text), ...(subject.partial ? { partial: subject.partial } : {}) });
    }

  const kinds = kindsIn(text);
  if (kinds.length === 0) return null;
  // Taking a watermark off names the tool that puts one on ("remove the watermark from a pdf" has
  // Watermark PDF's words): only a row that removes one answers it.
  const removing = FILE_ACTIONS.find((candidate) => candidate.id === 'unwatermark' && candidate.words.test(text));
  if (removing) return has(removing.inRow) ? null : withPartial({ tool: toolFor(removing, kinds[0]!) });
  // The question names a catalogue tool outright ("a picture of a colour code from hex into rgb"):
  // the file words are its context, and retrieval finds the tool.
  if (namesSomeRow(rows, text, 2)) return null;
  // "jpg to pdf": two kinds, one into the other, is a conversion whatever the verb.
  if (kinds.length >= 2 && /\b(?:to|into|as|in)\b/.test(text)) {
    const [from, to] = kinds as [FileKind, FileKind];
    // In that direction: "PDF to JPG" does not turn JPGs into a PDF.
    const fromThenTo = (name: string) => {
      const [f, t] = [from.inName.exec(name), to.inName.exec(name)];
      return f !== null && t !== null && f.index < t.index;
    };
    if (names.some(fromThenTo)) return null;
    return withPartial({ tool: a(`${from.one} to ${to.one} converter`) });
  }
  const kind = kinds[0]!;
  // A file kind with nothing to do to it ("what is the mime type of a png") is not a file request.
  const action = FILE_ACTIONS.find((candidate) => candidate.words.test(text));
  if (!action || /\b(?:mime|media type|content[- ]type|extension|file size)\b/.test(text)) return null;
  if (action.id === 'convert') {
    // "heic converter": only a row named for the kind converts it; "make a qr code as png": a row
    // the question names whose keywords give the kind (a QR code saved as a PNG) makes one.
    if (names.some((name) => kind.inName.test(name))) return null;
    if (namesSomeRow(rows, text, 1, (i) => kind.inName.test(texts[i]!))) return null;
    return withPartial({ tool: toolFor(action, kind) });
  }
  // Working on such a file needs a tool for the kind (its name says so) that does this.
  // A format's job is also done by an image tool that names the format among its words ("Compress
  // Image": "compress jpg"), as much as by one with the format in its name.
  if (someRowDoes(rows, kind, action)) return null;
  return withPartial({ tool: toolFor(action, kind) });
}

const doneByRows = new WeakMap<readonly RowWords[], Map<string, boolean>>();
/**
 * Whether a row for the kind of file (its name says so) does the action: fixed by the rows, so
 * worked out once per kind and action rather than on every question ("merge two pdf files" tested
 * every row's name and words: 138 µs of its 811).
 */
function someRowDoes(rows: readonly RowWords[], kind: FileKind, action: FileAction): boolean {
  let done = doneByRows.get(rows);
  if (!done) doneByRows.set(rows, (done = new Map()));
  const key = `${kind.id}>${action.id}`;
  let found = done.get(key);
  if (found === undefined) {
    const { texts, names } = wordsOf(rows);
    const image = IMAGE_FORMATS.has(kind.id) ? FILE_KINDS.find((k) => k.id === 'image') : undefined;
    found = rows.some(
      (_, i) =>
        (kind.inName.test(names[i]!) || (image?.inName.test(names[i]!) && kind.words.test(texts[i]!))) &&
        action.inRow.test(texts[i]!),
    );
    done.set(key, found);
  }
  return found;
}

function toolFor(action: FileAction, kind: FileKind): string {
  return kind.tools?.[action.id] ?? action.tool(kind);
}

/**
 * The /tools search's gap: {@link gapFor}, and a search that is only a kind of file ("pdf", "heic
 * tools") when no row is named for it: a PDF's name in a keyword does not make a PDF tool.
 */
export function searchGapFor(query: string, rows: readonly RowWords[]): Gap | null {
  const gap = gapFor(query, rows);
  if (gap) return gap;
  const text = lower(query.slice(0, 200));
  const kinds = kindsIn(text);
  if (kinds.length !== 1) return null;
  const kind = kinds[0]!;
  const rest = text.replace(kind.words, ' ').replace(/\b(?:tools?|files?|online|free|editor|converter|app)\b/g, ' ');
  if (rest.trim() !== '') return null;
  const { names } = wordsOf(rows);
  if (names.some((name) => kind.inName.test(name))) return null;
  return withPartialOf(rows, { tool: `tools for ${kind.many}` });
}

function withPartialOf(rows: readonly RowWords[], gap: Omit<Gap, 'requestName'>): Gap {
  const partial = gap.partial && rows.some((r) => r.id === gap.partial!.id) ? gap.partial : undefined;
  return { tool: gap.tool, requestName: requestNameOf(gap.tool), ...(partial ? { partial } : {}) };
}

/** Where a tool is asked for (spec §2's /app-request). */
export const TOOL_REQUEST_PATH = '/app-request';

/** /app-request with the form filled in: the missing tool's name, and the question as what it should do. */
export function toolRequestHref(name: string, question: string): { description: string; url: string } {
  const description = question.replace(/\s+/g, ' ').trim().slice(0, 500);
  return { description, url: `${TOOL_REQUEST_PATH}?${new URLSearchParams({ name, description })}` };
}
