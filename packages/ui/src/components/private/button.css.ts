import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { buttonBase, buttonBlock, buttonSize, buttonTone } from './buttonLook.css';

export const buttonSizes = ['sm', 'md', 'lg'] as const;
export const buttonTones = ['primary', 'secondary', 'ghost'] as const;

/** One button look for buttons and button-like links across the package (see ./buttonLook.css.ts). */
export const button = recipe({
  base: buttonBase,
  variants: {
    tone: buttonTone,
    size: buttonSize,
    block: { true: buttonBlock },
  },
  defaultVariants: { tone: 'primary', size: 'md' },
});

export type ButtonVariants = RecipeVariants<typeof button>;
