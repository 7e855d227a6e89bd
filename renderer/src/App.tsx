import { useMemo, useState } from 'react';
import type { GameClient } from './host/gameClient';
import type { SaveStore } from './host/saves';
import { useGame } from './play/useGame';
import { BattleScreen } from './screens/BattleScreen';
import { GameOverScreen } from './screens/GameOverScreen';
import { StartScreen } from './screens/StartScreen';

/** The screens: start, the battle, and the result once the game is over. */
export function App(props: { client: GameClient; saves: SaveStore }) {
  const game = useGame(props.client, props.saves);
  const [screen, setScreen] = useState<'start' | 'battle'>('start');
  const [tableAfterEnd, setTableAfterEnd] = useState(false);
  // The start screen reads the saves each time it is shown.
  const startKey = useMemo(() => (screen === 'start' ? Date.now() : 0), [screen]);

  if (screen === 'start' || !game.meta) {
    return (
      <StartScreen
        key={startKey}
        saves={props.saves}
        onStart={(meta, log) => {
          setTableAfterEnd(false);
          game.begin(meta, log);
          setScreen('battle');
        }}
      />
    );
  }
  const state = game.state;
  if (!state) {
    return (
      <main className="loading" data-testid="loading">
        {game.error ? <p className="error">{game.error}</p> : <p>Setting up the battle…</p>}
        <button onClick={() => setScreen('start')}>Back</button>
      </main>
    );
  }
  if (state.game.result && !tableAfterEnd) {
    return (
      <GameOverScreen
        game={state.game}
        humanSide={game.meta.humanSide}
        onShowTable={() => setTableAfterEnd(true)}
        onNewGame={() => setScreen('start')}
      />
    );
  }
  return (
    <BattleScreen
      state={state}
      current={game.current}
      humanSide={game.meta.humanSide}
      log={game.log}
      refusal={game.refusal}
      error={game.error}
      submit={game.submit}
      onSave={game.save}
      onMenu={() => setScreen('start')}
      onAiDelay={(ms) => props.client.setAiDelay(ms)}
    />
  );
}
