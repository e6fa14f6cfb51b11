/**
 * A generated image (an engine's `svg`, e.g. a QR code) as files a person can keep: the SVG itself,
 * and a PNG drawn from it at a size that keeps every module crisp. Pure helpers here; the buttons
 * are in ImageActions.tsx.
 */

/** The PNG is at least this many pixels wide: big enough to print, small enough to send. */
export const PNG_MIN_SIZE = 1024;

/** "QR Code Generator" → "qr-code-generator": a file name from a tool's name. */
export function fileStem(name: string): string {
  const stem = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return stem || 'image';
}

/** The SVG's own width and height, from its viewBox (or width/height), or null when it has none. */
export function svgSize(svg: string): { width: number; height: number } | null {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0];
  if (!root) return null;
  const box = /\bviewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*["']/i.exec(root);
  if (box) return { width: Number(box[1]), height: Number(box[2]) };
  const w = /\bwidth\s*=\s*["']([\d.]+)(?:px)?["']/i.exec(root);
  const h = /\bheight\s*=\s*["']([\d.]+)(?:px)?["']/i.exec(root);
  return w && h ? { width: Number(w[1]), height: Number(h[1]) } : null;
}

/**
 * The PNG's pixel size: a whole number of pixels per SVG unit (so a QR module is never split across
 * pixels and blurred), the smallest such that the width reaches {@link PNG_MIN_SIZE}.
 */
export function pngSize(svg: string): { width: number; height: number; scale: number } {
  const size = svgSize(svg);
  if (!size || !(size.width > 0) || !(size.height > 0)) return { width: PNG_MIN_SIZE, height: PNG_MIN_SIZE, scale: 1 };
  const scale = Math.max(1, Math.ceil(PNG_MIN_SIZE / size.width));
  return { width: Math.round(size.width * scale), height: Math.round(size.height * scale), scale };
}

/** The SVG with its root's width and height set (an SVG with only a viewBox has no size of its own as an image). */
export function sizedSvg(svg: string, width: number, height: number): string {
  return svg.replace(/<svg\b([^>]*)>/i, (_root, attributes: string) => {
    const rest = attributes.replace(/\s(?:width|height)\s*=\s*(?:"[^"]*"|'[^']*')/gi, '');
    return `<svg width="${width}" height="${height}"${rest}>`;
  });
}

/** Draws the SVG on a canvas and encodes it as PNG (browser only). */
export async function svgToPng(svg: string): Promise<Blob> {
  const { width, height } = pngSize(svg);
  const url = URL.createObjectURL(new Blob([sizedSvg(svg, width, height)], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.decoding = 'async';
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot draw images.');
    context.imageSmoothingEnabled = false;
    context.drawImage(image, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The PNG could not be made.'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Saves a blob under a file name, through a temporary link (works offline: nothing is fetched). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later: a browser may still be reading the URL when the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
