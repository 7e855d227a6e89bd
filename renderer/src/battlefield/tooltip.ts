import { playerName } from '../play/players';
import { warEngineTrack } from './counters';
import { t } from '../i18n';
import { pointShapeDistance } from '../../../engine/kernel/geometry';
import type { Point } from '../../../engine/kernel/geometry/types';
import { unitShape } from '../../../engine/netea/rules/1.2-formations/battlefield';
import type { GameState, UnitState } from '../../../engine/netea/state/schema';
import { datasheetLine } from '../panels/datasheetText';

/** The unit whose base is under the point (the topmost drawn, the last), or null. */
export function unitAt(game: GameState, at: Point): UnitState | null {
  let found: UnitState | null = null;
  for (const u of Object.values(game.units)) {
    const shape = unitShape(game, u);
    if (shape && pointShapeDistance(shape, at) <= 0) found = u;
  }
  return found;
}

/** What a counter's tooltip says: the unit, its formation and side, its datasheet line, and
 * what it carries. */
export function unitTooltip(game: GameState, unit: UnitState): string[] {
  const sheet = game.datasheets[unit.datasheetId];
  const formation = game.formations[unit.formationId];
  const lines = [
    `${sheet?.name ?? t('Unit')} — ${formation?.name ?? ''}, ${playerName(game, unit.side)}`,
  ];
  if (sheet) lines.push(datasheetLine(sheet));
  const track = warEngineTrack(sheet, unit);
  if (track) {
    lines.push(
      t('Damage capacity {{left}} of {{capacity}} left (3.2.2)', {
        left: track.capacity - track.damage,
        capacity: track.capacity,
      }),
    );
    if (track.shields?.kind === 'void')
      lines.push(t('Void shields up: {{count}}', { count: track.shields.up ?? 0 }));
    if (track.shields?.kind === 'power')
      lines.push(
        track.shields.up === null
          ? t('Power fields: rolled when first hit (5.5.4)')
          : t('Power fields up: {{count}} (5.5.4)', { count: track.shields.up }),
      );
    if (track.fires > 0) lines.push(t('Fires burning: {{count}} (3.2.3)', { count: track.fires }));
  }
  const aboard = Object.values(game.units).filter(
    (u) => u.status === 'embarked' && u.transportedBy === unit.id,
  );
  if (aboard.length > 0) {
    const names = new Map<string, number>();
    for (const u of aboard) {
      const name = game.datasheets[u.datasheetId]?.name ?? t('unit');
      names.set(name, (names.get(name) ?? 0) + 1);
    }
    lines.push(
      t('Carrying {{units}}', {
        units: [...names].map(([name, n]) => (n > 1 ? `${n} × ${name}` : name)).join(', '),
      }),
    );
  }
  return lines;
}
