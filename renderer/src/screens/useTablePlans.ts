import { t } from '../i18n';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Command, Side } from '../../../engine/netea/commands/schema';
import type { Point } from '../../../engine/kernel/geometry/types';
import type { Refusal } from '../../../engine/kernel/result';
import type { HostState } from '../host/gameClient';
import {
  addTemplate,
  barrageText,
  previewBarrage,
  removeTemplate,
  type BarrageAbilities,
  type BarrageDraft,
  type BarragePreview,
} from '../play/barragePlan';
import { unitMoveType } from '../play/choices';
import { counterChargePopUpRefusal } from '../../../engine/netea/rules/2-specialists/popUp';
import { previewOutOfFormation } from '../play/previews';
import {
  acceptsField,
  addWaypoint,
  draftText,
  dragTo,
  followerPlans,
  previewDraft,
  removeWaypoint,
  resetFacing,
  rotateFacing,
  type DraftPreview,
  type FollowerPlan,
  type MoveDraft,
} from '../play/movePlan';
import { planKey, turnDegrees, type PlanKey } from '../play/planKeys';
import {
  disembarkCommand,
  disembarkType,
  placePassenger,
  removePlacement,
  startDisembark,
  turnPlacement,
  type DisembarkDraft,
} from '../play/transportPlan';

/** A planned move with the engine's verdict, as the table and the panel show it. */
export interface MoveView {
  readonly draft: MoveDraft;
  readonly preview: DraftPreview;
  readonly legal: boolean;
  readonly text: string;
  /** The text without the legs, for the label on the table. */
  readonly label: string;
  readonly followers: readonly FollowerPlan[];
  /** 1.7.4: units that would be out of formation (and destroyed) if the move ended so. */
  readonly outOfFormation: readonly string[];
  /** The unit is a transport and the move's command takes pick-ups (1.7.5). */
  readonly canPickUp: boolean;
  /** The unit is a skimmer and the move's command lets it pop up (2.1.13 FAQ). */
  readonly canPopUp: boolean;
}

export interface BarrageView {
  readonly draft: BarrageDraft;
  readonly preview: BarragePreview;
  readonly text: string;
}

/**
 * What the person is placing on the table before committing it: a unit's move (path, facing,
 * pick-ups, followers), units getting out of a transport, barrage templates. The table hands
 * drags, clicks, keys and Shift+wheel here; the panels show the verdicts and the buttons. Every
 * verdict comes from the engine through play/*.
 */
export function useTablePlans(args: {
  readonly state: HostState;
  readonly side: Side;
  readonly movable: ReadonlySet<string>;
  readonly submit: (command: Command) => Promise<Refusal | null>;
}) {
  const { state, side, movable, submit } = args;
  const { game, pending } = state;
  const [draft, setDraft] = useState<MoveDraft | null>(null);
  const [wholeFormation, setWholeFormation] = useState(false);
  const [pickUp, setPickUp] = useState(false);
  const [keepFacing, setKeepFacing] = useState(false);
  const [popUp, setPopUp] = useState(false);
  const [unload, setUnload] = useState<DisembarkDraft | null>(null);
  const [unloadRefusal, setUnloadRefusal] = useState<Refusal | null>(null);
  const [barrageMode, setBarrageMode] = useState(false);
  const [barrage, setBarrage] = useState<BarrageDraft | null>(null);
  const [indirect, setIndirect] = useState(false);
  const [barrageAbilities, setBarrageAbilities] = useState<BarrageAbilities>([]);
  const mine = pending.sides.includes(side) && !game.result;
  const moveType = mine ? unitMoveType(pending) : null;
  const unloadType = mine ? disembarkType(pending) : null;

  // A new state (a move made, the computer's turn) ends whatever was being placed.
  useEffect(() => {
    setDraft(null);
    setUnload(null);
    setUnloadRefusal(null);
    setBarrage(null);
  }, [state]);

  const move = useMemo((): MoveView | null => {
    if (!draft || !moveType) return null;
    const unit = game.units[draft.unitId];
    const canPickUp =
      acceptsField(moveType, 'pickUp') && !!game.datasheets[unit?.datasheetId ?? '']?.transport;
    const canPopUp =
      acceptsField(moveType, 'popUp') && counterChargePopUpRefusal(game, draft.unitId) === null;
    const preview = previewDraft(game, moveType, side, draft, {
      pickUp: canPickUp && pickUp,
      keepFacing,
      popUp: canPopUp && popUp,
    });
    const followers = wholeFormation ? followerPlans(game, moveType, side, draft, movable) : [];
    const blocked = followers.filter((f) => !f.legal).length;
    const whole = followers.length
      ? ` · ${t('formation: {{n}} of {{of}} others can follow', {
          n: followers.length - blocked,
          of: followers.length,
        })}`
      : '';
    const planned = [
      { unitId: draft.unitId, to: draft.end, facing: preview.facing },
      ...followers
        .filter((f) => f.legal)
        .map((f) => ({ unitId: f.unitId, to: f.path[f.path.length - 1]!, facing: f.facing })),
    ];
    // Only a plain move ends in a coherency check of the formation (1.7.4).
    const outOfFormation = moveType === 'move.unit' ? previewOutOfFormation(game, planned) : [];
    const lost = outOfFormation.length
      ? ` · ${
          outOfFormation.length === 1
            ? t('1 unit would be out of formation (1.7.4)')
            : t('{{count}} units would be out of formation (1.7.4)', {
                count: outOfFormation.length,
              })
        }`
      : '';
    return {
      draft,
      preview,
      legal: preview.refusal === null,
      text: draftText(game, preview) + whole + lost,
      // On the table the marked units say it; the label stays short.
      label: draftText(game, preview, { legs: false }) + whole,
      followers,
      outOfFormation,
      canPickUp,
      canPopUp,
    };
  }, [draft, moveType, game, side, pickUp, keepFacing, popUp, wholeFormation, movable]);

  const barrageView = useMemo((): BarrageView | null => {
    if (!barrage) return null;
    const placed = { ...barrage, indirect, abilities: barrageAbilities };
    const preview = previewBarrage(game, side, placed);
    return { draft: placed, preview, text: barrageText(game, placed, preview) };
  }, [barrage, indirect, barrageAbilities, game, side]);

  const onDrag = useCallback(
    (unitId: string, to: Point) => setDraft((d) => dragTo(d, unitId, to)),
    [],
  );

  /** Commit the planned move: the dragged unit, then each follower the engine still accepts. */
  const confirmMove = useCallback(async () => {
    if (!move?.legal) return;
    if (await submit(move.preview.command)) return;
    for (const f of move.followers) if (f.legal && (await submit(f.command))) break;
    setDraft(null);
  }, [move, submit]);

  const startUnload = useCallback(
    (transportId: string | null) => {
      setUnloadRefusal(null);
      setUnload(transportId && unloadType ? startDisembark(game, unloadType, transportId) : null);
    },
    [game, unloadType],
  );

  const confirmUnload = useCallback(async () => {
    if (!unload || unload.placements.length === 0) return;
    if (!(await submit(disembarkCommand(side, unload)))) setUnload(null);
  }, [unload, side, submit]);

  const fireBarrage = useCallback(async () => {
    if (!barrageView || barrageView.preview.refusal) return;
    if (!(await submit(barrageView.preview.command))) {
      setBarrage(null);
      setBarrageMode(false);
    }
  }, [barrageView, submit]);

  const chooseBarrageMode = useCallback((on: boolean) => {
    setBarrageMode(on);
    if (!on) setBarrage(null);
  }, []);

  /** A click on the table: consumed (true) when it places something of a plan under way. */
  const onTableClick = useCallback(
    (at: Point, shift: boolean): boolean => {
      if (unload) {
        const placed = placePassenger(game, side, unload, at);
        setUnload(placed.draft);
        setUnloadRefusal(placed.refusal);
        return true;
      }
      if (barrageMode && pending.kind === 'carry-out-action') {
        setBarrage((b) => addTemplate(game, side, b, at));
        return true;
      }
      // 1.7: Shift+click adds a leg to the planned move, ending where the person clicked.
      if (draft && shift) {
        setDraft(addWaypoint(draft, at));
        return true;
      }
      return false;
    },
    [unload, barrageMode, pending.kind, draft, game, side],
  );

  /** Turns the facing of what is being placed (a move's end, the next unit getting out). */
  const turn = useCallback(
    (degrees: number) => {
      if (unload) setUnload(turnPlacement(unload, degrees));
      else if (draft) setDraft(rotateFacing(game, draft, degrees));
    },
    [unload, draft, game],
  );

  const act = useCallback(
    (key: PlanKey): boolean => {
      const degrees = turnDegrees(key);
      if (degrees !== 0 && (unload || draft)) {
        turn(degrees);
        return true;
      }
      if (unload) {
        if (key === 'undo') {
          setUnloadRefusal(null);
          setUnload(unload.placements.length ? removePlacement(unload) : null);
        } else if (key === 'confirm') void confirmUnload();
        else if (key === 'cancel') setUnload(null);
        else return false;
        return true;
      }
      if (barrage) {
        if (key === 'undo') setBarrage(removeTemplate(barrage));
        else if (key === 'confirm') void fireBarrage();
        else if (key === 'cancel') setBarrage(null);
        else return false;
        return true;
      }
      if (draft) {
        if (key === 'waypoint') setDraft(addWaypoint(draft));
        else if (key === 'undo') setDraft(removeWaypoint(draft));
        else if (key === 'reset-facing') setDraft(resetFacing(draft));
        else if (key === 'confirm') void confirmMove();
        else if (key === 'cancel') setDraft(null);
        else return false;
        return true;
      }
      return false;
    },
    [unload, barrage, draft, turn, confirmUnload, fireBarrage, confirmMove],
  );

  // The keys work wherever the focus is, except while typing in a field; Enter on a focused
  // button presses that button.
  useEffect(() => {
    if (!draft && !unload && !barrage) return;
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target && /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName)) return;
      if (e.key === 'Enter' && target?.tagName === 'BUTTON') return;
      const key = planKey(e.key);
      if (key && act(key)) e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [draft, unload, barrage, act]);

  return {
    move,
    onDrag,
    confirmMove,
    cancelMove: () => setDraft(null),
    wholeFormation,
    setWholeFormation,
    pickUp,
    setPickUp,
    keepFacing,
    setKeepFacing,
    popUp,
    setPopUp,
    unloadType,
    unload,
    unloadRefusal,
    startUnload,
    confirmUnload,
    barrageMode,
    chooseBarrageMode,
    barrage: barrageView,
    indirect,
    setIndirect,
    barrageAbilities,
    setBarrageAbilities,
    fireBarrage,
    onTableClick,
    act,
    turn,
    planning: draft !== null || unload !== null,
  };
}
