import type { Command, Side } from '../../../engine/netea/commands/schema';
import { enemyFormations, teamMates } from '../../../engine/netea/rules/1.2-formations/sides';
import { groundSpeed } from '../../../engine/netea/rules/1.7-movement/allowance';
import { nearestDistance, placedUnits } from '../../../engine/netea/rules/1.9-shooting/geometry';
import { shootingOptions } from '../../../engine/netea/rules/1.9-shooting/options';
import {
  partnersOf,
  partnersRefusal,
} from '../../../engine/netea/rules/5.3-scenarios/combinedAttack';
import type { GameState } from '../../../engine/netea/state/schema';
import type { Candidate } from '../score';

type Declare = Extract<Command, { type: 'action.declare' }>;

/**
 * Seed 001 5.3.11.3: combined attacks of team-mates, for the players. Which team-mates'
 * formations could join a declaration (the engine's own refusal decides), and whether a formation
 * asked to join is of use: it agrees when it could fight or shoot an enemy formation that the
 * acting formation could too, and declines otherwise (the target is chosen after the test).
 */

/** Team-mates' formations that may join `command` as partners now, each alone. */
export function possiblePartners(game: GameState, command: Declare): string[] {
  const mates = teamMates(game, command.side);
  return Object.values(game.formations)
    .filter((f) => mates.includes(f.side))
    .filter(
      (f) =>
        partnersRefusal(game, {
          ...command,
          partners: [{ formationId: f.id, action: command.action }],
        }) === null,
    )
    .map((f) => f.id);
}

/** 1.12.3: an enemy in reach of an assault: within a charge move and then 15cm. */
function mayAssault(game: GameState, formationId: string, enemyId: string): boolean {
  const enemies = placedUnits(game, enemyId);
  return placedUnits(game, formationId).some((p) => {
    const speed = groundSpeed(p.sheet) ?? 0;
    return speed > 0 && nearestDistance(p.shape, enemies) <= speed + 15;
  });
}

function mayShoot(game: GameState, formationId: string, enemyId: string): boolean {
  return shootingOptions(game, formationId, enemyId, { action: 'sustained-fire' }).ok;
}

/** Whether `side` should join the combined attack waiting for his answer. */
export function joinIsWorthIt(game: GameState, side: Side): boolean {
  const join = game.turnState.teamJoin;
  if (!join) return false;
  const { declaration } = join;
  const can = declaration.action === 'engage' ? mayAssault : mayShoot;
  const mine = partnersOf(game, side);
  return enemyFormations(game, declaration.side).some(
    (e) => can(game, declaration.formationId, e.id) && mine.some((id) => can(game, id, e.id)),
  );
}

/**
 * Seed 001 5.3.11.3: each engage candidate again with up to two team-mates' formations joining
 * it, those that could assault an enemy formation the acting one could too (the test the
 * partner's own player answers by, joinIsWorthIt): more units in the assault count towards its
 * result (1.12.7) and fight in it. Their players are asked; one that declines leaves the rest.
 */
export function teamAssaultCandidates(
  game: GameState,
  candidates: readonly Candidate[],
): Candidate[] {
  if (game.teams?.mode !== 'simultaneous') return [];
  const out: Candidate[] = [];
  for (const c of candidates) {
    const command = c.command;
    if (command.type !== 'action.declare' || command.action !== 'engage') continue;
    if (command.partners?.length || command.followers?.length) continue;
    const reachable = enemyFormations(game, command.side).filter((e) =>
      mayAssault(game, command.formationId, e.id),
    );
    if (reachable.length === 0) continue;
    const partners = possiblePartners(game, command)
      .filter((id) => reachable.some((e) => mayAssault(game, id, e.id)))
      .slice(0, 2);
    if (partners.length === 0) continue;
    const combined: Declare = {
      ...command,
      partners: partners.map((formationId) => ({ formationId, action: 'engage' as const })),
    };
    if (partnersRefusal(game, combined) !== null) continue;
    out.push({
      ...c,
      label: `${c.label} with team-mates' ${partners.join(' and ')}`,
      command: combined,
      weight: (c.weight ?? 1) * (1 + 0.1 * partners.length),
      considerations: [...c.considerations, { name: 'teamMatesInAssault', value: 1 }],
    });
  }
  return out;
}
