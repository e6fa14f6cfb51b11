/**
 * The catalogue's categories. Onboarding offers them as interests (which seed Parooty's
 * suggestions); the catalogue files every tool under one of them.
 */
export const TOOL_CATEGORIES = [
  { id: 'productivity', label: 'Productivity', blurb: 'Timers, planners, to-dos and focus aids' },
  { id: 'writing', label: 'Writing', blurb: 'Word counts, case changes, text clean-up' },
  { id: 'ai', label: 'AI', blurb: 'Prompts, summaries and smart helpers' },
  { id: 'developer', label: 'Developer', blurb: 'JSON, encoders, regex, hashes' },
  { id: 'design', label: 'Design', blurb: 'Colours, contrast, units and images' },
  { id: 'finance', label: 'Finance', blurb: 'Loans, budgets, currency and tax maths' },
  { id: 'data', label: 'Data', blurb: 'CSV, conversions and quick statistics' },
  { id: 'marketing', label: 'Marketing', blurb: 'Headlines, UTM links and SEO checks' },
  { id: 'units', label: 'Units & conversions', blurb: 'Length, weight, temperature, cooking and more' },
  { id: 'maths', label: 'Maths', blurb: 'Percentages, fractions, equations and statistics' },
  { id: 'time', label: 'Date & time', blurb: 'Time zones, date differences and timestamps' },
  { id: 'health', label: 'Health & fitness', blurb: 'BMI, calories, pace and heart rate' },
  { id: 'pdf', label: 'PDF', blurb: 'Merge, split, rotate and stamp PDFs, on your device' },
  { id: 'images', label: 'Images', blurb: 'Convert, compress, resize and clean photos, on your device' },
] as const;

export type ToolCategoryId = (typeof TOOL_CATEGORIES)[number]['id'];

export const TOOL_CATEGORY_IDS = TOOL_CATEGORIES.map((c) => c.id) as unknown as readonly [
  ToolCategoryId,
  ...ToolCategoryId[],
];
