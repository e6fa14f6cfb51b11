import { dark } from '@clerk/ui/themes';
import { expect, it } from 'vitest';
import { clerkAppearance } from './appearance';

it("inlines Clerk's dark theme exactly as the installed @clerk/ui ships it", () => {
  expect(clerkAppearance.theme).toEqual(dark);
});
