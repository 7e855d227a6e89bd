import Konva from 'konva';
import { useMemo } from 'react';
import type { HostState } from '../host/gameClient';
import { BattleScreen } from '../screens/BattleScreen';
import { benchGame } from './benchGame';
import { tournamentBenchGame } from './tournamentBenchGame';

/** What the UI benchmark reads back: every layer draw's start and end (performance.now). */
export interface BenchProbe {
  draws: { start: number; end: number }[];
  /** When each wheel and drag input arrived (event.timeStamp, the same clock) and how long
   * its handlers ran (from the window's capture listener to its bubbling one). */
  inputs: { at: number; handlerMs: number }[];
  /** requestAnimationFrame timestamps, for the frame intervals. */
  frames: number[];
  selectedAt: number | null;
}

/**
 * `?bench`: the real battle screen on the benchmark state, with Konva's layer drawing timed
 * directly (frame intervals from requestAnimationFrame are locked to the display's rate).
 */
export function installProbe(): BenchProbe {
  const probe: BenchProbe = { draws: [], inputs: [], frames: [], selectedAt: null };
  let began = 0;
  const begin = () => (began = performance.now());
  const end = (e: Event) => {
    if (e.type === 'wheel' || (e as MouseEvent).buttons === 1)
      probe.inputs.push({ at: e.timeStamp, handlerMs: performance.now() - began });
  };
  for (const type of ['wheel', 'mousemove']) {
    addEventListener(type, begin, { capture: true, passive: true });
    addEventListener(type, end, { passive: true });
  }
  const tick = (t: number) => {
    probe.frames.push(t);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  const original = Konva.Layer.prototype.drawScene;
  Konva.Layer.prototype.drawScene = function timed(this: Konva.Layer, ...args) {
    const start = performance.now();
    const result = original.apply(this, args);
    probe.draws.push({ start, end: performance.now() });
    return result;
  };
  new MutationObserver(() => {
    if (probe.selectedAt === null && document.querySelector('.formation-list .selected'))
      probe.selectedAt = performance.now();
  }).observe(document.body, { subtree: true, attributes: true, childList: true });
  (window as unknown as { __bench: BenchProbe }).__bench = probe;
  return probe;
}

export function BenchApp() {
  const state = useMemo<HostState>(() => {
    // `?bench=tournament`: a 3,000-point tournament game instead of the 400 Tacticals.
    const tournament = new URLSearchParams(location.search).get('bench') === 'tournament';
    const { game, pending } = tournament ? tournamentBenchGame() : benchGame();
    return {
      seq: 1,
      gameId: 'bench',
      game,
      pending,
      events: [],
      by: null,
      explanation: null,
      canUndo: false,
      aiThinking: false,
      aiProblem: null,
    };
  }, []);
  return (
    <BattleScreen
      state={state}
      current={() => state}
      humanSide={0}
      log={[]}
      refusal={null}
      error={null}
      submit={async () => null}
      onUndo={async () => null}
      onRetryAi={() => undefined}
      onSave={async () => null}
      onMenu={() => undefined}
      onAiDelay={() => undefined}
    />
  );
}
