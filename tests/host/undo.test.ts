import { describe, expect, it } from 'vitest';
import { createPlayer } from '../../ai/registry';
import type { Command } from '../../engine/netea/commands/schema';
import { hashValue } from '../../engine/kernel/hash';
import type { HostSettings } from '../../engine/netea/saves';
import type { GameHost } from '../../main/host/gameHost';
import { type AiDecider, type HostUpdate } from '../../main/host/gameHost';
import { inThreadAi } from '../../main/ai/decide';
import { armouredHost } from './helpers';

/**
 * Undo as the tabletop's "hand still on the model": a person's command can be taken back while no
 * die has been rolled since and the computer has not acted.
 */
function host(controllers: HostSettings['controllers'], ai?: AiDecider) {
  const h = armouredHost({ controllers, aiPlayer: 'random', aiSeed: 5 }, ai ? { ai } : {});
  const updates: HostUpdate[] = [];
  h.subscribe((u) => updates.push(u));
  h.start();
  return { h, updates };
}

function accept(h: GameHost, command: Command): void {
  const outcome = h.submit(command, 'person');
  if (!outcome.ok) throw new Error(`${outcome.refusal.code}: ${outcome.refusal.message}`);
}

/** A legal deployment for `side`, from the random player. */
function deployment(h: GameHost, side: 0 | 1): Command {
  const snap = h.snapshot();
  return createPlayer('random', 1).decide(snap.game, snap.pending, side).command;
}

describe('undo (hand still on the model)', () => {
  it('takes back deployments one by one, to the very state before them', () => {
    const { h, updates } = host(['person', 'person']);
    accept(h, { type: 'setup.rollOff', side: 0 });
    expect(h.snapshot().canUndo).toBe(false); // the roll-off rolled dice
    const chooser = h.snapshot().game.setup.edgeChooser!;
    accept(h, { type: 'setup.chooseZone', side: chooser, zone: 0 });
    expect(h.snapshot().canUndo).toBe(true); // choosing a zone rolls nothing
    expect(h.undo().ok).toBe(true);
    accept(h, { type: 'setup.chooseZone', side: chooser, zone: 0 });
    const before = hashValue(h.snapshot().game);
    accept(h, deployment(h, 0));
    const afterOne = hashValue(h.snapshot().game);
    accept(h, deployment(h, 0));
    expect(h.snapshot().canUndo).toBe(true);
    expect(h.undo().ok).toBe(true);
    expect(hashValue(h.snapshot().game)).toBe(afterOne);
    expect(h.undo().ok).toBe(true);
    expect(hashValue(h.snapshot().game)).toBe(before);
    expect(updates.at(-1)!.change).toEqual({ kind: 'undo' });
    // Then the zone choice; the roll-off before it rolled dice and stays.
    expect(h.undo().ok).toBe(true);
    expect(h.snapshot().pending.kind).toBe('choose-zone');
    const refused = h.undo();
    expect(refused.ok ? null : refused.refusal.code).toBe('host/no-undo');
  });

  it('a command that rolls a die cannot be taken back (the roll-off, an action test)', () => {
    const { h } = host(['person', 'person']);
    accept(h, { type: 'setup.rollOff', side: 0 });
    expect(h.snapshot().canUndo).toBe(false);
    expect(h.undo().ok).toBe(false);
    // Play on until a formation is to be activated: declaring its action rolls the action test.
    const players = [createPlayer('random', 1), createPlayer('random', 2)];
    for (let n = 0; n < 400 && h.snapshot().pending.kind !== 'activate'; n++) {
      const { game, pending } = h.snapshot();
      accept(h, players[pending.sides[0]!]!.decide(game, pending, pending.sides[0]!).command);
    }
    const { game, pending } = h.snapshot();
    expect(pending.kind).toBe('activate');
    const side = pending.sides[0]!;
    const formation = Object.values(game.formations).find((f) => f.side === side && !f.activated)!;
    accept(h, { type: 'action.declare', side, formationId: formation.id, action: 'advance' });
    expect(h.snapshot().game.log.at(-1)!.type).toBe('action.declare');
    expect(h.snapshot().canUndo).toBe(false);
  });

  it('cannot take back a command once the computer has acted', async () => {
    // The computer answers only when the test releases it, so the order of events is fixed.
    const asked: (() => void)[] = [];
    const gated: AiDecider = {
      decide: (request) =>
        new Promise((resolve) => asked.push(() => resolve(inThreadAi.decide(request)))),
    };
    const release = async () => {
      asked.shift()?.();
      for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
    };
    const { h } = host(['person', 'computer'], gated);
    accept(h, { type: 'setup.rollOff', side: 0 });
    if (h.snapshot().pending.sides.includes(0))
      accept(h, { type: 'setup.chooseZone', side: 0, zone: 0 });
    else await release();
    expect(h.snapshot().pending.kind).toBe('deploy');
    expect(asked).toHaveLength(1); // the computer is thinking about its first unit
    accept(h, deployment(h, 0));
    expect(h.snapshot().canUndo).toBe(true);
    // Its answer was for the state before the person's unit: dropped, and it is asked again.
    await release();
    expect(h.snapshot().game.log.at(-1)!.side).toBe(0);
    expect(h.snapshot().canUndo).toBe(true);
    await release();
    expect(h.snapshot().game.log.at(-1)!.side).toBe(1);
    expect(h.snapshot().canUndo).toBe(false);
    h.dispose();
  });

  it("the person may not command the computer's side, nor the computer the person's", async () => {
    const { h } = host(['person', 'computer'], { decide: () => new Promise(() => undefined) });
    const mine = h.submit({ type: 'setup.rollOff', side: 1 }, 'person');
    expect(mine.ok ? null : mine.refusal).toMatchObject({
      code: 'host/not-your-side',
      message: 'Player 2 is played by the computer.',
    });
    const theirs = h.submit({ type: 'setup.rollOff', side: 0 }, 'ai');
    expect(theirs.ok ? null : theirs.refusal.code).toBe('host/not-your-side');
    const junk = h.submit({ type: 'setup.rollOff', side: 0, extra: 1 }, 'person');
    expect(junk.ok ? null : junk.refusal.code).toBe('command/malformed');
    h.dispose();
  });
});
