/**
 * Throughput of the geometry the rules, AI and renderer call thousands of times per decision.
 * Deterministic inputs from a small seeded generator; each figure is operations per second on
 * one core, measured over about a second after a warm-up, with every result folded into a sink
 * so the JIT cannot drop the work.
 */
import type {
  Footprint,
  Placement,
  Shape,
  TerrainFeature,
  TerrainType,
} from '../../engine/kernel/geometry';
import {
  buildTerrainIndex,
  formationCoherency,
  lineOfFire,
  shapeDistance,
  shapeOf,
  terrainSite,
} from '../../engine/kernel/geometry';

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FOOTPRINTS: readonly Footprint[] = [
  { shape: 'rect', width: 2, length: 4 }, // tank
  { shape: 'rect', width: 1, length: 2 }, // infantry stand
  { shape: 'rect', width: 3, length: 6 }, // super-heavy
  { shape: 'circle', diameter: 2.5 },
  { shape: 'circle', diameter: 6 }, // titan
];

function unit(random: () => number, x: number, y: number): Placement {
  const footprint = FOOTPRINTS[Math.floor(random() * FOOTPRINTS.length)] as Footprint;
  return { position: { x, y }, facing: random() * 360, footprint };
}

/** Runs `op(i)` for about `ms` milliseconds after a warm-up; returns calls per second. */
function measure(op: (i: number) => number, ms = 1000): { perSec: number; sink: number } {
  let sink = 0;
  for (let i = 0; i < 20_000; i++) sink += op(i);
  let calls = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    for (let k = 0; k < 2000; k++) sink += op(calls++);
    now = performance.now();
  }
  return { perSec: (calls * 1000) / (now - start), sink };
}

/** A lumpy polygon of `n` vertices around a centre, some concave. */
function blob(random: () => number, cx: number, cy: number, radius: number, n: number) {
  const pts = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const r = radius * (0.6 + 0.4 * random());
    pts.push({ x: cx + Math.cos(a) * r, y: cy + Math.sin(a) * r });
  }
  return pts;
}

const TYPES: readonly [TerrainType, number][] = [
  ['woods', 1],
  ['woods', 1],
  ['buildings', 1],
  ['ruins', 1],
  ['jungle', 1],
  ['hill', 2],
  ['fortifications', 1],
  ['road', 0],
  ['river', 0],
  ['marsh', 0],
  ['scrub', 0],
  ['open', 0],
];

function battlefield(random: () => number): TerrainFeature[] {
  const features: TerrainFeature[] = [];
  for (let i = 0; i < 30; i++) {
    const [type, height] = TYPES[i % TYPES.length] as [TerrainType, number];
    const cx = 10 + random() * 160;
    const cy = 15 + random() * 90;
    const polygon = blob(random, cx, cy, 5 + random() * 8, 6 + Math.floor(random() * 6));
    features.push({ id: `f${i}`, type, polygon, height });
  }
  return features;
}

export async function run(): Promise<Record<string, number>> {
  // Distances: a cluster of bases within a few centimetres of each other, as in an assault.
  let random = mulberry32(1);
  const shapes: Shape[] = [];
  for (let i = 0; i < 1024; i++) shapes.push(shapeOf(unit(random, random() * 40, random() * 30)));
  const distance = measure((i) =>
    shapeDistance(shapes[i & 1023] as Shape, shapes[(i * 7 + 3) & 1023] as Shape),
  );

  // Lines of fire: on each of four battlefields of 30 features, two armies deployed 50-90cm
  // apart plus a few units in midfield, and a war engine in the middle. The rules compute each
  // unit's terrain site once per activation, then ask for lines pair by pair.
  const scenes = [2, 3, 4, 5].map((seed) => {
    random = mulberry32(seed);
    const terrain = buildTerrainIndex(battlefield(random));
    const army = (y0: number, count: number) =>
      Array.from({ length: count }, () =>
        shapeOf(unit(random, 10 + random() * 160, y0 + random() * 25)),
      );
    const shooters = army(5, 16);
    const targets = army(75, 16).concat(army(45, 4));
    return {
      terrain,
      shooters,
      targets,
      shooterSites: shooters.map((u) => terrainSite(terrain, u)),
      targetSites: targets.map((u) => terrainSite(terrain, u)),
    };
  });
  const blockers = [
    shapeOf({
      position: { x: 90, y: 55 },
      facing: 90,
      footprint: { shape: 'rect', width: 5, length: 10 },
    }),
  ];
  const pairs = 16 * 20;
  const lof = measure((i) => {
    const scene = scenes[Math.floor(i / pairs) & 3] as (typeof scenes)[number];
    const s = i % 16;
    const t = Math.floor(i / 16) % 20;
    const r = lineOfFire(scene.terrain, scene.shooters[s] as Shape, scene.targets[t] as Shape, {
      blockers,
      shooterSite: scene.shooterSites[s],
      targetSite: scene.targetSites[t],
    });
    return r.clear ? (r.partiallyObscured ? 2 : 1) : 0;
  });

  // Coherency: 12-unit formations strung out in wavy chains with gaps of 0.5-4.5cm between
  // bases; one formation in eight has a 6cm gap and is broken.
  random = mulberry32(3);
  const formations: Shape[][] = [];
  for (let f = 0; f < 64; f++) {
    const units: Shape[] = [];
    let edge = 20;
    const y = 20 + random() * 80;
    for (let u = 0; u < 12; u++) {
      const p = unit(random, 0, y + (random() - 0.5) * 4);
      const gap = f % 8 === 0 && u === 6 ? 6 : 0.5 + random() * 4;
      const x = edge + gap - shapeOf(p).minX;
      const s = shapeOf({ ...p, position: { x, y: p.position.y } });
      units.push(s);
      edge = s.maxX;
    }
    formations.push(units);
  }
  const coherency = measure(
    (i) => formationCoherency(formations[i & 63] as Shape[]).outOfFormation.length,
  );

  if (Number.isNaN(distance.sink + lof.sink + coherency.sink)) throw new Error('unreachable');
  return {
    'geometry.distancePerSec': Math.round(distance.perSec),
    'geometry.lineOfFirePerSec': Math.round(lof.perSec),
    'geometry.coherencyPerSec': Math.round(coherency.perSec),
  };
}
