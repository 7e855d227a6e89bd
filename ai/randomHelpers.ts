import { validateCommand } from '../engine/netea/commands/apply';
import type { Command, Side } from '../engine/netea/commands/schema';
import type { Rng } from '../engine/kernel/dice/rng';
import type { PendingDecision } from '../engine/netea/flow/pending';
import type { GameState } from '../engine/netea/state/schema';
import { assaultSkimmers } from './utility/candidates/skimmerFirefight';
import { enemyFormations, isEnemy } from '../engine/netea/rules/1.2-formations/sides';

/** What the random player's pieces share: its generator and its way of trying candidates. */
export interface RandomContext {
  readonly rng: Rng;
  pick<T>(items: readonly T[]): T;
  uniform(lo: number, hi: number): number;
  firstLegal(game: GameState, candidates: () => Command, tries: number): Command | null;
}

/**
 * The random player's moves towards or away from the enemy and its assault decisions (1.12,
 * 1.13.3), built on the player's own generator.
 */
export function randomHelpers(ctx: RandomContext) {
  const { rng, pick, firstLegal } = ctx;
  /** 2.1.13: a random choice of the side's skimmers to fight in firefight. */
  function someSkimmers(game: GameState, side: Side): { firefight?: string[] } {
    const skimmers = assaultSkimmers(game, side);
    if (skimmers.length === 0) return {};
    return { firefight: skimmers.filter(() => rng.below(2) === 0).map((u) => u.id) };
  }

  /** Units of `formationIds` on the table. */
  function unitsOf(game: GameState, formationIds: readonly string[]) {
    return Object.values(game.units).filter(
      (u) => formationIds.includes(u.formationId) && u.status === 'deployed' && u.position,
    );
  }

  function nearestEnemy(
    game: GameState,
    from: { x: number; y: number },
    side: Side,
    formationIds?: readonly string[],
  ) {
    let best: { x: number; y: number; formationId: string } | null = null;
    let bestD = Infinity;
    for (const u of Object.values(game.units)) {
      if (!isEnemy(game, side, u.side) || u.status !== 'deployed' || !u.position) continue;
      if (formationIds && !formationIds.includes(u.formationId)) continue;
      const d = Math.hypot(u.position.x - from.x, u.position.y - from.y);
      if (d < bestD) {
        bestD = d;
        best = { ...u.position, formationId: u.formationId };
      }
    }
    return best;
  }

  /**
   * A legal move of one of the units towards (or away from) a goal: straight at it, stopping at
   * one of `stops` centimetres short of it, never further than the unit's speed; each unit is
   * tried once per step (`seen`), legal or not.
   */
  function tryMoves(
    game: GameState,
    units: readonly {
      id: string;
      datasheetId: string;
      position: { x: number; y: number } | null;
    }[],
    seen: (unitId: string) => void,
    goal: (from: { x: number; y: number }) => { x: number; y: number } | null,
    make: (unitId: string, to: { x: number; y: number }) => Command,
    stops: readonly number[],
  ): Command | null {
    for (const unit of units) {
      seen(unit.id);
      const from = unit.position;
      const to = from ? goal(from) : null;
      const speed = game.datasheets[unit.datasheetId]?.speed;
      if (!from || !to || typeof speed !== 'number') continue;
      const d = Math.hypot(to.x - from.x, to.y - from.y);
      if (d === 0) continue;
      for (const stop of stops) {
        const length = Math.min(speed, d - stop);
        if (length <= 0) continue;
        const at = {
          x: from.x + ((to.x - from.x) / d) * length,
          y: from.y + ((to.y - from.y) / d) * length,
        };
        const command = make(unit.id, at);
        if (validateCommand(game, command) === null) return command;
      }
    }
    return null;
  }

  /** Units already tried in a step of an assault, so each moves at most once. */
  const tried = new Set<string>();
  function assault(game: GameState, pending: PendingDecision, side: Side): Command {
    const state = game.turnState.assault;
    const activation = game.turnState.activation;
    const key = (id: string) =>
      `${game.turn}/${activation?.formationId}/${pending.step}/${state?.round ?? 0}/${state?.withdrawMove ?? 1}/${id}`;
    const fresh = (units: ReturnType<typeof unitsOf>) => units.filter((u) => !tried.has(key(u.id)));
    const seen = (id: string) => tried.add(key(id));
    switch (pending.step) {
      case 'target': {
        const mine = activation ? unitsOf(game, [activation.formationId]) : [];
        const near = mine[0]?.position ? nearestEnemy(game, mine[0].position, side) : null;
        const enemies = enemyFormations(game, side);
        const command = firstLegal(
          game,
          () => ({
            type: 'assault.declare',
            side,
            targetFormationId: near && rng.below(4) !== 0 ? near.formationId : pick(enemies).id,
          }),
          10,
        );
        if (command) return command;
        // Ten random tries may all miss when few targets are legal (an air assault's, 4.2.5):
        // every enemy formation in turn, before giving up.
        for (const e of enemies) {
          const each: Command = { type: 'assault.declare', side, targetFormationId: e.id };
          if (validateCommand(game, each) === null) return each;
        }
        throw new Error('random player found no assault target');
      }
      case 'charge': {
        const units = fresh(unitsOf(game, state?.attackers ?? []));
        const move = tryMoves(
          game,
          units,
          seen,
          (from) => nearestEnemy(game, from, side, state?.defenders),
          (unitId, to) => ({ type: 'assault.chargeMove', side, unitId, path: [to] }),
          // Into base contact (bases end to end or side by side), or short of the zone of control.
          [1.25, 2.2, 3, 6.5, 12],
        );
        return move ?? { type: 'assault.endCharge', side, ...someSkimmers(game, side) };
      }
      case 'disembark': {
        // 1.7.5: riders get out around their transport where they may, else stay aboard.
        const riders = Object.values(game.units).filter(
          (u) =>
            (state?.attackers ?? []).includes(u.formationId) &&
            u.status === 'embarked' &&
            !tried.has(key(u.id)),
        );
        for (const rider of riders) {
          seen(rider.id);
          const transport = rider.transportedBy ? game.units[rider.transportedBy] : undefined;
          const at = transport?.position;
          if (!transport || !at) continue;
          for (let i = 0; i < 8; i++) {
            const angle = (i * Math.PI) / 4;
            const position = { x: at.x + 4 * Math.cos(angle), y: at.y + 4 * Math.sin(angle) };
            const command: Command = {
              type: 'assault.disembark',
              side,
              transportId: transport.id,
              placements: [{ unitId: rider.id, position, facing: 0 }],
            };
            if (validateCommand(game, command) === null) return command;
          }
        }
        return { type: 'assault.endDisembark', side };
      }
      case 'counter-charge':
        return { type: 'assault.endCounterCharges', side, ...someSkimmers(game, side) };
      case 'allocate-defender-hits':
      case 'allocate-attacker-hits':
        return { type: 'assault.allocateHits', side };
      case 'support':
        return { type: 'assault.support', side };
      case 'withdraw': {
        const losers = state
          ? state.winner === state.attackerSide
            ? state.defenders
            : state.attackers
          : [];
        const units = fresh(unitsOf(game, losers));
        const move = tryMoves(
          game,
          units,
          seen,
          (from) => {
            const enemy = nearestEnemy(game, from, side);
            if (!enemy) return null;
            const d = Math.hypot(from.x - enemy.x, from.y - enemy.y) || 1;
            return {
              x: from.x + ((from.x - enemy.x) / d) * 20,
              y: from.y + ((from.y - enemy.y) / d) * 20,
            };
          },
          (unitId, to) => ({ type: 'assault.withdrawMove', side, unitId, path: [to] }),
          [1, 0.5, 0.25],
        );
        return move ?? { type: 'assault.endWithdrawal', side };
      }
      default:
        return { type: 'assault.endConsolidation', side };
    }
  }

  return { unitsOf, nearestEnemy, tryMoves, tried, assault };
}
