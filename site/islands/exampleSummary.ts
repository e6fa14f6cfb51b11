import { createElement } from 'react';
import { ExampleSummary, FirstMoney } from '@perch/tools/workspace';
import { currencyForLocale } from '@perch/tools';
import { rendersWithReact } from './rendersWithReact';

/**
 * A catalogue example as the tool page shows it, drawn on the server only (a locked Pro tool's
 * page): no script. Its sums of money are written in the request's language (`moneyLocale`).
 */
export const ExampleSummaryStatic = rendersWithReact(
  ({ moneyLocale, ...props }: Parameters<typeof ExampleSummary>[0] & { moneyLocale: string }) =>
    createElement(
      FirstMoney.Provider,
      { value: { locale: moneyLocale, currency: currencyForLocale(moneyLocale) } },
      createElement(ExampleSummary, props),
    ),
);
