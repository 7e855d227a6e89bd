import { validateCommand } from '../engine/netea/commands/apply';
import type { Command, Side } from '../engine/netea/commands/schema';
import type { PendingDecision } from '../engine/netea/flow/pending';
import {
  canActivate,
  formationsOf,
  liveUnits,
} from '../engine/netea/rules/1.2-formations/formations';
import type { GameState } from '../engine/netea/state/schema';
import type { Player } from './player';
import { createRandomPlayer } from './random';
import { withPopUp } from './utility/candidates/popUp';
import { enemyFormations } from '../engine/netea/rules/1.2-formations/sides';

type Point = { x: number; y: number };
const dist = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * The scripted greedy baseline: each formation advances on the nearest objective it does not
 * hold, shoots the closest enemy formation, and engages when it outnumbers a formation in reach.
 * Set-up, hit allocation, withdrawals and the other steps are the random player's.
 */
export function createGreedyPlayer(seed: number): Player {
  const random = createRandomPlayer(seed);

  const placed = (game: GameState, formationId: string) =>
    Object.values(game.units).filter(
      (u) => u.formationId === formationId && u.status === 'deployed' && u.position,
    );
  const centre = (game: GameState, formationId: string): Point | null => {
    const us = placed(game, formationId);
    if (us.length === 0) return null;
    return {
      x: us.reduce((s, u) => s + u.position!.x, 0) / us.length,
      y: us.reduce((s, u) => s + u.position!.y, 0) / us.length,
    };
  };
  const closestEnemy = (game: GameState, side: Side, from: Point) => {
    let best: { id: string; d: number } | null = null;
    for (const f of enemyFormations(game, side)) {
      const c = centre(game, f.id);
      if (!c) continue;
      const d = dist(c, from);
      if (!best || d < best.d) best = { id: f.id, d };
    }
    return best;
  };
  const nearestObjective = (game: GameState, from: Point): Point | null => {
    let best: Point | null = null;
    for (const o of game.objectives)
      if (!best || dist(o.position, from) < dist(best, from)) best = o.position;
    return best;
  };

  function activate(game: GameState, pending: PendingDecision, side: Side): Command | null {
    for (const f of formationsOf(game, side)) {
      if (!canActivate(game, f)) continue;
      const c = centre(game, f.id);
      if (!c) continue;
      const enemy = closestEnemy(game, side, c);
      const speed = Math.min(
        ...placed(game, f.id).map((u) => {
          const v = game.datasheets[u.datasheetId]?.speed;
          return typeof v === 'number' ? v : 0;
        }),
      );
      const mine = liveUnits(game, f).length;
      const theirs = enemy ? liveUnits(game, game.formations[enemy.id]!).length : 0;
      const goodOdds =
        enemy !== null &&
        enemy.d <= speed + 10 &&
        mine >= 1.5 * theirs &&
        f.blastMarkers <= (game.formations[enemy.id]?.blastMarkers ?? 0);
      const objective = nearestObjective(game, c);
      const action = goodOdds
        ? 'engage'
        : objective && dist(objective, c) < 10
          ? 'sustained-fire'
          : 'advance';
      const command: Command = { type: 'action.declare', side, formationId: f.id, action };
      // 2.1.13: skimmers pop up when it lets them see more of the enemy.
      if (validateCommand(game, command) === null) return withPopUp(game, command);
      const advance: Command = { ...command, action: 'advance' };
      if (validateCommand(game, advance) === null) return advance;
    }
    if (pending.commands.includes('action.handOver')) return { type: 'action.handOver', side };
    return null;
  }

  function carryOut(game: GameState, side: Side): Command | null {
    const a = game.turnState.activation;
    if (!a) return null;
    if (a.movesTaken < a.movesAllowed && a.action !== 'hold') {
      for (const u of placed(game, a.formationId)) {
        if (a.movedThisMove.includes(u.id)) continue;
        const goal = nearestObjective(game, centre(game, a.formationId)!);
        const speed = game.datasheets[u.datasheetId]?.speed;
        if (!goal || typeof speed !== 'number') continue;
        const d = dist(goal, u.position!);
        if (d < 6) continue;
        for (const f of [1, 0.6, 0.3]) {
          const l = Math.min(speed, d - 5) * f;
          const to = {
            x: u.position!.x + ((goal.x - u.position!.x) / d) * l,
            y: u.position!.y + ((goal.y - u.position!.y) / d) * l,
          };
          const command: Command = { type: 'move.unit', side, unitId: u.id, path: [to] };
          if (validateCommand(game, command) === null) return command;
        }
      }
      const end: Command = { type: 'move.end', side };
      if (validateCommand(game, end) === null) return end;
    }
    const c = centre(game, a.formationId);
    const enemies = enemyFormations(game, side)
      .map((f) => ({ f, c: centre(game, f.id) }))
      .filter((x) => x.c && c)
      .sort((x, y) => dist(x.c!, c!) - dist(y.c!, c!));
    for (const { f } of enemies) {
      const shot: Command = { type: 'shoot.declare', side, targetFormationId: f.id };
      if (validateCommand(game, shot) === null) return shot;
      const target = placed(game, f.id)[0];
      if (target?.position) {
        const barrage: Command = {
          type: 'shoot.barrage',
          side,
          targetFormationId: f.id,
          centres: [target.position],
        };
        if (validateCommand(game, barrage) === null) return barrage;
      }
    }
    return null;
  }

  return {
    name: 'greedy',
    decide(game, pending, side) {
      let command: Command | null = null;
      if (pending.kind === 'activate' || pending.kind === 'retain-or-hand-over')
        command = activate(game, pending, side);
      else if (pending.kind === 'carry-out-action') command = carryOut(game, side);
      else if (pending.kind === 'assault' && pending.step === 'target') {
        const c = centre(game, game.turnState.activation?.formationId ?? '');
        const enemy = c ? closestEnemy(game, side, c) : null;
        if (enemy) command = { type: 'assault.declare', side, targetFormationId: enemy.id };
      } else if (pending.kind === 'choose-first')
        command = { type: 'strategy.choose', side, goFirst: true };
      if (command && validateCommand(game, command) === null)
        return { command, explanation: { summary: `greedy ${command.type}` } };
      return random.decide(game, pending, side);
    },
  };
}
