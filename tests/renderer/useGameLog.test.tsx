// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../engine/netea/events';
import type { GameState } from '../../engine/netea/state/schema';
import type { GameClient, HostState } from '../../renderer/src/host/gameClient';
import { useGame } from '../../renderer/src/play/useGame';
import { render } from './dom';
import { firstMove } from './states';

/** A client whose states the test sends, as the host would after commands and an undo. */
function fakeClient() {
  let listener: ((s: HostState) => void) | null = null;
  const client = {
    onState: (l: (s: HostState) => void) => {
      listener = l;
      return () => undefined;
    },
    onError: () => () => undefined,
  } as unknown as GameClient;
  return { client, send: (s: HostState) => act(() => listener!(s)) };
}

function Log(props: { client: GameClient }) {
  const { log } = useGame(props.client);
  return (
    <ul>
      {log.map((e) => (
        <li key={e.key}>{e.text}</li>
      ))}
    </ul>
  );
}

describe('the dice log and undo', () => {
  it('takes back the lines of an undone command, and keeps the ones before it', () => {
    const m = firstMove();
    const formationId = m.game.turnState.activation!.formationId;
    const base = { gameId: 'g', pending: m.pending, by: 0, explanation: null, canUndo: true };
    const state = (commands: number, events: GameEvent[], seq: number): HostState =>
      ({
        ...base,
        seq,
        aiThinking: false,
        aiProblem: null,
        game: { ...m.game, log: m.game.log.slice(0, commands) } as GameState,
        events,
      }) as HostState;
    const { client, send } = fakeClient();
    const { container } = render(<Log client={client} />);
    const ended: GameEvent = { type: 'action/ended', formationId, section: '1.6' };
    const declared: GameEvent = {
      type: 'overwatch/entered',
      formationId,
      section: '1.10',
    };
    const n = m.game.log.length;
    send(state(n - 1, [ended], 1));
    send(state(n, [declared], 2));
    const lines = () => [...container.querySelectorAll('li')].map((li) => li.textContent);
    expect(lines()).toHaveLength(2);
    // The person takes back the last command: the game has one command fewer, and its line goes.
    send(state(n - 1, [], 3));
    expect(lines()).toHaveLength(1);
    expect(lines()[0]).toMatch(/finished its action/);
  });
});

describe('the set-up in the dice log', () => {
  it('reads as one line per formation, counting its units, and an undone unit is taken off', () => {
    const m = firstMove();
    const formation = Object.values(m.game.formations)[0]!;
    const [a, b] = formation.unitIds;
    const base = { gameId: 'g', pending: m.pending, by: 0, explanation: null, canUndo: true };
    const state = (commands: number, unitId: string | null, seq: number): HostState =>
      ({
        ...base,
        seq,
        aiThinking: false,
        aiProblem: null,
        game: { ...m.game, log: m.game.log.slice(0, commands) } as GameState,
        events: unitId
          ? [{ type: 'setup/unit-deployed', unitId, position: { x: 10, y: 10 }, facing: 90 }]
          : [],
      }) as HostState;
    const { client, send } = fakeClient();
    const { container } = render(<Log client={client} />);
    const lines = () => [...container.querySelectorAll('li')].map((li) => li.textContent);
    send(state(1, a!, 1));
    send(state(2, b!, 2));
    const of = formation.unitIds.length;
    expect(lines()).toEqual([
      `${m.game.players[formation.side]!.name} sets up ${formation.name}: 2 of ${of} units`,
    ]);
    expect(lines()[0]).not.toMatch(/\(\d/);
    send(state(1, null, 3));
    expect(lines()).toEqual([
      `${m.game.players[formation.side]!.name} sets up ${formation.name}: 1 of ${of} units`,
    ]);
  });
});

describe('a loaded game', () => {
  it('shows its whole log, rebuilt from what each saved command did', async () => {
    const m = firstMove();
    const formationId = m.game.turnState.activation!.formationId;
    let listener: ((s: HostState) => void) | null = null;
    const loaded = {
      seq: 1,
      gameId: 'loaded',
      game: m.game,
      pending: m.pending,
      events: [],
      by: null,
      explanation: null,
      canUndo: false,
      aiThinking: false,
      aiProblem: null,
    } as HostState;
    const past: GameEvent[][] = m.game.log.map(() => []);
    past[past.length - 1] = [{ type: 'action/ended', formationId, section: '1.6' }];
    const client = {
      onState: (l: (s: HostState) => void) => {
        listener = l;
        return () => undefined;
      },
      onError: () => () => undefined,
      loadSave: async () => {
        listener!(loaded);
        return { ok: true, value: { humanSide: 0, scenarioName: 'Basic Training', warnings: [] } };
      },
      history: async () => ({ ok: true, value: past }),
    } as unknown as GameClient;
    let hook: ReturnType<typeof useGame> | null = null;
    function Loaded() {
      hook = useGame(client);
      return (
        <ul>
          {hook.log.map((e) => (
            <li key={e.key}>{e.text}</li>
          ))}
        </ul>
      );
    }
    const { container } = render(<Loaded />);
    await act(async () => {
      await hook!.load('save-1');
    });
    const lines = [...container.querySelectorAll('li')].map((li) => li.textContent);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/finished its action/);
  });
});
