import type { Side } from '../../engine/netea/commands/schema';
import type { GameState } from '../../engine/netea/state/schema';
import { sideView } from '../../engine/netea/state/view';
import { sidesOf } from '../../engine/netea/rules/1.2-formations/sides';
import type { HostSnapshot, HostUpdate } from './gameHost';

/**
 * What the window may see (DESIGN: hidden information): the view of the side whose person sits at
 * the machine (engine/netea/state/view.ts), so the other side's secret plots (2.1.23 tunnelers;
 * 4.3.1 later) never reach the page before they take effect. The host and the autosave keep the
 * full state.
 *
 * Whose secrets the window may see: one side's; nobody's (the machine is being handed over
 * between two people); everyone's (two computers play and the person watches).
 */
export type Viewer = Side | 'nobody' | 'everyone';

/** Against the computer the person's side; computers only: everyone; two or more people: the
 * hot seat decides (hotSeat.ts), nobody until then. */
export function viewerOf(controllers: HostSnapshot['controllers']): Viewer {
  const people = controllers.flatMap((c, s) => (c === 'person' ? [s as Side] : []));
  if (people.length === 0) return 'everyone';
  return people.length === 1 ? people[0]! : 'nobody';
}

/** The game without the secrets the viewer may not see. */
export function gameFor(game: GameState, viewer: Viewer): GameState {
  if (viewer === 'everyone') return game;
  // Each side's view drops the others' secrets: all of them together drop every secret.
  if (viewer === 'nobody') return sidesOf(game).reduce(sideView, game);
  return sideView(game, viewer);
}

export function snapshotFor(snapshot: HostSnapshot, viewer: Viewer): HostSnapshot {
  const game = gameFor(snapshot.game, viewer);
  return game === snapshot.game ? snapshot : { ...snapshot, game };
}

export function updateFor(update: HostUpdate, viewer: Viewer): HostUpdate {
  const change = update.change;
  const hidden =
    viewer !== 'everyone' &&
    change.kind === 'command' &&
    change.command.type === 'setup.plot' &&
    change.command.side !== viewer;
  return {
    ...update,
    snapshot: snapshotFor(update.snapshot, viewer),
    ...(hidden && change.kind === 'command' && change.command.type === 'setup.plot'
      ? { change: { ...change, command: withoutPlot(change.command) } }
      : {}),
  };
}

export function snapshotForWindow(snapshot: HostSnapshot): HostSnapshot {
  return snapshotFor(snapshot, viewerOf(snapshot.controllers));
}

export function updateForWindow(update: HostUpdate): HostUpdate {
  return updateFor(update, viewerOf(update.snapshot.controllers));
}

function withoutPlot<C extends { readonly plot?: unknown }>(command: C): Omit<C, 'plot'> {
  const { plot: _secret, ...rest } = command;
  return rest;
}
