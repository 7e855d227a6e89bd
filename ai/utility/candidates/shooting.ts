import { validateCommand } from '../../../engine/netea/commands/apply';
import type { Command, Side } from '../../../engine/netea/commands/schema';
import { searchPlacement } from '../../../engine/netea/rules/1.9-shooting/barragePlacement';
import {
  shootingOptions,
  type ShootingContext,
} from '../../../engine/netea/rules/1.9-shooting/options';
import type { GameState } from '../../../engine/netea/state/schema';
import { floor, linear } from '../curves';
import {
  blastMarkersCurve,
  expectedBarrage,
  expectedKillsCurve,
  expectedShooting,
  type ExpectedAttack,
} from '../considerations/shooting';
import { hasSnipers, sniperTargets } from '../considerations/specialists';
import type { Candidate } from '../score';
import { dist, viewOf, type Situation } from '../situation';
import { goalOfAttack } from '../tournament';
import { ambushTargetGoal, sparedFromFire } from '../considerations/scenarioGoals';

/**
 * objectiveThreat: an enemy formation near the objectives I need matters most; it is what stops
 * me winning (1.14.2).
 */
export function objectiveThreat(game: GameState, s: Situation, formationId: string): number {
  const view = s.theirs.find((v) => v.formation.id === formationId);
  if (!view) return 0;
  let best = Infinity;
  for (const i of s.targets.slice(0, s.needed + 1)) {
    const o = game.objectives[i]?.position;
    if (!o) continue;
    for (const u of view.units) best = Math.min(best, dist({ x: u.shape.cx, y: u.shape.cy }, o));
  }
  return linear(15, 1, 70, 0)(best);
}

/** The considerations of an attack: kills, Blast markers, breaking the target, its threat. */
export function attackConsiderations(
  game: GameState,
  s: Situation,
  targetFormationId: string,
  e: ExpectedAttack,
) {
  return [
    // 3.4.1: every hit on the quarry (a power field down, a point of damage) is a step to
    // victory, though few hits destroy a unit of it.
    s.quarry.has(targetFormationId)
      ? { name: 'damageToQuarry', value: linear(0, 0.1, 3, 1)(e.hits) }
      : { name: 'expectedKills', value: expectedKillsCurve(e.kills) },
    { name: 'blastMarkersCaused', value: floor(blastMarkersCurve, 0.4)(e.blastMarkers) },
    { name: 'breaksTarget', value: floor(linear(0, 0, 1, 1), 0.5)(e.breaks) },
    {
      name: 'objectiveThreat',
      value: floor(linear(0, 0, 1, 1), 0.6)(objectiveThreat(game, s, targetFormationId)),
    },
    // 6.1.7: Break Their Spirit, They Shall Not Pass.
    ...optional(goalOfAttack(s.tournament, targetFormationId)),
    // Seed 001 5.3.7: the ambush's terms (a Gunzmob wiped out, every Ork formation at half).
    ...optional(ambushTargetGoal(game, s.side, targetFormationId)),
  ];
}

const optional = <T>(x: T | null): T[] => (x === null ? [] : [x]);

/**
 * Shooting candidates of a formation (1.9) at every enemy formation it may shoot at, with the
 * engine's options and default fire plan, and barrages (1.9.8) placed by the engine's own
 * placement search, indirectly where the action allows (2.2.10).
 */
export function shootingCandidates(
  game: GameState,
  s: Situation,
  formationId: string,
  ctx: ShootingContext,
  kind: 'shoot' | 'overwatch',
  /** A what-if before the action is declared (activation.ts): the engine's shooting options
   * alone say what the formation could shoot at; the command itself is not yet legal. */
  whatIf = false,
): Candidate[] {
  const side: Side = s.side;
  const out: Candidate[] = [];
  const snipers = kind === 'shoot' && hasSnipers(game, formationId);
  for (const target of s.theirs) {
    const tid = target.formation.id;
    // 4.5.2: what must be stormed is never shot at (its loss to fire loses the game).
    if (sparedFromFire(game, side, tid)) continue;
    const options = shootingOptions(game, formationId, tid, ctx);
    if (!options.ok) continue;
    const hasDirect = options.value.weapons.some((w) =>
      w.modes.some((m) => m.firepower.some((f) => f.type !== 'BP')),
    );
    if (hasDirect) {
      // 2.1.14: the sniper hits go to the units a player would pick off.
      const chosenTargets = snipers
        ? sniperTargets(game, s, tid, viewOf(game, game.formations[formationId]!).centre)
        : [];
      const command: Command =
        kind === 'shoot'
          ? {
              type: 'shoot.declare',
              side,
              targetFormationId: tid,
              ...(chosenTargets.length > 0 ? { chosenTargets } : {}),
            }
          : { type: 'overwatch.fire', side, formationId };
      if (whatIf || validateCommand(game, command) === null) {
        const e = expectedShooting(game, options.value);
        out.push({
          label: `${kind} ${formationId} at ${tid}`,
          command,
          considerations: attackConsiderations(game, s, tid, e),
        });
      }
    }
    if (kind === 'shoot') out.push(...barrageCandidates(game, s, formationId, tid, ctx, whatIf));
  }
  return out;
}

function barrageCandidates(
  game: GameState,
  s: Situation,
  formationId: string,
  targetFormationId: string,
  ctx: ShootingContext,
  whatIf: boolean,
): Candidate[] {
  const out: Candidate[] = [];
  const modes = ctx.action === 'sustained-fire' ? [false, true] : [false];
  for (const indirect of modes) {
    const options = shootingOptions(game, formationId, targetFormationId, { ...ctx, indirect });
    if (!options.ok) continue;
    const placement = searchPlacement(game, options.value);
    if (!placement) continue;
    const command: Command = {
      type: 'shoot.barrage',
      side: s.side,
      targetFormationId,
      centres: placement.centres,
      ...(indirect ? { indirect: true } : {}),
    };
    if (!whatIf && validateCommand(game, command) !== null) continue;
    const e = expectedBarrage(game, options.value, placement.centres);
    out.push({
      label: `barrage ${formationId} at ${targetFormationId}${indirect ? ' (indirect)' : ''}`,
      command,
      considerations: attackConsiderations(game, s, targetFormationId, e),
    });
  }
  return out;
}
