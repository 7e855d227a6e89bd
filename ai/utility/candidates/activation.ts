import { validateCommand } from '../../../engine/netea/commands/apply';
import type { Command } from '../../../engine/netea/commands/schema';
import { neededScore, PLAIN_TEST_RULES, successProbability } from '../../../engine/kernel/dice';
import type { Modifier } from '../../../engine/kernel/dice';
import {
  isRetaining,
  MOVES_PER_ACTION,
} from '../../../engine/netea/rules/1.4-1.6-sequence-and-actions/actions';
import { canActivate } from '../../../engine/netea/rules/1.2-formations/formations';
import { rerollsLeft } from '../../../engine/netea/rules/2-specialists/initiativeRerolls';
import type { GameState } from '../../../engine/netea/state/schema';
import { floor, linear } from '../curves';
import {
  assaultOdds,
  assaultOddsCurve,
  zoneOfControlCurve,
  zoneOfControlTaken,
} from '../considerations/assault';
import {
  exposure,
  nearestEnemyDistance,
  objectiveControl,
  quarrySightShare,
} from '../considerations/position';
import { chargeSpeedOf } from '../considerations/specialists';
import { chargeDanger, chargeDangerCurve, facesWarEngine } from '../considerations/chargeDanger';
import type { Difficulty } from '../mind';
import { rank, type Candidate } from '../score';
import { dist, type FormationView, type Situation } from '../situation';
import { objectiveThreat, shootingCandidates } from './shooting';
import { goalOfAttack } from '../tournament';

type Declared =
  'advance' | 'engage' | 'double' | 'march' | 'marshal' | 'overwatch' | 'sustained-fire';

/** 1.6.2, 1.6.3: the action test: the formation's initiative, -1 with Blast markers, -1 to
 * retain the initiative. */
export function actionTestChance(view: FormationView, retaining: boolean): number {
  const mods: Modifier[] = [];
  if (view.formation.blastMarkers > 0) mods.push({ value: -1, reason: 'bm', section: '1.6.2' });
  if (retaining) mods.push({ value: -1, reason: 'retain', section: '1.6.3' });
  return successProbability(neededScore(view.formation.initiative, mods), PLAIN_TEST_RULES);
}

/** Whether a unit of the formation has a unit of a quarry (Situation.quarry) within its
 * longest range. */
export function quarryInRange(s: Situation, view: FormationView): boolean {
  if (view.range === 0) return false;
  return s.theirs.some(
    (t) =>
      s.quarry.has(t.formation.id) &&
      t.units.some((e) =>
        view.units.some(
          (u) =>
            dist({ x: u.shape.cx, y: u.shape.cy }, { x: e.shape.cx, y: e.shape.cy }) <= view.range,
        ),
      ),
  );
}

/** Where the formation's centre would get to with `moves` moves straight for its goal. */
function progress(view: FormationView, goal: { x: number; y: number }, moves: number): number {
  const d = dist(view.centre, goal);
  const step = Math.min(d, view.speed * moves);
  const f = d > 0 ? step / d : 0;
  return objectiveControl(
    {
      x: view.centre.x + (goal.x - view.centre.x) * f,
      y: view.centre.y + (goal.y - view.centre.y) * f,
    },
    goal,
  );
}

/** The best shooting the formation could do from where it stands with this action. */
function bestShot(game: GameState, s: Situation, view: FormationView, action: Declared): number {
  const ctx = { action } as const;
  const ranked = rank(shootingCandidates(game, s, view.formation.id, ctx, 'shoot', true));
  return ranked[0]?.score ?? 0;
}

interface BestAssault {
  readonly targetId: string;
  readonly odds: number;
  readonly kills: number;
  readonly units: number;
  /** Share of the target's war engine's starting capacity my units could contact (3.1.2). */
  readonly zoc: number | null;
  readonly value: number;
}

/** The best assault the formation could launch this action (charge reach: its speed, then
 * the 15cm of a firefight, 1.12.3). */
export function bestAssault(
  game: GameState,
  s: Situation,
  view: FormationView,
): BestAssault | null {
  let best: BestAssault | null = null;
  // 2.1.4: infiltrators charge at double speed.
  const reach = Math.min(...view.units.map((u) => chargeSpeedOf(u.sheet))) + 4;
  for (const t of s.theirs) {
    const near = view.units.some((u) =>
      t.units.some(
        (e) => dist({ x: u.shape.cx, y: u.shape.cy }, { x: e.shape.cx, y: e.shape.cy }) <= reach,
      ),
    );
    if (!near) continue;
    const o = assaultOdds(game, view.formation.id, t.formation.id);
    // 3.4.1: the formations the victory asks me to destroy come first.
    const worth = (id: string) =>
      (1 + objectiveThreat(game, s, id)) *
      (s.quarry.has(id) ? 2 : 1) *
      (goalOfAttack(s.tournament, id)?.value ?? 1);
    // 3.1.2: an assault that cannot take a war engine's zone of control is worth less.
    const zoc = zoneOfControlTaken(game, view.formation.id, t.formation.id);
    const taken = zoc === null ? 1 : zoneOfControlCurve(zoc);
    const value = o.win * worth(t.formation.id) * taken;
    if (!best || value > best.value)
      best = {
        targetId: t.formation.id,
        odds: o.win,
        kills: o.attackerKills,
        units: t.alive,
        zoc,
        value,
      };
  }
  return best;
}

/** A charge danger (chargeDanger.ts) above which the formation had better act at once. */
const URGENT_DANGER = 0.5;
/** How much less a safe formation's action is worth while a friend stands in charge danger. */
const WAIT_FOR_ENDANGERED = 0.55;

/**
 * Candidates for the next activation (1.6): every ready formation with every action worth
 * declaring, scored by what it would achieve (objectives, shooting, assault odds, regrouping)
 * and how likely its action test is to pass.
 */
export function activationCandidates(
  game: GameState,
  s: Situation,
  difficulty: Difficulty,
): Candidate[] {
  const retaining = isRetaining(game, s.side);
  const out: Candidate[] = [];
  // 1.12.2: formations an enemy yet to act could charge and likely beat where they stand; they
  // move off first, the others waiting their turn (the enemy acts after each of mine, 1.5).
  const dangers = new Map<string, number>();
  for (const view of s.mine)
    if (canActivate(game, view.formation) && view.units.length > 0)
      dangers.set(view.formation.id, chargeDanger(game, s, view.units));
  const someoneInDanger = [...dangers.values()].some((d) => d >= URGENT_DANGER);
  for (const view of s.mine) {
    if (!canActivate(game, view.formation) || view.units.length === 0) continue;
    const goal = s.goals.get(view.formation.id)?.point ?? view.centre;
    const plainTest = actionTestChance(view, retaining);
    // 2.1.15: a supreme commander's re-roll of a failed test; kept for a later formation when
    // this one only marshals (a failed test leaves a hold action, which regroups all the same).
    const rerolls = rerollsLeft(game, view.formation);
    const keepReroll = (action: Declared) => rerolls > 0 && action === 'marshal';
    // 3.4.1: a hunter with its quarry in range stands where it wants to be, when most of its
    // guns can see it (behind ruins, it had better move).
    const here =
      s.hunting &&
      !s.storming &&
      quarryInRange(s, view) &&
      quarrySightShare(game, s, view.units, view.range) >= 0.5
        ? 1
        : objectiveControl(view.centre, goal);
    // 1.12.2: an enemy able to charge it where it stands and likely to win: it had better act
    // (and move off) before that enemy does, and not sit still on sustained fire or overwatch.
    const danger = dangers.get(view.formation.id) ?? 0;
    const threatened =
      danger >= URGENT_DANGER
        ? 1
        : floor(linear(0, 0, 12, 1), 0.8)(exposure(s, view.centre)) *
          (someoneInDanger ? WAIT_FOR_ENDANGERED : 1);
    // Weighed only facing a war engine (a consideration always 1 is not neutral, score.ts).
    const standStill = facesWarEngine(s)
      ? [{ name: 'chargeDanger', value: chargeDangerCurve(danger) }]
      : [];
    const enemyNear = nearestEnemyDistance(s, view.centre);
    const add = (action: Declared, considerations: { name: string; value: number }[]) => {
      const keep = keepReroll(action);
      const command: Command = {
        type: 'action.declare',
        side: s.side,
        formationId: view.formation.id,
        action,
        ...(keep ? { reroll: false } : {}),
      };
      if (validateCommand(game, command) !== null) return;
      const test = rerolls > 0 && !keep ? 1 - (1 - plainTest) ** 2 : plainTest;
      out.push({
        label: `${view.formation.id} ${action}`,
        command,
        considerations: [
          ...considerations,
          { name: 'actionTest', value: test },
          { name: 'actFirstWhenThreatened', value: threatened },
        ],
      });
    };
    // The best shot from here, worked out once: a double action shoots at -1, sustained fire
    // at +1 (1.9.5); only artillery looks again, for indirect fire (2.2.10).
    // Only where an enemy may be in range (the centre's distance, with room for the
    // formation's spread; artillery may fire indirectly): the what-if is costly.
    const weigh =
      view.range > 0 && difficulty.weighOdds && (view.artillery || enemyNear <= view.range + 10);
    const plainShot = weigh ? bestShot(game, s, view, 'advance') : 0;
    const shotFor = (a: Declared) =>
      a === 'sustained-fire'
        ? view.artillery
          ? bestShot(game, s, view, a)
          : Math.min(1, plainShot * 1.2)
        : a === 'double'
          ? plainShot * 0.8
          : plainShot;
    const shot = (a: Declared) => (weigh ? floor(linear(0, 0, 1, 1), 0.3)(shotFor(a)) : 0.3);
    // A move may bring targets into range. A hunter (3.4.1) with its quarry in range already
    // measures what it can shoot from here, else advancing always looks as good as sustained
    // fire (1.9.5).
    // 4.5.2: a quarry that must be stormed is no target for the guns.
    const shootableNear = s.storming
      ? Math.min(
          Infinity,
          ...s.theirs
            .filter((t) => !s.quarry.has(t.formation.id))
            .flatMap((t) =>
              t.units.map((u) => dist({ x: u.shape.cx, y: u.shape.cy }, view.centre)),
            ),
        )
      : enemyNear;
    const canShootLater =
      view.range > 0 &&
      shootableNear <= view.range + view.speed &&
      !(here === 1 && s.hunting && !s.storming)
        ? 0.6
        : 0.3;
    const gain = (moves: number) => Math.max(0.02, progress(view, goal, moves));
    add('advance', [
      { name: 'objectiveControl', value: gain(MOVES_PER_ACTION.advance) },
      { name: 'firepower', value: Math.max(shot('advance'), canShootLater) },
    ]);
    add('double', [
      { name: 'objectiveControl', value: gain(MOVES_PER_ACTION.double) },
      { name: 'firepower', value: Math.max(0.25, shot('double') * 0.85, canShootLater * 0.85) },
    ]);
    if (here < 0.8 && enemyNear > view.speed * 3)
      add('march', [
        { name: 'objectiveControl', value: gain(MOVES_PER_ACTION.march) },
        { name: 'firepower', value: 0.3 },
      ]);
    if (view.range > 0 || view.artillery)
      add('sustained-fire', [
        { name: 'objectiveControl', value: Math.max(0.02, here) },
        { name: 'firepower', value: Math.max(0.05, shot('sustained-fire')) },
        ...standStill,
      ]);
    // Overwatch (1.10) on its objective against enemies that could come into range this turn.
    const approaching = s.theirs.some(
      (t) =>
        !t.formation.activated &&
        !t.formation.broken &&
        t.units.some((e) => {
          const d = dist({ x: e.shape.cx, y: e.shape.cy }, view.centre);
          return d > view.range && d <= view.range + t.speed * 2;
        }),
    );
    if (view.range > 0 && here > 0.9 && enemyNear > view.range && approaching)
      add('overwatch', [
        { name: 'objectiveControl', value: here },
        { name: 'overwatchFastEnemies', value: 0.55 },
        ...standStill,
      ]);
    if (view.formation.blastMarkers > 0)
      add('marshal', [
        { name: 'objectiveControl', value: gain(1) },
        {
          name: 'regroupNeed',
          value: linear(0, 0, view.alive * 1.5, 0.9)(view.formation.blastMarkers),
        },
      ]);
    if (difficulty.weighOdds || difficulty.id === 'easy') {
      const a = bestAssault(game, s, view);
      if (a)
        add('engage', [
          { name: 'assaultOdds', value: assaultOddsCurve(a.odds) },
          // Winning breaks the loser (1.12.8): the share of it destroyed on the way adds to that.
          { name: 'expectedKills', value: linear(0, 0.6, 1, 1)(a.kills / Math.max(1, a.units)) },
          { name: 'objectiveControl', value: Math.max(0.3, gain(1)) },
          ...(a.zoc === null
            ? []
            : [{ name: 'zoneOfControlTaken', value: zoneOfControlCurve(a.zoc) }]),
          // 6.1.7 Break Their Spirit: my most expensive formation assaults only at good odds.
          ...(s.tournament?.treasure.has(view.formation.id)
            ? [{ name: 'protectTreasure', value: linear(0.5, 0.2, 0.85, 1)(a.odds) }]
            : []),
        ]);
    }
  }
  return out;
}
