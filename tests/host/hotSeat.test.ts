import { afterEach, describe, expect, it } from 'vitest';
import { createPlayer, decisionSeed } from '../../ai/registry';
import type { Side } from '../../engine/netea/commands/schema';
import { createGame } from '../../engine/netea/state/setup';
import { GameHost, type HostSnapshot, type HostUpdate } from '../../main/host/gameHost';
import type { GameService } from '../../main/host/service';
import { inThreadAi } from '../../main/ai/decide';
import { SaveStore } from '../../main/saves/store';
import { tunnelSetup } from '../netea/rules/2-specialists/tunnelFixtures';
import { serviceFor, tempUserData } from './helpers';

/**
 * Hot seat (issues 14, 16): two people at one machine, one per side. The window shows the side
 * at the machine; a hand-over cover stands between the two sides; one side's secrets never reach
 * the window while the other sits there.
 */
const HOT_SEAT = {
  scenarioId: 'armoured',
  seed: 3,
  controllers: ['person', 'person'] as const,
  aiPlayer: 'random',
};

let closing: (() => Promise<void>) | null = null;
afterEach(async () => {
  await closing?.();
  closing = null;
});

async function hotSeatService() {
  const s = serviceFor(await tempUserData(), inThreadAi);
  closing = s.close;
  return s;
}

/** A command for the side at the machine, chosen by a random player from what the window got. */
function windowCommand(snapshot: HostSnapshot, seed: number) {
  const side = snapshot.hotSeat!.at!;
  const player = createPlayer('random', decisionSeed(seed, side, snapshot.game.log.length));
  return player.decide(snapshot.game, snapshot.pending, side).command;
}

/** Plays for whoever sits at the machine until the decision passes to the other side. */
function playUntilHandOver(service: GameService, seed: number, limit = 300): HostSnapshot {
  for (let i = 0; i < limit; i++) {
    const seen = service.current()!;
    if (seen.hotSeat!.passTo !== null) return seen;
    const outcome = service.submit(windowCommand(seen, seed));
    if (!outcome.ok) throw new Error(`${outcome.refusal.code}: ${outcome.refusal.message}`);
  }
  throw new Error(`no hand-over in ${limit} commands`);
}

describe('hot seat: two people at one machine (issues 14, 16)', () => {
  it('opens with a hand-over to the first side to decide, takes no command until it is confirmed', async () => {
    const { service, updates } = await hotSeatService();
    const started = await service.newGame(HOT_SEAT);
    expect(started.ok).toBe(true);
    const first = updates.at(-1)!.snapshot;
    const due = first.pending.sides[0]!;
    expect(first.hotSeat).toEqual({ at: null, passTo: due });
    expect(started.ok && started.value.hotSeat).toEqual({ at: null, passTo: due });
    // Nobody sits at the machine yet: even the side to decide is refused.
    const early = service.submit({ type: 'setup.rollOff', side: due });
    expect(early.ok ? null : early.refusal.code).toBe('host/not-at-the-machine');
    const wrong = service.takeSeat((1 - due) as Side);
    expect(wrong.ok ? null : wrong.refusal.code).toBe('host/not-your-turn-at-the-machine');
    expect(service.takeSeat(due).ok).toBe(true);
    expect(updates.at(-1)!.change).toEqual({ kind: 'seat' });
    expect(updates.at(-1)!.snapshot.hotSeat).toEqual({ at: due, passTo: null });
    expect(service.submit({ type: 'setup.rollOff', side: due }).ok).toBe(true);
  });

  it('hands the machine over when the decision passes to the other side; each plays its own side only', async () => {
    const { service, updates } = await hotSeatService();
    await service.newGame(HOT_SEAT);
    const first = service.current()!.hotSeat!.passTo!;
    service.takeSeat(first);
    const handOver = playUntilHandOver(service, 7);
    const other = (1 - first) as Side;
    expect(handOver.hotSeat).toEqual({ at: first, passTo: other });
    expect(handOver.pending.sides).not.toContain(first);
    // The window's last message is the hand-over itself, with nothing to take back.
    expect(updates.at(-1)!.snapshot.hotSeat).toEqual({ at: first, passTo: other });
    expect(handOver.canUndo).toBe(false);
    // The person who just played cannot go on for the other side before the hand-over…
    const command = windowCommand({ ...handOver, hotSeat: { at: other, passTo: null } }, 7);
    const refused = service.submit(command);
    expect(refused.ok ? null : refused.refusal.code).toBe('host/not-at-the-machine');
    // …nor take back their command once the other person sits at the machine.
    expect(service.takeSeat(other).ok).toBe(true);
    expect(service.current()!.hotSeat).toEqual({ at: other, passTo: null });
    expect(service.current()!.canUndo).toBe(false);
    const undo = service.undo();
    expect(undo.ok ? null : undo.refusal.code).toBe('host/no-undo');
    // The other side plays on, and the game hands back in its turn.
    const back = playUntilHandOver(service, 8);
    expect(back.hotSeat).toEqual({ at: other, passTo: first });
    expect(back.game.log.length).toBeGreaterThan(handOver.game.log.length);
  });

  it('autosaves the whole game and a loaded hot-seat game opens with a hand-over', async () => {
    const userData = await tempUserData();
    const a = serviceFor(userData, inThreadAi);
    closing = a.close;
    await a.service.newGame(HOT_SEAT);
    a.service.takeSeat(a.service.current()!.hotSeat!.passTo!);
    playUntilHandOver(a.service, 3);
    await a.close();
    const b = serviceFor(userData, inThreadAi);
    closing = b.close;
    const saves = await b.service.list();
    const loaded = await b.service.load(saves[0]!.id);
    expect(loaded.ok).toBe(true);
    const seen = b.service.current()!;
    expect(seen.hotSeat).toEqual({ at: null, passTo: seen.pending.sides[0] });
  });
});

describe('hot seat: one side’s secrets never reach the window while the other sits there (2.1.23)', () => {
  it('a tunneler plot of one side is in no message the window gets while the other side is at the machine or the machine is handed over', async () => {
    const userData = await tempUserData();
    // A game whose two sides tunnel (2.1.23), saved and loaded as a hot-seat game.
    const setup = tunnelSetup(5);
    const game = createGame(setup);
    if (!game.ok) throw new Error(game.error.join('\n'));
    const settings = { controllers: ['person', 'person'] as const, aiPlayer: 'random', aiSeed: 1 };
    const fresh = new GameHost({
      gameId: 'tunnels',
      setup,
      settings: { ...settings, controllers: [...settings.controllers] },
      from: { game: game.value },
    });
    const id = await new SaveStore(userData).saveAs(
      'tunnels',
      fresh.saveContent('tunnels', '2026-11-24T16:00:00.000Z'),
    );
    fresh.dispose();

    const { service, updates } = serviceFor(userData, inThreadAi);
    closing = () => Promise.resolve(service.dispose());
    const loaded = await service.load(id);
    if (!loaded.ok) throw new Error(loaded.error.join('\n'));
    /** Every message the window got, with the side at the machine when it was sent. */
    const sent: HostUpdate[] = [...updates];
    const answers: HostSnapshot[] = [loaded.value.snapshot];
    const normal = createPlayer('ai:normal', 5);
    for (let i = 0; i < 400 && service.current()!.game.turn < 2; i++) {
      const seen = service.current()!;
      answers.push(seen);
      const { at, passTo } = seen.hotSeat!;
      if (passTo !== null) {
        expect(service.takeSeat(passTo).ok).toBe(true);
        continue;
      }
      const { command } = normal.decide(seen.game, seen.pending, at!);
      const outcome = service.submit(command);
      if (!outcome.ok) throw new Error(`${outcome.refusal.code}: ${outcome.refusal.message}`);
    }
    sent.push(...updates.slice(sent.length));
    // The two sides wrote their plots down, and the game went on past them.
    const plots = updates.at(-1)!.snapshot.game.log.filter((c) => c.type === 'setup.plot');
    expect(new Set(plots.map((c) => c.side))).toEqual(new Set([0, 1]));
    expect(service.current()!.game.turn).toBeGreaterThanOrEqual(2);
    await service.lastAutosave;
    const whole = await new SaveStore(userData).load(`autosave-${service.current()!.gameId}`);
    if (!whole.ok) throw new Error(whole.error.join('\n'));
    const secrets = whole.value.save.snapshot as { context: { game: HostSnapshot['game'] } };
    // Autosaves keep every secret.
    const written = secrets.context.game.log.flatMap((c) =>
      c.type === 'setup.plot' && c.plot ? [{ side: c.side, plot: c.plot }] : [],
    );
    expect(written).toHaveLength(2);

    let handOvers = 0;
    for (const message of [...sent.map((u) => u.snapshot), ...answers]) {
      const { at, passTo } = message.hotSeat!;
      const viewer = passTo === null ? at : null;
      if (passTo !== null) handOvers++;
      const text = JSON.stringify(message);
      for (const plot of written) {
        if (plot.side === viewer) continue;
        expect(text).not.toContain(JSON.stringify(plot.plot!.position));
      }
      expect((message.game.plots ?? []).every((p) => p.side === viewer)).toBe(true);
    }
    for (const update of sent) {
      const { at, passTo } = update.snapshot.hotSeat!;
      const viewer = passTo === null ? at : null;
      const text = JSON.stringify(update);
      for (const plot of written)
        if (plot.side !== viewer) expect(text).not.toContain(JSON.stringify(plot.plot!.position));
    }
    expect(handOvers).toBeGreaterThan(1);
  });
});
