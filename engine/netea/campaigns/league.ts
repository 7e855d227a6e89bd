import type { BattleRecord } from './record';
import { DEFAULT_LEAGUE_POINTS, type League, type LeagueEntry } from './schema';

/** One game of the league's schedule: the entry playing the first side, and the second. */
export interface Fixture {
  readonly key: string;
  readonly title: string;
  readonly sides: readonly [string, string];
  readonly final: boolean;
}

/**
 * The league's games: every entry against every other once a round (the circle method, a bye
 * for an odd number), sides swapped in alternate rounds. The final (5.4.1: "a final to decide
 * the winner") is not in it: its players are known only from the table (`finalFixture`).
 */
export function leagueFixtures(league: League): Fixture[] {
  const ids: (string | null)[] = league.entries.map((e) => e.id);
  if (ids.length % 2 === 1) ids.push(null);
  const n = ids.length;
  const fixtures: Fixture[] = [];
  for (let round = 0; round < league.rounds; round++) {
    const ring = [...ids];
    for (let day = 0; day < n - 1; day++) {
      for (let i = 0; i < n / 2; i++) {
        const a = ring[i];
        const b = ring[n - 1 - i];
        if (a === null || a === undefined || b === null || b === undefined) continue;
        const swap = (round + day + i) % 2 === 1;
        const sides: [string, string] = swap ? [b, a] : [a, b];
        fixtures.push({
          key: `round-${round + 1}-game-${fixtures.length + 1}`,
          title: `${nameOf(league, sides[0])} against ${nameOf(league, sides[1])}`,
          sides,
          final: false,
        });
      }
      // Rotate all but the first.
      ring.splice(1, 0, ring.pop()!);
    }
  }
  return fixtures;
}

export function finalFixture(table: readonly StandingRow[]): Fixture {
  const [first, second] = table;
  return {
    key: 'final',
    title: `Final: ${first!.name} against ${second!.name}`,
    sides: [first!.id, second!.id],
    final: true,
  };
}

function nameOf(league: League, id: string): string {
  return league.entries.find((e) => e.id === id)?.name ?? id;
}

export interface StandingRow {
  readonly id: string;
  readonly name: string;
  readonly player: LeagueEntry['player'];
  readonly games: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  readonly points: number;
  /** Victory conditions achieved (5.4.1 statistics). */
  readonly goals: number;
}

export interface GameLength {
  readonly key: string;
  readonly title: string;
  readonly turns: number;
}

export interface LeagueStandings {
  /** Best first. */
  readonly table: StandingRow[];
  readonly games: number;
  readonly goals: number;
  readonly shortest: GameLength | null;
  readonly longest: GameLength | null;
  /** The final's winner (the higher placed on a drawn final); null until it is played. */
  readonly champion: string | null;
}

/**
 * 5.4.1 standings from the games played, in order. Ladder: the winner "swaps places with the
 * loser or climbs one place, whichever brings the winner nearer the top" (a draw moves nobody).
 * Points: per result as the league says (3/2/2/1 by default), ranked by points, then wins, then
 * the starting order. The final decides the champion, not the table.
 */
export function leagueStandings(league: League, records: readonly BattleRecord[]): LeagueStandings {
  const order = league.entries.map((e) => e.id);
  const rows = new Map(
    league.entries.map((e) => [
      e.id,
      {
        id: e.id,
        name: e.name,
        player: e.player,
        games: 0,
        wins: 0,
        draws: 0,
        losses: 0,
        points: 0,
        goals: 0,
      },
    ]),
  );
  const scale = league.scoring.kind === 'points' ? league.scoring.points : DEFAULT_LEAGUE_POINTS;
  let final: BattleRecord | undefined;
  let shortest: GameLength | null = null;
  let longest: GameLength | null = null;
  for (const record of records) {
    const length = { key: record.key, title: record.title, turns: record.turns };
    if (!shortest || record.turns < shortest.turns) shortest = length;
    if (!longest || record.turns > longest.turns) longest = length;
    const [a, b] = record.sides.map((s) => s.who) as [string, string];
    if (record.key === 'final') {
      // The final decides the champion and leaves the table as the season left it.
      final = record;
      continue;
    }
    record.sides.forEach((side, i) => {
      const row = rows.get(side.who);
      if (!row) return;
      row.games++;
      row.goals += record.goals[i]!;
      if (record.winner === null) {
        row.draws++;
        row.points += scale.draw;
      } else if (record.winner === i) {
        row.wins++;
        row.points += record.decidedBy === 'points' ? scale.points : scale.conditions;
      } else {
        row.losses++;
        row.points += scale.loss;
      }
    });
    if (record.winner !== null && league.scoring.kind === 'ladder') {
      const winner = record.winner === 0 ? a : b;
      const loser = record.winner === 0 ? b : a;
      const w = order.indexOf(winner);
      const l = order.indexOf(loser);
      // Swapping only helps a winner placed below; otherwise one place up.
      const to = l < w ? l : Math.max(0, w - 1);
      order.splice(w, 1);
      order.splice(to, 0, winner);
      if (l < w) {
        order.splice(order.indexOf(loser), 1);
        order.splice(w, 0, loser);
      }
    }
  }
  const start = league.entries.map((e) => e.id);
  const table = [...rows.values()];
  if (league.scoring.kind === 'ladder')
    table.sort((x, y) => order.indexOf(x.id) - order.indexOf(y.id));
  else
    table.sort(
      (x, y) => y.points - x.points || y.wins - x.wins || start.indexOf(x.id) - start.indexOf(y.id),
    );
  // A drawn final goes to the higher placed.
  const place = (id: string) => table.findIndex((r) => r.id === id);
  const champion = !final
    ? null
    : final.winner === null
      ? [...final.sides].sort((x, y) => place(x.who) - place(y.who))[0]!.who
      : final.sides[final.winner].who;
  return {
    table,
    games: records.length,
    goals: records.reduce((sum, r) => sum + r.goals[0] + r.goals[1], 0),
    shortest,
    longest,
    champion,
  };
}
