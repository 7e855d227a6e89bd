import { validateCommand } from '../../../engine/netea/commands/apply';
import type { Command, Side } from '../../../engine/netea/commands/schema';
import type { Point } from '../../../engine/kernel/geometry/types';
import type { GameState, UnitState } from '../../../engine/netea/state/schema';
import { liveUnits } from '../../../engine/netea/rules/1.2-formations/formations';
import { cargoOf } from '../../../engine/netea/rules/4.1-4.2-aircraft/airTransport';
import { inTheAir } from '../../../engine/netea/rules/4.1-4.2-aircraft/aerospace';
import { mayLand } from '../../../engine/netea/rules/4.1-4.2-aircraft/landing';
import { extractionTargets } from '../../../engine/netea/rules/4.1-4.2-aircraft/extraction';
import { isEnemy } from '../../../engine/netea/rules/1.2-formations/sides';

/**
 * 4.2.5: the transport aircraft's landing, for the computer and as the person's default: where
 * the troops aboard get out (the engine judging each spot), whom it picks up, and whether it
 * air assaults: when the odds are good, or to fly a formation out that waits beside it.
 */

type Land = Extract<Command, { type: 'aircraft.land' }>;

/** Spots around the aircraft, nearest the `towards` point first (else in a ring). */
function spots(game: GameState, formationId: string, towards: Point | null): Point[] {
  const planes = liveUnits(game, game.formations[formationId]!).filter((u) => u.position);
  const out: Point[] = [];
  for (const p of planes)
    for (const r of [5, 6.5, 8, 10, 13, 16])
      for (let a = 0; a < 360; a += 20) {
        const rad = (a * Math.PI) / 180;
        out.push({ x: p.position!.x + Math.cos(rad) * r, y: p.position!.y + Math.sin(rad) * r });
      }
  if (!towards) return out;
  const d = (q: Point) => Math.hypot(q.x - towards.x, q.y - towards.y);
  return out.sort((a, b) => d(a) - d(b));
}

function nearestEnemy(game: GameState, targetId: string, from: Point): Point | null {
  const units = liveUnits(game, game.formations[targetId]!).filter((u) => u.position);
  const d = (u: UnitState) => Math.hypot(u.position!.x - from.x, u.position!.y - from.y);
  return units.sort((a, b) => d(a) - d(b))[0]?.position ?? null;
}

/** Places every unit aboard, one at a time on the first spot the engine accepts; null when
 * some unit finds none. */
export function landingPlan(game: GameState, side: Side, assault: string | null): Land | null {
  const fid = game.aircraft?.step?.formationId;
  if (!fid || !mayLand(game)) return null;
  const plane = liveUnits(game, game.formations[fid]!).find((u) => u.position)?.position;
  if (!plane) return null;
  const towards = assault ? nearestEnemy(game, assault, plane) : null;
  const candidates = spots(game, fid, towards);
  const placed: Land['disembark'][number][] = [];
  for (const unit of cargoOf(game, fid)) {
    let found = false;
    for (const position of candidates) {
      const placement = { unitId: unit.id, position, facing: 0 };
      const command: Land = {
        type: 'aircraft.land',
        side,
        disembark: [...placed, placement],
        pickUp: [],
        ...(assault ? { assault } : {}),
      };
      const refusal = validateCommand(game, command);
      // A formation gets out whole in an air assault: partial plans are judged spot by spot.
      if (refusal === null || refusal.code === 'aircraft/part-formation') {
        placed.push(placement);
        found = true;
        break;
      }
    }
    if (!found) return null;
  }
  const command: Land = {
    type: 'aircraft.land',
    side,
    disembark: placed,
    pickUp: [],
    ...(assault ? { assault } : {}),
  };
  return validateCommand(game, command) === null ? command : null;
}

/** Whole friendly ground formations within 5cm of the aircraft that fit aboard: a pick-up. */
function pickUpPlan(game: GameState, side: Side): Land | null {
  const fid = game.aircraft?.step?.formationId;
  if (!fid || !mayLand(game)) return null;
  for (const f of Object.values(game.formations)) {
    if (f.side !== side || f.id === fid || inTheAir(game, f)) continue;
    const ids = liveUnits(game, f).map((u) => u.id);
    if (ids.length === 0) continue;
    const command: Land = { type: 'aircraft.land', side, disembark: [], pickUp: ids };
    if (validateCommand(game, command) === null) return command;
  }
  return null;
}

/** A side's strength in an assault, roughly: units, and their close combat values. */
function strength(game: GameState, formationIds: readonly string[]): number {
  let s = 0;
  for (const id of formationIds)
    for (const u of liveUnits(game, game.formations[id]!)) {
      const sheet = game.datasheets[u.datasheetId];
      const cc = typeof sheet?.cc === 'number' ? sheet.cc : 6;
      s += 1 + (7 - cc) / 3 + (sheet?.damageCapacity ?? 1) - 1;
    }
  return s;
}

/**
 * At the attack step of a transport aircraft: pick up a formation waiting beside it; else air
 * assault the enemy formation nearest it when the aircraft and its troops outweigh it; else
 * null (the ground attack as usual).
 */
export function airAssaultAnswer(game: GameState, side: Side): Command | null {
  const fid = game.aircraft?.step?.formationId;
  if (!fid || !mayLand(game)) return null;
  const pick = pickUpPlan(game, side);
  if (pick) return pick;
  const cargo = cargoOf(game, fid);
  if (cargo.length === 0) return null;
  const ours = strength(game, [fid, ...new Set(cargo.map((u) => u.formationId))]);
  const plane = liveUnits(game, game.formations[fid]!).find((u) => u.position)?.position;
  if (!plane) return null;
  const enemies = Object.values(game.formations)
    .filter((f) => isEnemy(game, side, f.side) && !inTheAir(game, f) && liveUnits(game, f).length)
    .map((f) => ({ f, at: nearestEnemy(game, f.id, plane) }))
    .filter((e) => e.at && Math.hypot(e.at.x - plane.x, e.at.y - plane.y) <= 20)
    .sort((a, b) => strength(game, [a.f.id]) - strength(game, [b.f.id]));
  for (const e of enemies) {
    if (ours < 1.5 * strength(game, [e.f.id])) continue;
    const plan = landingPlan(game, side, e.f.id);
    if (plan) return plan;
  }
  return null;
}

/**
 * 4.5.2 (an extraction game): the carrier's part for the attacker. `wait`: the troops to fly
 * out are on the ground and targets still stand, so the empty carrier keeps off the table out
 * of the flak; `fetch`: every target is stormed, so it goes to pick the troops up (at `at`,
 * their middle). Null when the game is no extraction, the formation is not the carrier, or the
 * troops ride in it (it flies as any transport: an air assault, or home).
 */
export function extractionRole(
  game: GameState,
  side: Side,
  formationId: string,
): { role: 'wait' } | { role: 'fetch'; at: Point } | null {
  const rule = game.victory.extraction;
  const count = extractionTargets(game);
  const f = game.formations[formationId];
  if (!rule || !count || rule.attacker !== side || !f) return null;
  if (!liveUnits(game, f).some((u) => u.datasheetId === rule.carrier)) return null;
  if (cargoOf(game, formationId).some((u) => u.datasheetId === rule.extract)) return null;
  const troops = Object.values(game.units).filter(
    (u) => u.side === side && u.datasheetId === rule.extract && u.status === 'deployed',
  );
  if (troops.length === 0) return null;
  if (count.targets === 0 || count.inAssault < count.targets) return { role: 'wait' };
  // One formation at a time: the one with the most troops on the table.
  const byFormation = new Map<string, UnitState[]>();
  for (const u of troops)
    byFormation.set(u.formationId, [...(byFormation.get(u.formationId) ?? []), u]);
  const group = [...byFormation.values()].sort((a, b) => b.length - a.length)[0]!;
  const at = {
    x: group.reduce((n, u) => n + u.position!.x, 0) / group.length,
    y: group.reduce((n, u) => n + u.position!.y, 0) / group.length,
  };
  return { role: 'fetch', at };
}
