/** AI writing, rewriting, correcting, translating and replying: the rows (data; their prompts are `instruction`). */
import { KEYWORDS, line, SAMPLE, select, SPELLING, STYLE, SUMMARY, TONES, type WritingSpec } from './spec';

export const rewriteRows: WritingSpec[] = [
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
];
