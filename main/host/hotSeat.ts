import type { Command, Side } from '../../engine/netea/commands/schema';
import type { PendingDecision } from '../../engine/netea/flow/pending';
import { refusal, type Refusal } from '../../engine/kernel/result';
import type { HostSnapshot, HostUpdate } from './gameHost';
import { snapshotFor, updateFor, type Viewer } from './windowView';

/** Two or more people share the machine, one per side (issues 14, 16; seed 001 5.3.11 lets
 * several people play a multiplayer game at one table, beside computer players). */
export function isHotSeat(controllers: HostSnapshot['controllers']): boolean {
  return controllers.filter((c) => c === 'person').length >= 2;
}

/**
 * The side whose person must sit at the machine for the pending decision: the seated side while
 * it may answer (a roll both throw, both deploying), otherwise the first side that may. While
 * nobody may answer (the game is over) whoever sits there stays.
 */
export function dueSide(pending: PendingDecision, at: Side | null): Side | null {
  if (pending.sides.length === 0 || (at !== null && pending.sides.includes(at))) return at;
  return pending.sides[0]!;
}

/**
 * The hot seat: which person sits at the machine. The window gets that side's view; when the
 * decision passes to the other side, it gets a hand-over instead ("pass the machine to …") with
 * nobody's secrets, until the other person says they are at the machine. Until then no command
 * is taken, and a person never takes back the other's command.
 */
export class HotSeat {
  private at: Side | null = null;

  /** The seat as the window is told of it, for the host's snapshot now. */
  seat(snapshot: HostSnapshot): { readonly at: Side | null; readonly passTo: Side | null } {
    const due = dueSide(snapshot.pending, this.at);
    return { at: this.at, passTo: due !== this.at ? due : null };
  }

  /** Whose secrets the window may see now: the seated side's, nobody's during a hand-over. */
  private viewer(snapshot: HostSnapshot): Viewer {
    const { at, passTo } = this.seat(snapshot);
    return passTo !== null || at === null ? 'nobody' : at;
  }

  snapshot(snapshot: HostSnapshot): HostSnapshot {
    const seat = this.seat(snapshot);
    return {
      ...snapshotFor(snapshot, this.viewer(snapshot)),
      hotSeat: seat,
      canUndo: seat.passTo === null && this.mayUndo(snapshot) && snapshot.canUndo,
    };
  }

  update(update: HostUpdate): HostUpdate {
    const seen = updateFor(update, this.viewer(update.snapshot));
    return { ...seen, snapshot: this.snapshot(update.snapshot) };
  }

  /** The person of `side` says they are at the machine: only for the hand-over that is due. */
  take(side: Side, snapshot: HostSnapshot): Refusal | null {
    const { at, passTo } = this.seat(snapshot);
    if (passTo === side || (passTo === null && at === side)) {
      this.at = side;
      return null;
    }
    return refusal(
      'host/not-your-turn-at-the-machine',
      '-',
      `${nameOf(snapshot, side)} is not the one to take the machine now.`,
    );
  }

  /** Only the side at the machine gives commands, and none while the machine is handed over. */
  mayCommand(command: Command, snapshot: HostSnapshot): Refusal | null {
    const { at, passTo } = this.seat(snapshot);
    if (passTo === null && at === command.side) return null;
    return refusal(
      'host/not-at-the-machine',
      '-',
      `${nameOf(snapshot, command.side)} is not at the machine.`,
    );
  }

  /**
   * A person takes back only their own last command (the one undo takes back is the last of the
   * log: a die or the other's command since would have closed undo).
   */
  mayUndo(snapshot: HostSnapshot): boolean {
    const last = snapshot.game.log.at(-1);
    return this.at !== null && last !== undefined && last.side === this.at;
  }
}

/** A side's name for a refusal; a side the game does not have is named by number. */
function nameOf(snapshot: HostSnapshot, side: Side): string {
  return snapshot.game.players[side]?.name ?? `Player ${side + 1}`;
}
