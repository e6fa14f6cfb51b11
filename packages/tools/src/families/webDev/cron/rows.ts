/** webDev, cron expressions: the rows (data). Their code is run.ts beside them. */
import { type Spec, topicRows, line } from '../spec';

export const rows = [
  {
    id: 'cron-expression-explainer',
    ask: { for: { cron: 1 } },
    name: 'Cron Expression Explainer',
    description: 'Read a cron schedule such as */15 9-17 * * 1-5 in plain English.',
    keywords: ['cron explainer', 'crontab explained', 'cron to english', 'cron expression parser', 'crontab guru'],
    fields: [
      line('Cron expression', '*/15 9-17 * * 1-5'),
      {
        name: 'clock',
        label: 'Times as',
        type: 'select',
        default: '12',
        options: [
          { value: '12', label: '12-hour (09:00 AM)' },
          { value: '24', label: '24-hour (09:00)' },
        ],
      },
    ],
    examples: [
      { input: { input: '*/5 * * * *' }, output: 'Every 5 minutes' },
      { input: { input: '0 9 * * 1-5' }, output: 'At 09:00 AM, Monday through Friday' },
      { input: { input: '30 18 1 * *', clock: '24' }, output: 'At 18:30, on day 1 of the month' },
    ],
  },
] as const satisfies readonly Spec[];

export const topic = topicRows(60, rows);
