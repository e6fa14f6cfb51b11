// Visual baselines: every story named AllStates, composed with the project's preview (theme,
// reset, decorators, args, beforeEach, play) exactly as Storybook shows it, rendered in Chromium
// and compared pixel by pixel with the PNG committed in stories/__baselines__/.
//
//   npm run test:visual           compare (also part of `npm test`)
//   npm run test:visual -- -u     rewrite the baselines after an intended visual change
//
// Why a test file over composed stories, not toMatchScreenshot inside each play(): a play
// function also runs in the Storybook UI, where `vitest/browser` does not exist; here the
// screenshot is taken once the story's own play has passed, and one place decides the crop,
// the animation freeze and the font wait for every story.
import { composeStories, type composeStory, setProjectAnnotations } from '@storybook/react-vite';
// Storybook's React renderer imports React DOM's client lazily, on the first mount: imported here,
// it loads with this file instead of inside the first story's test time (ChatWidget's mount took
// 5.6 s of its 15 s that way on a busy machine, the next stories' 0.02-0.5 s).
import 'react-dom/client';
import { afterEach, beforeAll, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import preview from '../.storybook/preview';

type StoriesModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

/**
 * What to crop to, when the story's root is not the right frame: ScrollToTop's story is a
 * 3000 px page that scrolls until the button shows; the baseline is the button.
 */
const TARGETS: Record<string, string> = {
  ScrollToTop: '[data-part="scroll-to-top"]',
};

// Animations and transitions stopped, the caret hidden: a screenshot never catches a frame
// halfway (the spinner's ring, a toast sliding in, the network badge's pulse).
const FREEZE_CSS = `
*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
}`;

setProjectAnnotations(preview);

const modules = import.meta.glob<StoriesModule>('./*.stories.tsx', { eager: true });
const cases = Object.entries(modules)
  .map(([file, module]) => {
    const name = file.replace(/^\.\/(.+)\.stories\.tsx$/, '$1');
    const story = (composeStories(module) as Record<string, ComposedStory | undefined>).AllStates;
    return story ? ([name, story] as const) : null;
  })
  .filter((entry) => entry !== null)
  .sort(([a], [b]) => a.localeCompare(b));

/** vitest.config.ts' viewport for this project. */
const VIEWPORT = { width: 1280, height: 800 };

/** Two frames: layout and paint settle after the last React commit or a resize. */
const nextFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

let root: HTMLElement | null = null;

beforeAll(() => {
  const style = document.createElement('style');
  style.textContent = FREEZE_CSS;
  document.head.append(style);
});

afterEach(async () => {
  root?.remove();
  root = null;
  window.scrollTo(0, 0);
  await page.viewport(VIEWPORT.width, VIEWPORT.height);
});

test('every component with an AllStates story has a baseline', () => {
  expect(cases.map(([name]) => name)).toEqual(
    expect.arrayContaining(['ChatWidget', 'JourneyTracker', 'NetworkStatus', 'StepProgressBar', 'Toast']),
  );
});

test.each(cases)('%s AllStates', async (name, story) => {
  root = document.createElement('div');
  root.dataset.visualRoot = name;
  // flow-root keeps child margins inside the crop; layout containment makes position: fixed
  // parts (NetworkStatus' corners) place themselves inside this box, not in the viewport. (Not a
  // transform: a composited layer is cut off at the viewport's edge in a tall screenshot.)
  root.style.cssText = 'display: flow-root; contain: layout; background: #18181b;';
  document.body.append(root);

  // Renders, runs beforeEach and play (its assertions must pass first).
  await story.run({ canvasElement: root });
  await document.fonts.ready;
  await nextFrames();

  const selector = TARGETS[name];
  const target = selector ? root.querySelector(selector) : root;
  if (!target) throw new Error(`${name}: nothing matches ${selector}`);
  const box = target.getBoundingClientRect();
  // An empty or collapsed crop would make a baseline that proves nothing.
  expect(box.width * box.height, `${name}: the crop is empty`).toBeGreaterThan(1000);
  // The tests run in an iframe the size of the viewport and nothing below its edge is painted:
  // a taller story gets a taller frame, so the baseline is never cut off.
  if (box.height > VIEWPORT.height) {
    await page.viewport(VIEWPORT.width, Math.ceil(box.height));
    await nextFrames();
  }

  // A test id, not page.elementLocator(): that one builds a locator from the element's text.
  target.setAttribute('data-testid', 'visual-target');
  await expect.element(page.getByTestId('visual-target')).toMatchScreenshot(name, {
    screenshotOptions: { animations: 'disabled', caret: 'hide' },
  });
});
