import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Command } from '../../../engine/netea/commands/schema';
import type { Refusal } from '../../../engine/kernel/result';
import type { GameClient, GameInfo, HostState, NewGameOptions, Outcome } from '../host/gameClient';
import { appendEntries, diceLogEntries, type DiceLogEntry } from '../panels/diceLog';

const LOG_LIMIT = 2000;

/**
 * The game being played as the screens see it: the host's latest state, the dice log, and the
 * requests that start, load, save and play it. The host autosaves after every change.
 */
export function useGame(client: GameClient) {
  const [state, setState] = useState<HostState | null>(null);
  const [log, setLog] = useState<DiceLogEntry[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<GameInfo | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const keyRef = useRef(0);
  // For each log entry (by key), the number of commands the game had after it happened.
  const logged = useRef(new Map<number, number>());
  // The newest state at once, before React renders it: loops that submit several commands in a
  // row (setting up the rest of an army) read it between commands.
  const latestRef = useRef<HostState | null>(null);
  const current = useCallback(() => latestRef.current, []);

  useEffect(() => {
    const offState = client.onState((s) => {
      const previous = latestRef.current;
      latestRef.current = s;
      setState(s);
      // A refusal belongs to the state it was made in.
      setRefusal(null);
      // A new game's log starts empty. An undo rolled no dice, but what the undone command did
      // (units lost out of formation, say) leaves the log with it: each entry remembers how
      // many commands the game had once it happened.
      if (previous && previous.gameId !== s.gameId) setLog([]);
      else if (previous && s.game.log.length < previous.game.log.length) {
        const commands = s.game.log.length;
        setLog((old) => old.filter((e) => logged.current.get(e.key)! <= commands));
      }
      if (s.events.length > 0) {
        const entries = diceLogEntries(s.events, s.game, keyRef.current);
        keyRef.current += entries.length;
        for (const e of entries) logged.current.set(e.key, s.game.log.length);
        setLog((old) => [...old, ...entries].slice(-LOG_LIMIT));
      }
    });
    const offError = client.onError(setError);
    return () => {
      offState();
      offError();
    };
  }, [client]);

  const opening = useCallback(
    async (open: () => Promise<Outcome<GameInfo>>): Promise<string | null> => {
      latestRef.current = null;
      setState(null);
      setLog([]);
      setError(null);
      setRefusal(null);
      const opened = await open();
      if (!opened.ok) return opened.problem;
      setInfo(opened.value);
      if (opened.value.warnings.length > 0) setError(opened.value.warnings.join('; '));
      return null;
    },
    [],
  );

  /** Start a new game; resolves with the problem when the host refused it. */
  const start = useCallback(
    (options: NewGameOptions) => opening(() => client.newGame(options)),
    [client, opening],
  );
  /** Load a save and play on; resolves with the problem when it cannot be loaded. Its log is
   * rebuilt from the game's commands (saves keep commands, not what they did). */
  const load = useCallback(
    async (id: string) => {
      const problem = await opening(() => client.loadSave(id));
      if (problem !== null) return problem;
      // The commands the save held; the computer may play on before the history arrives, and
      // its commands come with their own states.
      const game = latestRef.current?.game;
      const saved = game?.log.length ?? 0;
      const history = await client.history();
      if (history.ok && game) {
        const entries: DiceLogEntry[] = [];
        history.value.slice(0, saved).forEach((events, i) => {
          for (const e of diceLogEntries(events, game, keyRef.current)) {
            keyRef.current++;
            logged.current.set(e.key, i + 1);
            entries.push(e);
          }
        });
        // Whatever came in meanwhile (the computer's next command) follows the past.
        setLog((now) => [...entries, ...now].slice(-LOG_LIMIT));
      }
      return null;
    },
    [client, opening],
  );

  const submit = useCallback(
    async (command: Command) => {
      const r = await client.submit(command);
      setRefusal(r);
      return r;
    },
    [client],
  );

  const undo = useCallback(async () => {
    const r = await client.undo();
    setRefusal(r);
    return r;
  }, [client]);

  /** Save under a name; resolves with the save's id, or null after showing why it failed. */
  const save = useCallback(
    async (name: string) => {
      const saved = await client.save(name);
      if (saved.ok) return saved.value;
      setError(`The save failed: ${saved.problem}`);
      return null;
    },
    [client],
  );

  // What the log shows: a formation's units set up one by one read as one line.
  const shown = useMemo(() => (state ? appendEntries([], log, state.game) : log), [log, state]);

  return {
    state,
    current,
    log: shown,
    error,
    info,
    refusal,
    start,
    load,
    submit,
    undo,
    save,
    setRefusal,
  };
}
