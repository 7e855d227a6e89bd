import type { Effect } from './schema';

/**
 * The words of the exported campaign journal (seed 001 5.4.2 "Kampagnentagebuch") in each
 * language the program speaks. The journal is written in the engine, away from the page's
 * translations, so it carries its own table; what the campaign file itself says (names, stories)
 * and the engine's reasons for a result are translated by functions the caller passes
 * (JournalOptions in journal.ts), since only the page knows those words.
 */
export type JournalLanguage = 'en' | 'de';

/** What only the page can translate: the campaign's own words and the engine's reasons. */
export interface Translators {
  readonly story: (text: string) => string;
  readonly reason: (text: string) => string;
}

export interface JournalWords {
  readonly kind: (kind: string) => string;
  readonly kindLine: (kind: string, section: string) => string;
  readonly started: (date: string) => string;
  readonly over: (title: string, text: string) => string;
  readonly underWay: (battles: number) => string;
  readonly standings: string;
  readonly tableHead: string;
  readonly games: (games: number, goals: number) => string;
  readonly shortest: (title: string, turns: number) => string;
  readonly longest: (title: string, turns: number) => string;
  readonly champion: (name: string) => string;
  readonly record: (wins: number, losses: number, draws: number) => string;
  readonly path: (path: string) => string;
  readonly noPath: string;
  readonly course: string;
  readonly choices: string;
  readonly choice: (date: string, node: string, option: string) => string;
  readonly notes: string;
  readonly date: (date: string) => string;
  readonly battlefield: (ground: string) => string;
  readonly thePerson: string;
  /** 5.4.1: a side of a league game between two people at this machine (both are "the person"). */
  readonly atThisMachine: string;
  readonly none: string;
  readonly draw: string;
  readonly won: (name: string, by: 'conditions' | 'points' | 'forfeit' | 'draw') => string;
  readonly result: (result: string, turns: number, reason: string) => string;
  readonly casualties: (a: string, lostA: number, b: string, lostB: number) => string;
  readonly earned: (effects: string) => string;
  readonly turningPoints: string;
  readonly effect: (effect: Effect, formation: string) => string;
  /** A turning point of the battle report (report.ts), in this language. */
  readonly turningPoint: (text: string, own: Translators) => string;
  /** The reason a battle was decided (the engine's, or a forfeit's), in this language. */
  readonly decidedBecause: (text: string, own: Translators) => string;
  /** The plot's label for a story campaign's person when the campaign names none. */
  readonly you: string;
  /** 5.4.2 Map-based: the campaign turns, their moves and the map after each. */
  readonly mapTurns: string;
  readonly mapTurn: (turn: number, date: string) => string;
  readonly moved: (force: string, from: string, to: string) => string;
  readonly battlesFought: (keys: string) => string;
  readonly holders: (person: string, opponent: string) => string;
  readonly nobody: string;
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

const EN: JournalWords = {
  kind: (kind) => kind,
  kindLine: (kind, section) => `- Kind: ${kind} (${section})`,
  started: (date) => `- Started: ${date}`,
  over: (title, text) => `- Over: ${title}. ${text}`,
  underWay: (n) => `- Under way: ${n} battle${plural(n, '', 's')} played`,
  standings: 'Standings',
  tableHead: '| Place | Name | Games | Won | Drawn | Lost | Points | Goals |',
  games: (games, goals) => `Games: ${games}. Victory conditions achieved: ${goals}.`,
  shortest: (title, turns) => `Shortest game: ${title}, ${turns} turns.`,
  longest: (title, turns) => `Longest game: ${title}, ${turns} turns.`,
  champion: (name) => `Champion: ${name}.`,
  record: (w, l, d) => `Won ${w}, lost ${l}, drawn ${d}.`,
  path: (path) => `Path: ${path}`,
  noPath: '(none yet)',
  course: 'Course of the campaign',
  choices: 'Choices',
  choice: (date, node, option) => `- ${date}: at ${node}, chose ${option}`,
  notes: 'Notes',
  date: (date) => `- Date: ${date}`,
  battlefield: (ground) => `- Battlefield: ${ground}`,
  thePerson: 'the person',
  atThisMachine: 'at this machine',
  none: '(none)',
  draw: 'a draw',
  won: (name, by) =>
    `${name} won${by === 'points' ? ' on victory points' : by === 'forfeit' ? ' by forfeit' : ''}`,
  result: (result, turns, reason) =>
    `- Result: ${result} after ${turns} turn${plural(turns, '', 's')} (${reason})`,
  casualties: (a, lostA, b, lostB) => `- Casualties: ${a} ${lostA} units, ${b} ${lostB} units`,
  earned: (effects) => `- Earned before this battle: ${effects}`,
  turningPoints: 'Turning points',
  effect: (e, formation) => {
    const who = e.party === 'person' ? 'the person' : 'the opponent';
    switch (e.kind) {
      case 'reinforce':
        return `${who} is reinforced by ${e.count} × ${formation}`;
      case 'reserve':
        return `${who} holds ${e.count} × ${formation} in reserve`;
      case 'points':
        return `${who} has ${signed(e.points)} points`;
      case 'strategy':
        return `${who}'s strategy rating ${signed(e.change)}`;
    }
  },
  turningPoint: (text) => text,
  decidedBecause: (text) => text,
  you: 'You',
  mapTurns: 'Campaign turns',
  mapTurn: (turn, date) => `Campaign turn ${turn} (${date})`,
  moved: (force, from, to) => `${force} moved from ${from} to ${to}.`,
  battlesFought: (keys) => `Battles: ${keys}.`,
  holders: (person, opponent) => `Held by you: ${person}. Held by the enemy: ${opponent}.`,
  nobody: 'nothing',
};

const KINDS_DE: Readonly<Record<string, string>> = {
  ladder: 'Leiterkampagne',
  tree: 'Baumkampagne',
  narrative: 'Erzählkampagne',
  league: 'Liga',
  map: 'Kartenbasierte Kampagne',
};

const DE: JournalWords = {
  kind: (kind) => KINDS_DE[kind] ?? kind,
  kindLine: (kind, section) => `- Art: ${KINDS_DE[kind] ?? kind} (${section})`,
  started: (date) => `- Begonnen: ${date}`,
  over: (title, text) => `- Beendet: ${title}. ${text}`,
  underWay: (n) => `- Im Gange: ${n} ${plural(n, 'Schlacht', 'Schlachten')} gespielt`,
  standings: 'Tabelle',
  tableHead: '| Platz | Name | Spiele | Siege | Unentschieden | Niederlagen | Punkte | Ziele |',
  games: (games, goals) => `Spiele: ${games}. Erfüllte Siegbedingungen: ${goals}.`,
  shortest: (title, turns) => `Kürzestes Spiel: ${title}, ${turns} Runden.`,
  longest: (title, turns) => `Längstes Spiel: ${title}, ${turns} Runden.`,
  champion: (name) => `Ligameister: ${name}.`,
  record: (w, l, d) => `Gewonnen ${w}, verloren ${l}, unentschieden ${d}.`,
  path: (path) => `Weg: ${path}`,
  noPath: '(noch keiner)',
  course: 'Verlauf der Kampagne',
  choices: 'Entscheidungen',
  choice: (date, node, option) => `- ${date}: bei ${node} gewählt: ${option}`,
  notes: 'Notizen',
  date: (date) => `- Datum: ${date}`,
  battlefield: (ground) => `- Schlachtfeld: ${ground}`,
  thePerson: 'du',
  atThisMachine: 'an diesem Rechner',
  none: '(keine)',
  draw: 'unentschieden',
  won: (name, by) =>
    `${name} hat gewonnen${by === 'points' ? ' (nach Siegpunkten)' : by === 'forfeit' ? ' (durch Aufgabe)' : ''}`,
  result: (result, turns, reason) =>
    `- Ergebnis: ${result} nach ${turns} ${plural(turns, 'Runde', 'Runden')} (${reason})`,
  casualties: (a, lostA, b, lostB) =>
    `- Verluste: ${a} ${lostA} ${plural(lostA, 'Einheit', 'Einheiten')}, ${b} ${lostB} ${plural(lostB, 'Einheit', 'Einheiten')}`,
  earned: (effects) => `- Vor dieser Schlacht errungen: ${effects}`,
  turningPoints: 'Wendepunkte',
  effect: (e, formation) => {
    const who = e.party === 'person' ? 'du' : 'der Gegner';
    switch (e.kind) {
      case 'reinforce':
        return e.party === 'person'
          ? `du wirst verstärkt durch ${e.count} × ${formation}`
          : `der Gegner wird verstärkt durch ${e.count} × ${formation}`;
      case 'reserve':
        return e.party === 'person'
          ? `du hältst ${e.count} × ${formation} in Reserve`
          : `der Gegner hält ${e.count} × ${formation} in Reserve`;
      case 'points':
        return `${who}: Armeepunkte ${signed(e.points)}`;
      case 'strategy':
        return `${who}: Strategiewert ${signed(e.change)}`;
    }
  },
  turningPoint: turningPointDe,
  decidedBecause: (text, own) => {
    const forfeit = /^(.+) forfeited the battle\.?$/.exec(text);
    return forfeit ? `${own.story(forfeit[1]!)} hat die Schlacht aufgegeben` : own.reason(text);
  },
  you: 'Du',
  mapTurns: 'Kampagnenrunden',
  mapTurn: (turn, date) => `Kampagnenrunde ${turn} (${date})`,
  moved: (force, from, to) => `${force} zog von ${from} nach ${to}.`,
  battlesFought: (keys) => `Schlachten: ${keys}.`,
  holders: (person, opponent) => `Von dir gehalten: ${person}. Vom Feind gehalten: ${opponent}.`,
  nobody: 'nichts',
};

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/** The sentences of report.ts's turning points and forfeit, in German; any other stays. */
function turningPointDe(text: string, own: Translators): string {
  const name = own.story;
  const objective = (label: string) => label.replace(/^objective (\d+)$/, 'Zielmarker $1');
  let m = /^Turn (\d+): (.+) of (.+) broke\.$/.exec(text);
  if (m) return `Runde ${m[1]}: ${m[2]} von ${name(m[3]!)} ist aufgerieben.`;
  m = /^Turn (\d+): (.+) took (.+)\.$/.exec(text);
  if (m) return `Runde ${m[1]}: ${name(m[2]!)} nimmt ${objective(m[3]!)} ein.`;
  m = /^Turn (\d+): a draw \((.+)\)\.$/.exec(text);
  if (m) return `Runde ${m[1]}: unentschieden (${own.reason(m[2]!)}).`;
  m = /^Turn (\d+): (.+) won \((.+)\)\.$/.exec(text);
  if (m) return `Runde ${m[1]}: ${name(m[2]!)} hat gewonnen (${own.reason(m[3]!)}).`;
  m = /^(.+) forfeited the battle\.?$/.exec(text);
  if (m) return `${name(m[1]!)} hat die Schlacht aufgegeben.`;
  return text;
}

export const JOURNAL_WORDS: Readonly<Record<JournalLanguage, JournalWords>> = { en: EN, de: DE };
