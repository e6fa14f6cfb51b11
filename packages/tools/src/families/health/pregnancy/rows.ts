/** health, pregnancy: due dates, pregnancy weeks and ovulation: the rows (data). Their code is run.ts beside them. */
import { type CalcSpec, calcTopic } from '../../calcKit';
import { cycle, date } from '../fields';

export const rows = [
  {
    id: 'due-date-calculator',
    name: 'Pregnancy Due Date Calculator',
    description: "Estimate a baby's due date from the first day of the last period by Naegele's rule (+280 days).",
    keywords: ['due date calculator', 'naegele rule', 'edd calculator', 'when is my baby due', 'estimated due date'],
    op: 'due-date',
    fields: [date('lmp', 'First day of your last period', '2025-01-15'), cycle],
    examples: [
      { input: { lmp: '2025-01-15', cycle: '28' }, output: 'Due date: 2025-10-22 (Wednesday)' },
      { input: { lmp: '2024-12-01', cycle: '32' }, output: 'Due date: 2025-09-11 (Thursday)' },
    ],
  },
  {
    id: 'pregnancy-week-calculator',
    name: 'How Many Weeks Pregnant Am I',
    description: 'Count how far along a pregnancy is today, in weeks and days from the last period.',
    keywords: [
      'pregnancy week calculator',
      'weeks pregnant',
      'gestational age calculator',
      'how far along am i',
      'pregnancy calendar',
    ],
    op: 'pregnancy-week',
    fields: [date('lmp', 'First day of your last period', '2024-11-01')],
    examples: [{ input: { lmp: '2024-11-01' }, output: '10 weeks 5 days pregnant' }],
  },
  {
    id: 'ovulation-calculator',
    name: 'Ovulation Calculator',
    description: 'Estimate ovulation (14 days before the next period) and the six-day fertile window.',
    keywords: [
      'fertile window calculator',
      'ovulation date',
      'when do i ovulate',
      'fertility calculator',
      'ovulation calendar',
    ],
    op: 'ovulation',
    fields: [date('lmp', 'First day of your last period', '2025-01-01'), cycle],
    examples: [{ input: { lmp: '2025-01-01', cycle: '28' }, output: 'Estimated ovulation: 2025-01-15 (Wednesday)' }],
  },
] as const satisfies readonly CalcSpec[];

export const topic = calcTopic(50, rows);
