/**
 * The camera over the table: screen pixels = table centimetres × scale + offset. Pure maths,
 * tested on its own; the battlefield's event handlers only hand wheel, drag and keys to it.
 */
export interface Camera {
  readonly scale: number;
  readonly x: number;
  readonly y: number;
}

export interface Size {
  readonly width: number;
  readonly height: number;
}

const MIN_SCALE = 0.5;
const MAX_SCALE = 80;

const clampScale = (s: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, s));

/** The whole table in view, centred, with a margin of `margin` pixels. */
export function fitTable(table: Size, viewport: Size, margin = 16): Camera {
  const scale = clampScale(
    Math.min(
      (viewport.width - 2 * margin) / table.width,
      (viewport.height - 2 * margin) / table.height,
    ),
  );
  return {
    scale,
    x: (viewport.width - table.width * scale) / 2,
    y: (viewport.height - table.height * scale) / 2,
  };
}

/** Zoom by `factor` keeping the table point under the pointer where it is on screen. */
export function zoomAt(camera: Camera, pointer: { x: number; y: number }, factor: number): Camera {
  const scale = clampScale(camera.scale * factor);
  const at = toTable(camera, pointer);
  return { scale, x: pointer.x - at.x * scale, y: pointer.y - at.y * scale };
}

export function pan(camera: Camera, dx: number, dy: number): Camera {
  return { ...camera, x: camera.x + dx, y: camera.y + dy };
}

export function toTable(camera: Camera, screen: { x: number; y: number }) {
  return { x: (screen.x - camera.x) / camera.scale, y: (screen.y - camera.y) / camera.scale };
}

export function toScreen(camera: Camera, table: { x: number; y: number }) {
  return { x: table.x * camera.scale + camera.x, y: table.y * camera.scale + camera.y };
}

/** The wheel's zoom factor: one notch (100 px of deltaY) zooms by 15 %. */
export function wheelFactor(deltaY: number): number {
  return Math.pow(1.15, -deltaY / 100);
}

/** Keyboard camera controls: arrows pan by a tenth of the view, + and - zoom at its centre. */
export function keyCamera(camera: Camera, key: string, viewport: Size): Camera | null {
  const step = Math.max(viewport.width, viewport.height) / 10;
  const centre = { x: viewport.width / 2, y: viewport.height / 2 };
  switch (key) {
    case 'ArrowLeft':
      return pan(camera, step, 0);
    case 'ArrowRight':
      return pan(camera, -step, 0);
    case 'ArrowUp':
      return pan(camera, 0, step);
    case 'ArrowDown':
      return pan(camera, 0, -step);
    case '+':
    case '=':
      return zoomAt(camera, centre, 1.25);
    case '-':
      return zoomAt(camera, centre, 0.8);
    default:
      return null;
  }
}

/**
 * Pan is kept to the table and its surroundings: the point at the middle of the view stays over
 * the table, so the table can never be lost off screen, whatever the zoom.
 */
export function clampToTable(camera: Camera, table: Size, viewport: Size): Camera {
  const middle = toTable(camera, { x: viewport.width / 2, y: viewport.height / 2 });
  const x = Math.min(table.width, Math.max(0, middle.x));
  const y = Math.min(table.height, Math.max(0, middle.y));
  if (x === middle.x && y === middle.y) return camera;
  return {
    scale: camera.scale,
    x: viewport.width / 2 - x * camera.scale,
    y: viewport.height / 2 - y * camera.scale,
  };
}
