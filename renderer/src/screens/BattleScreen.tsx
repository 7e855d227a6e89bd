import { opponentsOf, playerName, twoSided } from '../play/players';
import { FieldNotes } from './FieldNotes';
import { formationsToSetUp, setUpAt } from '../play/tournamentChoices';
import { plotAt, plotVerdict, type PlotDraft } from '../play/plotPlan';
import { DROP_ZONE_SPREAD } from '../../../engine/netea/rules/4.3-4.4-spacecraft/planetfall';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Command, Side } from '../../../engine/netea/commands/schema';
import type { Point } from '../../../engine/kernel/geometry/types';
import type { GameState, UnitState } from '../../../engine/netea/state/schema';
import { createRandomPlayer } from '../../../ai/random';
import { Battlefield, type PlanOverlay } from '../battlefield/Battlefield';
import { toScreen, type Camera } from '../battlefield/camera';
import { DEFAULT_AI_DELAY_MS, type HostState } from '../host/gameClient';
import { DecisionPanel } from '../panels/DecisionPanel';
import { DiceLog } from '../panels/DiceLog';
import type { DiceLogEntry } from '../panels/diceLog';
import { FormationPanel } from '../panels/FormationPanel';
import { TurnPanel } from '../panels/TurnPanel';
import { BarrageControl, DisembarkControl, TeleportControl } from '../panels/PlacementControls';
import { LeaveTableControl } from '../panels/LeaveTableControl';
import { AmbushSetUpHint, ConvoyEntryControl, ConvoyOrderControl } from '../panels/ConvoyControl';
import { ArrivalControl } from '../panels/ArrivalControl';
import { PlantControl } from '../panels/PlantControl';
import { centreCommand } from '../../../ai/plantPlays';
import { placeNext, teleportCommand, type TeleportDraft } from '../play/teleportPlan';
import {
  LandingControl,
  LandingPlotControl,
  OperationControl,
  SurfaceControl,
} from '../panels/LandingControls';
import {
  operationCommand,
  operationMarks,
  placeLanderAt,
  type OperationDraft,
} from '../play/operationPlan';
import {
  placeTunneler,
  surfaceCommand,
  surfaceMarks,
  type SurfaceDraft,
} from '../play/surfacePlan';
import {
  disembarkCommand,
  disembarkMarks,
  placePassenger,
  type DisembarkDraft,
} from '../play/disembarkPlan';
import { DisembarkByHandControl } from '../panels/DisembarkByHand';
import {
  landingCommand,
  landingPlotCommand,
  placeLander,
  type LandingDraft,
  type LandingPlotDraft,
} from '../play/landingPlan';
import { unitMoveType } from '../play/choices';
import { describeCommand } from '../play/describe';
import { wheelDegrees } from '../play/planKeys';
import { nextToDeploy } from '../play/transportPlan';
import type { Refusal } from '../../../engine/kernel/result';
import { useTablePlans } from './useTablePlans';
import { collectsPath, pathIntent } from '../play/approachPlan';
import { AircraftTray } from '../battlefield/AircraftTray';
import { SpacecraftPlan } from './SpacecraftPlan';
import { ORBITAL_TEMPLATE_DIAMETER } from '../../../engine/kernel/geometry/constants';
import { addPlanPoint, spacecraftToPlanNow, type SpacecraftDraft } from '../play/spacecraftPlan';
import type { Mission } from '../../../engine/netea/rules/4.1-4.2-aircraft/state';
import { barrageAbilityChoices } from '../play/specialists';
import { t, useWords, w } from '../i18n';
import { refusalWords } from '../i18n/refusals';
import {
  movesNow,
  movingFormationId,
} from '../../../engine/netea/rules/5.3-scenarios/combinedMoves';

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

/** The battle: the table in the middle, the decision and formation on the left, dice on the right. */
export function BattleScreen(props: BattleProps) {
  const { state, humanSide: side } = props;
  const { game, pending } = state;
  // Two people at one machine (hot seat): no computer to pace or ask.
  const hotSeat = state.hotSeat !== undefined;
  // Three or four players (seed 001 5.3.11) may seat people and computers together.
  const computerPlays = state.controllers ? state.controllers.includes('computer') : !hotSeat;
  const [selected, setSelected] = useState<string | null>(null);
  const [suggestion, setSuggestion] = useState<{ text: string; command: Command } | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [showReasoning, setShowReasoning] = useState(false);
  const [rangeRings, setRangeRings] = useState(false);
  const [tape, setTape] = useState(false);
  const [pace, setPace] = useState(120);
  useWords();
  // Side panels fold away to give the table the room (a 1280 wide screen starts with the dice
  // log folded; it opens with one click).
  const [leftOpen, setLeftOpen] = useState(true);
  const [rightOpen, setRightOpen] = useState(() => globalThis.innerWidth >= 1500);
  // 2.1.17: a formation being teleported in, unit by unit, before the strategy roll.
  const [teleport, setTeleport] = useState<TeleportDraft | null>(null);
  const teleportRef = useRef(teleport);
  teleportRef.current = teleport;
  // 2.1.21: a self planetfall being written down at set-up, or landing on its turn.
  const [landingPlot, setLandingPlot] = useState<LandingPlotDraft | null>(null);
  const landingPlotRef = useRef(landingPlot);
  landingPlotRef.current = landingPlot;
  // 2.1.21, 2.1.23: a tournament reserve's landing or surfacing plot being written down.
  const [reservePlot, setReservePlot] = useState<PlotDraft | null>(null);
  const reservePlotRef = useRef(reservePlot);
  reservePlotRef.current = reservePlot;
  // Once the plots are no longer the person's to write (reserves declared), the draft goes.
  const plotting = pending.sides.includes(side) && pending.commands.includes('setup.plot');
  useEffect(() => {
    if (!plotting) setReservePlot(null);
  }, [plotting]);
  // 2.1.23: a tunnelling formation surfacing; 4.3.2, 4.4: the spacecraft's operation and landings.
  const [surface, setSurface] = useState<SurfaceDraft | null>(null);
  const surfaceRef = useRef(surface);
  surfaceRef.current = surface;
  const [operation, setOperation] = useState<OperationDraft | null>(null);
  const operationRef = useRef(operation);
  operationRef.current = operation;
  const [landing, setLanding] = useState<LandingDraft | null>(null);
  const landingRef = useRef(landing);
  landingRef.current = landing;
  // 4.4: the units of a formation just landed, getting out where the person clicks.
  const [getOut, setGetOut] = useState<DisembarkDraft | null>(null);
  const getOutRef = useRef(getOut);
  getOutRef.current = getOut;
  const gettingOut =
    pending.sides.includes(side) && pending.commands.includes('planetfall.disembark');
  useEffect(() => {
    if (!gettingOut) setGetOut(null);
  }, [gettingOut]);
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
    setSuggestion(null);
    if (state.by !== null && state.by !== side && state.explanation)
      setAiExplanation(describeLast(game) + ' — ' + state.explanation);
  }, [state, side, game]);

  const movable = useMemo(() => {
    if (!moveType) return new Set<string>();
    // Seed 001 5.3.11.3: in a combined fire the acting player moves the partners' units too,
    // each formation in its turn.
    const acting = game.turnState.activation;
    const activation = acting ? movesNow(game, acting) : null;
    return new Set(
      Object.values(game.units)
        .filter(
          (u) =>
            u.status === 'deployed' &&
            (moveType !== 'move.unit'
              ? u.side === side
              : activation !== null &&
                game.formations[activation.formationId]?.side === side &&
                u.formationId === movingFormationId(activation) &&
                !activation.movedThisMove.includes(u.id)),
        )
        .map((u) => u.id),
    );
  }, [game, moveType, side]);

  const plans = useTablePlans({ state, side, movable, submit: props.submit });
  // 4.2.1: the aircraft path clicked so far; a new state starts it afresh.
  const [aircraftPoints, setAircraftPoints] = useState<readonly Point[]>([]);
  useEffect(() => setAircraftPoints([]), [state]);
  // 4.2.1: the formation and mission chosen in the panel, whose approach follows the pointer.
  const [aircraftChoice, setAircraftChoice] = useState<{
    formationId: string;
    mission: Mission;
  } | null>(null);
  // 4.2.4: flak ranges drawn while a path is planned: the enemy's, everyone's, or none.
  const [flakRings, setFlakRings] = useState<'enemy' | 'all' | 'off'>('enemy');
  const intent = pending.sides.includes(side)
    ? pathIntent(game, pending, side, aircraftChoice)
    : null;
  const aerospace = useMemo(
    () =>
      intent
        ? {
            side,
            intent,
            points: aircraftPoints,
            flak: flakRings === 'off' ? null : { own: flakRings === 'all' },
          }
        : null,
    // The intent is rebuilt each render; its fields are what matter.
    [
      side,
      intent?.kind,
      intent?.formationId,
      intent?.kind === 'approach' && intent.mission,
      aircraftPoints,
      flakRings,
    ],
  );
  // 4.3.1, 6.1.5: the person's spacecraft plan, before any ground unit is set up.
  const ship = useMemo(
    () =>
      pending.sides.includes(side) && pending.commands.includes('setup.spacecraft')
        ? spacecraftToPlanNow(game, side)
        : null,
    [game, pending, side],
  );
  const [shipDraftState, setShipDraft] = useState<SpacecraftDraft | null>(null);
  const shipDraft =
    ship && shipDraftState?.formationId === ship.draft.formationId ? shipDraftState : ship?.draft;
  const shipRef = useRef({ ship, shipDraft });
  shipRef.current = { ship, shipDraft };
  // 6.1.5: the person's next garrison goes on overwatch.
  const [garrisonOverwatch, setGarrisonOverwatch] = useState(false);
  const overwatchRef = useRef(garrisonOverwatch);
  overwatchRef.current = garrisonOverwatch;
  // The table's handlers stay the same functions from render to render (the units layer is
  // memoised) and reach the plans of the latest render through this.
  const plansRef = useRef(plans);
  plansRef.current = plans;
  const submit = props.submit;

  const rememberCamera = useCallback((c: Camera) => {
    camera.current = c;
  }, []);

  const onUnitClick = useCallback((unit: UnitState) => setSelected(unit.formationId), []);

  const onTableClick = useCallback(
    (at: Point, modifiers: { readonly shift: boolean }) => {
      const g = latest.current.game;
      const p = latest.current.pending;
      if (!p.sides.includes(side)) return;
      if (plansRef.current.onTableClick(at, modifiers.shift)) return;
      // 4.3.3, 4.4: the spacecraft's bombardment points and drop zones, written down secretly.
      const planned = shipRef.current;
      if (planned.ship && planned.shipDraft) {
        setShipDraft(addPlanPoint(planned.shipDraft, planned.ship.most, at));
        return;
      }
      // 4.2.1 and 4.2.6: an aircraft's approach or exit path, point by point.
      if (collectsPath(p)) {
        setAircraftPoints((old) => [...old, at]);
        return;
      }
      if (reservePlotRef.current && p.kind === 'tournament' && p.commands.includes('setup.plot')) {
        setReservePlot(plotAt(reservePlotRef.current, at));
        return;
      }
      if (landingPlotRef.current && p.commands.includes('setup.plot')) {
        setLandingPlot({ ...landingPlotRef.current, position: at });
        return;
      }
      if (landingRef.current && p.commands.includes('planetfall.self')) {
        setLanding(placeLander(g, landingRef.current, at));
        return;
      }
      if (getOutRef.current && p.commands.includes('planetfall.disembark')) {
        setGetOut(placePassenger(g, getOutRef.current, at));
        return;
      }
      if (surfaceRef.current && p.commands.includes('tunnel.surface')) {
        setSurface(placeTunneler(g, surfaceRef.current, at));
        return;
      }
      if (operationRef.current && p.commands.includes('spacecraft.operate')) {
        setOperation(placeLanderAt(g, side, operationRef.current, at));
        return;
      }
      if (teleportRef.current && p.commands.includes('teleport.place')) {
        const draft = teleportRef.current;
        setTeleport(placeNext(g, draft, at));
        return;
      }
      if (p.kind === 'tournament') {
        // 6.1.4 objectives; 6.1.5 garrisons and 6.1.6 formations set up whole around the point.
        if (p.step === 'objectives') {
          void submit({ type: 'tournament.placeObjective', side: twoSided(side), position: at });
          return;
        }
        const formations = formationsToSetUp(g, side);
        const formation = formations.find((f) => f.id === selected) ?? formations[0];
        const placed = formation && setUpAt(g, side, formation.id, at, overwatchRef.current);
        if (placed) void submit(placed.command);
      } else if (p.kind === 'place-objective') {
        void submit({ type: 'setup.placeObjective', side, position: at });
      } else if (p.kind === 'deploy' && centreCommand(g, side) !== null) {
        // Seed 001 5.3.15: the control centre's entrance first, where the person clicks.
        void submit({ type: 'plant.centre', side, position: at });
      } else if (p.kind === 'deploy') {
        const unit = nextToDeploy(g, side, selected);
        if (!unit) return;
        // Face the enemy's side of the table.
        const facing = at.y < g.table.height / 2 ? 90 : 270;
        void submit({ type: 'setup.deployUnit', side, unitId: unit.id, position: at, facing });
      }
    },
    [side, selected, submit],
  );

  const onRotate = useCallback(
    (deltaY: number, deltaX: number) => plansRef.current.turn(wheelDegrees(deltaY, deltaX)),
    [],
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
      pointScreen: (at: Point) => {
        const el = document.querySelector('[data-testid=battlefield]');
        if (!camera.current || !el) return null;
        const box = el.getBoundingClientRect();
        const p = toScreen(camera.current, at);
        return { x: box.left + p.x, y: box.top + p.y };
      },
    };
    (window as unknown as { __epicSolo?: unknown }).__epicSolo = hook;
  }, [props, side]);

  const move = plans.move;
  const overlay: PlanOverlay | null = move
    ? {
        unitId: move.draft.unitId,
        to: move.draft.end,
        path: move.preview.legs.map((l) => l.to),
        facing: move.preview.facing,
        legal: move.legal,
        label: move.label,
        legLabels: move.preview.legs.map(
          (l, i) =>
            `${i + 1}: ${l.length.toFixed(1)}cm` +
            (l.left === null
              ? ''
              : `, ${t('{{left}}cm left', { left: Math.max(0, l.left).toFixed(1) })}`),
        ),
        outOfFormation: move.outOfFormation,
        followers: move.followers.map((f) => ({
          unitId: f.unitId,
          to: f.path[f.path.length - 1]!,
          path: f.path,
          facing: f.facing,
          legal: f.legal,
        })),
      }
    : null;

  const acting =
    game.turnState.activation?.formationId ?? game.turnState.assault?.engagingFormationId ?? null;
  const activeFormation = game.turnState.activation?.formationId;
  const indirectBarrage = activeFormation ? hasIndirectBarrage(game, activeFormation) : false;

  return (
    <div
      className={`battle${leftOpen ? '' : ' left-folded'}${rightOpen ? '' : ' right-folded'}`}
      data-testid="battle-screen"
    >
      <header className="topbar">
        <button
          className="fold"
          data-testid="fold-left"
          aria-expanded={leftOpen}
          title={leftOpen ? t('Fold the decision panel away') : t('Show the decision panel')}
          onClick={() => setLeftOpen((o) => !o)}
        >
          {leftOpen ? '◀' : '▶'}
        </button>
        <strong data-testid="at-the-machine">{playerName(game, side)}</strong>&nbsp;
        {hotSeat
          ? t('at the machine, against {{player}} (hot seat)', {
              player: opponentsOf(game, side)
                .map((s) => playerName(game, s))
                .join(` ${t('and')} `),
            })
          : t('against the computer')}
        <span className="spacer" />
        <label hidden={!computerPlays}>
          {t('AI pace')}{' '}
          <select
            data-testid="ai-pace"
            defaultValue={String(DEFAULT_AI_DELAY_MS)}
            onChange={(e) => {
              setPace(Number(e.target.value));
              props.onAiDelay(Number(e.target.value));
            }}
          >
            <option value="600">{t('slow')}</option>
            <option value="120">{t('normal')}</option>
            <option value="0">{t('skip')}</option>
          </select>
        </label>
        <label title={t('The longest weapon range around each unit of the selected formation')}>
          <input
            type="checkbox"
            checked={rangeRings}
            onChange={(e) => setRangeRings(e.target.checked)}
          />{' '}
          {t('Range rings')}
        </label>
        {intent && (
          <label title={t('The flak range of every unit with an AA weapon (4.2.4)')}>
            {t('Flak')}{' '}
            <select
              data-testid="flak-rings"
              value={flakRings}
              onChange={(e) => setFlakRings(e.target.value as 'enemy' | 'all' | 'off')}
            >
              <option value="enemy">{t('enemy')}</option>
              <option value="all">{t('all')}</option>
              <option value="off">{t('off')}</option>
            </select>
          </label>
        )}
        <label title={t('Drag on the table to measure instead of panning')}>
          <input type="checkbox" checked={tape} onChange={(e) => setTape(e.target.checked)} />{' '}
          {t('Tape')}
        </label>
        <label hidden={!computerPlays}>
          <input
            type="checkbox"
            checked={showReasoning}
            onChange={(e) => setShowReasoning(e.target.checked)}
          />{' '}
          {t('AI reasoning')}
        </label>
        <button
          data-testid="undo"
          disabled={!props.state.canUndo}
          title={t(
            'Take back your last command: allowed until a die is rolled or the computer acts',
          )}
          onClick={() => void props.onUndo()}
        >
          {t('Undo')}
        </button>
        <button
          data-testid="save"
          onClick={() => {
            setSaved(null);
            void props
              .onSave(
                t('Turn {{turn}}, {{time}}', {
                  turn: game.turn,
                  time: new Date().toLocaleTimeString(),
                }),
              )
              .then((id) => setSaved(id ? w('Saved.') : w('Not saved.')));
          }}
        >
          {t('Save')}
        </button>
        {saved && <span data-testid="saved">{t(saved)}</span>}
        <button data-testid="menu" onClick={props.onMenu}>
          {t('Menu')}
        </button>
        <button
          className="fold"
          data-testid="fold-right"
          aria-expanded={rightOpen}
          title={rightOpen ? t('Fold the dice log away') : t('Show the dice log')}
          onClick={() => setRightOpen((o) => !o)}
        >
          {rightOpen ? '▶' : '◀'}
        </button>
      </header>
      <aside className="left" hidden={!leftOpen}>
        <TurnPanel
          game={game}
          pending={pending}
          humanSide={side}
          hotSeat={hotSeat}
          {...(state.controllers ? { controllers: state.controllers } : {})}
        />
        {game.tournament && game.phase === 'setup' && state.fieldNotes && (
          <FieldNotes notes={state.fieldNotes} />
        )}
        <DecisionPanel
          game={game}
          pending={pending}
          humanSide={side}
          selectedFormationId={selected}
          onSelectFormation={setSelected}
          plan={
            move
              ? {
                  unitId: move.draft.unitId,
                  legal: move.legal,
                  text: move.text,
                  legs: move.preview.legs.length,
                  facing: move.draft.facing,
                  canPickUp: move.canPickUp,
                  canPopUp: move.canPopUp,
                }
              : null
          }
          suggestion={suggestion}
          onSubmit={(c) => void submit(c)}
          onConfirmPlan={() => void plans.confirmMove()}
          wholeFormation={plans.wholeFormation}
          onWholeFormation={plans.setWholeFormation}
          pickUp={plans.pickUp}
          onPickUp={plans.setPickUp}
          keepFacing={plans.keepFacing}
          onKeepFacing={plans.setKeepFacing}
          popUp={plans.popUp}
          onPopUp={plans.setPopUp}
          garrisonOverwatch={garrisonOverwatch}
          onGarrisonOverwatch={setGarrisonOverwatch}
          reservePlot={pending.kind === 'tournament' ? reservePlot : null}
          onReservePlot={setReservePlot}
          onPlanKey={plans.act}
          onCancelPlan={plans.cancelMove}
          onSuggest={suggest}
          onAutoDeploy={() => void autoDeploy()}
          barrageMode={plans.barrageMode}
          onBarrageMode={plans.chooseBarrageMode}
          aircraftPoints={aircraftPoints}
          onAircraftPoints={setAircraftPoints}
          onAircraftChoice={setAircraftChoice}
        >
          {ship && shipDraft && (
            <SpacecraftPlan
              game={game}
              side={side}
              name={ship.name}
              most={ship.most}
              draft={shipDraft}
              onDraft={setShipDraft}
              onSubmit={(c) => void submit(c)}
            />
          )}
          {plans.unloadType && (
            <DisembarkControl
              game={game}
              side={side}
              type={plans.unloadType}
              draft={plans.unload}
              refusal={plans.unloadRefusal}
              onStart={plans.startUnload}
              onConfirm={() => void plans.confirmUnload()}
              onPlanKey={plans.act}
            />
          )}
          {/* Seed 001 5.3.15: the control centre, the blizzard, storming the centre. */}
          <PlantControl
            game={game}
            side={side}
            pending={pending}
            onSubmit={(c) => void submit(c)}
          />
          {pending.commands.includes('escalation.arrive') && pending.sides.includes(side) && (
            <ArrivalControl game={game} side={side} onSubmit={(c) => void submit(c)} />
          )}
          {pending.commands.includes('tunnel.surface') && pending.sides.includes(side) && (
            <SurfaceControl
              game={game}
              side={side}
              draft={surface}
              onDraft={setSurface}
              onConfirm={() => {
                if (surface)
                  void submit(surfaceCommand(game, side, surface)).then(() => setSurface(null));
              }}
            />
          )}
          {gettingOut && (
            <DisembarkByHandControl
              game={game}
              side={side}
              draft={getOut}
              onDraft={setGetOut}
              onConfirm={() => {
                if (getOut) void submit(disembarkCommand(side, getOut)).then(() => setGetOut(null));
              }}
            />
          )}
          {pending.commands.includes('spacecraft.operate') && pending.sides.includes(side) && (
            <OperationControl
              game={game}
              side={side}
              draft={operation}
              onDraft={setOperation}
              onConfirm={() => {
                if (operation)
                  void submit(operationCommand(game, side, operation)).then(() =>
                    setOperation(null),
                  );
              }}
            />
          )}
          {pending.kind === 'deploy' && pending.sides.includes(side) && (
            <AmbushSetUpHint game={game} side={side} />
          )}
          {pending.commands.includes('ambush.convoy') && pending.sides.includes(side) && (
            <ConvoyOrderControl game={game} side={side} onSubmit={(c) => void submit(c)} />
          )}
          {pending.commands.includes('ambush.enter') && pending.sides.includes(side) && (
            <ConvoyEntryControl game={game} side={side} onSubmit={(c) => void submit(c)} />
          )}
          {pending.commands.includes('breakthrough.leave') && pending.sides.includes(side) && (
            <LeaveTableControl game={game} side={side} onSubmit={(c) => void submit(c)} />
          )}
          {pending.commands.includes('teleport.place') && pending.sides.includes(side) && (
            <TeleportControl
              game={game}
              side={side}
              draft={teleport}
              onStart={(formationId) =>
                setTeleport(formationId ? { formationId, placements: [] } : null)
              }
              onUndo={() =>
                setTeleport((d) => (d ? { ...d, placements: d.placements.slice(0, -1) } : d))
              }
              onConfirm={() => {
                if (!teleport) return;
                void submit(teleportCommand(side, teleport)).then(() => setTeleport(null));
              }}
            />
          )}
          {/* A tournament's plots are written in its reserves step (TournamentSetupControl). */}
          {pending.commands.includes('setup.plot') &&
            pending.sides.includes(side) &&
            pending.kind !== 'tournament' && (
              <LandingPlotControl
                game={game}
                side={side}
                draft={landingPlot}
                onDraft={setLandingPlot}
                onConfirm={() => {
                  const command = landingPlot && landingPlotCommand(side, landingPlot);
                  if (command) void submit(command).then(() => setLandingPlot(null));
                }}
              />
            )}
          {pending.commands.includes('planetfall.self') && pending.sides.includes(side) && (
            <LandingControl
              game={game}
              side={side}
              draft={landing}
              onDraft={setLanding}
              onConfirm={() => {
                if (landing)
                  void submit(landingCommand(side, landing)).then(() => setLanding(null));
              }}
            />
          )}
          {plans.barrageMode && pending.kind === 'carry-out-action' && (
            <BarrageControl
              view={plans.barrage}
              canIndirect={indirectBarrage}
              indirect={plans.indirect}
              onIndirect={plans.setIndirect}
              abilityChoices={activeFormation ? barrageAbilityChoices(game, activeFormation) : []}
              abilities={plans.barrageAbilities}
              onAbilities={plans.setBarrageAbilities}
              onFire={() => void plans.fireBarrage()}
              onPlanKey={plans.act}
            />
          )}
        </DecisionPanel>
        {props.refusal && (
          <p className="error" data-testid="refusal" data-code={props.refusal.code}>
            {t('Refused:')} {refusalWords(props.refusal, game)} ({props.refusal.section})
          </p>
        )}
        {props.error && <p className="error">{props.error}</p>}
        {props.state.aiProblem && (
          <button data-testid="retry-ai" onClick={props.onRetryAi}>
            {t('Ask the computer again')}
          </button>
        )}
        {props.state.aiThinking && !props.state.aiProblem && (
          <p className="hint" data-testid="ai-thinking">
            {t('The computer is deciding…')}
          </p>
        )}
        {showReasoning && (
          <p className="reasoning" data-testid="ai-reasoning">
            {aiExplanation ?? t('The computer has not decided anything yet.')}
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
        placements={{
          templates: plans.barrage
            ? {
                centres: plans.barrage.draft.centres,
                legal: plans.barrage.preview.refusal === null,
              }
            : shipDraft && shipDraft.bombardment.length > 0
              ? {
                  centres: shipDraft.bombardment,
                  legal: true,
                  diameter: ORBITAL_TEMPLATE_DIAMETER,
                }
              : null,
          disembark: plans.unload,
          teleport: teleport ?? landing ?? surface ?? operation ?? getOut,
          aircraftPath: aircraftPoints.length ? { points: aircraftPoints } : null,
          marks:
            surfaceMarks(game, side, surface) ??
            disembarkMarks(game, side, getOut) ??
            operationMarks(game, side, operation) ??
            arrivalMarks(game, side, pending.kind === 'tournament' ? reservePlot : null, shipDraft),
        }}
        placing={
          plans.unload !== null ||
          teleport !== null ||
          landing !== null ||
          surface !== null ||
          operation !== null ||
          getOut !== null ||
          landingPlot !== null ||
          reservePlot !== null ||
          (plans.barrageMode && pending.kind === 'carry-out-action')
        }
        onRotate={plans.planning ? onRotate : undefined}
        rangeRings={rangeRings}
        tape={tape}
        onUnitClick={onUnitClick}
        onTableClick={onTableClick}
        onDrag={plans.onDrag}
        onCamera={rememberCamera}
        aerospace={aerospace}
      >
        <AircraftTray game={game} side={side} />
      </Battlefield>
      <aside className="right" hidden={!rightOpen}>
        {/* Drawn afresh when unfolded, so that it opens at the latest entry. */}
        <DiceLog key={rightOpen ? 'open' : 'folded'} entries={props.log} />
      </aside>
    </div>
  );
}

/** 2.1.21, 2.1.23, 4.4: the secret arrival points being written down, with the 15cm their
 * units arrive within (the tunneller's spread is the drop zone's). */
function arrivalMarks(
  game: GameState,
  side: Side,
  plot: PlotDraft | null,
  ship: SpacecraftDraft | undefined,
) {
  const name = (id: string) => game.formations[id]?.name ?? '';
  if (plot?.position)
    return {
      points: [{ position: plot.position, label: name(plot.formationId) }],
      radius: DROP_ZONE_SPREAD,
      legal: plotVerdict(game, side, plot) === null,
    };
  // Being planned in the spacecraft plan, or else (set-up only) those the person wrote down:
  // the window's view holds no plot of the other side (engine/netea/state/view.ts).
  const zones = ship?.dropZones?.length
    ? ship.dropZones
    : game.phase === 'setup'
      ? (game.plots ?? []).filter(
          (p) =>
            p.side === side &&
            (p.kind === 'drop-zone' || p.kind === 'tunnel' || p.kind === 'landing-zone'),
        )
      : [];
  return zones.length > 0
    ? {
        points: zones.map((z) => ({ position: z.position, label: name(z.formationId) })),
        radius: DROP_ZONE_SPREAD,
        legal: true,
      }
    : null;
}

function describeLast(game: GameState): string {
  const last = game.log[game.log.length - 1];
  return last ? describeCommand(last, game) : '';
}

/** 2.2.10: whether a unit of the formation has a barrage weapon that may fire indirectly. */
function hasIndirectBarrage(game: GameState, formationId: string): boolean {
  return (game.formations[formationId]?.unitIds ?? []).some((id) =>
    game.datasheets[game.units[id]?.datasheetId ?? '']?.weapons.some((w) =>
      w.modes.some(
        (m) =>
          m.firepower.some((f) => f.type === 'BP') &&
          m.abilities.some((a) => a.id === 'indirect-fire'),
      ),
    ),
  );
}
