import { isEnemy } from '../../../engine/netea/rules/1.2-formations/sides';
import { modify } from '../../../engine/netea/abilities/registry';
import { inBaseContact } from '../../../engine/kernel/geometry';
import type { Side } from '../../../engine/netea/commands/schema';
import { unitShape } from '../../../engine/netea/rules/1.2-formations/battlefield';
import { assaultFormations } from '../../../engine/netea/rules/1.12-assaults/state';
import type { GameState, UnitState } from '../../../engine/netea/state/schema';

/** 2.1.13: the side's skimmers in the assault under way, which may fight in firefight. */
export function assaultSkimmers(game: GameState, side: Side): UnitState[] {
  const assault = game.turnState.assault;
  if (!assault) return [];
  const mine = assaultFormations(assault, side);
  return Object.values(game.units).filter((u) => {
    const sheet = game.datasheets[u.datasheetId];
    return (
      u.status === 'deployed' &&
      mine.includes(u.formationId) &&
      !!sheet &&
      modify('firefightInContact', { sheet }, false)
    );
  });
}

const score = (v: number | '-' | undefined) => (typeof v === 'number' ? v : 7);

/**
 * 2.1.13: a sensible choice of skimmers to fight in firefight: those whose enemies in base contact
 * lose more by leaving close combat than the skimmer does (their CC against their FF, the
 * skimmer's FF against its CC, in pips of the score needed).
 */
export function sensibleFirefightChoice(game: GameState, side: Side): { firefight?: string[] } {
  if (assaultSkimmers(game, side).length === 0) return {};
  return { firefight: chooseFirefight(game, side) };
}

function chooseFirefight(game: GameState, side: Side): string[] {
  const enemies = Object.values(game.units).filter(
    (u) => isEnemy(game, side, u.side) && u.position,
  );
  return assaultSkimmers(game, side)
    .filter((u) => {
      const shape = unitShape(game, u);
      const sheet = game.datasheets[u.datasheetId]!;
      if (!shape) return false;
      const touching = enemies.filter((e) => {
        const s = unitShape(game, e);
        return s !== null && inBaseContact(shape, s);
      });
      if (touching.length === 0) return false;
      const mine = score(sheet.cc) - score(sheet.ff);
      const theirs = touching.reduce((sum, e) => {
        const es = game.datasheets[e.datasheetId];
        return sum + (score(es?.ff) - score(es?.cc));
      }, 0);
      return mine + theirs / touching.length > 0;
    })
    .map((u) => u.id);
}
