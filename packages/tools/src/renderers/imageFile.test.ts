import { describe, expect, it } from 'vitest';
import { qrSvg } from '../families/generators/shared';
import { fileStem, PNG_MIN_SIZE, pngSize, sizedSvg, svgSize } from './imageFile';

describe('fileStem', () => {
  it('makes a file name from a tool name', () => {
    expect(fileStem('QR Code Generator')).toBe('qr-code-generator');
    expect(fileStem('Wi-Fi QR Code Generator')).toBe('wi-fi-qr-code-generator');
    expect(fileStem('Café «menu» / 2026')).toBe('cafe-menu-2026');
    expect(fileStem('!!!')).toBe('image');
    expect(fileStem('a'.repeat(80)).length).toBe(60);
  });
});

describe('PNG size of a generated QR code', () => {
  it('reads the SVG size from its viewBox, or from width and height', () => {
    expect(svgSize('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"></svg>')).toEqual({
      width: 29,
      height: 29,
    });
    expect(svgSize('<svg width="120px" height="80"></svg>')).toEqual({ width: 120, height: 80 });
    expect(svgSize('<svg></svg>')).toBeNull();
    expect(svgSize('not an svg')).toBeNull();
  });

  it('scales by a whole number of pixels per module, to at least 1024 px', () => {
    // "https://perch.app" at level M is a version 2 code: 25 modules and a 4-module quiet zone a side.
    const { svg, size } = qrSvg('https://perch.app', 'M');
    expect(size).toBe(25);
    expect(pngSize(svg)).toEqual({ width: 33 * 32, height: 33 * 32, scale: 32 });
    for (const text of ['a', 'x'.repeat(100), 'y'.repeat(1000)]) {
      const qr = qrSvg(text, 'L');
      const png = pngSize(qr.svg);
      const modules = qr.size + 8;
      expect(png.width % modules, text.slice(0, 5)).toBe(0);
      expect(png.width).toBeGreaterThanOrEqual(PNG_MIN_SIZE);
      expect(png.width - modules).toBeLessThan(PNG_MIN_SIZE);
    }
  });

  it('falls back to 1024 × 1024 for an SVG with no size', () => {
    expect(pngSize('<svg></svg>')).toEqual({ width: 1024, height: 1024, scale: 1 });
  });

  it('sets the root width and height, replacing any there', () => {
    const { svg } = qrSvg('hi', 'M');
    const sized = sizedSvg(svg, 1056, 1056);
    expect(sized.startsWith('<svg width="1056" height="1056" xmlns="http://www.w3.org/2000/svg" viewBox=')).toBe(true);
    expect(sized.slice(sized.indexOf('>'))).toBe(svg.slice(svg.indexOf('>')));
    expect(sizedSvg('<svg width="3" height=\'4\' viewBox="0 0 3 4"/>', 30, 40)).toBe(
      '<svg width="30" height="40" viewBox="0 0 3 4"/>',
    );
  });
});
