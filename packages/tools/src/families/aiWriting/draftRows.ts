/** AI writing, key points, drafts, lists and checks: the rows (data; their prompts are `instruction`). */
import { KEYWORDS, line, SAMPLE, select, SPELLING, STYLE, SUMMARY, TONES, type WritingSpec, area } from './spec';

export const draftRows: WritingSpec[] = [
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
