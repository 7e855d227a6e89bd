import { useCallback, useEffect, useRef, useState } from 'react';
import type { PlayerId } from '../../../ai/registry';
import type { Command, Side } from '../../../engine/commands/schema';
import type { Refusal } from '../../../engine/result';
import type { GameClient } from '../host/gameClient';
import type { HostState } from '../host/protocol';
import { AUTOSAVE_KEY, type SaveInput, type SaveStore } from '../host/saves';
import { diceLogEntries, type DiceLogEntry } from '../panels/diceLog';

/** The game being played as the screens see it: the host's latest state, the dice log, saves. */
export interface GameMeta {
  readonly setup: unknown;
  readonly humanSide: Side;
  readonly aiSeed: number;
  /** The computer player's id (ai/registry.ts). */
  readonly aiPlayer: PlayerId;
  readonly scenarioName: string;
}

const LOG_LIMIT = 2000;

export function useGame(client: GameClient, saves: SaveStore) {
  const [state, setState] = useState<HostState | null>(null);
  const [log, setLog] = useState<DiceLogEntry[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [meta, setMeta] = useState<GameMeta | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const metaRef = useRef<GameMeta | null>(null);
  const keyRef = useRef(0);
  // The newest state at once, before React renders it: loops that submit several commands in a
  // row (setting up the rest of an army) read it between commands.
  const latestRef = useRef<HostState | null>(null);
  const current = useCallback(() => latestRef.current, []);

  useEffect(() => {
    const offState = client.onState((s) => {
      latestRef.current = s;
      setState(s);
      // A refusal belongs to the state it was made in.
      setRefusal(null);
      if (s.events.length > 0) {
        const entries = diceLogEntries(s.events, s.game, keyRef.current);
        keyRef.current += entries.length;
        setLog((old) => [...old, ...entries].slice(-LOG_LIMIT));
      }
      const m = metaRef.current;
      if (m) {
        try {
          saves.write(AUTOSAVE_KEY, record(m, null, s));
        } catch (e) {
          setError(`The autosave failed: ${String(e)}`);
        }
      }
    });
    const offError = client.onError(setError);
    return () => {
      offState();
      offError();
    };
  }, [client, saves]);

  const begin = useCallback(
    (m: GameMeta, log: readonly unknown[] | null) => {
      metaRef.current = m;
      setMeta(m);
      setState(null);
      latestRef.current = null;
      setLog([]);
      setError(null);
      setRefusal(null);
      const ai = { seed: m.aiSeed, difficulty: m.aiPlayer, delayMs: 120 };
      if (log) client.load(m.setup, log, m.humanSide, ai);
      else client.newGame(m.setup, m.humanSide, ai);
    },
    [client],
  );

  const submit = useCallback(
    async (command: Command) => {
      const r = await client.submit(command);
      setRefusal(r);
      return r;
    },
    [client],
  );

  const save = useCallback(
    (name: string) => {
      const m = metaRef.current;
      if (!m || !state) return null;
      const key = `${Date.now()}`;
      try {
        saves.write(key, record(m, name, state));
        return key;
      } catch (e) {
        setError(`The save failed: ${String(e)}`);
        return null;
      }
    },
    [saves, state],
  );

  return { state, current, log, error, meta, refusal, begin, submit, save, setRefusal };
}

function record(m: GameMeta, name: string | null, state: HostState): SaveInput {
  return {
    name,
    savedAt: new Date().toISOString(),
    humanSide: m.humanSide,
    aiSeed: m.aiSeed,
    aiPlayer: m.aiPlayer,
    setup: m.setup,
    chart: state.chart,
    game: state.game,
  };
}
