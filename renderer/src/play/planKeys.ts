import { w } from '../i18n';
/**
 * The keys that work while something is being placed on the table (a move, units getting out
 * of a transport, barrage templates). One table, so that the hint the panels show and the
 * handler agree; the camera keys (arrows, + and -, 0) are not among them.
 */
export type PlanKey =
  | 'waypoint'
  | 'undo'
  | 'turn-left'
  | 'turn-right'
  | 'turn-left-fine'
  | 'turn-right-fine'
  | 'reset-facing'
  | 'confirm'
  | 'cancel';

export function planKey(key: string): PlanKey | null {
  switch (key) {
    case 'w':
    case 'W':
      return 'waypoint';
    case 'Backspace':
      return 'undo';
    case 'q':
      return 'turn-left';
    case 'e':
      return 'turn-right';
    case 'Q':
      return 'turn-left-fine';
    case 'E':
      return 'turn-right-fine';
    case 'r':
    case 'R':
      return 'reset-facing';
    case 'Enter':
      return 'confirm';
    case 'Escape':
      return 'cancel';
    default:
      return null;
  }
}

/** Degrees a turn key (or one notch of Shift+wheel) turns the facing: 15, or 5 with Shift. */
export function turnDegrees(key: PlanKey): number {
  switch (key) {
    case 'turn-left':
      return -15;
    case 'turn-right':
      return 15;
    case 'turn-left-fine':
      return -5;
    case 'turn-right-fine':
      return 5;
    default:
      return 0;
  }
}

/** One notch of Shift+wheel: down turns clockwise. Browsers turn Shift+wheel into a
 * sideways scroll on some systems, so the sideways delta counts too. */
export function wheelDegrees(deltaY: number, deltaX = 0): number {
  const d = deltaY || deltaX;
  return d > 0 ? 15 : d < 0 ? -15 : 0;
}

export const MOVE_KEYS_HINT = w(
  'W (or Shift+click the table) fixes a waypoint and starts a new leg · Backspace removes the last waypoint · Q/E or Shift+wheel turns the final facing, R faces along the path · Enter confirms, Esc takes back.',
);
