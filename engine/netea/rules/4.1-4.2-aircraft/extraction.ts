import type { Side } from '../../commands/primitives';
import type { GameState } from '../../state/schema';
import { passengersOf } from '../1.7-movement/transports';
import { EMPTY_AIRCRAFT } from './state';
import { targetsDefender } from './defender';
import { ofSide } from '../../state/perSide';

/**
 * 4.5.2 Thunderhawk Down victory conditions: "The Imperial player wins if he destroys both
 * bunkers with close combat attacks, and then manages to exit at least one Terminator unit off
 * the table in a Thunderhawk Gunship. The Imperial player gets a draw if he destroys both
 * bunkers. Any other result is a win for the Ork player." The engine counts a target destroyed
 * in an assault: by its attacks (1.12.5: close combat and firefight are not told apart there),
 * by the hits for losing it (1.12.7) or as the loser is broken and withdraws (1.12.8, 3.2.4: an
 * immobile bunker cannot get away); never by shooting, not even the assault's overwatch.
 */

function record(state: GameState) {
  return state.aircraft?.extraction ?? { assaultKills: [], extracted: [] };
}

function withRecord(state: GameState, extraction: ReturnType<typeof record>): GameState {
  return { ...state, aircraft: { ...(state.aircraft ?? EMPTY_AIRCRAFT), extraction } };
}

/** 1.12.5: targets among the casualties of an assault's attacks. */
export function recordAssaultKills(state: GameState, unitIds: readonly string[]): GameState {
  const rule = state.victory.extraction;
  if (state.victory.kind !== 'extraction' || !rule) return state;
  const targets = unitIds.filter((id) => state.units[id]?.datasheetId === rule.targets);
  if (targets.length === 0) return state;
  const r = record(state);
  return withRecord(state, { ...r, assaultKills: [...new Set([...r.assaultKills, ...targets])] });
}

/** 1.12.7, 1.12.8: the targets destroyed in an assault's result and withdrawal, between `before`
 * and `after`. */
export function recordAssaultLosses(before: GameState, after: GameState): GameState {
  if (after.victory.kind !== 'extraction') return after;
  const lost = Object.values(after.units)
    .filter((u) => u.status === 'destroyed' && before.units[u.id]?.status !== 'destroyed')
    .map((u) => u.id);
  return recordAssaultKills(after, lost);
}

/** The targets of the extraction: how many, and how many were destroyed in assaults. */
export function extractionTargets(
  state: GameState,
): { targets: number; inAssault: number; otherwise: number } | null {
  const rule = state.victory.extraction;
  if (state.victory.kind !== 'extraction' || !rule) return null;
  const targets = Object.values(state.units).filter((u) => u.datasheetId === rule.targets);
  const kills = record(state).assaultKills;
  return {
    targets: targets.length,
    inAssault: targets.filter((u) => kills.includes(u.id)).length,
    otherwise: targets.filter((u) => u.status === 'destroyed' && !kills.includes(u.id)).length,
  };
}

/** 4.2.6: the aircraft unit flies off the table: extract-datasheet units aboard a carrier count
 * once every target has been destroyed in an assault ("and then"). */
export function recordExit(state: GameState, aircraftUnitIds: readonly string[]): GameState {
  const rule = state.victory.extraction;
  const count = extractionTargets(state);
  if (!rule || !count || count.inAssault < count.targets) return state;
  const out = aircraftUnitIds
    .filter((id) => state.units[id]?.datasheetId === rule.carrier)
    .flatMap((id) => passengersOf(state, id))
    .filter((u) => u.datasheetId === rule.extract)
    .map((u) => u.id);
  if (out.length === 0) return state;
  const r = record(state);
  return withRecord(state, { ...r, extracted: [...new Set([...r.extracted, ...out])] });
}

/** The game's end after this end phase: its winner (null: a draw) and why; null to carry on. */
export function extractionResult(state: GameState): { winner: Side | null; reason: string } | null {
  const rule = state.victory.extraction;
  const count = extractionTargets(state);
  if (!rule || !count) return null;
  const attacker = ofSide(state.players, rule.attacker).name;
  const defender = targetsDefender(state, rule.attacker, (u) => u.datasheetId === rule.targets);
  if (record(state).extracted.length > 0)
    return {
      winner: rule.attacker,
      reason: `${attacker} destroyed every bunker in close combat and flew the Terminators out`,
    };
  const bunkersDone = count.targets > 0 && count.inAssault >= count.targets;
  const alive = (sheet: string) =>
    Object.values(state.units).some((u) => u.datasheetId === sheet && u.status !== 'destroyed');
  // Nothing left to change the result: a target lost otherwise or every extract unit lost (no
  // win, no draw), or the carrier lost once every target is stormed (the draw is settled).
  // With the carrier lost and targets standing the draw is still to be had: play on.
  const stuck =
    count.otherwise > 0 || !alive(rule.extract) || (!alive(rule.carrier) && bunkersDone);
  if (!stuck && state.turn < state.victory.maxTurns) return null;
  return bunkersDone
    ? { winner: null, reason: `${attacker} destroyed every bunker in close combat: a draw` }
    : {
        winner: defender,
        reason: `${defender === null ? 'The defenders' : ofSide(state.players, defender).name} kept ${count.targets - count.inAssault} of ${count.targets} bunkers from being stormed`,
      };
}
