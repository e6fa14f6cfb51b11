import { useState } from 'react';
import { button, toast } from '@perch/ui';
import { fileStem, saveBlob, svgToPng } from './imageFile';

export const IMAGE_ACTIONS_TEXT = {
  png: 'Download PNG',
  svg: 'Download SVG',
  copy: 'Copy image',
  copied: 'Image copied',
  failedTitle: 'Could not copy the image',
  failedCopy: 'Your browser did not allow it. Download the PNG instead.',
  failedPng: 'The PNG could not be made in this browser. Download the SVG instead.',
} as const;

/**
 * A generated image's own actions, beside the result's Copy: the SVG as it is, a PNG drawn from it
 * in the page (nothing is uploaded), and the PNG copied to the clipboard.
 */
export function ImageActions({ svg, name }: { svg: string; name: string }) {
  const [copied, setCopied] = useState(false);
  const stem = fileStem(name);
  const png = async () => {
    try {
      saveBlob(await svgToPng(svg), `${stem}.png`);
    } catch {
      toast({ title: IMAGE_ACTIONS_TEXT.png, description: IMAGE_ACTIONS_TEXT.failedPng, variant: 'destructive' });
    }
  };
  const copy = async () => {
    try {
      // The clipboard is asked while the click's activation lasts; the PNG follows as a promise.
      await navigator.clipboard.write([new ClipboardItem({ 'image/png': svgToPng(svg) })]);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      toast({
        title: IMAGE_ACTIONS_TEXT.failedTitle,
        description: IMAGE_ACTIONS_TEXT.failedCopy,
        variant: 'destructive',
      });
    }
  };
  return (
    <>
      <button type="button" className={button({ tone: 'secondary', size: 'sm' })} onClick={png}>
        {IMAGE_ACTIONS_TEXT.png}
      </button>
      <button
        type="button"
        className={button({ tone: 'secondary', size: 'sm' })}
        onClick={() => saveBlob(new Blob([svg], { type: 'image/svg+xml' }), `${stem}.svg`)}
      >
        {IMAGE_ACTIONS_TEXT.svg}
      </button>
      {/* Always shown (the server's render and the browser's agree); a browser without image copy says so. */}
      <button type="button" className={button({ tone: 'secondary', size: 'sm' })} onClick={copy}>
        {copied ? IMAGE_ACTIONS_TEXT.copied : IMAGE_ACTIONS_TEXT.copy}
      </button>
    </>
  );
}
