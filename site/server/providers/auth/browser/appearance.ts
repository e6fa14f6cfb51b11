import { tokens } from '@perch/ui/tokens';

/**
 * Clerk's prebuilt dark theme (`dark` from @clerk/ui/themes 1.x), as a plain object: @clerk/ui
 * is only a dev dependency (the browser gets Clerk's UI from Clerk's host), so the site's build
 * does not import it. The shape is what createTheme() returns.
 */
const dark = {
  __type: 'prebuilt_appearance',
  name: 'dark',
  variables: {
    colorBackground: '#212126',
    colorNeutral: 'white',
    colorPrimary: '#ffffff',
    colorPrimaryForeground: 'black',
    colorForeground: 'white',
    colorInputForeground: 'white',
    colorInput: '#26262B',
  },
  elements: {
    activeDeviceIcon: {
      '--cl-chassis-bottom': '#d2d2d2',
      '--cl-chassis-back': '#e6e6e6',
      '--cl-chassis-screen': '#e6e6e6',
      '--cl-screen': '#111111',
    },
  },
} as const;

/**
 * Clerk's prebuilt components in Perch's dark theme: Clerk's own dark theme, with the site's
 * tokens for the accent, surfaces, text, radius and font so the card reads as part of the page.
 */
export const clerkAppearance = {
  theme: dark,
  variables: {
    colorPrimary: tokens.color.accent,
    colorPrimaryForeground: tokens.color.onAccent,
    colorBackground: tokens.color.surface,
    colorInput: tokens.color.input,
    colorInputForeground: tokens.color.text,
    colorForeground: tokens.color.text,
    colorMutedForeground: tokens.color.textMuted,
    colorDanger: tokens.color.danger,
    colorSuccess: tokens.color.success,
    colorWarning: tokens.color.warning,
    borderRadius: tokens.radius.md,
    fontFamily: tokens.font.body,
  },
};
