import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Command, Side } from '../../../engine/commands/schema';
import type { Point } from '../../../engine/geometry/types';
import type { GameState, UnitState } from '../../../engine/state/schema';
import { createRandomPlayer } from '../../../ai/random';
import { Battlefield, type PlanOverlay } from '../battlefield/Battlefield';
import { toScreen, type Camera } from '../battlefield/camera';
import { DEFAULT_AI_DELAY_MS, type HostState } from '../host/gameClient';
import { DecisionPanel } from '../panels/DecisionPanel';
import { DiceLog } from '../panels/DiceLog';
import type { DiceLogEntry } from '../panels/diceLog';
import { FormationPanel } from '../panels/FormationPanel';
import { TurnPanel } from '../panels/TurnPanel';
import { unitMoveCommand, unitMoveType } from '../play/choices';
import { describeCommand } from '../play/describe';
import { previewMove } from '../play/previews';
import type { Refusal } from '../../../engine/result';

export interface BattleProps {
  readonly state: HostState;
  /** The newest state, which may not be rendered yet. */
  readonly current: () => HostState | null;
  readonly humanSide: Side;
  readonly log: readonly DiceLogEntry[];
  readonly refusal: Refusal | null;
  readonly error: string | null;
  readonly submit: (command: Command) => Promise<Refusal | null>;
  /** Take back the person's last command (while no die has been rolled since). */
  readonly onUndo: () => Promise<Refusal | null>;
  /** Ask the computer again after it failed to decide (state.aiProblem). */
  readonly onRetryAi: () => void;
  /** Save under a name; resolves with the save's id, or null when it failed. */
  readonly onSave: (name: string) => Promise<string | null>;
  readonly onMenu: () => void;
  readonly onAiDelay: (ms: number) => void;
}

interface Plan {
  readonly unitId: string;
  readonly to: Point;
  readonly command: Command;
  readonly legal: boolean;
  readonly text: string;
  /** With "move the whole formation": the other units, moved by the same displacement. */
  readonly followers: readonly { unitId: string; to: Point; command: Command; legal: boolean }[];
}

/** The battle: the table in the middle, the decision and formation on the left, dice on the right. */
export function BattleScreen(props: BattleProps) {
  const { state, humanSide: side } = props;
  const { game, pending } = state;
  const [selected, setSelected] = useState<string | null>(null);
  const [plan, setPlan] = useState<Plan | null>(null);
  const [suggestion, setSuggestion] = useState<{ text: string; command: Command } | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [showReasoning, setShowReasoning] = useState(false);
  const [rangeRings, setRangeRings] = useState(false);
  const [tape, setTape] = useState(false);
  const [barrageMode, setBarrageMode] = useState(false);
  const [wholeFormation, setWholeFormation] = useState(false);
  const [pace, setPace] = useState(120);
  const previous = useRef<HostState | null>(null);
  // The computer's moves slide from where the units stood, at the pace chosen; "skip" jumps.
  const animation = useMemo(() => {
    const before = previous.current;
    if (!before || pace === 0 || state.by === null || state.by === side) return undefined;
    const from = new Map<string, Point>();
    for (const u of Object.values(state.game.units)) {
      const old = before.game.units[u.id]?.position;
      if (old && u.position && (old.x !== u.position.x || old.y !== u.position.y))
        from.set(u.id, old);
    }
    return from.size
      ? { key: state.seq, from, seconds: Math.min(0.4, (pace / 1000) * 0.8) }
      : undefined;
  }, [state, pace, side]);
  useEffect(() => {
    previous.current = state;
  }, [state]);
  const [aiExplanation, setAiExplanation] = useState<string | null>(null);
  const { current } = props;
  const latest = useMemo(
    () => ({
      get current(): HostState {
        return current() ?? state;
      },
    }),
    [current, state],
  );
  const camera = useRef<Camera | null>(null);
  const suggester = useRef(createRandomPlayer(0x5eed));
  const mine = pending.sides.includes(side) && !game.result;
  const moveType = mine ? unitMoveType(pending) : null;

  useEffect(() => {
    setPlan(null);
    setSuggestion(null);
    if (state.by !== null && state.by !== side && state.explanation)
      setAiExplanation(describeLast(game) + ' — ' + state.explanation);
  }, [state, side, game]);

  const movable = useMemo(() => {
    if (!moveType) return new Set<string>();
    const activation = game.turnState.activation;
    return new Set(
      Object.values(game.units)
        .filter(
          (u) =>
            u.side === side &&
            u.status === 'deployed' &&
            (moveType !== 'move.unit' ||
              (u.formationId === activation?.formationId &&
                !activation.movedThisMove.includes(u.id))),
        )
        .map((u) => u.id),
    );
  }, [game, moveType, side]);

  const submit = useCallback(
    async (command: Command) => {
      const refusal = await props.submit(command);
      if (!refusal) setPlan(null);
      return refusal;
    },
    [props],
  );

  const onDrag = useCallback(
    (unitId: string, to: Point) => {
      const g = latest.current.game;
      const type = unitMoveType(latest.current.pending);
      if (!type) return;
      const command = unitMoveCommand(type, side, unitId, to);
      const preview = previewMove(g, command as Command & { type: typeof type });
      const length = preview.length === null ? '' : `${preview.length.toFixed(1)}cm`;
      const left =
        preview.allowance !== null && preview.length !== null
          ? ` of ${preview.allowance}cm, ${Math.max(0, preview.allowance - preview.length).toFixed(1)}cm left`
          : '';
      const text = preview.refusal
        ? `${length ? length + ': ' : ''}${preview.refusal.message} (${preview.refusal.section})`
        : `${length}${left}`;
      const followers: Plan['followers'][number][] = [];
      const lead = g.units[unitId];
      if (wholeFormation && lead?.position) {
        const d = { x: to.x - lead.position.x, y: to.y - lead.position.y };
        // Front units first, so that those behind are not blocked by units yet to move.
        const others = [...movable]
          .map((id) => g.units[id]!)
          .filter((u) => u.id !== unitId && u.formationId === lead.formationId && u.position)
          .sort(
            (a, b) =>
              b.position!.x * d.x +
              b.position!.y * d.y -
              (a.position!.x * d.x + a.position!.y * d.y),
          );
        for (const u of others) {
          const dest = { x: u.position!.x + d.x, y: u.position!.y + d.y };
          const c = unitMoveCommand(type, side, u.id, dest);
          followers.push({
            unitId: u.id,
            to: dest,
            command: c,
            legal: previewMove(g, c as Command & { type: typeof type }).refusal === null,
          });
        }
      }
      const blocked = followers.filter((f) => !f.legal).length;
      const whole = followers.length
        ? ` · formation: ${followers.length - blocked} of ${followers.length} others can follow`
        : '';
      setPlan({
        unitId,
        to,
        command,
        legal: preview.refusal === null,
        text: text + whole,
        followers,
      });
    },
    [side, wholeFormation, movable],
  );

  /** Commit the planned move: the dragged unit, then each follower the engine still accepts. */
  const confirmPlan = useCallback(async () => {
    if (!plan) return;
    if (await props.submit(plan.command)) return;
    for (const f of plan.followers) if (f.legal && (await props.submit(f.command))) break;
    setPlan(null);
  }, [plan, props]);

  const rememberCamera = useCallback((c: Camera) => {
    camera.current = c;
  }, []);

  const onUnitClick = useCallback((unit: UnitState) => setSelected(unit.formationId), []);

  const onTableClick = useCallback(
    (at: Point) => {
      const g = latest.current.game;
      const p = latest.current.pending;
      if (!p.sides.includes(side)) return;
      if (barrageMode && p.kind === 'carry-out-action') {
        // 1.9.8: the template where the person clicked, at the formation of the nearest enemy.
        const near = Object.values(g.units)
          .filter((u) => u.side !== side && u.status === 'deployed' && u.position)
          .sort(
            (a, b) =>
              Math.hypot(a.position!.x - at.x, a.position!.y - at.y) -
              Math.hypot(b.position!.x - at.x, b.position!.y - at.y),
          )[0];
        if (!near) return;
        void submit({
          type: 'shoot.barrage',
          side,
          targetFormationId: near.formationId,
          centres: [at],
        }).then((refusal) => {
          if (!refusal) setBarrageMode(false);
        });
      } else if (p.kind === 'place-objective') {
        void submit({ type: 'setup.placeObjective', side, position: at });
      } else if (p.kind === 'deploy') {
        const reserve = Object.values(g.units).filter(
          (u) => u.side === side && u.status === 'reserve',
        );
        const unit = reserve.find((u) => u.formationId === selected) ?? reserve[0];
        if (!unit) return;
        // Face the enemy's side of the table.
        const facing = at.y < g.table.height / 2 ? 90 : 270;
        void submit({ type: 'setup.deployUnit', side, unitId: unit.id, position: at, facing });
      }
    },
    [side, selected, submit, barrageMode],
  );

  const suggest = useCallback(() => {
    const s = latest.current;
    if (!s.pending.sides.includes(side)) return null;
    const { command } = suggester.current.decide(s.game, s.pending, side);
    setSuggestion({ text: describeCommand(command, s.game), command });
    return command;
  }, [side]);

  const autoDeploy = useCallback(async () => {
    for (let i = 0; i < 500; i++) {
      const s = latest.current;
      const reserve = Object.values(s.game.units).some(
        (u) => u.side === side && u.status === 'reserve',
      );
      if (s.pending.kind !== 'deploy' || !s.pending.sides.includes(side) || !reserve) break;
      const { command } = suggester.current.decide(s.game, s.pending, side);
      if (await props.submit(command)) break;
    }
    setSuggestion(null);
  }, [props, side]);

  // The browser tests drive the page through the same client API (see tests/browser).
  useEffect(() => {
    if (!location.search.includes('testhook')) return;
    const hook = {
      state: () => latest.current,
      submit: (command: Command) => props.submit(command),
      suggest: () => {
        const s = latest.current;
        if (!s.pending.sides.includes(side) || s.game.result) return null;
        return suggester.current.decide(s.game, s.pending, side).command;
      },
      unitScreen: (unitId: string) => {
        const unit = latest.current.game.units[unitId];
        const el = document.querySelector('[data-testid=battlefield]');
        if (!unit?.position || !camera.current || !el) return null;
        const box = el.getBoundingClientRect();
        const p = toScreen(camera.current, unit.position);
        return { x: box.left + p.x, y: box.top + p.y, scale: camera.current.scale };
      },
    };
    (window as unknown as { __epicSolo?: unknown }).__epicSolo = hook;
  }, [props, side]);

  const overlay: PlanOverlay | null = plan
    ? {
        unitId: plan.unitId,
        to: plan.to,
        legal: plan.legal,
        label: plan.text,
        followers: plan.followers,
      }
    : null;
  const acting =
    game.turnState.activation?.formationId ?? game.turnState.assault?.engagingFormationId ?? null;

  return (
    <div className="battle" data-testid="battle-screen">
      <header className="topbar">
        <strong>{game.players[side].name}</strong>&nbsp;against the computer
        <span className="spacer" />
        <label>
          AI pace{' '}
          <select
            data-testid="ai-pace"
            defaultValue={String(DEFAULT_AI_DELAY_MS)}
            onChange={(e) => {
              setPace(Number(e.target.value));
              props.onAiDelay(Number(e.target.value));
            }}
          >
            <option value="600">slow</option>
            <option value="120">normal</option>
            <option value="0">skip</option>
          </select>
        </label>
        <label title="The longest weapon range around each unit of the selected formation">
          <input
            type="checkbox"
            checked={rangeRings}
            onChange={(e) => setRangeRings(e.target.checked)}
          />{' '}
          Range rings
        </label>
        <label title="Drag on the table to measure instead of panning">
          <input type="checkbox" checked={tape} onChange={(e) => setTape(e.target.checked)} /> Tape
        </label>
        <label>
          <input
            type="checkbox"
            checked={showReasoning}
            onChange={(e) => setShowReasoning(e.target.checked)}
          />{' '}
          AI reasoning
        </label>
        <button
          data-testid="undo"
          disabled={!props.state.canUndo}
          title="Take back your last command: allowed until a die is rolled or the computer acts"
          onClick={() => void props.onUndo()}
        >
          Undo
        </button>
        <button
          data-testid="save"
          onClick={() => {
            setSaved(null);
            void props
              .onSave(`Turn ${game.turn}, ${new Date().toLocaleTimeString()}`)
              .then((id) => setSaved(id ? 'Saved.' : 'Not saved.'));
          }}
        >
          Save
        </button>
        {saved && <span data-testid="saved">{saved}</span>}
        <button data-testid="menu" onClick={props.onMenu}>
          Menu
        </button>
      </header>
      <aside className="left">
        <TurnPanel game={game} pending={pending} humanSide={side} />
        <DecisionPanel
          game={game}
          pending={pending}
          humanSide={side}
          selectedFormationId={selected}
          plan={plan ? { unitId: plan.unitId, legal: plan.legal, text: plan.text } : null}
          suggestion={suggestion}
          onSubmit={(c) => void submit(c)}
          onConfirmPlan={() => void confirmPlan()}
          wholeFormation={wholeFormation}
          onWholeFormation={setWholeFormation}
          onCancelPlan={() => setPlan(null)}
          onSuggest={suggest}
          onAutoDeploy={() => void autoDeploy()}
          barrageMode={barrageMode}
          onBarrageMode={setBarrageMode}
        />
        {props.refusal && (
          <p className="error" data-testid="refusal">
            Refused: {props.refusal.message} ({props.refusal.code}, {props.refusal.section})
          </p>
        )}
        {props.error && <p className="error">{props.error}</p>}
        {props.state.aiProblem && (
          <button data-testid="retry-ai" onClick={props.onRetryAi}>
            Ask the computer again
          </button>
        )}
        {props.state.aiThinking && !props.state.aiProblem && (
          <p className="hint" data-testid="ai-thinking">
            The computer is deciding…
          </p>
        )}
        {showReasoning && (
          <p className="reasoning" data-testid="ai-reasoning">
            {aiExplanation ?? 'The computer has not decided anything yet.'}
          </p>
        )}
        <FormationPanel
          game={game}
          formationId={selected}
          humanSide={side}
          onSelect={setSelected}
        />
      </aside>
      <Battlefield
        game={game}
        selectedFormationId={selected}
        actingFormationId={acting}
        showZones={game.phase === 'setup'}
        movable={movable}
        animation={animation}
        plan={overlay}
        rangeRings={rangeRings}
        tape={tape}
        onUnitClick={onUnitClick}
        onTableClick={onTableClick}
        onDrag={onDrag}
        onCamera={rememberCamera}
      />
      <aside className="right">
        <DiceLog entries={props.log} />
      </aside>
    </div>
  );
}

function describeLast(game: GameState): string {
  const last = game.log[game.log.length - 1];
  return last ? describeCommand(last, game) : '';
}
