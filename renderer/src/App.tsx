import { useEffect, useState } from 'react';
import { DEFAULT_AI_DELAY_MS, type GameClient } from './host/gameClient';
import { useShellActions, type ShellApi } from './host/shellActions';
import { useGame } from './play/useGame';
import { BattleScreen } from './screens/BattleScreen';
import { GameOverScreen } from './screens/GameOverScreen';
import { StartScreen } from './screens/StartScreen';

/** The screens: start, the battle, and the result once the game is over. */
export function App(props: { client: GameClient; shell?: ShellApi }) {
  const game = useGame(props.client);
  useEffect(() => props.client.setAiDelay(DEFAULT_AI_DELAY_MS), [props.client]);
  const [screen, setScreen] = useState<'start' | 'battle'>('start');
  const [tableAfterEnd, setTableAfterEnd] = useState(false);
  // The start screen reads the saves afresh each time it is shown.
  const [startKey, setStartKey] = useState(0);
  const toStart = () => {
    setStartKey((k) => k + 1);
    setScreen('start');
  };

  /** Once a game is open, show its table; the problem, if any, stays on the start screen. */
  const toBattle = async (opening: Promise<string | null>) => {
    const problem = await opening;
    if (problem === null) {
      setTableAfterEnd(false);
      setScreen('battle');
    }
    return problem;
  };
  // The desktop app's menu and opened files (main/shell).
  useShellActions(props.shell, {
    newBattle: toStart,
    openSave: (id) =>
      void toBattle(game.load(id)).then((problem) => {
        if (problem !== null) console.error(`the opened save did not load: ${problem}`);
      }),
    language: (language) => (document.documentElement.lang = language),
  });

  if (screen === 'start' || !game.info) {
    return (
      <StartScreen
        key={startKey}
        client={props.client}
        onStart={(options) => toBattle(game.start(options))}
        onLoad={(id) => toBattle(game.load(id))}
      />
    );
  }
  const state = game.state;
  if (!state) {
    return (
      <main className="loading" data-testid="loading">
        {game.error ? <p className="error">{game.error}</p> : <p>Setting up the battle…</p>}
        <button onClick={toStart}>Back</button>
      </main>
    );
  }
  if (state.game.result && !tableAfterEnd) {
    return (
      <GameOverScreen
        game={state.game}
        humanSide={game.info.humanSide}
        onShowTable={() => setTableAfterEnd(true)}
        onNewGame={toStart}
      />
    );
  }
  return (
    <BattleScreen
      state={state}
      current={game.current}
      humanSide={game.info.humanSide}
      log={game.log}
      refusal={game.refusal}
      error={game.error}
      submit={game.submit}
      onUndo={game.undo}
      onRetryAi={() => props.client.retryAi()}
      onSave={game.save}
      onMenu={toStart}
      onAiDelay={(ms) => props.client.setAiDelay(ms)}
    />
  );
}
