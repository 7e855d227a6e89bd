import { describe, expect, it } from 'vitest';
import { createPlayer } from '../../ai/registry';
import { fieldRoster } from '../../engine/netea/armies/field';
import type { RosterFormation } from '../../engine/netea/armies/roster/schema';
import type { GameEvent } from '../../engine/netea/events';
import { startChart, submit } from '../../engine/netea/flow/game';
import { pendingDecision, type ChartSnapshot } from '../../engine/netea/flow/pending';
import { createTournamentSetup } from '../../engine/netea/scenarios/tournament';
import { createGame } from '../../engine/netea/state/setup';
import { entryNamed, formationNamed, list, roster } from '../netea/armies/field/helpers';

/**
 * The Space Marine list's Drop Pod rule in a tournament game (6.1): a roster whose Tactical
 * formation takes the list's Drop Pods, with a Strike Cruiser to land them (4.3, 4.4), fields
 * the pod as a transport for its formation, gets a drop zone at set-up, and lands by planetfall
 * when the spacecraft operates: the Deathwind attack, everyone out, the pod removed.
 */
const sm = list('space-marines-ea');

function withDropPods(name: string): RosterFormation {
  const f = formationNamed(sm, name);
  const id = sm.formations.find((x) => x.name === name)!.id;
  return {
    ...f,
    selections: [
      ...f.selections,
      { entry: entryNamed(sm, id, 'Drop Pods').id, count: 1, selections: [] },
    ],
  };
}

function dropPodGame(seed: number) {
  const army = fieldRoster(
    roster(sm, [withDropPods('Tactical'), formationNamed(sm, 'Strike Cruiser')]),
  );
  if (!army.ok) throw new Error(army.error.join(' '));
  const setup = createTournamentSetup({
    seed,
    pointsTotal: 3000,
    forces: [
      { name: 'Marines', strategyRating: 5, formations: [], army: army.value },
      {
        name: 'Beta',
        strategyRating: 3,
        formations: [{ formation: 'sm-tactical-detachment', points: 300, count: 2 }],
      },
    ],
  });
  if (!setup.ok) throw new Error(setup.error.join(' '));
  const game = createGame(setup.value);
  if (!game.ok) throw new Error(game.error.join(' '));
  return { army: army.value, game: game.value };
}

/** Plays with the utility AI on both sides until `stop` holds (or 600 commands), keeping the
 * events. */
function playUntil(seed: number, stop: (events: readonly GameEvent[]) => boolean) {
  let snap: ChartSnapshot = startChart(dropPodGame(seed).game);
  const players = [createPlayer('ai:hard', seed), createPlayer('ai:hard', seed + 1)];
  const events: GameEvent[] = [];
  for (let i = 0; i < 600 && !stop(events) && snap.context.game.phase !== 'game-over'; i++) {
    const pending = pendingDecision(snap);
    const side = pending.sides[0]!;
    const { command } = players[side]!.decide(snap.context.game, pending, side);
    const r = submit(snap, command);
    if (!r.ok) throw new Error(`${command.type} refused: ${r.refusal.message}`);
    events.push(...r.events);
    snap = r.snapshot;
  }
  return { game: snap.context.game, events };
}

describe('Space Marines: Drop Pod in a tournament roster (4.4, 6.1.5, 6.1.6)', () => {
  it('a Tactical formation with Drop Pods fields its pod as the transport of its troops, the Drop Pod rule enforced', () => {
    const { army } = dropPodGame(3);
    const pod = Object.values(army.datasheets).find((d) => d.name === 'Drop Pod')!;
    expect(pod.abilities.map((a) => a.id).sort()).toEqual(['drop-pod', 'planetfall']);
    expect(pod.transport?.carries).toContainEqual({ kind: 'unit-type', unitType: 'INF' });
    expect(army.notes.filter((n) => n.message.includes('Drop Pod'))).toEqual([]);
    const tactical = army.formations.find((f) => f.name === 'Tactical')!;
    expect(tactical.units.find((u) => u.datasheetId === pod.id)?.count).toBe(1);
  });

  it('a formation with Rhinos cannot drop whole: fielded without its pod, with a note', () => {
    const f = withDropPods('Tactical');
    const id = sm.formations.find((x) => x.name === 'Tactical')!.id;
    const rhino = sm.formations
      .find((x) => x.id === id)!
      .entry.groups.find((g) => g.name === 'APCs')!
      .entries.find((e) => e.name === 'Rhino')!;
    const army = fieldRoster(
      roster(sm, [
        { ...f, selections: [...f.selections, { entry: rhino.id, count: 3, selections: [] }] },
        formationNamed(sm, 'Strike Cruiser'),
      ]),
    );
    if (!army.ok) throw new Error(army.error.join(' '));
    expect(Object.values(army.value.datasheets).some((d) => d.name === 'Drop Pod')).toBe(false);
    expect(army.value.notes.map((n) => n.code)).toContain('field/planetfall');
  });

  it('4.4: an army without a spacecraft fields the formation without its pod, with a note', () => {
    const army = fieldRoster(roster(sm, [withDropPods('Tactical')]));
    if (!army.ok) throw new Error(army.error.join(' '));
    expect(Object.values(army.value.datasheets).some((d) => d.name === 'Drop Pod')).toBe(true);
    const tactical = army.value.formations.find((f) => f.name === 'Tactical')!;
    expect(tactical.units.map((u) => army.value.datasheets[u.datasheetId]!.name)).toEqual([
      'Tactical',
    ]);
    expect(army.value.notes.find((n) => n.code === 'field/planetfall')?.message).toContain(
      'spacecraft',
    );
  });

  it('the AI plots a drop zone for it, keeps it in reserve, and lands it by planetfall from the Strike Cruiser: the pod attacks, its Tacticals get out, the pod is removed', () => {
    const done = (events: readonly GameEvent[]) =>
      events.some((e) => e.type === 'drop-pod/removed');
    const { game, events } = playUntil(5, done);
    expect(events.some((e) => e.type === 'planetfall/landed')).toBe(true);
    expect(events.some((e) => e.type === 'drop-pod/attack')).toBe(true);
    const removed = events.find((e) => e.type === 'drop-pod/removed');
    expect(removed).toBeDefined();
    const formation = game.formations[removed!.formationId]!;
    expect(formation.name.startsWith('Tactical')).toBe(true);
    // The pod is gone; its six Tactical squads are on the table.
    const units = formation.unitIds.map((id) => game.units[id]!);
    expect(units.every((u) => game.datasheets[u.datasheetId]?.name !== 'Drop Pod')).toBe(true);
    expect(units.filter((u) => u.status === 'deployed').length).toBe(6);
  });
});
