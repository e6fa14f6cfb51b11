/**
 * Perch's design tokens as plain values. The theme contract turns them into prefixed CSS
 * variables (`--perch-color-accent`, …) so a host page without vanilla-extract can still
 * override them; Tokens.mdx renders this object.
 */
export const tokens = {
  color: {
    background: '#18181b',
    surface: '#1f1f23',
    surfaceRaised: '#27272a',
    input: '#27272a',
    border: '#3f3f46',
    borderStrong: '#52525b',
    text: '#fafafa',
    textMuted: '#a1a1aa',
    // Copper on the dark background is 5.1:1; text on a copper fill uses the background colour
    // (6.0:1) because white on copper (3.1:1) fails WCAG AA for body text.
    accent: '#D87A3F',
    accentHover: '#e38d56',
    accentSoft: 'rgba(216, 122, 63, 0.14)',
    onAccent: '#18181b',
    success: '#22c55e',
    danger: '#ef4444',
    dangerSoft: 'rgba(239, 68, 68, 0.14)',
    // Red text on the dark surfaces: #ef4444 is 4.3:1 there, this is 9.6:1 (the auth forms' error colour).
    dangerText: '#fca5a5',
    warning: '#f59e0b',
    neutral: '#52525b',
    focus: '#f3b58a',
  },
  radius: {
    sm: '0.25rem',
    md: '0.375rem',
    lg: '0.75rem',
    full: '9999px',
  },
  space: {
    '0': '0',
    '1': '0.25rem',
    '2': '0.5rem',
    '3': '0.75rem',
    '4': '1rem',
    '5': '1.25rem',
    '6': '1.5rem',
    '8': '2rem',
    '10': '2.5rem',
    '12': '3rem',
    '16': '4rem',
  },
  font: {
    body: "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    '2xl': '1.75rem',
    '3xl': '2.25rem',
    '4xl': '3rem',
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 6px 20px rgba(0, 0, 0, 0.35)',
    lg: '0 16px 40px rgba(0, 0, 0, 0.45)',
  },
  layout: {
    maxWidth: '72rem',
    navHeight: '4rem',
  },
  zIndex: {
    nav: '40',
    floating: '50',
    overlay: '60',
    toast: '70',
  },
} as const;

export type Tokens = typeof tokens;
