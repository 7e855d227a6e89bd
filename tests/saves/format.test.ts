import { describe, expect, it } from 'vitest';
import { createRandomPlayer } from '../../ai/random';
import { createGameActor, pendingDecision } from '../../engine/netea/flow/game';
import {
  readSave,
  readSaveMeta,
  SAVE_VERSION,
  saveBodyOf,
  verifySave,
  writeSave,
  type LoadedSave,
} from '../../engine/netea/saves';
import { hashValue } from '../../engine/kernel/hash';
import { armouredSetup, fileAround, HOST, playedActor, savedContent } from './helpers';
import { createScenarioSetup, KORPS_GRINDA } from '../../engine/netea/scenarios';
import { DATASHEET_ID_PATTERN } from '../../engine/netea/data/schema/primitives';
import type { SaveContent } from '../../engine/netea/saves/body';

function loaded(text: string): LoadedSave {
  const read = readSave(text);
  if (!read.ok) throw new Error(read.error.join('\n'));
  return read.value;
}

/** Plays on from an actor with fresh random players until the game ends; the final hash. */
function finish(actor: ReturnType<typeof createGameActor>): string {
  const players = [createRandomPlayer(101), createRandomPlayer(102)];
  for (let n = 0; n < 5000; n++) {
    const snapshot = actor.getSnapshot();
    if (snapshot.context.game.result) return hashValue(snapshot.context.game);
    const pending = pendingDecision(snapshot);
    const side = pending.sides[0]!;
    actor.send(players[side]!.decide(snapshot.context.game, pending, side).command);
  }
  throw new Error('game did not end');
}

describe('save files (engine/netea/saves)', () => {
  it('a save restores the game without replay: same state, chart state and pending decision', () => {
    const content = savedContent(60);
    const text = writeSave(content);
    const save = loaded(text);
    expect(save.fileVersion).toBe(SAVE_VERSION);
    const original = createGameActor({ snapshot: content.snapshot });
    original.start();
    const restored = createGameActor({ snapshot: save.snapshot });
    restored.start();
    expect(restored.getSnapshot().value).toEqual(original.getSnapshot().value);
    expect(pendingDecision(restored.getSnapshot())).toEqual(
      pendingDecision(original.getSnapshot()),
    );
    expect(hashValue(restored.getSnapshot().context.game)).toBe(
      hashValue(original.getSnapshot().context.game),
    );
    expect(save.commands).toHaveLength(60);
    // Going on from the save and from the original gives the same game, to the end.
    expect(finish(restored)).toBe(finish(original));
  });

  it('the summary names the scenario, turn, sides and who plays them', () => {
    const content = savedContent(80, 3, 'Before the big push');
    const meta = readSaveMeta(writeSave(content));
    expect(meta.ok).toBe(true);
    if (!meta.ok) return;
    const game = (content.snapshot as { context: { game: { turn: number } } }).context.game;
    expect(meta.value).toMatchObject({
      name: 'Before the big push',
      scenarioId: 'armoured',
      turn: game.turn,
      commands: 80,
      sides: [{ controller: 'person' }, { controller: 'computer' }],
    });
  });

  it('a finished game saves and loads as finished', () => {
    const setup = armouredSetup(4);
    const actor = playedActor(setup, 10_000);
    expect(actor.getSnapshot().status).toBe('done');
    const save = loaded(
      writeSave({
        setup,
        snapshot: actor.getPersistedSnapshot(),
        host: savedContent(1).host,
        name: 'won',
        savedAt: '2026-11-21T16:00:00.000Z',
      }),
    );
    expect(save.meta.result).toEqual(actor.getSnapshot().context.game.result);
    const restored = createGameActor({ snapshot: save.snapshot });
    restored.start();
    expect(restored.getSnapshot().status).toBe('done');
  });

  it('verifySave replays the log and finds a snapshot that is not the game its log makes', () => {
    const content = savedContent(40);
    expect(verifySave(loaded(writeSave(content))).ok).toBe(true);
    // Move a unit in the snapshot and recompute the checksum: the file loads (it is well formed)
    // but the explicit verification names the disagreement.
    const body = saveBodyOf(content);
    const unit = Object.values(body.snapshot.context.game.units).find((u) => u.position)!;
    const moved = { ...unit, position: { x: unit.position!.x + 1, y: unit.position!.y } };
    body.snapshot.context.game.units = { ...body.snapshot.context.game.units, [unit.id]: moved };
    const edited = loaded(fileAround(body, SAVE_VERSION));
    const verdict = verifySave(edited);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.error[0]).toMatch(/not the game its command log makes/);
  });

  it('a file reformatted by an editor still loads; a changed figure in it does not', () => {
    const text = writeSave(savedContent(30));
    const pretty = JSON.stringify(JSON.parse(text), null, 2);
    expect(readSave(pretty).ok).toBe(true);
    const edited = pretty.replace(/"turn": (\d+)/, (_m, n: string) => `"turn": ${Number(n) + 1}`);
    expect(edited).not.toBe(pretty);
    const read = readSave(edited);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error[0]).toMatch(/checksum does not match/);
  });

  it('refuses a file from a newer Epic Solo, naming both versions', () => {
    const body = JSON.parse(writeSave(savedContent(5))).body;
    const read = readSave(fileAround(body, SAVE_VERSION + 1));
    expect(read.ok).toBe(false);
    if (!read.ok)
      expect(read.error[0]).toMatch(
        new RegExp(
          `newer Epic Solo \\(format version ${SAVE_VERSION + 1}; this version reads up to ${SAVE_VERSION}\\)`,
        ),
      );
  });
});

describe('writing successive saves with a memo', () => {
  it('gives exactly the text written without one, command after command', () => {
    const setup = armouredSetup(6);
    const actor = playedActor(setup, 0);
    const players = [createRandomPlayer(5), createRandomPlayer(6)];
    const memo = new WeakMap<object, string>();
    const content = savedContent(0);
    for (let n = 0; n < 80 && !actor.getSnapshot().context.game.result; n++) {
      const snapshot = actor.getSnapshot();
      const pending = pendingDecision(snapshot);
      const side = pending.sides[0]!;
      actor.send(players[side]!.decide(snapshot.context.game, pending, side).command);
      const now = { ...content, setup, snapshot: actor.getSnapshot() };
      expect(writeSave(now, memo)).toBe(writeSave(now));
    }
  });
});

describe('migrations', () => {
  it('version 1 (a bare game record) is migrated by replaying its log into a snapshot', () => {
    const setup = armouredSetup(5);
    const actor = playedActor(setup, 70);
    const game = actor.getSnapshot().context.game;
    const record = { setup, commands: game.log, savedAt: '2026-01-02T03:04:05.000Z' };
    const save = loaded(fileAround(record, 1));
    expect(save.fileVersion).toBe(1);
    expect(hashValue(save.snapshot.context.game)).toBe(hashValue(game));
    expect(save.host.controllers).toEqual(['person', 'computer']);
    expect(save.meta).toMatchObject({ name: null, savedAt: record.savedAt, commands: 70 });
    const restored = createGameActor({ snapshot: save.snapshot });
    restored.start();
    expect(pendingDecision(restored.getSnapshot())).toEqual(pendingDecision(actor.getSnapshot()));
  });

  it('version 1 whose log does not replay is refused, naming the command', () => {
    const setup = armouredSetup(5);
    const log = playedActor(setup, 20).getSnapshot().context.game.log;
    const broken = [...log.slice(0, 12), log[3]!, ...log.slice(12)];
    const read = readSave(
      fileAround({ setup, commands: broken, savedAt: '2026-01-02T03:04:05.000Z' }, 1),
    );
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error[0]).toMatch(/does not replay: command 12 \(/);
  });
});

describe('saves of games with characters (2.1.1)', () => {
  it('2.1.1: a game saved after a character joined its unit (datasheet "sm-devastator+sm-captain") loads and replays', () => {
    const setup = createScenarioSetup(KORPS_GRINDA, { seed: 3 });
    if (!setup.ok) throw new Error(setup.error.join('\n'));
    const actor = playedActor(setup.value, 40);
    const game = actor.getSnapshot().context.game;
    const joined = Object.keys(game.datasheets).filter((id) => id.includes('+'));
    expect(joined.length).toBeGreaterThan(0);
    const content: SaveContent = {
      setup: setup.value,
      snapshot: actor.getPersistedSnapshot(),
      host: HOST,
      name: null,
      savedAt: '2026-11-24T22:00:00.000Z',
    };
    const save = loaded(writeSave(content));
    expect(Object.keys(save.snapshot.context.game.datasheets)).toEqual(
      expect.arrayContaining(joined),
    );
    expect(verifySave(save).ok).toBe(true);
  });

  it('2.1.1: a datasheet id that is neither kebab-case nor characters joined by "+" is still refused', () => {
    expect(DATASHEET_ID_PATTERN.test('sm-devastator+sm-captain')).toBe(true);
    expect(DATASHEET_ID_PATTERN.test('sm-devastator+')).toBe(false);
    expect(DATASHEET_ID_PATTERN.test('SM Devastator')).toBe(false);
  });
});
