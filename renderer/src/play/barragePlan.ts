import { t } from '../i18n';
import { refusalLine } from '../i18n/refusals';
import { validateCommand } from '../../../engine/netea/commands/apply';
import {
  MAX_BARRAGE_TEMPLATES,
  type Command,
  type Side,
} from '../../../engine/netea/commands/schema';
import { BARRAGE_TEMPLATE_DIAMETER, type Point } from '../../../engine/kernel/geometry';
import {
  barrageWeapons,
  joiningBarrage,
  searchPlacement,
  unitsUnder,
} from '../../../engine/netea/rules/1.9-shooting/barragePlacement';
import { placedUnits } from '../../../engine/netea/rules/1.9-shooting/geometry';
import { shootingOptions } from '../../../engine/netea/rules/1.9-shooting/options';
import type { Refusal } from '../../../engine/kernel/result';
import type { GameState } from '../../../engine/netea/state/schema';

/**
 * A barrage as the person places it (1.9.8): the first template where they click, at the
 * formation of the nearest enemy unit; then, for a barrage whose points give extra templates,
 * one more template for each further click, set touching the first in the direction clicked
 * (the engine still checks that they touch and do not overlap). Nothing is fired until the
 * person confirms; every verdict is the engine's.
 */
/** The weapon abilities a barrage may be told to use (1.9.8 FAQ). */
export type BarrageAbilities = NonNullable<
  Extract<Command, { type: 'shoot.barrage' }>['abilities']
>;

export interface BarrageDraft {
  readonly targetFormationId: string;
  readonly centres: readonly Point[];
  /** 2.2.10: fire indirect-fire weapons indirectly (sustained fire only). */
  readonly indirect: boolean;
  /** 1.9.8 FAQ: the weapon abilities the barrage is to use (only weapons with all join). */
  readonly abilities?: BarrageAbilities;
}

function nearestEnemyFormation(game: GameState, side: Side, at: Point): string | null {
  const near = Object.values(game.units)
    .filter((u) => u.side !== side && u.status === 'deployed' && u.position)
    .sort(
      (a, b) =>
        Math.hypot(a.position!.x - at.x, a.position!.y - at.y) -
        Math.hypot(b.position!.x - at.x, b.position!.y - at.y),
    )[0];
  return near?.formationId ?? null;
}

/** Where an extra template goes for a click at `at`: touching the first, towards the click. */
export function touchingFirst(first: Point, at: Point): Point {
  const d = Math.hypot(at.x - first.x, at.y - first.y);
  const [ux, uy] = d === 0 ? [1, 0] : [(at.x - first.x) / d, (at.y - first.y) / d];
  return {
    x: first.x + ux * BARRAGE_TEMPLATE_DIAMETER,
    y: first.y + uy * BARRAGE_TEMPLATE_DIAMETER,
  };
}

/** A click on the table: the first template, or one more touching the first. */
export function addTemplate(
  game: GameState,
  side: Side,
  draft: BarrageDraft | null,
  at: Point,
): BarrageDraft | null {
  if (!draft) {
    const target = nearestEnemyFormation(game, side, at);
    return target ? { targetFormationId: target, centres: [at], indirect: false } : null;
  }
  if (draft.centres.length >= MAX_BARRAGE_TEMPLATES) return draft;
  return { ...draft, centres: [...draft.centres, touchingFirst(draft.centres[0]!, at)] };
}

/** Takes back the last template; the first one taken back ends the placement. */
export function removeTemplate(draft: BarrageDraft): BarrageDraft | null {
  return draft.centres.length > 1 ? { ...draft, centres: draft.centres.slice(0, -1) } : null;
}

export function barrageCommand(side: Side, draft: BarrageDraft): Command {
  return {
    type: 'shoot.barrage',
    side,
    targetFormationId: draft.targetFormationId,
    centres: draft.centres.map((c) => ({ ...c })),
    ...(draft.indirect ? { indirect: true } : {}),
    ...(draft.abilities?.length ? { abilities: [...draft.abilities] } : {}),
  };
}

export interface BarragePreview {
  readonly command: Command;
  readonly refusal: Refusal | null;
  /** How many templates the Barrage table gives for the weapons that can join in (null when
   * no weapon can fire at a unit under the first template). */
  readonly templates: number | null;
  /** Units of the target formation under the templates, and the most the engine's search
   * finds possible (1.9.8: the templates must catch as many as they can). */
  readonly caught: number;
  readonly best: number | null;
}

/** The engine's verdict on the templates placed so far, with the numbers a person needs to
 * place the rest: the templates the barrage's points give and the units they catch. */
export function previewBarrage(game: GameState, side: Side, draft: BarrageDraft): BarragePreview {
  const command = barrageCommand(side, draft);
  const refusal = validateCommand(game, command);
  const activation = game.turnState.activation;
  const options = activation
    ? shootingOptions(game, activation.formationId, draft.targetFormationId, {
        action: activation.action,
        ...(draft.indirect ? { indirect: true } : {}),
      })
    : null;
  const targets = placedUnits(game, draft.targetFormationId);
  const caught = unitsUnder(targets, draft.centres).length;
  if (!options?.ok) return { command, refusal, templates: null, caught, best: null };
  const { row } = joiningBarrage(
    game,
    targets,
    barrageWeapons(game, options.value),
    draft.centres[0]!,
  );
  return {
    command,
    refusal,
    templates: row ? 1 + row.extraTemplates : null,
    caught,
    best: searchPlacement(game, options.value)?.count ?? null,
  };
}

/** The placement in words: templates placed of those the table gives, units caught, verdict. */
export function barrageText(game: GameState, draft: BarrageDraft, p: BarragePreview): string {
  const target = game.formations[draft.targetFormationId]?.name ?? draft.targetFormationId;
  const placed = draft.centres.length;
  const templates =
    p.templates === null
      ? placed === 1
        ? t('1 template')
        : t('{{count}} templates', { count: placed })
      : p.templates === 1
        ? t('{{count}} of 1 template', { count: placed })
        : t('{{count}} of {{of}} templates', { count: placed, of: p.templates });
  const caught =
    (p.caught === 1
      ? t('1 unit of {{target}} under them', { target })
      : t('{{count}} units of {{target}} under them', { count: p.caught, target })) +
    (p.best === null ? '' : ` ${t('({{count}} can be caught)', { count: p.best })}`);
  const verdict = p.refusal ? `: ${refusalLine(p.refusal, game)}` : `: ${t('ready to fire')}`;
  return `${templates} · ${caught}${verdict}`;
}
