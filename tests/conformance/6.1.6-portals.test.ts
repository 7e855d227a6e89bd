import { describe, expect, it } from 'vitest';
import type { Command } from '../../engine/netea/commands/schema';
import { applyCommand } from '../../engine/netea/commands/apply';
import { FixedDieSource } from '../../engine/kernel/dice/roller';
import { startChart } from '../../engine/netea/flow/game';
import { pendingDecision } from '../../engine/netea/flow/pending';
import { canActivate } from '../../engine/netea/rules/1.2-formations/formations';
import { unitShape } from '../../engine/netea/rules/1.2-formations/battlefield';
import type { GameState } from '../../engine/netea/state/schema';
import { createRandomPlayer } from '../../ai/random';
import { createUtilityPlayer } from '../../ai/utility/utilityPlayer';
import {
  actionPhase,
  atReserves,
  BETA,
  BETA_TACTICAL,
  declare,
  KEEP_BY_PORTAL,
  KEPT,
  ALPHA,
  ON_TABLE,
  PREDATORS,
  withPortals,
} from './portalFixtures';
import { shapeContainsPoint } from '../../engine/kernel/geometry';
import { play, refused, tournamentGame } from '../netea/rules/6.1-tournament/fixture';

/**
 * Reserves entering play through a portal: 6.1.6 ("Formations that are in reserve may not carry
 * out any game functions") with its FAQ (footnote 76), whose examples are the Necrons' portals
 * (the Necron lists' Portal rule: a formation in reserve enters play "as part of any activation
 * that allows movement", its move measured from the portal; only infantry, light vehicles and
 * armoured walkers; each portal once per turn; a unit out of formation at the end of the move is
 * destroyed) and the Eldar's Webway Portal in an enemy zone of control.
 *
 * The portal here is Alpha's Predator given the ability (a test variant), so the situations are
 * small and hand-built; the bundled Necron list's Monolith and Abattoir carry it for real.
 */
const portalIds = (game: GameState) => game.formations[PREDATORS]!.unitIds;
const unitsOf = (game: GameState, formationId: string) =>
  game.formations[formationId]!.unitIds.map((id) => game.units[id]!);
const waiting = (game: GameState) => pendingDecision(startChart(game));

const enter = (
  action: 'advance' | 'double' | 'engage' | 'overwatch',
  portal?: string,
): Command => ({
  type: 'action.declare',
  side: 0,
  formationId: KEPT,
  action,
  ...(portal ? { portal } : {}),
});

/** How far the portal's base reaches north (-y) of its centre. */
function edgeDistance(game: GameState, portalId: string): number {
  const shape = unitShape(game, game.units[portalId]!)!;
  const c = game.units[portalId]!.position!;
  let d = 0;
  while (d < 20 && shapeContainsPoint(shape, c.x, c.y - d)) d += 0.01;
  return d;
}

describe('6.1.6 reserves by portal: the declaration', () => {
  it('6.1.6 FAQ: "When is it decided how formations in reserve will enter play?" When declared: by portal only infantry, light vehicles and armoured walkers, and only in an army with a portal', () => {
    const game = atReserves(withPortals(tournamentGame({ forces: [ALPHA, BETA] })));
    expect(refused(game, KEEP_BY_PORTAL)).toBeNull();
    // Predators are armoured vehicles without walker.
    expect(refused(game, declare(0, [{ formationId: PREDATORS, means: 'portal' }]))).toEqual({
      code: 'tournament/no-means',
      section: '6.1.6',
    });
    // Without a portal in the army there is no such means.
    const plain = atReserves(tournamentGame({ forces: [ALPHA, BETA] }));
    expect(refused(plain, KEEP_BY_PORTAL)).toEqual({
      code: 'tournament/no-means',
      section: '6.1.6',
    });
    const kept = play(game, KEEP_BY_PORTAL);
    expect(kept.tournament?.reserves[KEPT]).toBe('portal');
  });
});

describe('6.1.6 FAQ: a reserve entering by portal in the action phase', () => {
  it('6.1.6 FAQ: "Can a formation in reserve activate?" Yes, and it must enter play: through a named portal, by an action that allows movement', () => {
    const game = actionPhase();
    expect(game.phase).toBe('action');
    expect(canActivate(game, game.formations[KEPT]!)).toBe(true);
    const portal = portalIds(game)[0]!;
    expect(refused(game, enter('advance'))).toEqual({
      code: 'portal/name-the-portal',
      section: '6.1.6',
    });
    expect(refused(game, enter('overwatch', portal))).toEqual({
      code: 'portal/must-enter-play',
      section: '6.1.6',
    });
    expect(refused(game, enter('advance', 'b-sm-tactical-detachment-1-1'))).toEqual({
      code: 'portal/not-usable',
      section: '6.1.6',
    });
    // A formation not in reserve names no portal.
    expect(
      refused(game, {
        type: 'action.declare',
        side: 0,
        formationId: ON_TABLE,
        action: 'advance',
        portal,
      }),
    ).toEqual({ code: 'portal/not-in-reserve', section: '6.1.6' });
    const entered = play(game, enter('advance', portal), [6]);
    const at = entered.units[portal]!.position!;
    for (const u of unitsOf(entered, KEPT)) {
      expect(u.status).toBe('deployed');
      expect(u.position).toEqual(at);
    }
    expect(entered.tournament?.portalsUsed).toEqual({ turn: 1, unitIds: [portal] });
  });

  it('6.1.6 Portal: the move is measured from the portal, not its middle', () => {
    const game = play(actionPhase(), enter('advance', portalIds(actionPhase())[0]), [6]);
    const portal = portalIds(game)[0]!;
    const at = game.units[portal]!.position!;
    const edge = edgeDistance(game, portal);
    expect(edge).toBeGreaterThan(0.5);
    const marine = game.formations[KEPT]!.unitIds[0]!;
    const speed = 15; // Tactical Marines
    const move = (d: number): Command => ({
      type: 'move.unit',
      side: 0,
      unitId: marine,
      path: [{ x: at.x, y: at.y - d }],
    });
    // Alpha sets up on the south edge: north (-y) is towards the enemy and open table.
    expect(refused(game, move(edge + speed - 0.2))).toBeNull();
    expect(refused(game, move(edge + speed + 0.3))).toEqual({
      code: 'move/too-far',
      section: '1.7',
    });
  });

  it('6.1.6 Portal: "If, at the end of the movement, a unit is out of formation it is destroyed": a unit left in the portal', () => {
    let game = play(actionPhase(), enter('advance', portalIds(actionPhase())[0]), [6]);
    const portal = portalIds(game)[0]!;
    const at = game.units[portal]!.position!;
    const ids = game.formations[KEPT]!.unitIds;
    // Five of six step out in two rows north of the portal; the last stays in it.
    const spots = [
      { x: -4.2, y: -9 },
      { x: 0, y: -9 },
      { x: 4.2, y: -9 },
      { x: -2.1, y: -13.5 },
      { x: 2.1, y: -13.5 },
    ];
    ids.slice(0, 5).forEach((id, i) => {
      game = play(game, {
        type: 'move.unit',
        side: 0,
        unitId: id,
        path: [{ x: at.x + spots[i]!.x, y: at.y + spots[i]!.y }],
        // Turning about in the portal would sweep over the Predators packed beside it.
        orientation: 'keep-facing',
      });
    });
    const result = applyCommand(
      game,
      { type: 'move.end', side: 0 },
      {
        dice: new FixedDieSource([6, 6, 6], game.rng),
      },
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.events).toContainEqual({
      type: 'tournament/portal-stuck',
      formationId: KEPT,
      unitIds: [ids[5]],
      section: '6.1.6',
    });
    expect(result.state.units[ids[5]!]!.status).toBe('destroyed');
    // 1.7.4: a Blast marker for the unit lost out of formation.
    expect(result.state.formations[KEPT]!.blastMarkers).toBe(1);
    expect(result.state.turnState.activation?.portal).toBeUndefined();
  });

  it('6.1.6 Portal: "Each portal can be used only once per turn"', () => {
    const game = actionPhase();
    const [first, second] = portalIds(game);
    const entered = play(game, enter('advance', first), [6]);
    expect(entered.tournament?.portalsUsed).toEqual({ turn: 1, unitIds: [first] });
    // A second formation kept back by portal (the other Tactical detachment, put back in reserve).
    const units = { ...entered.units };
    for (const id of entered.formations[ON_TABLE]!.unitIds)
      units[id] = { ...units[id]!, status: 'reserve', position: null };
    const second2: GameState = {
      ...entered,
      units,
      tournament: {
        ...entered.tournament!,
        reserves: { ...entered.tournament!.reserves, [ON_TABLE]: 'portal' },
      },
      turnState: { ...entered.turnState, activation: null, lastActivation: null },
    };
    const through = (portal: string): Command => ({
      type: 'action.declare',
      side: 0,
      formationId: ON_TABLE,
      action: 'advance',
      portal,
    });
    expect(refused(second2, through(first!))).toEqual({
      code: 'portal/not-usable',
      section: '6.1.6',
    });
    expect(refused(second2, through(second!))).toBeNull();
    // Next turn the first portal is free again.
    expect(refused({ ...second2, turn: 2 }, through(first!))).toBeNull();
  });
});

describe('6.1.6 FAQ: a reserve with no means to enter play', () => {
  /** Alpha's portals all destroyed. */
  function noPortals(game: GameState): GameState {
    const units = { ...game.units };
    for (const id of portalIds(game))
      units[id] = { ...units[id]!, status: 'destroyed', position: null };
    return { ...game, units };
  }

  it('6.1.6 FAQ: "Can a formation in reserve with no means to enter play choose to pass (e.g. Necrons in reserve with no portal left to use)?" No', () => {
    let game = actionPhase();
    // Alpha's other formations act first; then only the reserve is left.
    game = play(
      game,
      { type: 'action.declare', side: 0, formationId: ON_TABLE, action: 'overwatch' },
      [6],
    );
    game = play(game, { type: 'action.handOver', side: 0 });
    game = play(
      game,
      { type: 'action.declare', side: 1, formationId: BETA_TACTICAL, action: 'overwatch' },
      [6],
    );
    game = play(
      game,
      { type: 'action.declare', side: 0, formationId: PREDATORS, action: 'overwatch' },
      [6],
    );
    // With a portal to use, the reserve may pass (all Alpha has left is in reserve).
    expect(refused(game, { type: 'action.pass', side: 0 })).toBeNull();
    const stranded = noPortals(game);
    expect(refused(stranded, { type: 'action.pass', side: 0 })).toEqual({
      code: 'action/no-pass',
      section: '6.1.6',
    });
    expect(waiting(stranded).commands).not.toContain('action.pass');
    // It activates, cannot enter play and loses the activation.
    expect(refused(stranded, enter('advance'))).toBeNull();
    const result = applyCommand(stranded, enter('advance'), {
      dice: new FixedDieSource([6, 6, 6, 6, 6, 6, 6, 6], stranded.rng),
    });
    if (!result.ok) throw new Error(result.refusal.message);
    if (!result.ok) return;
    expect(result.events).toContainEqual({
      type: 'tournament/no-way-in',
      formationId: KEPT,
      blastMarker: false,
      section: '6.1.6',
    });
    // Its activation is over (the last of the turn: the end phase follows).
    expect(result.events).toContainEqual({
      type: 'action/ended',
      formationId: KEPT,
      section: '1.6',
    });
    expect(unitsOf(result.state, KEPT).every((u) => u.status === 'reserve')).toBe(true);
  });
});

describe('6.1.6 FAQ: failed action tests in reserve', () => {
  /** Beta's Tactical Marine stepped up beside the first portal (inside its zone of control). */
  function portalInZoc(game: GameState): GameState {
    const portal = portalIds(game)[0]!;
    const at = game.units[portal]!.position!;
    const reach = edgeDistance(game, portal);
    const enemy = game.formations[BETA_TACTICAL]!.unitIds[0]!;
    return {
      ...game,
      units: {
        ...game.units,
        [enemy]: { ...game.units[enemy]!, position: { x: at.x, y: at.y - reach - 3 } },
      },
    };
  }

  it('6.1.6 FAQ: "Is a formation in reserve ever limited in what actions it can carry out?" Yes: through a portal in an enemy zone of control, only an engage action', () => {
    const game = portalInZoc(actionPhase());
    const portal = portalIds(game)[0]!;
    expect(refused(game, enter('advance', portal))).toEqual({
      code: 'portal/in-enemy-zoc',
      section: '6.1.6',
    });
    expect(refused(game, enter('engage', portal))).toBeNull();
  });

  it('6.1.6 FAQ: "What happens when a formation in reserve fails its action test?" It must move as part of a hold action to enter play', () => {
    const game = actionPhase();
    const portal = portalIds(game)[0]!;
    const result = applyCommand(game, enter('advance', portal), {
      dice: new FixedDieSource([1, 6, 6, 6], game.rng),
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const after = result.state;
    expect(after.turnState.activation).toMatchObject({ action: 'hold', movesAllowed: 1 });
    expect(after.formations[KEPT]!.blastMarkers).toBe(1);
    // In the portal, ready for the hold action's move.
    for (const u of unitsOf(after, KEPT)) expect(u.position).toEqual(after.units[portal]!.position);
  });

  it('6.1.6 FAQ: "What happens when a formation in reserve fails its action test but can\'t enter play (e.g. Eldar in reserve and Webway Portal in an enemy unit\'s zone of control)?" It takes a Blast marker, and may not take a hold action', () => {
    const game = portalInZoc(actionPhase());
    const portal = portalIds(game)[0]!;
    const result = applyCommand(game, enter('engage', portal), {
      dice: new FixedDieSource([1, 6, 6, 6], game.rng),
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.events).toContainEqual({
      type: 'tournament/no-way-in',
      formationId: KEPT,
      blastMarker: true,
      section: '6.1.6',
    });
    const after = result.state;
    expect(after.formations[KEPT]).toMatchObject({ activated: true, blastMarkers: 1 });
    expect(unitsOf(after, KEPT).every((u) => u.status === 'reserve')).toBe(true);
    // The portal was not used: it stays free for this turn.
    expect(after.tournament?.portalsUsed).toBeUndefined();
    // The activation is over: Beta is next.
    expect(after.turnState.activation).toBeNull();
  });
});

describe('6.1.6 reserves by portal: the computer players', () => {
  it('the random player and the AI enter a reserve through a portal with legal commands only', () => {
    const game = actionPhase();
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const command = createRandomPlayer(seed).decide(game, waiting(game), 0).command;
      expect(refused(game, command)).toBeNull();
    }
  });

  it('the AI brings its reserve in through a portal towards the objectives, every unit out of it', () => {
    // Alpha's Tactical detachment on the table has acted: the reserve is what is left to move.
    let game = play(
      actionPhase(),
      { type: 'action.declare', side: 0, formationId: ON_TABLE, action: 'overwatch' },
      [6],
    );
    const ai = createUtilityPlayer('hard', 1);
    const decision = ai.decide(game, waiting(game), 0);
    expect(decision.command).toMatchObject({ type: 'action.declare', formationId: KEPT });
    expect((decision.command as { portal?: string }).portal).toBeDefined();
    // The AI plays the activation to its end.
    for (let i = 0; i < 60 && waiting(game).sides.includes(0); i++) {
      const next = ai.decide(game, waiting(game), 0).command;
      expect(refused(game, next)).toBeNull();
      const result = applyCommand(game, next);
      if (!result.ok) throw new Error(result.refusal.message);
      game = result.state;
      if (game.formations[KEPT]!.activated && !game.turnState.activation) break;
    }
    const portalAt = game.units[(decision.command as { portal: string }).portal]!.position!;
    const units = unitsOf(game, KEPT);
    expect(units.every((u) => u.status === 'deployed')).toBe(true);
    for (const u of units) expect(u.position).not.toEqual(portalAt);
  });
});
