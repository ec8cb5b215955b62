import type { PDFFont, PDFPage } from 'pdf-lib';

export const PAGE_SIZE: [number, number] = [595.28, 841.89]; // A4 in points
export const MARGIN = 48;

/** The standard fonts encode WinAnsi only: anything else (emoji, CJK, ×) is printed as `?` rather than failing. */
function printable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return Array.from(text, (char) => (known.has(char.codePointAt(0) ?? 0) ? char : '?')).join('');
}

/** Splits text into lines no wider than `width`, breaking at spaces (inside a word only when it must). */
function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = word;
    while (font.widthOfTextAtSize(current, size) > width && current.length > 1) {
      let cut = current.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(current.slice(0, cut), size) > width) cut -= 1;
      lines.push(current.slice(0, cut));
      current = current.slice(cut);
    }
  }
  return current ? [...lines, current] : lines;
}

export interface TextStyle {
  font: PDFFont;
  size: number;
  /** Left edge, or the right edge with `alignRight`. */
  x?: number;
  width?: number;
  alignRight?: boolean;
}

/** Writes text down a page from the top, wrapping it; `y` is where the next line's baseline goes. */
export function createTextWriter(page: PDFPage) {
  let y = PAGE_SIZE[1] - MARGIN;
  return {
    /** Draws without moving down (for the columns of one row); returns how far the text reaches down. */
    draw(text: string, { font, size, x = MARGIN, width = PAGE_SIZE[0] - 2 * MARGIN, alignRight }: TextStyle) {
      const lines = wrap(font, size, printable(font, text), width);
      lines.forEach((line, index) => {
        const left = alignRight ? x - font.widthOfTextAtSize(line, size) : x;
        page.drawText(line, { x: left, y: y - index * size * 1.3, size, font });
      });
      return Math.max(lines.length, 1) * size * 1.3;
    },
    write(text: string, style: TextStyle) {
      y -= this.draw(text, style);
    },
    down(points: number) {
      y -= points;
    },
    rule() {
      page.drawLine({
        start: { x: MARGIN, y: y + 8 },
        end: { x: PAGE_SIZE[0] - MARGIN, y: y + 8 },
        thickness: 0.5,
      });
    },
  };
}
