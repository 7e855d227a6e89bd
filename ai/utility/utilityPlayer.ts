import { aircraftAnswer, aircraftCandidates } from './candidates/aircraft';
import { isAircraftFormation } from '../../engine/netea/rules/4.1-4.2-aircraft/aerospace';
import { validateCommand } from '../../engine/netea/commands/apply';
import type { Command, Side } from '../../engine/netea/commands/schema';
import type { TwoSides } from '../../engine/netea/commands/primitives';
import { Rng } from '../../engine/kernel/dice/rng';
import type { PendingDecision } from '../../engine/netea/flow/pending';
import type { Point } from '../../engine/kernel/geometry';
import { assaultFormations } from '../../engine/netea/rules/1.12-assaults/state';
import { formationsOf } from '../../engine/netea/rules/1.2-formations/formations';
import { passHandsOver } from '../../engine/netea/rules/6.1-tournament/pass';
import { pendingRallies } from '../../engine/netea/rules/1.14-end-phase/rally';
import type { GameState } from '../../engine/netea/state/schema';
import type { Explanation, Player } from '../player';
import { randomHelpers } from '../randomHelpers';
import { activationCandidates } from './candidates/activation';
import { portalCandidates, portalExitMove } from './candidates/portal';
import { backingAway, nextUnitMove, planFormationMove } from './candidates/movement';
import { deployCandidates, intoZone, objectiveCandidates } from './candidates/setup';
import { characterCandidates } from './candidates/characters';
import { combinedAssaultCandidates } from './candidates/combinedAssault';
import { sensibleFirefightChoice } from './candidates/skimmerFirefight';
import { shootingCandidates } from './candidates/shooting';
import { teleportCandidates } from './candidates/teleport';
import { weDismountCommand, weMountCommand } from './candidates/weTransport';
import { keepsOffTable } from './candidates/turnStart';
import { breakoutCommand, escalationArrival } from './considerations/scenarioGoals';
import { breakoutActivations, breakoutLineUp, movesOnHold } from './candidates/breakoutLineUp';
import {
  arrivalsDue,
  heldBackForArrival,
} from '../../engine/netea/rules/5.3-scenarios/arrivalOrder';
import {
  facingTowards,
  plotAt,
  sensiblePlotPoint,
  surfaceCommand,
  unplottedTunnelers,
} from './candidates/tunnel';
import { plotOf, tunnelsDue } from '../../engine/netea/rules/2-specialists/offTable';
import {
  landersDue,
  landingPlotAt,
  selfPlanetfallCommand,
  unplottedLanders,
} from './candidates/selfPlanetfall';
import { withPopUp } from './candidates/popUp';
import { teamPickCandidates } from './candidates/teamPick';
import { joinIsWorthIt, teamAssaultCandidates } from './candidates/teamJoin';
import { teamOf } from '../../engine/netea/rules/1.2-formations/sides';
import { teamPlayersToAct } from '../../engine/netea/rules/5.3-scenarios/teamPlay';
import {
  sensibleSpacecraftPlan,
  planetfallDisembarkAnswer,
  spacecraftOperation,
  spacecraftToPlan,
} from './candidates/spacecraft';
import { allFearless } from './considerations/specialists';
import { waitingToTeleport } from '../../engine/netea/rules/2-specialists/offTable';
import { assaultTargetCandidates, chargeMove, counterChargeMove } from './candidates/assault';
import { linear } from './curves';
import { DIFFICULTIES, type Difficulty, type Mind } from './mind';
import { explain, rank, type Candidate, type Scored } from './score';
import { centreOf, clampTo, dist, situationOf, viewOf, type Situation } from './situation';
import { tournamentDefault } from '../../engine/netea/rules/6.1-tournament/defaults';
import { overwatchTargetFor } from '../../engine/netea/rules/1.10-overwatch/window';
import { isBreakthrough } from '../../engine/netea/rules/5.3-scenarios/breakthrough';
import { convoyCommand, convoyEntryCommand, marineSetUpCommand } from '../ambushPlays';
import {
  blizzardCommand,
  centreCommand,
  insideCentreDeclarations,
  leaveCentreCommand,
  stormCommand,
} from '../plantPlays';
import { plantDeployAnchor } from './considerations/plantGoals';
import { ambushingSide, convoySide } from '../../engine/netea/rules/5.3-scenarios/ambushSetup';
import { convoyEntrySide } from '../../engine/netea/rules/5.3-scenarios/ambushEntry';
import { openAreas } from '../../engine/netea/rules/3-war-engines/deploymentAreas';

type Decision = { command: Command; explanation: Explanation };

const plain = (command: Command, summary: string): Decision => ({
  command,
  explanation: { summary },
});

/**
 * The utility player (DESIGN: ai/): for every decision it lists candidate commands the engine
 * accepts, scores each by considerations passed through response curves, and plays the best
 * (or, below the hard level, one of the best drawn from its own seeded generator). It reads only
 * what a player sees: the state, never the generator's future dice.
 */
export function createUtilityPlayer(level: Difficulty['id'], seed: number): Player {
  const difficulty = DIFFICULTIES[level];
  const rng = new Rng([seed >>> 0 || 7, 0x6a09e667, 0xbb67ae85, (seed * 40503) >>> 0 || 3]);
  const uniform = (lo: number, hi: number) => lo + (rng.nextUint32() / 0x100000000) * (hi - lo);
  const mind: Mind = { difficulty, rng, uniform };
  const helpers = randomHelpers({
    rng,
    pick: (items) => items[0]!,
    uniform,
    firstLegal: () => null,
  });
  const tried = new Set<string>();

  /** The best candidate, or at a temperature one drawn in proportion to exp(score / T). */
  function choose(candidates: readonly Candidate[]): { chosen: Scored; ranked: Scored[] } | null {
    const ranked = rank(candidates);
    if (ranked.length === 0) return null;
    const t = difficulty.temperature;
    if (t <= 0 || ranked.length === 1) return { chosen: ranked[0]!, ranked };
    const top = ranked.slice(0, 6);
    const weights = top.map((c) => Math.exp((c.score - top[0]!.score) / t));
    let r = uniform(
      0,
      weights.reduce((a, b) => a + b, 0),
    );
    for (let i = 0; i < top.length; i++) {
      r -= weights[i]!;
      if (r <= 0) return { chosen: top[i]!, ranked };
    }
    return { chosen: ranked[0]!, ranked };
  }

  function decideBy(candidates: readonly Candidate[], fallback: Command, why: string): Decision {
    const c = choose(candidates);
    if (!c) return plain(fallback, why);
    return { command: c.chosen.command, explanation: explain(c.chosen, c.ranked) };
  }

  function anchorOf(game: GameState, s: Situation, formationId: string): Point {
    // Seed 001 5.3.15: the Imperials' commands by tables, the buildings round the centre.
    const plant = plantDeployAnchor(
      game,
      s.side,
      formationId,
      formationsOf(game, s.side).findIndex((f) => f.id === formationId),
    );
    if (plant) return plant;
    const goal = s.goals.get(formationId)?.point ?? s.home;
    const mine = formationsOf(game, s.side).map((f) => f.id);
    const index = mine.indexOf(formationId);
    const zone = game.deploymentZones[game.setup.zones[s.side] ?? s.side];
    const ys = zone?.polygon.map((p) => p.y) ?? [0, 15];
    const front = s.enemyHome.y > s.home.y ? Math.max(...ys) - 3 : Math.min(...ys) + 3;
    const view = viewOf(game, game.formations[formationId]!);
    const sideways = ([-14, 14, -28, 28, 0, 42, -42][index % 7] ?? 0) * 0.8;
    // Within the zone's width too (3.4.1: the Gargant's place is narrower than the table).
    const xs = zone?.polygon.map((p) => p.x) ?? [0, game.table.width];
    const ahead: Point = {
      x: clampTo(
        goal.x + (view.artillery ? 0 : sideways),
        Math.max(8, Math.min(...xs) + 8),
        Math.min(game.table.width - 8, Math.max(...xs) - 8),
      ),
      y: view.artillery ? clampTo(goal.y, Math.min(...ys) + 3, Math.max(...ys) - 3) : front,
    };
    // Seed 001 5.3.5: with the enemy beside rather than ahead (the short edges), the formations
    // spread along the zone's length, about its middle, instead of lining its front.
    const lateral =
      isBreakthrough(game) &&
      Math.abs(s.enemyHome.x - s.home.x) > Math.abs(s.enemyHome.y - s.home.y);
    const anchor: Point = lateral
      ? {
          x: clampTo(s.home.x + (index % 2 ? 8 : -8), Math.min(...xs) + 8, Math.max(...xs) - 8),
          y: clampTo(s.home.y + sideways * 1.5, Math.min(...ys) + 8, Math.max(...ys) - 8),
        }
      : ahead;
    // 3.4.1: a formation with areas of its own: the nearest point of the first still open
    // (bunkers: close to home, out of the enemy's way).
    // Seed 001 5.3.5: areas open to any number of formations (the Orks' two edges) are taken
    // in turn, so the force is split between them.
    const areas = openAreas(game, formationId) ?? [];
    const unlimited = areas.every((a) => a.maxFormations === undefined);
    const area = unlimited ? areas[index % Math.max(1, areas.length)] : areas[0];
    if (!area) return anchor;
    const axs = area.polygon.map((p) => p.x);
    const ays = area.polygon.map((p) => p.y);
    const inside = (v: number, vs: number[]) =>
      clampTo(v, Math.min(...vs) + 2, Math.max(...vs) - 2);
    return { x: inside(anchor.x, axs), y: inside(lateral ? anchor.y : s.home.y, ays) };
  }

  /**
   * Seed 001 5.3.7: the convoy comes on fastest first at the west end; the Space Marines set up
   * formation by formation alternately north and south of the road, spread along it, each just
   * beyond the 30cm (the Scouts close to the road, to shoot at the convoy at short range).
   */
  function ambushSetUp(game: GameState, side: Side): Decision | null {
    if (convoySide(game) === side && !game.ambush)
      return plain(
        convoyCommand(game, side, 'west'),
        'the fast formations lead the convoy, the Gunzmobs last (5.3.7)',
      );
    if (ambushingSide(game) !== side) return null;
    const formations = formationsOf(game, side);
    const unit = Object.values(game.units).find((u) => u.side === side && u.status === 'reserve');
    if (!unit) return null;
    const index = formations.findIndex((f) => f.id === unit.formationId);
    const x = ((index + 0.5) / formations.length) * game.table.width;
    const command = marineSetUpCommand(game, side, unit.id, index % 2 === 0, x);
    return command ? plain(command, 'set up beside the road, beyond 30cm of it (5.3.7)') : null;
  }

  function deploy(game: GameState, s: Situation): Decision {
    // 4.3.1: the spacecraft is set up before any ground unit, its bombardment plotted.
    const ship = spacecraftToPlan(game, s.side);
    const plan = ship ? sensibleSpacecraftPlan(game, s.side, ship, s.home, s.enemyHome) : null;
    if (plan && validateCommand(game, plan) === null)
      return plain(plan, 'the spacecraft bombards where the enemy will stand (4.3.1)');
    // 2.1.1: characters join a unit first (they have no base of their own).
    const joins = characterCandidates(game, s);
    if (joins.length > 0) return decideBy(joins, joins[0]!.command, 'a character joins a unit');
    // 2.1.23: tunnelers stay below, plotted to surface by an objective in the enemy half as
    // early as the rule allows there.
    const digger = unplottedTunnelers(game, s.side)[0];
    if (digger) {
      const at = sensiblePlotPoint(game, s.side, s.home, s.enemyHome);
      return plain(plotAt(game, s.side, digger.id, at), 'a tunneler surfaces by an objective');
    }
    // 2.1.21: formations with self planetfall stay off, plotted to land on turn 2 by the
    // objective in the enemy half that the tunnelers would aim for.
    const lander = unplottedLanders(game, s.side)[0];
    if (lander) {
      const at = sensiblePlotPoint(game, s.side, s.home, s.enemyHome);
      const plot = landingPlotAt(game, s.side, lander.id, at, 2);
      if (validateCommand(game, plot) === null)
        return plain(plot, 'a self planetfall lands by an objective (2.1.21)');
    }
    // Seed 001 5.3.7: the convoy, fastest first; the Space Marines by the road, out of reach.
    const ambush = ambushSetUp(game, s.side);
    if (ambush) return ambush;
    // Seed 001 5.3.15: the control centre's entrance first, in the middle of table 1.
    const centre = centreCommand(game, s.side);
    if (centre)
      return plain(centre, 'the control centre in the middle of table 1, furthest from the Orks');
    // 2.1.17: teleporters stay off the table, to strike where they are needed (turnStart.ts).
    const waiting = Object.values(game.units).filter(
      (u) =>
        u.side === s.side &&
        u.status === 'reserve' &&
        !keepsOffTable(game, u.formationId) &&
        // Seed 001 5.3.2: escalation formations arrive later.
        !heldBackForArrival(game, game.formations[u.formationId]!) &&
        !plotOf(game, u.formationId) &&
        // 4.2: aircraft stay off the table until they act.
        !isAircraftFormation(game, game.formations[u.formationId]!),
    );
    const finish: Command = { type: 'setup.finishDeployment', side: s.side };
    // Formation by formation, so each is set up as one body.
    const started = waiting.find((u) =>
      Object.values(game.units).some(
        (v) => v.formationId === u.formationId && v.status === 'deployed',
      ),
    );
    const unit = started ?? waiting[0];
    if (!unit) return plain(finish, 'every unit is set up');
    const anchor = (f: string) => anchorOf(game, s, f);
    let spots = deployCandidates(game, s, unit.id, anchor);
    // An anchor outside a zone that is no strip along an edge (seed 001 5.3.11.1: a corner's
    // L) finds no spot: again from the zone's point nearest it.
    if (spots.length === 0)
      spots = deployCandidates(game, s, unit.id, (f) => intoZone(game, s.side, anchor(f)));
    return decideBy(spots, finish, `no room found for ${unit.id}`);
  }

  function activate(game: GameState, pending: PendingDecision, s: Situation): Decision {
    // 4.3.2: a spacecraft due now acts first, before the enemy moves out from under its plan.
    const operation = spacecraftOperation(game, s.side);
    if (operation) return plain(operation, 'the spacecraft carries out its operation (4.3.2)');
    // 2.1.21: a formation due to land does so as soon as it may, advancing from where it lands.
    for (const f of landersDue(game, s.side)) {
      const at = plotOf(game, f.id)?.position ?? s.home;
      const landing = selfPlanetfallCommand(
        game,
        s.side,
        f,
        'advance',
        facingTowards(at, s.enemyHome),
      );
      if (landing) return plain(landing, 'the formation lands by self planetfall (2.1.21)');
    }
    // Seed 001 5.3.5: a formation at a short edge breaks out at once: only those off count.
    if (pending.commands.includes('breakthrough.leave')) {
      const leave = breakoutCommand(game, s.side);
      if (leave) return plain(leave, 'the formation breaks out off the table (5.3.5)');
    }
    const candidates = activationCandidates(game, s, difficulty);
    // Seed 001 5.3.5: a formation within reach of the edge this action moves there.
    candidates.push(...breakoutActivations(game, s));
    // 4.2: aircraft fly their missions, the best few scored on flak and threat.
    candidates.push(...aircraftCandidates(game, s.side));
    // 6.1.6: reserves kept back by portal enter play through one.
    candidates.push(...portalCandidates(game, s));
    // 2.1.2: engage with formations following a commander, where some may.
    candidates.push(...combinedAssaultCandidates(game, candidates));
    // Seed 001 5.3.11.3: engage with team-mates' formations joining, where some may.
    candidates.push(...teamAssaultCandidates(game, candidates));
    // Seed 001 5.3.15: formations wholly inside the control centre attack again or come out.
    for (const command of insideCentreDeclarations(game, s.side))
      candidates.push({
        label: `${command.type === 'action.declare' ? command.formationId : ''} in the control centre`,
        command,
        considerations: [{ name: 'inTheControlCentre', value: 0.8 }],
      });
    if (pending.commands.includes('action.handOver')) {
      const handOver: Command = { type: 'action.handOver', side: s.side };
      if (validateCommand(game, handOver) === null)
        candidates.push({
          label: 'hand the initiative over',
          command: handOver,
          // Retain (1.6.3) only for an action clearly worth the harder action test.
          considerations: [{ name: 'retainOnlyForMuch', value: 0.42 }],
        });
    }
    // 6.1.6 FAQ: with only aircraft in reserve left, pass while the enemy still has formations
    // to move: a mission flown later finds them where they went (a strong one still goes now).
    if (pending.commands.includes('action.pass')) {
      const pass: Command = { type: 'action.pass', side: s.side };
      if (passHandsOver(game, s.side) && validateCommand(game, pass) === null)
        candidates.push({
          label: 'pass, keeping the aircraft in reserve',
          command: pass,
          considerations: [{ name: 'waitForTheEnemy', value: 0.42 }],
        });
    }
    const decision = decideBy(
      candidates,
      { type: 'overwatch.remain', side: s.side },
      'no formation to activate',
    );
    // 2.1.13: skimmers pop up when it lets them see more of the enemy.
    return { ...decision, command: withPopUp(game, decision.command) };
  }

  /** A unit's move by kind; it keeps its facing, so the formation ends as the what-if placed it
   * (a base turned along its path could block the next unit's way). */
  function moveCommand(
    game: GameState,
    side: Side,
    kind: 'move' | 'withdraw' | 'assault-withdraw',
  ) {
    return (unitId: string, waypoints: readonly Point[]): Command => {
      const facing = game.units[unitId]?.facing ?? 0;
      const path = [...waypoints];
      // A withdrawing unit backs away as it stands: turned along its path first, a base in
      // contact with what it fled (a bunker's wall) would swing into it (1.7.2).
      const slide = { facing, orientation: 'keep-facing' as const };
      return kind === 'move'
        ? { type: 'move.unit', side, unitId, path, facing }
        : kind === 'withdraw'
          ? { type: 'withdrawal.move', side, unitId, path, ...slide }
          : { type: 'assault.withdrawMove', side, unitId, path, ...slide };
    };
  }

  /**
   * The next unit's part of each formation's move, planned afresh from the state for every
   * unit: the host builds the player anew for each decision (main/ai/decide.ts), so nothing
   * planned for the unit before may be relied on. The units in `done` have made this move
   * already; the plan keeps the formation in coherency with them where it can (1.7.4).
   */
  function formationMove(
    game: GameState,
    s: Situation,
    formationIds: readonly string[],
    intent: 'advance' | 'withdraw',
    make: (unitId: string, path: readonly Point[]) => Command,
    reachOf: (speed: number) => number,
    done: (unitId: string) => boolean,
  ): { command: Command | null; explanation: Explanation } {
    const drive = backingAway(game, make);
    for (const id of formationIds) {
      const formation = game.formations[id];
      if (!formation) continue;
      const all = viewOf(game, formation);
      const units = all.units.filter((u) => !done(u.unit.id));
      if (units.length === 0) continue;
      const view = { ...all, units, centre: centreOf(units.map((u) => u.unit.position!)) };
      const goal = s.goals.get(id)?.point ?? view.centre;
      const plan = planFormationMove(game, s, mind, view, goal, reachOf(view.speed), intent, drive);
      const command = nextUnitMove(game, view.units, plan, new Set(), drive);
      if (command) {
        const best = plan.ranked[0];
        return {
          command,
          explanation: best
            ? explain(best, plan.ranked)
            : // Words for the person, as every explanation (no id, no vector).
              { summary: `${formation.name} keeps to its plan for this move` },
        };
      }
    }
    return { command: null, explanation: { summary: 'every unit has made its move' } };
  }

  function carryOut(game: GameState, s: Situation): Decision {
    const activation = game.turnState.activation;
    if (!activation) return plain({ type: 'action.end', side: s.side }, 'no activation');
    const formationId = activation.formationId;
    const formation = game.formations[formationId]!;
    const regroup: Command = { type: 'action.regroup', side: s.side };
    // A failed action test leaves a hold action (1.6.2): regroup if there are Blast markers.
    if (
      activation.action === 'hold' &&
      formation.blastMarkers > 0 &&
      // Seed 001 5.3.5: breaking out, it moves for the edge instead.
      !movesOnHold(game, s.side, formation) &&
      validateCommand(game, regroup) === null
    )
      return plain(regroup, 'hold action: regroup to shed Blast markers (1.13.1)');
    const mayMove =
      activation.movesTaken < activation.movesAllowed &&
      !((activation.action === 'marshal' || activation.action === 'hold') && activation.shot);
    if (mayMove) {
      // 3.1.3: infantry far from the fight ride a war engine that has acted this turn.
      const mount = weMountCommand(game, s.side);
      if (mount) return plain(mount, 'mount up in a war engine to ride to the fight (3.1.3)');
      // 6.1.6: a formation entering through a portal comes out of it in a block.
      const exit = portalExitMove(game, s, moveCommand(game, s.side, 'move'));
      if (exit) return plain(exit, 'the formation comes out of the portal towards its objective');
      // Seed 001 5.3.5: within one move of a short edge, the units line up on it to break out.
      const dash = breakoutLineUp(game, s.side, formationId, activation.movedThisMove);
      if (dash) return plain(dash, 'the formation lines up on the table edge to break out (5.3.5)');
      // Seed 001 5.3.15: units inside the control centre come out, from its entrance.
      const out = leaveCentreCommand(game, s.side);
      if (out) return plain(out, 'units come out of the control centre towards the plant (5.3.15)');
      const moved = formationMove(
        game,
        s,
        [formationId],
        'advance',
        moveCommand(game, s.side, 'move'),
        (speed) => speed - 0.1,
        (unitId) => activation.movedThisMove.includes(unitId),
      );
      if (moved.command) return { command: moved.command, explanation: moved.explanation };
      const end: Command = { type: 'move.end', side: s.side };
      if (validateCommand(game, end) === null) return plain(end, 'the formation has moved');
    }
    // 3.1.3: near the enemy, the war engine puts its passengers out to shoot with it.
    const dismount = weDismountCommand(game, s.side);
    if (dismount) return plain(dismount, 'the passengers get out near the enemy (3.1.3)');
    if (!activation.shot && activation.action !== 'march') {
      const ctx = { action: activation.action };
      const candidates = shootingCandidates(game, s, formationId, ctx, 'shoot');
      const end: Command = { type: 'action.end', side: s.side };
      if (formation.blastMarkers > 0 && validateCommand(game, regroup) === null)
        candidates.push({
          label: 'regroup',
          command: regroup,
          considerations: [
            { name: 'regroupNeed', value: linear(0, 0, 6, 0.6)(formation.blastMarkers) },
          ],
        });
      if (validateCommand(game, end) === null)
        candidates.push({
          label: 'hold fire',
          command: end,
          considerations: [{ name: 'nothingWorthIt', value: 0.05 }],
        });
      const c = choose(candidates);
      if (c) return { command: c.chosen.command, explanation: explain(c.chosen, c.ranked) };
    }
    if (validateCommand(game, regroup) === null) return plain(regroup, 'regroup (1.13.1)');
    const end: Command = { type: 'action.end', side: s.side };
    if (validateCommand(game, end) === null) return plain(end, 'action complete');
    return plain({ type: 'move.end', side: s.side }, 'the action still owes a move');
  }

  function overwatch(game: GameState, s: Situation): Decision {
    const window = game.turnState.overwatchWindow;
    const pass: Command = { type: 'overwatch.pass', side: s.side };
    if (!window) return plain(pass, 'no overwatch window');
    const candidates: Candidate[] = [
      { label: 'pass', command: pass, considerations: [{ name: 'keepOverwatch', value: 0.12 }] },
    ];
    for (const f of formationsOf(game, s.side)) {
      // 1.10 FAQ: at a combined assault, each fires at the formation of it closest to it.
      const target = f.overwatch ? overwatchTargetFor(game, f.id, window.formationId) : null;
      if (target)
        candidates.push(
          ...shootingCandidates(game, s, f.id, { action: null }, 'overwatch').filter((c) =>
            c.label.endsWith(` at ${target}`),
          ),
        );
    }
    return decideBy(candidates, pass, 'no overwatch fire');
  }

  function assault(game: GameState, pending: PendingDecision, s: Situation): Decision {
    const state = game.turnState.assault;
    const activation = game.turnState.activation;
    const key = (id: string) =>
      `${game.turn}/${activation?.formationId}/${pending.step}/${state?.round ?? 0}/${id}`;
    const seen = (id: string) => tried.add(key(id));
    const fresh = <T extends { id: string }>(units: T[]) =>
      units.filter((u) => !tried.has(key(u.id)));
    switch (pending.step) {
      case 'target': {
        // Seed 001 5.3.15: into the control centre whenever the formation can reach it.
        const storm = pending.commands.includes('plant.storm') ? stormCommand(game, s.side) : null;
        if (storm) return plain(storm, 'it storms the control centre to kill the technicians');
        const candidates = activation
          ? assaultTargetCandidates(game, s, activation.formationId)
          : [];
        const first = s.theirs[0]?.formation.id ?? '';
        return decideBy(
          candidates,
          { type: 'assault.declare', side: s.side, targetFormationId: first },
          'no assault target in reach',
        );
      }
      case 'charge': {
        const move = state
          ? chargeMove(game, s.side, state, fresh(helpers.unitsOf(game, state.attackers)), seen)
          : null;
        return move
          ? plain(move, 'charge: base contact where there is room, else within 15cm (1.12.3)')
          : plain(
              {
                type: 'assault.endCharge',
                side: s.side,
                ...sensibleFirefightChoice(game, s.side),
              },
              'every unit has charged',
            );
      }
      case 'disembark':
        return plain({ type: 'assault.endDisembark', side: s.side }, 'stay aboard');
      case 'counter-charge': {
        const move = state
          ? counterChargeMove(
              game,
              s.side,
              fresh(helpers.unitsOf(game, assaultFormations(state, s.side))),
              seen,
            )
          : null;
        return move
          ? plain(
              withPopUp(game, move),
              'counter charge into base contact: more units fight (1.12.4)',
            )
          : plain(
              {
                type: 'assault.endCounterCharges',
                side: s.side,
                ...sensibleFirefightChoice(game, s.side),
              },
              'counter charges complete',
            );
      }
      case 'allocate-defender-hits':
      case 'allocate-attacker-hits':
        return plain({ type: 'assault.allocateHits', side: s.side }, 'hits front to back (1.12.6)');
      case 'support':
        return plain(
          { type: 'assault.support', side: s.side },
          'every formation that may support does (1.12.6)',
        );
      case 'withdraw': {
        const losers = state
          ? state.winner === state.attackerSide
            ? state.defenders
            : state.attackers
          : [];
        const stand: Command = { type: 'assault.endWithdrawal', side: s.side };
        if (allFearless(game, losers) && validateCommand(game, stand) === null)
          return plain(stand, 'fearless, it stands its ground and stays in the fight (2.1.3)');
        // 1.13.3: two withdrawal moves a unit, planned round by round.
        const movesOf = (id: string) => state?.withdrawMoves[id] ?? 0;
        const round = Math.min(...helpers.unitsOf(game, losers).map((u) => movesOf(u.id)), 2);
        const moved = formationMove(
          game,
          s,
          losers,
          'withdraw',
          moveCommand(game, s.side, 'assault-withdraw'),
          (speed) => speed - 0.1,
          (unitId) => movesOf(unitId) > round,
        );
        if (moved.command) return { command: moved.command, explanation: moved.explanation };
        return plain({ type: 'assault.endWithdrawal', side: s.side }, 'withdrawal complete');
      }
      default:
        return plain({ type: 'assault.endConsolidation', side: s.side }, 'hold the ground taken');
    }
  }

  /**
   * The start of a turn (1.4.2): formations waiting off the table teleport in (2.1.17) where
   * they can strike; one waits for a better turn only while nothing is worth striking at and
   * the game is young. Passing is also the answer when no placing is legal.
   */
  function turnStart(game: GameState, s: Situation): Decision {
    const pass: Command = { type: 'turnStart.pass', side: s.side };
    // Seed 001 5.3.15: the blizzard's roll; after a 4 or 5 the table that hurts the enemy.
    const blizzard = blizzardCommand(game, s.side);
    if (blizzard) return plain(blizzard, 'the blizzard of this turn (5.3.15)');
    // Seed 001 5.3.7: the convoy's next formation marches as far along the road as it may.
    if (convoyEntrySide(game) === s.side) {
      const command = convoyEntryCommand(game, s.side);
      if (command) return plain(command, 'the convoy marches on along the road (5.3.7)');
    }
    // Seed 001 5.3.2: an escalation formation due comes on behind the formations already
    // fighting, or as near to that as there is room.
    const arriving = arrivalsDue(game, s.side)[0];
    if (arriving) {
      const command = escalationArrival(game, s.side, arriving);
      if (command) return plain(command, 'the formation comes on behind its own (5.3.2)');
    }
    // 2.1.23: a tunneler due now surfaces where it was plotted, facing the enemy.
    for (const f of tunnelsDue(game, s.side)) {
      const at = plotOf(game, f.id)?.position ?? s.home;
      const command = surfaceCommand(game, s.side, f, facingTowards(at, s.enemyHome));
      if (command) return plain(command, 'the tunneler surfaces as plotted (2.1.23)');
    }
    const candidates: Candidate[] = [];
    for (const f of waitingToTeleport(game, s.side))
      candidates.push(...teleportCandidates(game, s, f.id));
    if (candidates.length === 0) return plain(pass, 'no legal place to teleport to');
    candidates.push({
      label: 'wait off the table',
      command: pass,
      // Later in the game there is less left to wait for.
      considerations: [{ name: 'waitForBetterTurn', value: linear(1, 0.4, 3, 0.02)(game.turn) }],
    });
    return decideBy(candidates, pass, 'wait off the table');
  }

  function withdraw(game: GameState, s: Situation): Decision {
    const w = game.turnState.withdrawal;
    const end: Command = { type: 'withdrawal.end', side: s.side };
    if (!w) return plain(end, 'no withdrawal');
    // Seed 001 5.3.7: the Space Marines withdraw the broken Orks of the volley: they leave them
    // broken on the road, in the ambushers' fire, rather than carry them out of it.
    if (!w.formationIds.some((id) => game.formations[id]?.side === s.side))
      return plain(end, 'the broken Orks stay on the road, under the ambush’s guns (5.3.7)');
    if (allFearless(game, w.formationIds) && validateCommand(game, end) === null)
      return plain(end, 'fearless, it stands its ground and stays in the fight (2.1.3)');
    if (!w.mandatory) {
      // 1.13.3: optional. Stay on an objective unless the enemy is close enough to catch us.
      const danger = w.formationIds.some((id) => {
        const view = viewOf(game, game.formations[id]!);
        return view.units.some((u) =>
          s.enemyUnits.some(
            (e) => dist({ x: u.shape.cx, y: u.shape.cy }, { x: e.shape.cx, y: e.shape.cy }) < 25,
          ),
        );
      });
      if (!danger) return plain(end, 'no enemy near: a broken formation keeps its ground');
    }
    const movesOf = (id: string) => w.moves[id] ?? 0;
    const round = Math.min(...helpers.unitsOf(game, w.formationIds).map((u) => movesOf(u.id)), 2);
    const moved = formationMove(
      game,
      s,
      w.formationIds,
      'withdraw',
      moveCommand(game, s.side, 'withdraw'),
      (speed) => speed - 0.1,
      (unitId) => movesOf(unitId) > round,
    );
    if (moved.command) return { command: moved.command, explanation: moved.explanation };
    return plain(end, 'withdrawal complete');
  }

  function decide(game: GameState, pending: PendingDecision, side: Side): Decision {
    const s = situationOf(game, side);
    switch (pending.kind) {
      case 'roll-off':
        return plain({ type: 'setup.rollOff', side }, 'roll off for the table edge');
      case 'choose-zone':
        return plain({ type: 'setup.chooseZone', side, zone: 0 }, 'the zones are alike');
      case 'place-objective':
        return decideBy(
          objectiveCandidates(game, s),
          { type: 'setup.placeObjective', side, position: { x: game.table.width / 2, y: 10 } },
          'no legal spot found',
        );
      case 'deploy':
        return deploy(game, s);
      case 'turn-start-roll-off':
        return plain({ type: 'turnStart.rollOff', side }, 'roll off for the start of the turn');
      case 'turn-start-order':
        return plain({ type: 'turnStart.choose', side, goFirst: true }, 'strike first');
      case 'turn-start':
        return turnStart(game, s);
      case 'tournament': {
        // 6.1.5: the spacecraft first, planned as in any battle (4.3.1).
        const ship = pending.commands.includes('setup.spacecraft')
          ? spacecraftToPlan(game, s.side)
          : null;
        const plan = ship ? sensibleSpacecraftPlan(game, s.side, ship, s.home, s.enemyHome) : null;
        if (plan && validateCommand(game, plan) === null)
          return plain(plan, 'the spacecraft bombards where the enemy will stand (4.3.1, 6.1.5)');
        return plain(
          // 6.1: a tournament game has two players.
          tournamentDefault(game, side as TwoSides, () => uniform(0, 1), false),
          'tournament set-up: the sensible default (6.1)',
        );
      }
      case 'strategy-roll':
        return plain({ type: 'strategy.roll', side }, 'strategy roll');
      case 'choose-first':
        // 1.6: strike first; seed 001 5.3.11.1: with more players, act high to low, first.
        return plain({ type: 'strategy.choose', side, goFirst: true }, 'strike first');
      case 'activate':
      case 'retain-or-hand-over':
        return activate(game, pending, s);
      case 'team-pick': {
        // Seed 001 5.3.11.2: the team-mate with the best action now.
        const team = teamOf(game, side);
        const first = team === null ? side : (teamPlayersToAct(game, team)[0] ?? side);
        return decideBy(
          teamPickCandidates(game, side, pending, difficulty),
          { type: 'team.pick', side, player: first },
          'the first player of the team with a formation left',
        );
      }
      case 'team-join': {
        // Seed 001 5.3.11.3: join a team-mate's attack when the formation can take part in it.
        const accept = joinIsWorthIt(game, side);
        return plain(
          { type: 'team.join', side, accept },
          accept
            ? 'join: my formation can reach an enemy the acting formation can (5.3.11.3)'
            : 'decline: my formation could not take part (5.3.11.3)',
        );
      }
      case 'carry-out-action':
        return carryOut(game, s);
      case 'overwatch-fire':
        return overwatch(game, s);
      case 'assault':
        return assault(game, pending, s);
      case 'aircraft':
        return plain(
          aircraftAnswer(game, pending, side),
          'aircraft: flak, jink, attack or home (4.2)',
        );
      case 'planetfall-passengers': {
        const answer = planetfallDisembarkAnswer(game, side);
        if (!answer) throw new Error('no planetfall landing is waiting');
        return plain(answer.command, answer.reason);
      }
      case 'withdraw':
        return withdraw(game, s);
      case 'allocate-hits':
        return plain({ type: 'hits.allocate', side }, 'hits front to back (1.9.6)');
      case 'rally': {
        const f = pendingRallies(game, side)[0];
        return plain({ type: 'end.rally', side, formationId: f?.id ?? '' }, `rally ${f?.id}`);
      }
      case 'none':
        throw new Error('no decision is pending');
    }
  }

  return { name: `ai:${level}`, decide };
}
