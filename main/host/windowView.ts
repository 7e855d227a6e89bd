import type { Side } from '../../engine/netea/commands/schema';
import { sideView } from '../../engine/netea/state/view';
import type { HostSnapshot, HostUpdate } from './gameHost';

/**
 * What the window may see (DESIGN: hidden information): in a game against the computer, the
 * person's side's view of the state (engine/netea/state/view.ts), so the computer's secret plots
 * (2.1.23 tunnelers; 4.3.1 later) never reach the page before they take effect. The host and the
 * autosave keep the full state. With two people at one machine, or none, the state is sent whole.
 */
export function personSide(controllers: HostSnapshot['controllers']): Side | null {
  const people = ([0, 1] as const).filter((s) => controllers[s] === 'person');
  return people.length === 1 ? people[0]! : null;
}

export function snapshotForWindow(snapshot: HostSnapshot): HostSnapshot {
  const side = personSide(snapshot.controllers);
  return side === null ? snapshot : { ...snapshot, game: sideView(snapshot.game, side) };
}

export function updateForWindow(update: HostUpdate): HostUpdate {
  const side = personSide(update.snapshot.controllers);
  const change = update.change;
  const hidden =
    side !== null &&
    change.kind === 'command' &&
    change.command.type === 'setup.plot' &&
    change.command.side !== side;
  return {
    ...update,
    snapshot: snapshotForWindow(update.snapshot),
    ...(hidden && change.kind === 'command' && change.command.type === 'setup.plot'
      ? { change: { ...change, command: withoutPlot(change.command) } }
      : {}),
  };
}

function withoutPlot<C extends { readonly plot?: unknown }>(command: C): Omit<C, 'plot'> {
  const { plot: _secret, ...rest } = command;
  return rest;
}
