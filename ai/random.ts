import { validateCommand } from '../engine/netea/commands/apply';
import { convoyCommand, convoyEntryCommand, marineSetUpCommand } from './ambushPlays';
import {
  blizzardCommand,
  centreCommand,
  leaveCentreCommand,
  chargeOutCommand,
  plantAnchor,
  stormCommand,
} from './plantPlays';
import { ambushingSide, convoySide } from '../engine/netea/rules/5.3-scenarios/ambushSetup';
import { convoyEntrySide } from '../engine/netea/rules/5.3-scenarios/ambushEntry';
import type { Command, Side } from '../engine/netea/commands/schema';
import type { TwoSides } from '../engine/netea/commands/primitives';
import { isMixed } from '../engine/netea/rules/3-war-engines/aim';
import { openAreas } from '../engine/netea/rules/3-war-engines/deploymentAreas';
import { Rng } from '../engine/kernel/dice/rng';
import type { PendingDecision } from '../engine/netea/flow/pending';
import {
  canActivate,
  formationsOf,
  liveUnits,
} from '../engine/netea/rules/1.2-formations/formations';
import { pendingRallies } from '../engine/netea/rules/1.14-end-phase/rally';
import { passengersOf } from '../engine/netea/rules/1.7-movement/transports';
import {
  charactersHosts,
  unjoinedCharacters,
} from '../engine/netea/rules/2-specialists/characters';
import { aircraftAnswer, aircraftMissions } from './utility/candidates/aircraft';
import { isAircraftFormation } from '../engine/netea/rules/4.1-4.2-aircraft/aerospace';
import { DECLARABLE_ACTIONS } from '../engine/netea/commands/primitives';
import { ACTIONS, type FormationState, type GameState } from '../engine/netea/state/schema';
import type { Explanation, Player } from './player';
import { randomHelpers } from './randomHelpers';
import { possibleFollowers } from './utility/candidates/combinedAssault';
import { possiblePartners } from './utility/candidates/teamJoin';
import { movesNow, movingFormationId } from '../engine/netea/rules/5.3-scenarios/combinedMoves';
import { teleportAt } from './utility/candidates/turnStart';
import { arrivalCommand, edgeLength } from '../engine/netea/rules/5.3-scenarios/arrivalPlan';
import { arrivalsDue, heldBackForArrival } from '../engine/netea/rules/5.3-scenarios/arrivalOrder';
import { formationsAbleToLeave } from '../engine/netea/rules/5.3-scenarios/leaveTable';
import { plotAt, surfaceCommand, unplottedTunnelers } from './utility/candidates/tunnel';
import {
  landersDue,
  landingPlotAt,
  selfPlanetfallCommand,
  unplottedLanders,
} from './utility/candidates/selfPlanetfall';
import {
  planetfallDisembarkAnswer,
  randomSpacecraftPlan,
  spacecraftOperation,
} from './utility/candidates/spacecraft';
import { plotOf, tunnelsDue, tunnelsIn } from '../engine/netea/rules/2-specialists/offTable';
import { skimmersOf } from '../engine/netea/rules/2-specialists/popUp';
import {
  entersPlayAtTurnStart,
  waitingToTeleport,
} from '../engine/netea/rules/2-specialists/offTable';
import { tournamentDefault } from '../engine/netea/rules/6.1-tournament/defaults';
import { isPortalReserve, usablePortals } from '../engine/netea/rules/6.1-tournament/portals';
import { enemyFormations, isEnemy, teamOf } from '../engine/netea/rules/1.2-formations/sides';
import { teamPlayersToAct } from '../engine/netea/rules/5.3-scenarios/teamPlay';

/**
 * The random legal player: a baseline and a fuzzer. For each decision it draws candidates at
 * random from its own seeded generator and keeps the first one the engine accepts, so every
 * command it sends is legal, and over many seeds it wanders through every corner of the rules.
 */

export function createRandomPlayer(seed: number): Player {
  const rng = new Rng([seed >>> 0, 0x9e3779b9, 0x85ebca6b, (seed * 2654435761) >>> 0 || 1]);
  const pick = <T>(items: readonly T[]): T => {
    const item = items[rng.below(items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  const uniform = (lo: number, hi: number) => lo + (rng.nextUint32() / 0x100000000) * (hi - lo);

  function shuffled<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = rng.below(i + 1);
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  }

  function firstLegal(game: GameState, candidates: () => Command, tries: number): Command | null {
    for (let i = 0; i < tries; i++) {
      const command = candidates();
      if (validateCommand(game, command) === null) return command;
    }
    return null;
  }

  /** 2.1.17: formations kept off the table to teleport in (decided once, by a coin). */
  const keptOff = new Map<string, boolean>();
  function keepOff(game: GameState, formationId: string): boolean {
    let off = keptOff.get(formationId);
    if (off === undefined) {
      const f = game.formations[formationId];
      off =
        f !== undefined &&
        entersPlayAtTurnStart(game, f) &&
        f.unitIds.every((id) => game.units[id]?.status === 'reserve') &&
        rng.below(2) === 0;
      keptOff.set(formationId, off);
    }
    return off;
  }

  /** 2.1.23: tunneling formations kept below (decided once: two times in three). */
  const tunnelling = new Map<string, boolean>();
  function tunnelsBelow(game: GameState, f: FormationState): boolean {
    let below = tunnelling.get(f.id);
    if (below === undefined) {
      below = plotOf(game, f.id) !== undefined || (tunnelsIn(game, f) && rng.below(3) !== 0);
      tunnelling.set(f.id, below);
    }
    return below;
  }

  /** 2.1.21: formations with self planetfall kept off the table (decided once: two in three). */
  const landing = new Map<string, boolean>();
  function landsLater(formationId: string): boolean {
    let later = landing.get(formationId);
    if (later === undefined) {
      later = rng.below(3) !== 0;
      landing.set(formationId, later);
    }
    return later;
  }

  function deploy(game: GameState, side: Side): Command {
    // 2.1.1: a character joins a unit of its formation, any one (it has no base to deploy).
    const character = unjoinedCharacters(game, side)[0];
    if (character) {
      const host = pick(charactersHosts(game, character));
      return { type: 'setup.joinCharacter', side, characterId: character.id, unitId: host.id };
    }
    // Seed 001 5.3.7: the convoy's end and order at random; the Space Marines anywhere legal.
    const ambush = ambushSetUp(game, side);
    if (ambush) return ambush;
    // Seed 001 5.3.15: the control centre's entrance first, anywhere on table 1.
    const centre = centreCommand(game, side, uniform);
    if (centre) return centre;
    // 4.3.1: a spacecraft is set up first, its bombardment anywhere, on any free turn.
    const ship = randomSpacecraftPlan(game, side, rng.below.bind(rng), uniform);
    if (ship) return ship;
    // 2.1.23: a tunneling formation kept off gets its secret plot: anywhere, any legal turn.
    const digger = unplottedTunnelers(game, side).find((f) => tunnelsBelow(game, f));
    if (digger) {
      const at = { x: uniform(5, game.table.width - 5), y: uniform(5, game.table.height - 5) };
      return plotAt(game, side, digger.id, at, 2 + rng.below(3));
    }
    // 2.1.21: a formation with self planetfall kept off lands anywhere, on turn 1 to 4.
    const lander = unplottedLanders(game, side).find((f) => landsLater(f.id));
    if (lander) {
      const at = { x: uniform(5, game.table.width - 5), y: uniform(5, game.table.height - 5) };
      return landingPlotAt(game, side, lander.id, at, 1 + rng.below(4));
    }
    const waiting = Object.values(game.units).filter(
      (u) =>
        u.side === side &&
        u.status === 'reserve' &&
        !plotOf(game, u.formationId) &&
        !keepOff(game, u.formationId) &&
        // Seed 001 5.3.2: escalation formations arrive later.
        !heldBackForArrival(game, game.formations[u.formationId]!) &&
        // 4.2: aircraft stay off the table until they act.
        !isAircraftFormation(game, game.formations[u.formationId]!),
    );
    if (waiting.length === 0) return { type: 'setup.finishDeployment', side };
    const zoneIndex = game.setup.zones[side] ?? 0;
    // Transports first, so that their passengers may board them.
    const unit = waiting.find((u) => game.datasheets[u.datasheetId]?.transport) ?? waiting[0]!;
    // 3.4.1: a formation with areas of its own sets up in one of those still open.
    const areas = openAreas(game, unit.formationId);
    const zone = areas
      ? areas.length > 0
        ? pick(areas)
        : undefined
      : game.deploymentZones[zoneIndex];
    if (!zone) throw new Error('no deployment zone');
    const xs = zone.polygon.map((p) => p.x);
    const ys = zone.polygon.map((p) => p.y);
    const [minX, maxX, minY, maxY] = [
      Math.min(...xs),
      Math.max(...xs),
      Math.min(...ys),
      Math.max(...ys),
    ];
    // Keep a formation together: start near a unit of the same formation already placed.
    const placed = Object.values(game.units).filter(
      (u) => u.formationId === unit.formationId && u.status === 'deployed' && u.position,
    );
    const facing = zoneIndex === 0 ? 90 : 270;
    // Sometimes start aboard a transport of the formation (1.7.5).
    for (const transport of placed) {
      const embark: Command = {
        type: 'setup.embarkUnit',
        side,
        unitId: unit.id,
        transportId: transport.id,
      };
      if (rng.below(2) === 0 && validateCommand(game, embark) === null) return embark;
    }
    const command = firstLegal(
      game,
      () => {
        // Seed 001 5.3.15: the plant's buildings go around the control centre.
        const anchor =
          placed.length > 0 ? pick(placed).position : plantAnchor(game, unit.formationId);
        const position = anchor
          ? { x: anchor.x + uniform(-6, 6), y: anchor.y + uniform(-4, 4) }
          : { x: uniform(minX, maxX), y: uniform(minY, maxY) };
        return { type: 'setup.deployUnit', side, unitId: unit.id, position, facing };
      },
      400,
    );
    if (command) return command;
    // Crowded: anywhere in the zone.
    const fallback = firstLegal(
      game,
      () => ({
        type: 'setup.deployUnit',
        side,
        unitId: unit.id,
        position: { x: uniform(minX, maxX), y: uniform(minY, maxY) },
        facing,
      }),
      4000,
    );
    if (!fallback) throw new Error(`random player found no room to deploy ${unit.id}`);
    return fallback;
  }

  function activate(game: GameState, pending: PendingDecision, side: Side): Command {
    const options: (() => Command)[] = [];
    const ready = formationsOf(game, side).filter((f) => canActivate(game, f));
    const actions = ACTIONS.filter((a) => a !== 'hold') as Exclude<
      (typeof ACTIONS)[number],
      'hold'
    >[];
    if (ready.length > 0) {
      options.push(() => {
        const formation = pick(ready);
        // 2.1.13: now and then its skimmers pop up (the engine refuses where they may not).
        const skimmers = skimmersOf(game, formation.id);
        // 6.1.6: a reserve kept back by portal enters through one of the side's portals.
        const portals = isPortalReserve(game, formation) ? usablePortals(game, side) : [];
        return {
          type: 'action.declare',
          side,
          formationId: formation.id,
          action: pick(actions),
          ...(skimmers.length > 0 && rng.below(2) === 0 ? { popUp: skimmers } : {}),
          ...(portals.length > 0 ? { portal: pick(portals).id } : {}),
        };
      });
    }
    // 2.1.2: an engage action with formations following a commander (as many as may, or one).
    const leaders = ready.filter((f) => possibleFollowers(game, f.id).length > 0);
    if (leaders.length > 0) {
      options.push(() => {
        const leader = pick(leaders);
        const all = shuffled(possibleFollowers(game, leader.id));
        return {
          type: 'action.declare',
          side,
          formationId: leader.id,
          action: 'engage',
          followers: all.slice(0, 1 + rng.below(Math.min(2, all.length))),
        };
      });
    }
    // Seed 001 5.3.11.3: now and then a combined fire (moving or not) or assault with team-mates'
    // formations (only where there are any, so games without teams draw as before).
    const combined = ready.flatMap((f) =>
      (['engage', 'sustained-fire', 'advance', 'double'] as const).flatMap((action) => {
        const base = { type: 'action.declare' as const, side, formationId: f.id, action };
        const partners = possiblePartners(game, base);
        return partners.length > 0 ? [{ base, partners }] : [];
      }),
    );
    if (combined.length > 0)
      options.push(() => {
        const { base, partners } = pick(combined);
        const some = shuffled(partners).slice(0, 1 + rng.below(partners.length));
        return {
          ...base,
          partners: some.map((formationId) => ({ formationId, action: base.action })),
        };
      });
    if (pending.commands.includes('action.handOver'))
      options.push(() => ({ type: 'action.handOver', side }));
    // 6.1.6 FAQ: pass, where all formations left are in reserve.
    if (pending.commands.includes('action.pass'))
      options.push(() => ({ type: 'action.pass', side }));
    // 4.3.2: a spacecraft due now may carry out its operation.
    const operation = spacecraftOperation(game, side, pick);
    if (operation) options.push(() => operation);
    // 2.1.21: a formation due to land by self planetfall, any action, about its landing point.
    const due = landersDue(game, side);
    if (due.length > 0)
      options.push(() => {
        const f = pick(due);
        const action = pick(DECLARABLE_ACTIONS);
        const jitter = (p: { x: number; y: number }) => ({
          x: p.x + uniform(-5, 5),
          y: p.y + uniform(-5, 5),
        });
        return (
          selfPlanetfallCommand(game, side, f, action, uniform(0, 360), jitter) ??
          selfPlanetfallCommand(game, side, f, action, uniform(0, 360)) ?? {
            type: 'overwatch.remain',
            side,
          }
        );
      });
    options.push(() => ({ type: 'overwatch.remain', side }));
    // Seed 001 5.3.5: a formation at a short table edge may leave the table.
    if (pending.commands.includes('breakthrough.leave')) {
      const leaving = formationsAbleToLeave(game, side);
      if (leaving.length > 0)
        options.push(() => ({ type: 'breakthrough.leave', side, formationId: pick(leaving).id }));
    }
    // 4.2: an aircraft formation flies one of its legal missions, or stands down.
    const flying = ready.filter((f) => isAircraftFormation(game, f));
    if (flying.length > 0)
      options.push(() => {
        const missions = aircraftMissions(game, side);
        const f = pick(flying);
        return missions.length > 0 && rng.below(4) !== 0
          ? pick(missions)
          : { type: 'aircraft.mission', side, formationId: f.id, mission: 'stand-down' };
      });
    const command = firstLegal(game, () => pick(options)(), 200);
    if (command) return command;
    // Where few of the drawn declarations are legal (seed 001 5.3.7's first turn: an advance, and
    // nothing else, for each Space Marine formation), 200 draws can all miss: every formation and
    // action is then tried once, and one of the legal ones taken. Only games that got here threw
    // before, so every other game draws as it did.
    const every = ready.flatMap((f) =>
      actions.map((action): Command => ({
        type: 'action.declare',
        side,
        formationId: f.id,
        action,
      })),
    );
    const legal = every.filter((c) => validateCommand(game, c) === null);
    if (legal.length === 0) throw new Error('random player found no legal activation');
    return pick(legal);
  }

  /** One displacement per formation and move, so a formation moves as a body and stays in
   * formation: towards an objective, an enemy or anywhere, a random part of its speed. */
  const plans = new Map<string, { x: number; y: number }>();
  function moveVector(
    game: GameState,
    formationId: string,
    move: number,
  ): { x: number; y: number } {
    const key = `${game.turn}/${formationId}/${move}`;
    const known = plans.get(key);
    if (known) return known;
    const units = Object.values(game.units).filter(
      (u) => u.formationId === formationId && u.position,
    );
    const cx = units.reduce((a, u) => a + (u.position?.x ?? 0), 0) / Math.max(1, units.length);
    const cy = units.reduce((a, u) => a + (u.position?.y ?? 0), 0) / Math.max(1, units.length);
    const enemies = Object.values(game.units).filter(
      (u) => u.side !== units[0]?.side && u.position,
    );
    const goals = [
      ...game.objectives.map((o) => o.position),
      ...enemies.slice(0, 3).map((u) => u.position!),
      { x: uniform(0, game.table.width), y: uniform(0, game.table.height) },
    ];
    const goal = pick(goals);
    const d = Math.hypot(goal.x - cx, goal.y - cy) || 1;
    const speed = Math.min(
      ...units.map((u) => {
        const v = game.datasheets[u.datasheetId]?.speed;
        return typeof v === 'number' ? v : 0;
      }),
    );
    const length = Math.min(d, speed * uniform(0.3, 1));
    const vector = { x: ((goal.x - cx) / d) * length, y: ((goal.y - cy) / d) * length };
    plans.set(key, vector);
    return vector;
  }

  function carryOut(game: GameState, side: Side): Command {
    const acting = game.turnState.activation;
    if (!acting) return { type: 'action.end', side };
    // Seed 001 5.3.11.3: in a combined fire the partners make their moves after the acting
    // formation; `activation` is the moves as the one moving now sees them.
    const activation = movesNow(game, acting);
    const mover = movingFormationId(activation);
    // At the end of a move, passengers may get out (1.7.5).
    if (acting.movesTaken > 0 && acting.movedThisMove.length === 0 && !acting.shot) {
      const transports = Object.values(game.units).filter(
        (u) =>
          u.formationId === movingFormationId(acting) &&
          u.position &&
          passengersOf(game, u.id).length > 0,
      );
      for (const transport of transports) {
        if (rng.below(2) === 0) continue;
        const riders = passengersOf(game, transport.id);
        const command = firstLegal(
          game,
          () => ({
            type: 'move.disembark',
            side,
            transportId: transport.id,
            placements: riders.map((r) => {
              const a = uniform(0, 2 * Math.PI);
              const d = uniform(2, 4.5);
              return {
                unitId: r.id,
                position: {
                  x: transport.position!.x + Math.cos(a) * d,
                  y: transport.position!.y + Math.sin(a) * d,
                },
                facing: transport.facing,
              };
            }),
          }),
          20,
        );
        if (command) return command;
      }
    }
    const canMove =
      activation.movesTaken < activation.movesAllowed &&
      !((activation.action === 'marshal' || activation.action === 'hold') && activation.shot) &&
      !(activation.action === 'hold' && rng.below(3) === 0 && activation.movesTaken === 0);
    if (canMove) {
      // Seed 001 5.3.15: now and then a unit inside the control centre comes out, any way.
      // (No die is drawn in games without units inside: their random games stay as they were.)
      const out = leaveCentreCommand(game, side, (steps) => shuffled(steps));
      if (out && rng.below(2) === 0) return out;
      const vector = moveVector(game, mover, activation.movesTaken);
      const waiting = Object.values(game.units).filter(
        (u) =>
          u.formationId === mover &&
          u.status === 'deployed' &&
          u.position &&
          !activation.movedThisMove.includes(u.id),
      );
      // A unit none of whose tries was legal stays put for this move: trying it again on every
      // later decision of the move would cost more than everything else the player does.
      const stuckKey = (unitId: string) =>
        `m/${game.turn}/${mover}/${activation.movesTaken}/${unitId}`;
      for (const unit of waiting) {
        if (tried.has(stuckKey(unit.id))) continue;
        for (const f of [1, 0.6, 0.3]) {
          const to = { x: unit.position!.x + vector.x * f, y: unit.position!.y + vector.y * f };
          const command: Command = { type: 'move.unit', side, unitId: unit.id, path: [to] };
          if (validateCommand(game, command) === null) return command;
        }
        tried.add(stuckKey(unit.id));
      }
      const end: Command = { type: 'move.end', side };
      if (validateCommand(game, end) === null) return end;
    }
    // Each enemy formation tried once, in a random order.
    const enemies = shuffled(enemyFormations(game, side));
    let next = 0;
    const shot = firstLegal(
      game,
      () => {
        const targetFormationId = enemies[next++]!.id;
        // 3.2.1: at a formation of war engines and other units, a random pick of which to aim at.
        const aim = isMixed(game, targetFormationId)
          ? { aimAt: rng.below(2) === 0 ? ('war-engines' as const) : ('others' as const) }
          : {};
        return { type: 'shoot.declare', side, targetFormationId, ...aim };
      },
      enemies.length,
    );
    if (shot && rng.below(4) !== 0) return shot;
    // Barrage weapons (1.9.8): a template on a random enemy unit, indirect when sustained.
    const enemyUnits = Object.values(game.units).filter(
      (u) => isEnemy(game, side, u.side) && u.status === 'deployed' && u.position,
    );
    const hasBarrage = Object.values(game.units).some(
      (u) =>
        u.formationId === activation.formationId &&
        game.datasheets[u.datasheetId]?.weapons.some((w) =>
          w.modes.some((m) => m.firepower.some((f) => f.type === 'BP')),
        ),
    );
    if (hasBarrage && enemyUnits.length > 0 && !activation.shot) {
      const barrage = firstLegal(
        game,
        () => {
          const unit = pick(enemyUnits);
          return {
            type: 'shoot.barrage',
            side,
            targetFormationId: unit.formationId,
            centres: [unit.position!],
            ...(activation.action === 'sustained-fire' && rng.below(2) === 0
              ? { indirect: true }
              : {}),
          };
        },
        6,
      );
      if (barrage && rng.below(4) !== 0) return barrage;
    }
    const regroup: Command = { type: 'action.regroup', side };
    if (rng.below(2) === 0 && validateCommand(game, regroup) === null) return regroup;
    const end: Command = { type: 'action.end', side };
    if (validateCommand(game, end) === null) return end;
    // The action still owes a move (1.2.1, 1.7.3, 1.10 FAQ): stand still for it.
    return { type: 'move.end', side };
  }

  /** Seed 001 5.3.7: the convoy in a random order at a random end; the Space Marines on either
   * side of the road, each formation somewhere along it. */
  function ambushSetUp(game: GameState, side: Side): Command | null {
    if (convoySide(game) === side && !game.ambush)
      return convoyCommand(game, side, rng.below(2) === 0 ? 'west' : 'east', (ids) => {
        const out = [...ids];
        for (let i = out.length - 1; i > 0; i--) {
          const j = rng.below(i + 1);
          [out[i], out[j]] = [out[j]!, out[i]!];
        }
        return out;
      });
    if (ambushingSide(game) !== side) return null;
    const unit = Object.values(game.units).find((u) => u.side === side && u.status === 'reserve');
    if (!unit) return null;
    for (let i = 0; i < 20; i++) {
      const command = marineSetUpCommand(
        game,
        side,
        unit.id,
        rng.below(2) === 0,
        uniform(10, game.table.width - 10),
        () => uniform(-2, 2),
      );
      if (command) return command;
    }
    return null;
  }

  /** 1.4.2, 2.1.17: now and then teleport a waiting formation in somewhere legal; else pass. */
  function turnStart(game: GameState, side: Side): Command {
    // Seed 001 5.3.15: the blizzard's roll, or any table after a 4 or a 5.
    const blizzard = blizzardCommand(game, side, (n) => rng.below(n));
    if (blizzard) return blizzard;
    // Seed 001 5.3.7: the convoy's next formation marches on, held back a little at random.
    if (convoyEntrySide(game) === side) {
      const command =
        convoyEntryCommand(game, side, () => uniform(0, 10)) ?? convoyEntryCommand(game, side);
      if (command) return command;
      throw new Error('random player found no room on the road for the convoy');
    }
    // Seed 001 5.3.2: an escalation formation due comes on anywhere along the own edge.
    const arriving = arrivalsDue(game, side);
    if (arriving.length > 0) {
      const formation = pick(arriving);
      const length = edgeLength(game, side);
      for (let i = 0; i < 12; i++) {
        const command = arrivalCommand(game, side, formation, uniform(5, length - 5));
        if (command) return command;
      }
      for (let along = 5; along < length; along += 10) {
        const command = arrivalCommand(game, side, formation, along);
        if (command) return command;
      }
      throw new Error(`random player found no room at the edge for ${formation.name}`);
    }
    // 2.1.23: a tunneler due this turn must surface, facing any way.
    for (const f of tunnelsDue(game, side))
      for (let i = 0; i < 6; i++) {
        const command = surfaceCommand(game, side, f, uniform(0, 360));
        if (command) return command;
      }
    const waiting = waitingToTeleport(game, side);
    if (waiting.length > 0 && rng.below(3) !== 0) {
      const formation = pick(waiting);
      const command = firstLegal(
        game,
        () =>
          teleportAt(
            game,
            side,
            formation,
            { x: uniform(5, game.table.width - 5), y: uniform(5, game.table.height - 5) },
            uniform(0, 360),
          ) ?? { type: 'turnStart.pass', side },
        60,
      );
      if (command) return command;
    }
    return { type: 'turnStart.pass', side };
  }

  const helpers = randomHelpers({ rng, pick, uniform, firstLegal });
  const { unitsOf, nearestEnemy, tryMoves, tried, assault } = helpers;

  function decide(game: GameState, pending: PendingDecision, side: Side): Command {
    switch (pending.kind) {
      case 'roll-off':
        return { type: 'setup.rollOff', side };
      case 'choose-zone':
        return { type: 'setup.chooseZone', side, zone: rng.below(2) };
      case 'place-objective': {
        const command = firstLegal(
          game,
          () => ({
            type: 'setup.placeObjective',
            side,
            position: {
              x: uniform(5, game.table.width - 5),
              y: uniform(20, game.table.height - 20),
            },
          }),
          500,
        );
        if (!command) throw new Error('random player found nowhere to set up an objective');
        return command;
      }
      case 'deploy':
        return deploy(game, side);
      case 'turn-start-roll-off':
        return { type: 'turnStart.rollOff', side };
      case 'turn-start-order':
        return { type: 'turnStart.choose', side, goFirst: rng.below(2) === 0 };
      case 'turn-start':
        return turnStart(game, side);
      case 'tournament': {
        // 6.1.5: a spacecraft first, as in any battle (4.3.1).
        const ship = pending.commands.includes('setup.spacecraft')
          ? randomSpacecraftPlan(game, side, rng.below.bind(rng), uniform)
          : null;
        if (ship && validateCommand(game, ship) === null) return ship;
        // 6.1: any legal set-up choice, drawn from this player's generator (a tournament game
        // has two players).
        return tournamentDefault(
          game,
          side as TwoSides,
          () => rng.nextUint32() / 0x100000000,
          true,
        );
      }
      case 'strategy-roll':
        return { type: 'strategy.roll', side };
      case 'choose-first':
        return { type: 'strategy.choose', side, goFirst: rng.below(2) === 0 };
      case 'activate':
      case 'retain-or-hand-over':
        return activate(game, pending, side);
      case 'team-pick': {
        // Seed 001 5.3.11.2: any player of the team with a formation left (or, retaining,
        // hand the initiative over now and then).
        const team = teamOf(game, side);
        const players = team === null ? [] : teamPlayersToAct(game, team);
        if (pending.commands.includes('action.handOver') && rng.below(4) === 0)
          return { type: 'action.handOver', side };
        return { type: 'team.pick', side, player: pick(players) };
      }
      case 'team-join':
        // Seed 001 5.3.11.3: agree or decline, at random.
        return { type: 'team.join', side, accept: rng.below(2) === 0 };
      case 'carry-out-action':
        return carryOut(game, side);
      case 'overwatch-fire': {
        const window = game.turnState.overwatchWindow;
        const ready = formationsOf(game, side).filter((f) => f.overwatch);
        if (window && ready.length > 0 && rng.below(3) !== 0) {
          const fire = firstLegal(
            game,
            () => ({ type: 'overwatch.fire', side, formationId: pick(ready).id }),
            ready.length * 2,
          );
          if (fire) return fire;
        }
        return { type: 'overwatch.pass', side };
      }
      case 'assault': {
        // Seed 001 5.3.15: now and then into the control centre instead, where it can.
        const storm = pending.commands.includes('plant.storm') ? stormCommand(game, side) : null;
        // Seed 001 5.3.15: always when none of the formation is on the table to assault with.
        if (storm && (rng.below(2) === 0 || !actingOnTheTable(game))) return storm;
        // Seed 001 5.3.15 with 1.12.3: units inside charge out from the entrance, one time in
        // two (no die is drawn where none is inside: other random games stay as they were).
        if (pending.commands.includes('plant.chargeOut')) {
          const key = (id: string) =>
            `out/${game.turn}/${game.turnState.activation?.formationId}/${id}`;
          const out = chargeOutCommand(game, side, (id) => tried.has(key(id)));
          if (out && out.type === 'plant.chargeOut') {
            tried.add(key(out.unitId));
            if (rng.below(2) === 0) return out;
          }
        }
        return assault(game, pending, side);
      }
      case 'aircraft':
        return aircraftAnswer(game, pending, side);
      case 'planetfall-passengers': {
        // 4.4: out on landing or aboard, one time in two.
        const answer = planetfallDisembarkAnswer(game, side, () => rng.below(2) === 0);
        if (!answer) throw new Error('no planetfall landing is waiting');
        return answer.command;
      }
      case 'withdraw': {
        const w = game.turnState.withdrawal;
        const units = w
          ? unitsOf(game, w.formationIds).filter((u) => (w.moves[u.id] ?? 0) < w.move)
          : [];
        // Withdraw (or, when it is optional, sometimes stay), each unit once in each move.
        if (w && (w.mandatory || rng.below(3) !== 0)) {
          const move = tryMoves(
            game,
            units.filter((u) => !tried.has(`w/${game.log.length}/${u.id}`)),
            (id) => tried.add(`w/${game.log.length}/${id}`),
            (from) => {
              const enemy = nearestEnemy(game, from, side);
              if (!enemy) return null;
              const d = Math.hypot(from.x - enemy.x, from.y - enemy.y) || 1;
              return {
                x: from.x + ((from.x - enemy.x) / d) * 40,
                y: from.y + ((from.y - enemy.y) / d) * 40,
              };
            },
            (unitId, to) => ({ type: 'withdrawal.move', side, unitId, path: [to] }),
            [0, 20, 30],
          );
          if (move) return move;
        }
        return { type: 'withdrawal.end', side };
      }
      case 'allocate-hits':
        return { type: 'hits.allocate', side };
      case 'rally':
        return { type: 'end.rally', side, formationId: pick(pendingRallies(game, side)).id };
      case 'none':
        throw new Error('no decision is pending');
    }
  }

  return {
    name: 'random',
    decide(game, pending, side) {
      const command = decide(game, pending, side);
      const explanation: Explanation = { summary: `random legal ${command.type}` };
      return { command, explanation };
    },
  };
}

/** Seed 001 5.3.15: whether the acting formation has a unit on the table (not all inside the
 * control centre). */
function actingOnTheTable(game: GameState): boolean {
  const id = game.turnState.activation?.formationId;
  const formation = id === undefined ? undefined : game.formations[id];
  return formation !== undefined && liveUnits(game, formation).some((u) => u.status === 'deployed');
}
