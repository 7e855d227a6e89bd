import type { UnitDatasheet } from '../../../engine/netea/data';
import type { Footprint } from '../../../engine/kernel/geometry/types';

/**
 * Unit counters: each base carries a symbol for its type, drawn in our own style after military
 * map symbols (a crossed box for infantry, a track for armour, wheels for light vehicles …), so
 * that a player tells a Rhino from a Tactical squad at a glance.
 */
export type CounterSymbol =
  | 'infantry'
  | 'light-vehicle'
  | 'armoured-vehicle'
  | 'war-engine'
  | 'character'
  | 'aircraft'
  | 'spacecraft'
  | 'structure';

export function symbolOf(sheet: UnitDatasheet | undefined): CounterSymbol {
  if (!sheet) return 'infantry';
  if (sheet.structure) return 'structure';
  switch (sheet.type) {
    case 'INF':
      return 'infantry';
    case 'LV':
      return 'light-vehicle';
    case 'AV':
      return 'armoured-vehicle';
    case 'WE':
      return 'war-engine';
    case 'CH':
      return 'character';
    case 'AC':
      return 'aircraft';
    case 'SC':
      return 'spacecraft';
  }
}

/** What of a canvas context the symbols use (Konva's Context and the 2D context both have it). */
export interface PathContext {
  beginPath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  closePath(): void;
  ellipse(
    x: number,
    y: number,
    rx: number,
    ry: number,
    rotation: number,
    start: number,
    end: number,
  ): void;
  arc(x: number, y: number, r: number, start: number, end: number): void;
  rect(x: number, y: number, w: number, h: number): void;
}

/** The box a symbol is drawn in, in the unit's own frame (x along its facing), in cm. */
export function symbolBox(footprint: Footprint | undefined): { halfL: number; halfW: number } {
  const f = footprint ?? { shape: 'circle' as const, diameter: 1 };
  // Inside a round base the largest square; inside a rectangle most of it.
  if (f.shape === 'circle') return { halfL: f.diameter * 0.3, halfW: f.diameter * 0.3 };
  return { halfL: f.length * 0.36, halfW: f.width * 0.32 };
}

/**
 * Adds the symbol's strokes to the current path, centred on (0, 0) in the unit's frame (x along
 * its facing). The caller strokes it, so all counters of a formation are drawn at once.
 */
export function traceSymbol(
  ctx: PathContext,
  symbol: CounterSymbol,
  footprint: Footprint | undefined,
) {
  const { halfL: l, halfW: w } = symbolBox(footprint);
  switch (symbol) {
    case 'infantry':
      // A crossed box.
      ctx.rect(-l, -w, 2 * l, 2 * w);
      ctx.moveTo(-l, -w);
      ctx.lineTo(l, w);
      ctx.moveTo(-l, w);
      ctx.lineTo(l, -w);
      return;
    case 'armoured-vehicle':
      // A track.
      ctx.moveTo(l, 0);
      ctx.ellipse(0, 0, l, w * 0.7, 0, 0, 2 * Math.PI);
      return;
    case 'light-vehicle':
      // A track with wheels under it: lighter, faster, hit by AP and AT alike.
      ctx.moveTo(l, -w * 0.15);
      ctx.ellipse(0, -w * 0.15, l, w * 0.5, 0, 0, 2 * Math.PI);
      for (const x of [-l * 0.55, l * 0.55]) {
        ctx.moveTo(x + w * 0.2, w * 0.65);
        ctx.arc(x, w * 0.65, w * 0.2, 0, 2 * Math.PI);
      }
      return;
    case 'war-engine':
      // A track within a track: the heaviest armour.
      ctx.moveTo(l, 0);
      ctx.ellipse(0, 0, l, w * 0.8, 0, 0, 2 * Math.PI);
      ctx.moveTo(l * 0.6, 0);
      ctx.ellipse(0, 0, l * 0.6, w * 0.45, 0, 0, 2 * Math.PI);
      return;
    case 'character': {
      // A five-pointed star.
      const r = Math.min(l, w);
      for (let i = 0; i <= 5; i++) {
        const a = -Math.PI / 2 + (i * 4 * Math.PI) / 5;
        const x = Math.cos(a) * r;
        const y = Math.sin(a) * r;
        if (i === 0) ctx.moveTo(x, y);
        else ctx.lineTo(x, y);
      }
      return;
    }
    case 'aircraft':
      // Wings swept back from the nose, along the facing.
      ctx.moveTo(-l, -w);
      ctx.lineTo(l, 0);
      ctx.lineTo(-l, w);
      ctx.moveTo(-l * 0.2, 0);
      ctx.lineTo(l, 0);
      return;
    case 'spacecraft':
      ctx.moveTo(l, 0);
      ctx.arc(0, 0, Math.min(l, w), 0, 2 * Math.PI);
      ctx.moveTo(l * 0.3, 0);
      ctx.arc(0, 0, Math.min(l, w) * 0.3, 0, 2 * Math.PI);
      return;
    case 'structure':
      // A bunker: a box with a roof line.
      ctx.rect(-l, -w, 2 * l, 2 * w);
      ctx.moveTo(-l, -w * 0.3);
      ctx.lineTo(l, -w * 0.3);
      return;
  }
}

/**
 * A short name for the counter: the datasheet's name without the army's prefix where that leaves
 * a name of its own ("Space Marine Tactical" → "Tactical"), else the name as it is.
 */
export function shortName(sheet: UnitDatasheet | undefined): string {
  if (!sheet) return '';
  const name = sheet.name;
  for (const prefix of ARMY_PREFIXES) {
    if (name.startsWith(`${prefix} `) && name.length > prefix.length + 3)
      return name.slice(prefix.length + 1);
  }
  return name;
}

/** Words lists put before their units' names; the counter has no room for them. */
const ARMY_PREFIXES = ['Space Marine', 'Imperial Guard', 'Ork', 'Eldar', 'Chaos'];

/** The length of the base along which a name is written, in cm, to decide if it fits. */
export function baseLength(footprint: Footprint | undefined): number {
  const f = footprint ?? { shape: 'circle' as const, diameter: 1 };
  return f.shape === 'circle' ? f.diameter : f.length;
}

/** What a war engine's counter shows of it (3.2.2 damage, shields, 3.2.3 fires). */
export interface WarEngineTrack {
  readonly capacity: number;
  readonly damage: number;
  /** Shields up, or null for none; `rolled` false while Ork power fields are still unrolled. */
  readonly shields: { readonly up: number | null; readonly kind: 'void' | 'power' } | null;
  readonly fires: number;
}

export function warEngineTrack(
  sheet: UnitDatasheet | undefined,
  unit: {
    readonly damage: number;
    readonly shields?: number | undefined;
    readonly fires?: number | undefined;
  },
): WarEngineTrack | null {
  if (!sheet || sheet.type !== 'WE') return null;
  const shields = sheet.voidShields
    ? { up: unit.shields ?? sheet.voidShields, kind: 'void' as const }
    : sheet.powerFields !== undefined
      ? { up: unit.shields ?? null, kind: 'power' as const }
      : null;
  return {
    capacity: sheet.damageCapacity ?? 1,
    damage: unit.damage,
    shields,
    fires: unit.fires ?? 0,
  };
}
