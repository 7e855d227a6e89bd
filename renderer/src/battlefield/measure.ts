/**
 * The width of a line of text in screen pixels, as Konva draws it (its default family, Arial):
 * measured on a canvas where there is one, estimated where there is none (tests in happy-dom).
 */
let context: CanvasRenderingContext2D | null | undefined;

export function textWidth(text: string, fontPx: number, bold = false): number {
  if (context === undefined) {
    try {
      context = document.createElement('canvas').getContext('2d');
    } catch {
      context = null;
    }
  }
  if (context) {
    context.font = `${bold ? 'bold ' : ''}${fontPx}px Arial`;
    const measured = context.measureText(text).width;
    if (measured > 0) return measured;
  }
  return text.length * fontPx * (bold ? 0.62 : 0.56);
}
