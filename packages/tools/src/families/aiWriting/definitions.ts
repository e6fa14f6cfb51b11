/**
 * AI writing: rewrite, correct, translate, summarise and draft, on the server through the
 * assistant provider (site/server/providers/assistant), streamed into the page. Each tool is a row
 * whose prompt is data: `params.instruction` with `{field}` placeholders filled from the person's
 * choices (prompts.ts), and `params.diff` when the answer is the person's own text changed (the
 * page then shows what changed, with jsdiff). Which tools are Pro is here too (`pro`).
 */
import type { Ask, Field, FamilyDefinition, ToolExample, ToolRow } from '../../types';
import { MAIN_FIELD } from './prompts';

interface WritingSpec {
  id: string;
  name: string;
  description: string;
  keywords: readonly string[];
  instruction: string;
  /** The answer is the person's text changed: show a diff against it. */
  diff?: boolean;
  /** The main text's label (default "Your text"). */
  textLabel?: string;
  /** Fields after the main text. */
  more?: readonly Field[];
  pro?: boolean;
  example: { input: Record<string, string>; output: string };
  /** How Parooty recognises a request for it (types.ts: Ask). */
  ask?: Ask;
  /**
   * Tools that do part of the job with no AI service (in the page, offline too), best first,
   * each with the part it does: offered on the tool's page and by Parooty when the server has none.
   */
  offline?: readonly OfflineMethod[];
}

/** A tool that does part of an AI writing tool's job without the AI service. */
export interface OfflineMethod {
  id: string;
  /** Its catalogue name (a test checks it against the row). */
  name: string;
  /** What part of the job it does, as a clause after its name ("marks misspelt words"). */
  part: string;
}

const SPELLING: OfflineMethod = {
  id: 'spelling-checker',
  name: 'Spelling Checker',
  part: 'marks misspelt words and fixes them with one click',
};
const STYLE: OfflineMethod = {
  id: 'style-checker',
  name: 'Style Checker',
  part: 'marks passive voice, repeated words, hard sentences and wordy phrases',
};
const SUMMARY: OfflineMethod = {
  id: 'text-summarizer',
  name: 'Text Summarizer',
  part: 'picks the text’s most telling sentences',
};
const KEYWORDS: OfflineMethod = {
  id: 'keyword-extractor',
  name: 'Keyword Extractor',
  part: 'lists the text’s key words and phrases',
};

const select = (
  name: string,
  label: string,
  options: readonly (readonly [string, string])[],
  first?: string,
): Field => ({
  name,
  label,
  type: 'select',
  default: first ?? options[0]![0],
  options: options.map(([value, label]) => ({ value, label })),
});
const line = (name: string, label: string, placeholder: string): Field => ({ name, label, type: 'text', placeholder });
const area = (name: string, label: string, placeholder: string): Field => ({
  name,
  label,
  type: 'textarea',
  placeholder,
});

const SAMPLE =
  'Our team have finished the first version of the app. We was hoping to ship it on Friday but testing found two bugs in the login, so we will ship next Tuesday instead.';

const TONES = [
  ['formal', 'Formal'],
  ['friendly', 'Friendly'],
  ['confident', 'Confident'],
  ['concise', 'Concise'],
] as const;

const tools: WritingSpec[] = [
  {
    id: 'ai-summariser',
    ask: { for: { summary: 1 } },
    offline: [SUMMARY, KEYWORDS],
    name: 'AI Summariser',
    description: 'Summarise a text as one line, a paragraph or bullet points.',
    keywords: ['summarize', 'summary', 'tldr', 'summarise article', 'ai summary'],
    instruction: 'Summarise the text below as {length}.',
    more: [
      select('length', 'Length', [
        ['line', 'One line'],
        ['paragraph', 'A paragraph'],
        ['bullets', 'Bullet points'],
      ]),
    ],
    example: { input: { text: SAMPLE, length: 'bullets' }, output: 'Summarise the text below as bullet points.' },
  },
  {
    id: 'tone-rewriter',
    ask: { for: { tone: 1 } },
    offline: [STYLE],
    name: 'Tone Rewriter',
    description: 'Rewrite your text in a formal, friendly, confident or concise tone.',
    keywords: ['change tone', 'rewrite', 'make it formal', 'make it friendly', 'wordtune', 'rephrase tone'],
    instruction: 'Rewrite the text below in a {tone} tone, keeping its meaning.',
    diff: true,
    more: [select('tone', 'Tone', TONES)],
    example: {
      input: { text: SAMPLE, tone: 'friendly' },
      output: 'Rewrite the text below in a friendly tone, keeping its meaning.',
    },
  },
  {
    id: 'grammar-fixer',
    ask: { for: { spelling: 2, grammar: 1 } },
    offline: [SPELLING, STYLE],
    name: 'Grammar and Spelling Fixer',
    description: 'Fix grammar, spelling and punctuation in your text and see what changed.',
    keywords: ['grammar checker', 'spell check', 'proofread', 'grammarly', 'correct my english', 'fix typos'],
    instruction:
      'Correct the grammar, spelling and punctuation of the text below. Change nothing else: keep its words, tone and layout wherever they are already right.',
    diff: true,
    example: {
      input: { text: SAMPLE },
      output:
        'Correct the grammar, spelling and punctuation of the text below. Change nothing else: keep its words, tone and layout wherever they are already right.',
    },
  },
  {
    id: 'paraphraser',
    ask: { for: { paraphrase: 1 } },
    name: 'Paraphraser',
    description: 'Paraphrase a text in new words with the same meaning.',
    keywords: ['paraphrase', 'quillbot', 'reword', 'rephrase', 'say it differently'],
    instruction: 'Paraphrase the text below: the same meaning in different words, about the same length.',
    diff: true,
    example: {
      input: { text: SAMPLE },
      output: 'Paraphrase the text below: the same meaning in different words, about the same length.',
    },
  },
  {
    id: 'text-shortener',
    offline: [STYLE, SUMMARY],
    name: 'Make It Shorter',
    description: 'Shorten a text to about half its length without losing what matters.',
    keywords: ['shorten text', 'make shorter', 'condense', 'cut words', 'tighten writing'],
    instruction: 'Shorten the text below to about half its length, keeping every fact that matters.',
    diff: true,
    example: {
      input: { text: SAMPLE },
      output: 'Shorten the text below to about half its length, keeping every fact that matters.',
    },
  },
  {
    id: 'text-expander',
    name: 'Make It Longer',
    description: 'Expand a short text with detail and examples, adding no new facts.',
    keywords: ['expand text', 'make longer', 'lengthen', 'elaborate', 'add detail'],
    instruction:
      'Expand the text below to about twice its length with clearer explanation; add no facts, names or figures it does not give.',
    diff: true,
    example: {
      input: { text: SAMPLE },
      output:
        'Expand the text below to about twice its length with clearer explanation; add no facts, names or figures it does not give.',
    },
  },
  {
    id: 'ai-translator',
    ask: { for: { translate: 1 } },
    name: 'AI Language Translator',
    description: 'Translate a text into the language you name, keeping its tone.',
    keywords: ['translate', 'translation', 'language translator', 'to spanish', 'to french', 'to german', 'deepl'],
    instruction: 'Translate the text below into {language}, keeping its tone and layout.',
    more: [line('language', 'Into (language)', 'Spanish')],
    example: {
      input: { text: 'Hello, see you tomorrow at ten.', language: 'Spanish' },
      output: 'Translate the text below into Spanish, keeping its tone and layout.',
    },
  },
  {
    id: 'email-reply-writer',
    name: 'Email Reply Writer',
    description: 'Draft a reply to an e-mail that says what you intend, in a tone you choose.',
    keywords: ['reply to email', 'email response', 'answer email', 'write reply', 'email writer'],
    textLabel: 'The e-mail you received',
    instruction: 'Write a reply to the e-mail below in a {tone} tone. What the reply must say: {intent}.',
    more: [line('intent', 'What you want to say', 'Yes, Tuesday works'), select('tone', 'Tone', TONES, 'friendly')],
    example: {
      input: { text: 'Hi, could we move our call to Tuesday? Thanks, Ana', intent: 'Yes, Tuesday at 3 pm works' },
      output:
        'Write a reply to the e-mail below in a friendly tone. What the reply must say: Yes, Tuesday at 3 pm works.',
    },
  },
  {
    id: 'meeting-notes-to-actions',
    name: 'Meeting Notes to Actions',
    description: 'Turn meeting notes into the decisions made and the action items, with owners and dates.',
    keywords: ['meeting notes', 'action items', 'meeting minutes', 'decisions', 'todo from notes'],
    textLabel: 'Meeting notes',
    instruction:
      'From the meeting notes below, list the decisions made, then the action items, each with its owner and date when the notes give them. Under two headings: Decisions, Action items.',
    example: {
      input: { text: 'Ana: ship Tuesday. Ben to fix login bugs by Monday. Agreed to skip the Friday demo.' },
      output:
        'From the meeting notes below, list the decisions made, then the action items, each with its owner and date when the notes give them. Under two headings: Decisions, Action items.',
    },
  },
  {
    id: 'bullets-to-prose',
    name: 'Bullet Points to Prose',
    description: 'Turn bullet points into flowing paragraphs.',
    keywords: ['bullets to paragraph', 'list to text', 'notes to prose', 'write paragraph from bullets'],
    textLabel: 'Bullet points',
    instruction: 'Turn the bullet points below into well-written prose paragraphs, keeping every point.',
    example: {
      input: { text: '- shipped v1\n- two login bugs\n- new date Tuesday' },
      output: 'Turn the bullet points below into well-written prose paragraphs, keeping every point.',
    },
  },
  {
    id: 'prose-to-bullets',
    offline: [SUMMARY],
    name: 'Prose to Bullet Points',
    description: 'Turn paragraphs into short, scannable bullet points.',
    keywords: ['paragraph to bullets', 'text to list', 'bullet points', 'make a list'],
    instruction: 'Turn the text below into short bullet points, one idea each, keeping every fact.',
    example: {
      input: { text: SAMPLE },
      output: 'Turn the text below into short bullet points, one idea each, keeping every fact.',
    },
  },
  {
    id: 'headline-ideas',
    offline: [KEYWORDS],
    name: 'Headline Ideas',
    description: 'Suggest ten headlines or titles for an article or post.',
    keywords: ['headline generator', 'title ideas', 'blog title', 'catchy title'],
    textLabel: 'The article or its topic',
    instruction: 'Suggest ten headlines for the text below, one a line, each under 70 characters, in a {tone} tone.',
    more: [select('tone', 'Tone', TONES, 'confident')],
    example: {
      input: { text: 'How we cut our cloud bill by 40%' },
      output: 'Suggest ten headlines for the text below, one a line, each under 70 characters, in a confident tone.',
    },
  },
  {
    id: 'seo-meta-description',
    offline: [KEYWORDS, SUMMARY],
    name: 'SEO Meta Description Writer',
    description: 'Write an SEO meta description of at most 155 characters for a page.',
    keywords: ['meta description', 'seo description', 'search snippet', 'serp description'],
    textLabel: 'The page’s text',
    instruction:
      'Write one meta description for the page below: at most 155 characters, plain text, that makes a searcher want to click.',
    example: {
      input: { text: 'Perch: 1000+ productivity tools and an AI assistant, free to start.' },
      output:
        'Write one meta description for the page below: at most 155 characters, plain text, that makes a searcher want to click.',
    },
  },
  {
    id: 'explain-simply',
    offline: [STYLE],
    name: 'Explain It Simply',
    description: 'Explain a difficult text in plain words a twelve-year-old would follow.',
    keywords: ['explain like im five', 'eli5', 'simplify', 'plain english', 'make it simple'],
    instruction: 'Explain the text below in plain, short sentences that a twelve-year-old would follow.',
    example: {
      input: { text: 'Compound interest is interest calculated on the principal and the accumulated interest.' },
      output: 'Explain the text below in plain, short sentences that a twelve-year-old would follow.',
    },
  },
  {
    id: 'key-points',
    offline: [SUMMARY, KEYWORDS],
    name: 'Key Points Finder',
    description: 'Pick out the key points of a text, most important first.',
    keywords: ['key points', 'main ideas', 'takeaways', 'highlights', 'key takeaways'],
    instruction: 'List the {count} most important points of the text below, most important first, one a line.',
    more: [
      select('count', 'How many', [
        ['3', 'Three'],
        ['5', 'Five'],
        ['7', 'Seven'],
      ]),
    ],
    example: {
      input: { text: SAMPLE, count: '5' },
      output: 'List the five most important points of the text below, most important first, one a line.',
    },
  },
  {
    id: 'cover-letter-writer',
    name: 'Cover Letter Writer',
    description: 'Draft a cover letter from a job advert and your CV.',
    keywords: ['cover letter', 'job application letter', 'motivation letter', 'apply for job'],
    textLabel: 'The job advert',
    instruction:
      'Write a cover letter of under 350 words for the job advert below, drawing only on the CV given: no experience it does not mention.',
    more: [area('cv', 'Your CV', 'Paste your CV or its main points')],
    pro: true,
    example: {
      input: {
        text: 'Junior data analyst, SQL and Excel, London.',
        cv: 'BSc Maths 2025. Internship: SQL reports at a retailer.',
      },
      output:
        'Write a cover letter of under 350 words for the job advert below, drawing only on the CV given: no experience it does not mention.',
    },
  },
  {
    id: 'resume-bullet-improver',
    ask: { for: { resume: 1 } },
    offline: [SPELLING, STYLE],
    name: 'Résumé Bullet Improver',
    description: 'Improve your résumé bullets with strong verbs and results.',
    keywords: ['resume', 'cv bullet', 'improve my resume', 'resume better', 'achievement bullets', 'cv writer'],
    textLabel: 'Your résumé bullets',
    instruction:
      'Rewrite each résumé bullet below to start with a strong verb and show the result; keep every figure and invent none. One bullet a line.',
    diff: true,
    pro: true,
    example: {
      input: { text: '- was responsible for the weekly sales report\n- helped customers with problems' },
      output:
        'Rewrite each résumé bullet below to start with a strong verb and show the result; keep every figure and invent none. One bullet a line.',
    },
  },
  {
    id: 'social-post-writer',
    name: 'Social Post Writer',
    description: 'Write a social media post from an article, sized for the network you choose.',
    keywords: ['social media post', 'linkedin post', 'tweet', 'x post', 'instagram caption'],
    textLabel: 'The article',
    instruction: 'Write one post for {network} about the article below.',
    more: [
      select('network', 'Network', [
        ['x', 'X (at most 280 characters)'],
        ['linkedin', 'LinkedIn (up to 1,300 characters)'],
        ['instagram', 'Instagram (a caption with up to 5 hashtags)'],
      ]),
    ],
    example: {
      input: { text: 'How we cut our cloud bill by 40%', network: 'linkedin' },
      output: 'Write one post for LinkedIn (up to 1,300 characters) about the article below.',
    },
  },
  {
    id: 'product-description-writer',
    name: 'Product Description Writer',
    description: 'Write a product description from its features.',
    keywords: ['product description', 'ecommerce copy', 'shop listing', 'amazon listing', 'copywriting'],
    textLabel: 'The product and its features',
    instruction:
      'Write a product description of about 100 words in a {tone} tone from the features below; claim nothing they do not state.',
    more: [select('tone', 'Tone', TONES, 'friendly')],
    pro: true,
    example: {
      input: { text: 'Steel water bottle, 750 ml, keeps cold 24 h' },
      output:
        'Write a product description of about 100 words in a friendly tone from the features below; claim nothing they do not state.',
    },
  },
  {
    id: 'outline-generator',
    name: 'Outline Generator',
    description: 'Draft an outline for an article, talk or essay from its topic.',
    keywords: ['outline', 'essay outline', 'article structure', 'blog outline', 'plan an essay'],
    textLabel: 'The topic',
    instruction: 'Write an outline for {form} on the topic below: headings with two or three points under each.',
    more: [
      select('form', 'For', [
        ['article', 'An article'],
        ['talk', 'A talk'],
        ['essay', 'An essay'],
      ]),
    ],
    example: {
      input: { text: 'Why small teams ship faster', form: 'talk' },
      output: 'Write an outline for a talk on the topic below: headings with two or three points under each.',
    },
  },
  {
    id: 'interview-questions',
    name: 'Interview Questions',
    description: 'Draft questions for an interview from a role or a topic.',
    keywords: ['interview questions', 'job interview', 'questions to ask', 'hiring questions'],
    textLabel: 'The role or topic',
    instruction: 'Write ten interview questions for {side} about the role or topic below, from easy to hard.',
    more: [
      select('side', 'For', [
        ['interviewer', 'The interviewer to ask'],
        ['candidate', 'The candidate to prepare'],
      ]),
    ],
    example: {
      input: { text: 'Junior data analyst', side: 'candidate' },
      output:
        'Write ten interview questions for the candidate to prepare about the role or topic below, from easy to hard.',
    },
  },
  {
    id: 'polite-no',
    name: 'Polite No Writer',
    description: 'Write a polite, clear "no" to a request.',
    keywords: ['say no politely', 'decline', 'refuse request', 'turn down', 'rejection email'],
    textLabel: 'The request',
    instruction:
      'Write a short, polite and clear refusal of the request below in a {tone} tone. Reason to give: {reason}.',
    more: [line('reason', 'Your reason', 'No time this month'), select('tone', 'Tone', TONES, 'friendly')],
    example: {
      input: { text: 'Could you speak at our meetup next week?', reason: 'Fully booked this month' },
      output:
        'Write a short, polite and clear refusal of the request below in a friendly tone. Reason to give: Fully booked this month.',
    },
  },
  {
    id: 'tone-detector',
    name: 'Tone Detector',
    description: 'Detect the tone of a text and give the reasons, quoting its words.',
    keywords: ['tone checker', 'tone analyzer', 'how does this sound', 'sentiment', 'tone of email'],
    instruction:
      'Name the tone of the text below in two or three words, then give the reasons, quoting the words that set it.',
    example: {
      input: { text: 'As I said already, please send it today.' },
      output:
        'Name the tone of the text below in two or three words, then give the reasons, quoting the words that set it.',
    },
  },
  {
    id: 'email-subject-lines',
    name: 'Email Subject Line Ideas',
    description: 'Suggest subject lines for an e-mail from its body.',
    keywords: ['subject line', 'email subject', 'newsletter subject'],
    textLabel: 'The e-mail',
    instruction: 'Suggest eight subject lines for the e-mail below, one a line, each under 60 characters.',
    example: {
      input: { text: SAMPLE },
      output: 'Suggest eight subject lines for the e-mail below, one a line, each under 60 characters.',
    },
  },
  {
    id: 'readability-simplifier',
    ask: { for: { style: 2 } },
    offline: [STYLE],
    name: 'Plain Language Rewriter',
    description: 'Rewrite a text in plain language with shorter sentences and simpler words.',
    keywords: ['plain language', 'simplify text', 'readability', 'simpler words', 'easy read'],
    instruction: 'Rewrite the text below in plain language: shorter sentences, simpler words, the same meaning.',
    diff: true,
    example: {
      input: { text: 'We endeavour to facilitate the utilisation of the application.' },
      output: 'Rewrite the text below in plain language: shorter sentences, simpler words, the same meaning.',
    },
  },
];

const row = (spec: WritingSpec): ToolRow => ({
  id: spec.id,
  name: spec.name,
  description: spec.description,
  category: 'ai',
  keywords: [...spec.keywords, 'ai writing'],
  family: 'aiWriting',
  kind: 'stream',
  params: { instruction: spec.instruction, ...(spec.diff ? { diff: 'true' } : {}) },
  fields: [area(MAIN_FIELD, spec.textLabel ?? 'Your text', 'Paste or type the text'), ...(spec.more ?? [])],
  pro: spec.pro ?? false,
  examples: [spec.example satisfies ToolExample],
  ...(spec.ask ? { ask: spec.ask } : {}),
});

const OFFLINE = new Map(tools.map((t) => [t.id, t.offline ?? []]));

/** The tools that do part of an AI writing tool's job without the AI service ([] for none, or another tool). */
export const offlineMethods = (toolId: string): readonly OfflineMethod[] => OFFLINE.get(toolId) ?? [];

export const aiWriting: FamilyDefinition = {
  id: 'aiWriting',
  summary:
    'AI writing: rewrite, correct, translate, summarise and draft through the server’s assistant provider (OpenAI-compatible), streamed, with a diff (jsdiff) where the text is changed.',
  tools: tools.map(row),
};
