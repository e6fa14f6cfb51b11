import type { Preview } from '@storybook/react-vite';
import { themes } from 'storybook/theming';
// The global styles: the theme (CSS variables on :root) and the reset.
import '../packages/ui/src/styles.css';

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    backgrounds: {
      options: { dark: { name: 'Perch dark', value: '#18181b' }, surface: { name: 'Surface', value: '#1f1f23' } },
    },
    controls: { matchers: { color: /(background|color)$/i } },
    // Accessibility violations fail the story's test, in Storybook and in `npm test`.
    a11y: { test: 'error' },
    docs: { codePanel: true, theme: themes.dark },
  },
  initialGlobals: { backgrounds: { value: 'dark' } },
};

export default preview;
