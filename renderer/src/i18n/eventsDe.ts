import type { GameEvent } from '../../../engine/netea/events';
import type { GameState } from '../../../engine/netea/state/schema';
import { objectiveName, zoneName } from '../play/words';
import { matchPattern } from './refusals';

/**
 * The battle log in German: each event as engine/netea/log/format.ts words it in English, with
 * the rule terms of the German glossary (6.1). A roll's purpose and a modifier's reason are free
 * sentences of the rule that rolled; the known ones are worded below, others stay in English.
 * Returns null for an event this table does not know, so the English line shows instead.
 */
export function eventGerman(event: GameEvent, game: GameState): string | null {
  const player = (side: number) => game.players[side]?.name ?? `Spieler ${side + 1}`;
  const f = (id: string) => {
    const formation = game.formations[id];
    return formation ? `${formation.name} [${player(formation.side)}]` : id;
  };
  const u = (id: string) => unitDe(game, id);
  const n = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  const s = 'section' in event ? `(${String(event.section)})` : '';
  switch (event.type) {
    case 'dice/rolled': {
      const faces = event.results.join(', ') || 'keine Würfel (kein Erfolg möglich)';
      const need = event.needed !== undefined ? `, benötigt ${event.needed}+` : '';
      const mods = event.modifiers.length
        ? ` [${event.modifiers.map((m) => `${m.value > 0 ? '+' : ''}${m.value} ${reasonDe(m.reason)} (${m.section})`).join('; ')}]`
        : '';
      const follow = event.followUps?.some((x) => x !== null)
        ? ` dann ${event.followUps.filter((x) => x !== null).join(', ')}`
        : '';
      const got =
        event.successes !== undefined ? ` → ${n(event.successes, 'Erfolg', 'Erfolge')}` : '';
      return `  🎲 ${purposeDe(event.purpose, game)}: ${event.dice} ${faces}${follow}${need}${mods}${got} ${s}`;
    }
    case 'setup/roll-off-won':
      return `${player(event.side)} gewinnt den Wurf und wählt die Tischkante ${s}`;
    case 'setup/zone-chosen':
      return `${player(event.side)} stellt auf: ${zoneName(game.deploymentZones[event.zone]?.label ?? `Zone ${event.zone}`)}`;
    case 'setup/objective-placed':
      return `${player(event.side)} stellt einen Zielmarker auf ${s}`;
    case 'setup/unit-deployed':
      return `  ${u(event.unitId)} aufgestellt`;
    case 'setup/deployment-finished':
      return `${player(event.side)} hat die Aufstellung beendet`;
    case 'game/turn-begins':
      return `\n=== Runde ${event.turn} ===`;
    case 'strategy/won':
      return `${player(event.side)} gewinnt den Strategiewurf (${event.totals.join(' gegen ')}${event.tie ? ', Gleichstand: der Verlierer des letzten Wurfs' : ''}) ${s}`;
    case 'strategy/acting-order':
      return `Die Spieler handeln in der Reihenfolge ${event.order.map(player).join(', ')} ${s}`;
    case 'team/join-asked':
      return `${player(event.side)} bittet ${event.partnerIds.map(f).join(', ')}, sich dem Angriff von ${f(event.formationId)} anzuschließen ${s}`;
    case 'team/join-answered':
      return `${player(event.side)} ${event.accept ? 'stimmt zu' : 'lehnt ab'}: ${event.partnerIds.map(f).join(', ')} ${event.accept ? 'greifen mit an' : 'greifen nicht mit an'} ${s}`;
    case 'team/picked':
      return `${player(event.side)} bestimmt als Oberbefehlshaber ${player(event.player)} für die nächste Aktion ${s}`;
    case 'strategy/first-side':
      return `${player(event.side)} beginnt ${s}`;
    case 'action/declared':
      return `${player(event.side)}: ${f(event.formationId)} erklärt ${ACTIONS_DE[event.action] ?? event.action}${event.retained ? ' und behält die Initiative' : ''}`;
    case 'action/test-failed':
      return `  ${f(event.formationId)} besteht den Aktionstest nicht: Aktion Halten und eine Beschussmarke ${s}`;
    case 'action/ended':
      return `  ${f(event.formationId)} hat seine Aktion beendet`;
    case 'action/handed-over':
      return `  die Initiative geht an ${player(event.side)} ${s}`;
    case 'overwatch/entered':
      return `  ${f(event.formationId)} geht in Feuerbereitschaft ${s}`;
    case 'overwatch/fired':
      return `  ${f(event.formationId)} feuert aus Feuerbereitschaft auf ${f(event.targetFormationId)} ${s}`;
    case 'overwatch/remained':
      return `${player(event.side)}: alle übrigen Verbände bleiben in Feuerbereitschaft ${s}`;
    case 'blast/markers-placed':
      return `  ${f(event.formationId)} erhält ${n(event.count, 'Beschussmarke', 'Beschussmarken')} (${event.total} insgesamt): ${reasonDe(event.reason)} ${s}`;
    case 'blast/panic-hits':
      return `  ${f(event.formationId)} ist aufgerieben: ${n(event.count, 'Treffer', 'Treffer')} ohne Rettungswurf statt Beschussmarken ${s}`;
    case 'shooting/target-chosen':
      return `  ${f(event.formationId)} schießt auf ${f(event.targetFormationId)}: ${event.shooters.length} schießen${event.suppressed.length ? `, ${event.suppressed.length} niedergehalten` : ''} ${s}`;
    case 'shooting/crossfire':
      return `  Kreuzfeuer: eine Linie von ${u(event.fromUnitId)} nach ${u(event.toUnitId)} kreuzt das Ziel ${s}`;
    case 'shooting/hits-scored': {
      const hits = Object.entries(event.hits)
        .filter(([, count]) => count > 0)
        .map(([type, count]) => `${count} ${type}`);
      return `  ${hits.length ? hits.join(', ') : 'keine'} Treffer auf ${f(event.targetFormationId)} ${s}`;
    }
    case 'shooting/hits-allocated':
      return event.hits.length === 0
        ? `  keine Einheit kann diese Treffer nehmen ${s}`
        : `  Treffer verteilt: ${event.hits.map((h) => `${u(h.unitId)}×${h.count}`).join(', ')} ${s}`;
    case 'shooting/unit-saved':
      return `  ${u(event.unitId)} gerettet (${SAVES_DE[event.save] ?? event.save}) ${s}`;
    case 'shooting/unit-destroyed':
      return `  ${u(event.unitId)} vernichtet (${reasonDe(event.cause)}) ${s}`;
    case 'shooting/passenger-placed':
      return `  ${u(event.unitId)} steht nun, wo ${u(event.transportId)} stand ${s}`;
    case 'blast/removed':
      return `  ${f(event.formationId)} entfernt ${n(event.count, 'Beschussmarke', 'Beschussmarken')} ${s}`;
    case 'formation/broken':
      return `  ${f(event.formationId)} ist AUFGERIEBEN: ${event.blastMarkers} Beschussmarken auf ${n(event.units, 'Einheit', 'Einheiten')} ${s}`;
    case 'phase/end-begins':
      return `-- Endphase ${s}`;
    case 'rally/passed':
      return `  ${f(event.formationId)} formiert sich neu, ${n(event.blastMarkers, 'Beschussmarke', 'Beschussmarken')} bleiben ${s}`;
    case 'rally/failed':
      return `  ${f(event.formationId)} formiert sich nicht neu${event.broken ? ' und bleibt aufgerieben' : ''} ${s}`;
    case 'objectives/checked':
      return `  Zielmarker: ${event.holders.map((h, i) => `${objectiveName(game.objectives[i]?.label ?? String(i))}: ${h === null ? 'niemand' : player(h)}`).join('; ')} ${s}`;
    case 'move/unit-moved':
      return `  ${u(event.unitId)} ${event.kind === 'normal' ? 'bewegt sich' : `macht eine Bewegung (${MOVES_DE[event.kind] ?? event.kind}) von`} ${event.distance.toFixed(1).replace('.', ',')} cm`;
    case 'move/unit-destroyed':
      return `  ${u(event.unitId)} vernichtet: ${reasonDe(event.reason)} ${s}`;
    case 'move/unit-embarked':
      return `  ${u(event.unitId)} steigt in ${u(event.transportId)} ein ${s}`;
    case 'move/unit-disembarked':
      return `  ${u(event.unitId)} steigt aus ${u(event.transportId)} aus ${s}`;
    case 'move/passenger-survived':
      return `  ${u(event.unitId)} überlebt den Verlust seines Transporters ${s}`;
    case 'assault/declared':
      return `  ${f(event.formationId)} greift ${event.targetFormationIds.map(f).join(' und ')} an ${s}`;
    case 'assault/called-off':
      return `  der Angriff von ${f(event.formationId)} findet nicht statt: ${reasonDe(event.reason)} ${s}`;
    case 'assault/joined':
      return `  ${f(event.formationId)} wird auf der Seite des ${event.role === 'attacker' ? 'Angreifers' : 'Verteidigers'} in den Angriff gezogen ${s}`;
    case 'assault/zoc-lost':
      return `  ${u(event.unitId)} wird kontaktiert und verliert seine Kontrollzone ${s}`;
    case 'assault/engaged':
      return `  Durchgang ${event.round}: ${n(event.engaged.length, 'Einheit', 'Einheiten')} direkt im Kampf ${s}`;
    case 'assault/attacks-rolled':
      return `  ${player(event.side)} ${event.source === 'support' ? 'Feuerunterstützung' : event.strike === 'first' ? 'Attacken mit Erstschlag' : event.strike === 'rest' ? 'Attacken nach dem Erstschlag' : 'Attacken'}: ${event.closeCombat} Nahkampf, ${event.firefight} Feuergefecht, ${n(event.hits, 'Treffer', 'Treffer')} ${s}`;
    case 'assault/hits-allocated':
      return `  Einheiten von ${player(event.side)} nehmen Treffer: ${event.hits.map((h) => `${u(h.unitId)}×${h.count}`).join(', ') || 'keine'} ${s}`;
    case 'assault/support-declared':
      return `  ${player(event.side)} ruft Feuerunterstützung: ${event.formationIds.map(f).join(', ') || 'keine'} ${s}`;
    case 'assault/result': {
      const score = (r: (typeof event.scores)[number]) =>
        `${player(r.side)} ${r.dice.join('+')}→${r.highest}${r.modifiers.map((m) => ` ${m.value > 0 ? '+' : ''}${m.value} ${reasonDe(m.reason)}`).join(',')} = ${r.total}`;
      return `  Ergebnis: ${score(event.scores[0])}; ${score(event.scores[1])} → ${event.winner === null ? 'Gleichstand' : `${player(event.winner)} gewinnt`} ${s}`;
    }
    case 'assault/next-round':
      return `  der Angriff geht in Durchgang ${event.round} ${s}`;
    case 'assault/winner':
      return `  ${player(event.side)} gewinnt den Angriff (${reasonDe(event.reason)}) ${s}`;
    case 'assault/extra-hits':
      return `  der unterlegene Verband von ${player(event.side)} erleidet ${n(event.count, 'zusätzlichen Treffer', 'zusätzliche Treffer')} ${s}`;
    case 'assault/formation-destroyed':
      return `  ${f(event.formationId)} war schon aufgerieben und ist vernichtet ${s}`;
    case 'assault/withdrawal':
      return `  ${event.formationIds.map(f).join(', ')} muss sich zurückziehen ${s}`;
    case 'assault/unit-caught':
      return `  ${u(event.unitId)} wird beim Rückzug gestellt (${reasonDe(event.reason)}) ${s}`;
    case 'assault/ended':
      return `  der Angriff ist vorbei ${s}`;
    case 'plot/recorded':
      return `${player(event.side)} notiert geheim, wo und wann ${f(event.formationId)} ${event.section === '2.1.21' ? 'landet' : 'auftaucht'} ${s}`;
    case 'spacecraft/set-up':
      return `${player(event.side)} stellt ${f(event.formationId)} an der Tischkante auf, Ankunft in Runde ${event.turn}; das Orbitalbombardement ist geheim notiert ${s}`;
    case 'self-planetfall/delayed':
      return `  ${f(event.formationId)} landet nicht: er kommt stattdessen in Runde ${event.turn} ${s}`;
    case 'spacecraft/delayed':
      return `  ${f(event.formationId)} verspätet sich bis Runde ${event.turn} ${s}`;
    case 'spacecraft/bombardment': {
      const at = event.centres.map((p) => `(${p.x.toFixed(1)}, ${p.y.toFixed(1)})`).join(', ');
      return `  das Orbitalbombardement von ${f(event.formationId)} mit ${event.points} BP schlägt wie notiert bei ${at} ein ${s}`;
    }
    case 'planetfall/landed': {
      const at = (p: { x: number; y: number }) => `(${p.x.toFixed(1)}, ${p.y.toFixed(1)})`;
      return `  ${u(event.unitId)} landet per Planetenlandung: Landezone ${at(event.dropZone)}, platziert bei ${at(event.placed)}, abgewichen nach ${at(event.scattered)}${event.at ? (event.at.x === event.scattered.x && event.at.y === event.scattered.y ? '' : `, auf freien Boden versetzt nach ${at(event.at)}`) : ', außerhalb des Tisches: vernichtet'} ${s}`;
    }
    case 'planetfall/stayed-aboard':
      return `  ${event.unitIds.map(u).join(', ')} bleiben bei der Landung von ${f(event.formationId)} an Bord, um später auszusteigen ${s}`;
    case 'drop-pod/attack':
      return `  ${event.name} von ${f(event.formationId)} feuert ${event.weapon} auf ${event.targetIds.length === 0 ? 'keine feindliche Einheit in Reichweite' : event.targetIds.map(u).join(', ')} ${s}`;
    case 'drop-pod/removed':
      return `  ${event.unitIds.length === 1 ? 'die Landekapsel' : `${event.unitIds.length} Landekapseln`} von ${f(event.formationId)} ${event.unitIds.length === 1 ? 'wird' : 'werden'} vom Tisch entfernt ${s}`;
    case 'spacecraft/departed':
      return `  ${f(event.formationId)} verlässt den Orbit ${s}`;
    case 'tunnel/surfaced': {
      const at = (p: { x: number; y: number }) => `(${p.x.toFixed(1)}, ${p.y.toFixed(1)})`;
      const diverted = event.divertedTo ? `, umgelenkt nach ${at(event.divertedTo)}` : '';
      return `${player(event.side)}: ${f(event.formationId)} taucht auf, wie für Runde ${event.turn} bei ${at(event.plotted)} notiert${diverted} ${s}`;
    }
    case 'setup/character-joined':
      return `  ${event.characterName} schließt sich ${u(event.unitId)} an ${s}`;
    case 'turn-start/roll-off-won':
      return `${player(event.side)} gewinnt den Wurf und wählt, wer zuerst Fähigkeiten zu Rundenbeginn einsetzt ${s}`;
    case 'turn-start/first-side':
      return `${player(event.side)} setzt zuerst eine Fähigkeit zu Rundenbeginn ein ${s}`;
    case 'turn-start/passed':
      return `${player(event.side)} setzt in dieser Runde keine weiteren Fähigkeiten zu Rundenbeginn ein ${s}`;
    case 'skimmer/popped-up':
      return `  ${event.unitIds.map(u).join(', ')} ${event.unitIds.length === 1 ? 'taucht' : 'tauchen'} auf (Antigrav-Einheit) ${s}`;
    case 'teleport/left-behind':
      return `  ${u(event.unitId)} findet keinen Platz an Bord und ist vernichtet ${s}`;
    case 'war-engine/damaged':
      return `  ${u(event.unitId)} verliert einen Punkt Schadenskapazität (${reasonDe(event.cause)}): ${event.damage} von ${event.capacity} ${s}`;
    case 'war-engine/critical':
      return `  ${u(event.unitId)} erleidet einen KRITISCHEN TREFFER (${CRITICALS_DE[event.kind] ?? event.kind}): ${REASONS_DE[event.summary] ?? event.summary} ${s}`;
    case 'war-engine/fire':
      return `  ${u(event.unitId)}: ${FIRES_DE[event.outcome]}, ${n(event.fires, 'Feuer brennt', 'Feuer brennen')} ${s}`;
    case 'war-engine/reactor':
      return `  ${u(event.unitId)}: ${REACTOR_DE[event.outcome]}, ${n(event.breaches, 'Reaktorleck offen', 'Reaktorlecks offen')} ${s}`;
    case 'war-engine/shield':
      return `  ${event.kind === 'void-shield' ? 'ein Deflektorschild' : 'ein Schpezialkraftfeld'} von ${u(event.unitId)} hält den Treffer auf, ${event.left} übrig ${s}`;
    case 'war-engine/shield-repaired':
      return `  ${u(event.unitId)} repariert einen Deflektorschild: ${event.left} aktiv ${s}`;
    case 'tournament/roll-off-won':
      return `${player(event.side)} gewinnt den Wurf und ${event.for === 'edge' ? 'wählt die Tischkante' : 'stellt den ersten Zielmarker auf'} ${s}`;
    case 'tournament/edge-chosen':
      return `${player(event.side)} stellt an ${EDGES_DE[event.edge]} auf ${s}`;
    case 'tournament/formation-set-up':
      return `${f(event.formationId)} ist aufgestellt${event.garrison ? ` als Garnison${event.overwatch ? ', in Feuerbereitschaft' : ''}` : ''} ${s}`;
    case 'tournament/reserves-declared':
      return `${player(event.side)} hält ${event.reserves.length === 0 ? 'nichts' : event.reserves.map((r) => `${f(r.formationId)} (${MEANS_DE[r.means]})`).join(', ')} in Reserve ${s}`;
    case 'tournament/goals':
      return `Siegbedingungen am Ende von Runde ${event.turn}: ${event.goals.map((g, side) => `${player(side)} ${g.length === 0 ? 'keine' : g.map((x) => GOALS_DE[x] ?? x).join(', ')}`).join('; ')} ${s}`;
    case 'action/passed':
      return `${player(event.side)} passt${event.heldBack.length > 0 ? ` und hält ${event.heldBack.map(f).join(', ')} in dieser Runde in Reserve` : ''} ${s}`;
    case 'tournament/portal-entered':
      return `${f(event.formationId)} kommt durch das Portal ${u(event.portalId)} ins Spiel ${s}`;
    case 'tournament/portal-stuck':
      return `  ${event.unitIds.map(u).join(', ')} ${event.unitIds.length === 1 ? 'schafft' : 'schaffen'} es nicht aus dem Portal: nicht in Formation ${s}`;
    case 'tournament/no-way-in':
      return `${f(event.formationId)} kann nicht ins Spiel kommen und verliert seine Aktivierung${event.blastMarker ? ' (Aktionstest nicht bestanden: eine Beschussmarke)' : ''} ${s}`;
    case 'tournament/victory-points':
      return `Siegpunkte: ${player(0)} ${event.points[0]}, ${player(1)} ${event.points[1]} ${s}`;
    case 'aircraft/mission-declared':
      return `${player(event.side)}: ${f(event.formationId)} fliegt ${MISSIONS_DE[event.mission]} ${s}`;
    case 'aircraft/stood-down':
      return `  ${f(event.formationId)} bleibt am Boden${event.failed ? ' (Aktionstest nicht bestanden)' : ''} ${s}`;
    case 'aircraft/approached':
      return `  ${f(event.formationId)} macht seine Anflugbewegung ${s}`;
    case 'aircraft/flak':
      return `  Flak auf ${f(event.formationId)}: ${event.hits} ${event.hits === 1 ? 'Treffer' : 'Treffer'} ${s}`;
    case 'aircraft/on-cap':
      return `  ${f(event.formationId)} fliegt Luftraumüberwachung ${s}`;
    case 'aircraft/cap-stays':
      return event.stay
        ? `  ${f(event.formationId)} bleibt bis in die nächste Runde in der Luftraumüberwachung ${s}`
        : `  ${f(event.formationId)} beendet die Luftraumüberwachung und kehrt zur Basis zurück ${s}`;
    case 'aircraft/jinked':
      return `  ${f(event.formationId)} weicht aus ${s}`;
    case 'aircraft/intercepted':
      return `  ${f(event.formationId)} fängt ${f(event.targetFormationId)} ab: ${event.hits} Treffer ${s}`;
    case 'aircraft/disengaging':
      return `  ${f(event.formationId)} macht seine Abflugbewegung ${s}`;
    case 'aircraft/exited':
      return `  ${f(event.formationId)} verlässt den Tisch${event.edge ? ` an ${AIR_EDGES_DE[event.edge] ?? event.edge}` : ''} ${s}`;
    case 'aircraft/landed':
      return `  ${f(event.formationId)} landet ${s}`;
    case 'aircraft/stayed':
      return `  ${f(event.formationId)} bleibt am Boden ${s}`;
    case 'aircraft/air-assault':
      return `  ${f(event.formationId)} führt einen Luftlandeangriff gegen ${f(event.targetFormationId)} ${s}`;
    case 'aircraft/lost-in-assault':
      return `  ${u(event.unitId)} verliert den Nahkampf am Boden und wird vernichtet ${s}`;
    case 'aircraft/cargo-lost':
      return `  ${event.unitIds.map(u).join(', ')} gehen mit ihrem Flugzeug verloren, ohne Rettungswurf ${s}`;
    case 'scenario/convoy-ordered':
      return `  Der Konvoi von ${player(event.side)} betritt die Straße am ${event.end === 'west' ? 'westlichen' : 'östlichen'} Ende: ${event.order.map(f).join(', ')} ${s}`;
    case 'scenario/formation-left-table':
      return `  ${f(event.formationId)} verlässt den Tisch mit ${n(event.units, 'Einheit', 'Einheiten')}${event.halfOrLess ? ', auf halbe Sollstärke oder weniger reduziert' : ''} ${s}`;
    case 'plant/blizzard':
      return event.tables.length === 0
        ? `Schneesturm-Wurf ${event.roll}: ${event.roll === 4 ? 'die Orks wählen' : 'die Imperialen wählen'} den Tisch ${s}`
        : `  Ein Schneesturm tobt auf ${event.tables.length === 1 ? 'Tisch' : 'den Tischen'} ${event.tables.join(', ')} ${s}`;
    case 'plant/centre-placed':
      return `${player(event.side)} stellt den Eingang des Kontrollzentrums auf ${s}`;
    case 'plant/centre-entered':
      return `  ${event.unitIds.map(u).join(', ')} dringen in das Kontrollzentrum ein ${s}`;
    case 'plant/centre-left':
      return `  ${u(event.unitId)} kommt aus dem Kontrollzentrum heraus ${s}`;
    case 'plant/technicians-hit':
      return `  ${n(event.hits, 'Treffer', 'Treffer')} gegen die Techniker, ${event.total} von 6 ${s}`;
    case 'game/over':
      return `\n*** Spielende: ${event.winner === null ? 'Unentschieden' : `${player(event.winner)} gewinnt`} — ${reasonDe(event.reason)} ${s}`;
    default: {
      // Every event has its German line: the typecheck fails here when one is missing.
      const missing: never = event;
      return missing;
    }
  }
}

/** A unit as a player finds it, in German: "Rhino 3 von Taktischer Trupp 1". */
function unitDe(game: GameState, id: string): string {
  const unit = game.units[id];
  const formation = unit && game.formations[unit.formationId];
  if (!unit || !formation) return id;
  const name = game.datasheets[unit.datasheetId]?.name ?? 'Einheit';
  return `${name} ${formation.unitIds.indexOf(id) + 1} von ${formation.name}`;
}

/** The actions by their German names (glossary 6.1). */
export const ACTIONS_DE: Readonly<Record<string, string>> = {
  advance: 'Vorrücken',
  engage: 'Offensive',
  double: 'Eilschritt',
  march: 'Marsch',
  marshal: 'Ordnen',
  overwatch: 'Feuerbereitschaft',
  'sustained-fire': 'Dauerfeuer',
  hold: 'Halten',
};

const SAVES_DE: Readonly<Record<string, string>> = {
  armour: 'Rüstungswurf',
  cover: 'Deckungswurf',
  invulnerable: 'unmodifizierter Rettungswurf',
};

/** The kinds of a war engine's critical effect (3.2.3); the datasheet's own words follow. */
const CRITICALS_DE: Readonly<Record<string, string>> = {
  destroyed: 'vernichtet',
  fire: 'Feuer',
  'extra-damage': 'zusätzlicher Schaden',
  reactor: 'Reaktorschaden',
  chart: 'Tabelle',
  other: 'besondere Wirkung',
};

/** How a fire aboard a war engine went (3.2.3). */
const FIRES_DE: Readonly<Record<'started' | 'spreads' | 'put-out' | 'burns', string>> = {
  started: 'ein Feuer bricht aus',
  spreads: 'das Feuer breitet sich aus',
  'put-out': 'ein Feuer wird gelöscht',
  burns: 'ein Feuer brennt',
};

/** How a breached reactor aboard a war engine went (3.2.3). */
const REACTOR_DE: Readonly<Record<'breached' | 'explodes' | 'leaks' | 'repaired', string>> = {
  breached: 'der Reaktor bekommt ein Leck',
  explodes: 'der Reaktor explodiert',
  leaks: 'das Reaktorleck kostet einen Punkt Schadenskapazität',
  repaired: 'ein Reaktorleck wird repariert',
};

/** The tournament game's table edges and corners (6.1.2), in the dative. */
const EDGES_DE: Readonly<Record<string, string>> = {
  north: 'der Nordkante',
  south: 'der Südkante',
  'north-west': 'der Nordwestecke',
  'north-east': 'der Nordostecke',
  'south-west': 'der Südwestecke',
  'south-east': 'der Südostecke',
};

/** How a reserve formation enters play (6.1.6 FAQ). */
const MEANS_DE: Readonly<Record<string, string>> = {
  teleportation: 'Teleportation',
  aircraft: 'Flugzeug',
  'transport-aircraft': 'Transportflugzeug',
  planetfall: 'planetare Landung',
  tunnelling: 'Tunnel',
  portal: 'Portal',
};

/** The five goals of the tournament game (seed 001 6.1.7), by id and by English name. */
const GOALS_DE: Readonly<Record<string, string>> = {
  blitzkrieg: 'Blitzkrieg',
  'break-their-spirit': 'Brecht Ihren Willen',
  'defend-the-flag': 'Verteidigt Die Flagge',
  'take-and-hold': 'Sichern Und Halten',
  'they-shall-not-pass': 'Sie Können Nicht Vorbei',
  Blitzkrieg: 'Blitzkrieg',
  'Break Their Spirit': 'Brecht Ihren Willen',
  'Defend The Flag': 'Verteidigt Die Flagge',
  'Take And Hold': 'Sichern Und Halten',
  'They Shall Not Pass': 'Sie Können Nicht Vorbei',
};

const MOVES_DE: Readonly<Record<string, string>> = {
  charge: 'Angriff',
  'counter-charge': 'Gegenangriff',
  withdrawal: 'Rückzug',
  consolidation: 'Konsolidierung',
  disembark: 'Aussteigen',
};

/** Reasons of Blast markers, modifiers, results and losses (free words of the rules). */
/** 4.2: the aircraft missions. */
const MISSIONS_DE: Readonly<Record<string, string>> = {
  interception: 'einen Abfangeinsatz',
  'ground-attack': 'einen Bodenangriff',
  cap: 'Luftraumüberwachung',
  'stand-down': 'keinen Einsatz',
};

/** 4.2.6: the table edges an aircraft leaves by. */
const AIR_EDGES_DE: Readonly<Record<string, string>> = {
  north: 'der Nordkante',
  south: 'der Südkante',
  west: 'der Westkante',
  east: 'der Ostkante',
};

const REASONS_DE: Readonly<Record<string, string>> = {
  // Seed 001 5.3.3: per-side goals.
  'both sides achieved their goals': 'beide Seiten haben ihr Ziel erreicht',
  'neither side achieved its goal': 'keine Seite hat ihr Ziel erreicht',
  'aircraft shot down': 'Flugzeug abgeschossen',
  'left the table over enemy territory': 'über feindlichem Gebiet abgeflogen',
  'flak in the end phase after a move': 'Flak in der Endphase nach einer Bewegung',
  'aircraft on an interception': 'Flugzeug im Abfangeinsatz',
  'Blast markers on the aircraft': 'Beschussmarken auf dem Flugzeug',
  'attack-stalled': 'Angriff festgefahren',
  'attacker on a sustained fire action': 'Angreifer mit Aktion Dauerfeuer',
  'came under barrage fire': 'unter Sperrfeuer geraten',
  'came under orbital bombardment': 'unter Orbitalbombardement geraten',
  'came under a pin-point attack': 'unter punktgenauen Angriff geraten',
  'came under fire': 'unter Beschuss geraten',
  casualties: 'Verluste',
  'caught in a crossfire': 'im Kreuzfeuer',
  'dangerous-terrain': 'gefährliches Gelände',
  'dangerous terrain': 'gefährliches Gelände',
  'defender-wiped-out': 'Verteidiger ausgelöscht',
  'enemy units within 30cm': 'feindliche Einheiten innerhalb von 30 cm',
  'failed action test': 'Aktionstest nicht bestanden',
  'formation has Blast markers': 'Verband hat Beschussmarken',
  'formation has no Blast markers': 'Verband hat keine Beschussmarken',
  'formation is broken': 'Verband ist aufgerieben',
  'more than twice as many units as the opposing formation':
    'mehr als doppelt so viele Einheiten wie der gegnerische Verband',
  'more units than the opposing formation': 'mehr Einheiten als der gegnerische Verband',
  'out-of-formation': 'außer Formation',
  result: 'Ergebnis',
  'retaining the initiative': 'Initiative behalten',
  'saw friends defeated in an assault': 'sah Verbündete in einem Angriff unterliegen',
  'sniper hit': 'Treffer eines Scharfschützen',
  'target in cover': 'Ziel in Deckung',
  'teleport mishap': 'Teleport-Fehlschlag',
  'the opposing formation has more Blast markers':
    'der gegnerische Verband hat mehr Beschussmarken',
  'transport-destroyed': 'Transporter vernichtet',
  'target in a blizzard': 'Ziel im Schneesturm',
  'firefighting in a blizzard': 'Feuergefecht im Schneesturm',
  'left-its-table': 'hat seinen Tisch verlassen',
  'units killed by the enemy in the assault': 'vom Feind im Angriff getötete Einheiten',
  'units out of formation destroyed': 'Einheiten außer Formation vernichtet',
  'wiped-out': 'ausgelöscht',
  'within-15cm': 'innerhalb von 15 cm',
  'attack hit': 'Treffer',
  'failed-save': 'Rettungswurf misslungen',
  'no-save': 'kein Rettungswurf',
  panic: 'Panik eines aufgeriebenen Verbands',
  contact: 'Basenkontakt',
  'pick-up': 'Aufnahme',
  'no unit of the engaging formation is within 15cm of the target with a line of fire':
    'keine Einheit des angreifenden Verbands ist innerhalb von 15 cm des Ziels mit Sichtlinie',
  'after counter charges no unit of the engaging formation is within 15cm of the target with a line of fire':
    'nach den Gegenangriffen ist keine Einheit des angreifenden Verbands innerhalb von 15 cm des Ziels mit Sichtlinie',
  'no side won within': 'keine Seite hat gewonnen',
  'a formation of the combined assault has Blast markers':
    'ein Verband des kombinierten Angriffs hat Beschussmarken',
  'damage from fire': 'Schaden durch Feuer',
  'reactor breach': 'Reaktorleck',
  'damage from a reactor breach': 'Schaden durch ein Reaktorleck',
  'losses to a reactor explosion': 'Verluste durch eine Reaktorexplosion',
  'losses to an explosion': 'Verluste durch eine Explosion',
  'war engine destroyed by a critical hit': 'Kriegsmaschine durch kritischen Treffer vernichtet',
  'transported units lost': 'transportierte Einheiten verloren',
  'Power of the Waaagh!': 'Macht des Waaagh!',
  'speed-zero': 'Geschwindigkeit null',
  // When a unit tests for dangerous terrain (1.8.1, 2.1.7).
  start: 'Bewegungsbeginn',
  enter: 'Betreten',
  land: 'Landung',
  'close combat': 'Nahkampf',
  firefight: 'Feuergefecht',
  // Why a war engine loses damage capacity or is destroyed (3.2.2 to 3.2.4).
  'unsaved hit': 'nicht geretteter Treffer',
  'Blast markers while broken': 'Beschussmarken eines aufgeriebenen Verbands',
  fire: 'Feuer',
  'enemy within 15cm after withdrawing': 'Feind innerhalb von 15 cm nach dem Rückzug',
  'losing the assault': 'verlorener Nahkampf',
  'critical-hit': 'kritischer Treffer',
  'damage-capacity': 'Schadenskapazität erschöpft',
  'No critical effect is printed: only the point lost.':
    'Keine kritische Wirkung angegeben: nur der Punkt geht verloren.',
};

/** Reasons with values in them: the English pattern and its German sentence. */
const REASON_PATTERNS: readonly (readonly [string, string])[] = [
  [
    'storage tanks left: {{tanks}}; pump station: standing; control centre: holding',
    'Wasserspeichertanks übrig: {{tanks}}; Pumpstation: steht; Kontrollzentrum: hält',
  ],
  [
    'storage tanks left: {{tanks}}; pump station: destroyed; control centre: holding',
    'Wasserspeichertanks übrig: {{tanks}}; Pumpstation: zerstört; Kontrollzentrum: hält',
  ],
  [
    'storage tanks left: {{tanks}}; pump station: standing; control centre: destroyed',
    'Wasserspeichertanks übrig: {{tanks}}; Pumpstation: steht; Kontrollzentrum: zerstört',
  ],
  [
    'storage tanks left: {{tanks}}; pump station: destroyed; control centre: destroyed',
    'Wasserspeichertanks übrig: {{tanks}}; Pumpstation: zerstört; Kontrollzentrum: zerstört',
  ],
  ['{{kills}} kill(s) inflicted during the assault', '{{kills}} im Angriff getötete Gegner'],
  ['{{n}} inspiring unit(s) involved', '{{n}} inspirierende Einheit(en) beteiligt'],
  ['attacker on a {{action}} action', 'Angreifer mit Aktion {{action}}'],
  ['held {{n}} objective for {{turns}} full turn', 'hielt 1 Zielmarker {{turns}} volle Runde'],
  [
    'held {{n}} objectives for {{turns}} full turns',
    'hielt {{n}} Zielmarker {{turns}} volle Runden',
  ],
  ['held {{n}} objectives for {{turns}} full turn', 'hielt {{n}} Zielmarker 1 volle Runde'],
  ['held {{n}} objective for {{turns}} full turns', 'hielt 1 Zielmarker {{turns}} volle Runden'],
  ['no side won within {{turns}} turns', 'keine Seite hat innerhalb von {{turns}} Runden gewonnen'],
  ['Mob Rule: {{units}} units', 'Köpfe zählen: {{units}} Einheiten'],
  [
    'neither side had won after {{turns}} turns',
    'keine Seite hatte nach {{turns}} Runden gewonnen',
  ],
  ['{{name}} demolished every objective', '{{name}} hat jeden Zielmarker zerstört'],
  // Seed 001 5.4.2: a campaign battle given up when its save is lost.
  ['{{name}} forfeited the battle', '{{name}} hat die Schlacht aufgegeben'],
  [
    '{{name}} destroyed every bunker in close combat and flew the Terminators out',
    '{{name}} hat jeden Bunker im Nahkampf zerstört und die Terminatoren ausgeflogen',
  ],
  [
    '{{name}} destroyed every bunker in close combat: a draw',
    '{{name}} hat jeden Bunker im Nahkampf zerstört: ein Unentschieden',
  ],
  [
    '{{name}} kept {{left}} of {{targets}} bunkers from being stormed',
    '{{name}} hat {{left}} von {{targets}} Bunkern vor dem Sturm bewahrt',
  ],
  [
    '{{name}} destroyed every target of the strike',
    '{{name}} hat jedes Ziel des Angriffs zerstört',
  ],
  [
    '{{name}} kept {{left}} of {{targets}} targets through {{turns}} turns',
    '{{name}} hat {{left}} von {{targets}} Zielen über {{turns}} Runden gehalten',
  ],
  [
    '{{name}} destroyed the war engine without losing an objective',
    '{{name}} hat die Kriegsmaschine vernichtet, ohne einen Zielmarker zu verlieren',
  ],
  [
    'the war engine was destroyed after demolishing {{done}} of {{all}} objectives',
    'die Kriegsmaschine wurde vernichtet, nachdem sie {{done}} von {{all}} Zielmarkern zerstört hatte',
  ],
  // Seed 001 5.3.7: the ambush decided on its three terms.
  [
    'Ork formations at half strength or less: {{orks}} of {{of}}; Space Marine formations at half strength or less: {{marines}}; Mekboy Gunzmobs destroyed: {{mobs}}',
    'Ork Verbände auf halber Sollstärke oder weniger: {{orks}} von {{of}}; Space Marine Verbände auf halber Sollstärke oder weniger: {{marines}}; vernichtete Mekwummen Mobs: {{mobs}}',
  ],
  // Seed 001 5.3.3: one side achieved its own goal.
  ['{{name}} achieved its goal', '{{name}} hat sein Ziel erreicht'],
  // Seed 001 5.3.5: a breakthrough decided on the formations that left the table.
  ['{{left}} of {{of}} formations broke out', '{{left}} von {{of}} Verbänden sind durchgebrochen'],
  // Seed 001 5.3.2: an escalation decided on victory points.
  [
    'victory points at the end of turn {{turn}}, {{a}} to {{b}}',
    'Siegpunkte am Ende von Runde {{turn}}, {{a}} zu {{b}}',
  ],
  [
    'achieved {{goals}} ({{mine}} goals to {{theirs}})',
    'erfüllte {{goals}} ({{mine}} Siegbedingungen zu {{theirs}})',
  ],
];

export function reasonDe(reason: string): string {
  const known = REASONS_DE[reason];
  if (known) return known;
  for (const [en, de] of REASON_PATTERNS) {
    const values = matchPattern(en, reason);
    if (values)
      return fill(de, {
        ...values,
        action: ACTIONS_DE[values.action ?? ''] ?? values.action ?? '',
        goals: (values.goals ?? '')
          .split(', ')
          .map((g) => GOALS_DE[g] ?? g)
          .join(', '),
      });
  }
  // A reason with its section after it, as an assault result's bonus gives it (1.12.5).
  const sectioned = /^(.*) \(([^()]+)\)$/.exec(reason);
  if (sectioned) return `${reasonDe(sectioned[1]!)} (${sectioned[2]})`;
  return reason.replace(/-/g, ' ');
}

/** Purposes of rolls: the English pattern and its German sentence. */
const PURPOSE_PATTERNS: readonly (readonly [string, string])[] = [
  [
    'blizzard (1-3: that table, 4: Orks choose, 5: Imperials choose, 6: all)',
    'Schneesturm (1-3: dieser Tisch, 4: die Orks wählen, 5: die Imperialen wählen, 6: alle)',
  ],
  [
    'close combat on the technicians: {{unit}} ({{value}}+)',
    'Nahkampf gegen die Techniker: {{unit}} ({{value}}+)',
  ],
  [
    'firefight on the technicians: {{unit}} ({{value}}+)',
    'Feuergefecht gegen die Techniker: {{unit}} ({{value}}+)',
  ],
  ['AA: {{weapon}} ({{unit}})', 'Flugabwehr: {{weapon}} ({{unit}})'],
  ['to hit: 1 shot {{type}}', 'Trefferwurf: 1 Schuss {{type}}'],
  ['to hit: {{n}} shots {{type}}', 'Trefferwurf: {{n}} Schüsse {{type}}'],
  ['barrage to hit: {{n}} × {{sheet}}', 'Sperrfeuer-Trefferwurf: {{n}} × {{sheet}}'],
  [
    'orbital bombardment to hit: {{n}} × {{sheet}}',
    'Orbitalbombardement-Trefferwurf: {{n}} × {{sheet}}',
  ],
  ['orbital bombardment: {{sheet}}', 'Orbitalbombardement: {{sheet}}'],
  ['pin-point attack on {{sheet}}', 'punktgenauer Angriff auf {{sheet}}'],
  ['planetfall of {{sheet}}', 'Planetenlandung von {{sheet}}'],
  [
    'drop pod attack: {{weapon}} of {{pod}} at {{sheet}}',
    'Landekapsel-Angriff: {{weapon}} von {{pod}} auf {{sheet}}',
  ],
  ['armour save: {{unit}}', 'Rüstungswurf: {{unit}}'],
  ['cover save: {{unit}}', 'Deckungswurf: {{unit}}'],
  ['invulnerable save: {{unit}}', 'unmodifizierter Rettungswurf: {{unit}}'],
  ['re-roll armour save: {{unit}}', 'Wiederholung Rüstungswurf: {{unit}}'],
  ['re-roll cover save: {{unit}}', 'Wiederholung Deckungswurf: {{unit}}'],
  ['rally test: {{formation}}', 'Neuformierungstest: {{formation}}'],
  ['re-roll rally test: {{formation}}', 'Wiederholung Neuformierungstest: {{formation}}'],
  ['action test: {{formation}} ({{action}})', 'Aktionstest: {{formation}} ({{action}})'],
  [
    're-roll action test: {{formation}} ({{action}})',
    'Wiederholung Aktionstest: {{formation}} ({{action}})',
  ],
  [
    'teleport: {{formation}} (a Blast marker for each 1)',
    'Teleportieren: {{formation}} (eine Beschussmarke für jede 1)',
  ],
  ['shots: {{weapon}}', 'Schüsse: {{weapon}}'],
  ['extra attacks: {{weapon}}', 'zusätzliche Angriffe: {{weapon}}'],
  [
    'regroup: {{formation}} removes Blast markers equal to the higher die',
    'Sammeln: {{formation}} entfernt so viele Beschussmarken wie der höhere Würfel zeigt',
  ],
  [
    'roll-off for the choice of table edge (player 1, player 2)',
    'Wurf um die Wahl der Tischkante (Spieler 1, Spieler 2)',
  ],
  [
    'strategy rolls (player 1 +{{a}}, player 2 +{{b}})',
    'Strategiewürfe (Spieler 1 +{{a}}, Spieler 2 +{{b}})',
  ],
  [
    'assault result: attacker (2D6, highest die counts)',
    'Angriffsergebnis: Angreifer (2W6, der höchste Würfel zählt)',
  ],
  [
    'assault result: defender (2D6, highest die counts)',
    'Angriffsergebnis: Verteidiger (2W6, der höchste Würfel zählt)',
  ],
  [
    'first strike close combat extra attacks: {{unit}}, {{weapon}} ({{score}})',
    'Erstschlag im Nahkampf, zusätzliche Angriffe: {{unit}}, {{weapon}} ({{score}})',
  ],
  [
    'first strike firefight extra attacks: {{unit}}, {{weapon}} ({{score}})',
    'Erstschlag im Feuergefecht, zusätzliche Angriffe: {{unit}}, {{weapon}} ({{score}})',
  ],
  [
    'close combat extra attacks: {{unit}}, {{weapon}} ({{score}})',
    'Nahkampf, zusätzliche Angriffe: {{unit}}, {{weapon}} ({{score}})',
  ],
  [
    'firefight extra attacks: {{unit}}, {{weapon}} ({{score}})',
    'Feuergefecht, zusätzliche Angriffe: {{unit}}, {{weapon}} ({{score}})',
  ],
  [
    '{{label}} extra attacks: {{unit}}, {{weapon}} ({{score}})',
    '{{label}}, zusätzliche Angriffe: {{unit}}, {{weapon}} ({{score}})',
  ],
  [
    'first strike close combat: {{unit}} ({{score}})',
    'Erstschlag im Nahkampf: {{unit}} ({{score}})',
  ],
  [
    'first strike firefight: {{unit}} ({{score}})',
    'Erstschlag im Feuergefecht: {{unit}} ({{score}})',
  ],
  ['close combat: {{unit}} ({{score}})', 'Nahkampf: {{unit}} ({{score}})'],
  ['firefight: {{unit}} ({{score}})', 'Feuergefecht: {{unit}} ({{score}})'],
  [
    '{{unit}}: dangerous terrain test ({{feature}}, {{cause}}), destroyed on a 1',
    '{{unit}}: Test für gefährliches Gelände ({{feature}}, {{cause}}), vernichtet bei einer 1',
  ],
  [
    '{{unit}}: re-roll of the failed dangerous terrain test ({{why}})',
    '{{unit}}: Wiederholung des misslungenen Tests für gefährliches Gelände ({{why}})',
  ],
  [
    '{{unit}}: save ({{score}}) as its transport {{transport}} is destroyed',
    '{{unit}}: Rettungswurf ({{score}}), da sein Transporter {{transport}} vernichtet ist',
  ],
  [
    'who chooses the order of start-of-turn abilities (player 1, player 2)',
    'wer die Reihenfolge der Fähigkeiten zu Rundenbeginn wählt (Spieler 1, Spieler 2)',
  ],
  [
    'dice for the choice of table edge (player 1, player 2)',
    'Wurf um die Wahl der Tischkante (Spieler 1, Spieler 2)',
  ],
  [
    'dice for who places the first objective (player 1, player 2)',
    'Wurf darum, wer den ersten Zielmarker aufstellt (Spieler 1, Spieler 2)',
  ],
  [
    'does the game carry on another turn? (player 1, player 2)',
    'geht das Spiel eine weitere Runde weiter? (Spieler 1, Spieler 2)',
  ],
  ['power fields of {{sheet}}', 'Schpezialkraftfelder von {{sheet}}'],
  ['critical hit check: {{sheet}}', 'Wurf auf kritischen Treffer: {{sheet}}'],
  ['critical damage: {{sheet}}', 'kritischer Schaden: {{sheet}}'],
  ['critical hit chart: {{sheet}}', 'Tabelle des kritischen Treffers: {{sheet}}'],
  [
    'critical of {{sheet}}: a unit in base contact is hit on {{score}}+',
    'kritischer Treffer von {{sheet}}: eine Einheit in Basenkontakt wird bei {{score}}+ getroffen',
  ],
  ['titan killer damage on {{unit}}', 'Titanen-Killer-Schaden an {{unit}}'],
  ['fire {{i}} of {{n}} on {{sheet}}', 'Feuer {{i}} von {{n}} auf {{sheet}}'],
  ['reactor breach {{i}} of {{n}} on {{sheet}}', 'Reaktorleck {{i}} von {{n}} auf {{sheet}}'],
  [
    'reactor explosion of {{sheet}}: hit on {{score}}+',
    'Reaktorexplosion von {{sheet}}: Treffer bei {{score}}+',
  ],
  ['explosion of {{sheet}}: hit on {{score}}+', 'Explosion von {{sheet}}: Treffer bei {{score}}+'],
  [
    '{{what}}: scatter direction (sector of 60°, then 10° steps)',
    '{{what}}: Abweichungsrichtung (Sektor von 60°, dann Schritte von 10°)',
  ],
  ['{{what}}: scatter distance (2D6cm)', '{{what}}: Abweichungsweite (2W6 cm)'],
  // Any other re-roll (2.1.11, 2.1.15) after the specific ones above.
  ['re-roll {{what}}', 'Wiederholung: {{what}}'],
];

/** A roll's purpose in German, unit ids as names; an unknown purpose stays in English. */
export function purposeDe(purpose: string, game: GameState): string {
  // Seed 001 5.3.11: the rolls of three or four players name each "player N" (the two-player
  // purposes below are worded whole).
  const many =
    /^(strategy rolls|who chooses the order of start-of-turn abilities) \((.*player [34]\b.*)\)$/.exec(
      purpose,
    );
  if (many) return `${ROLLS_OF_ALL_DE[many[1]!]} (${spielerDe(many[2]!)})`;
  for (const [en, de] of PURPOSE_PATTERNS) {
    const values = matchPattern(en, purpose);
    if (values) {
      const named = Object.fromEntries(
        Object.entries(values).map(([k, v]) => [
          k,
          game.units[v]
            ? unitDe(game, v)
            : k === 'action'
              ? (ACTIONS_DE[v] ?? v)
              : k === 'what'
                ? purposeDe(v, game)
                : k === 'cause' || k === 'label'
                  ? reasonDe(v)
                  : v,
        ]),
      );
      return fill(de, named);
    }
  }
  // Any other list of players the engine rolls for.
  const listed =
    /^(strategy rolls|who chooses the order of start-of-turn abilities) \((.*)\)$/.exec(purpose);
  if (listed) return `${ROLLS_OF_ALL_DE[listed[1]!]} (${spielerDe(listed[2]!)})`;
  return purpose;
}

/** The rolls every player makes (1.4.2, 1.5), whatever the number of players. */
const ROLLS_OF_ALL_DE: Readonly<Record<string, string>> = {
  'strategy rolls': 'Strategiewürfe',
  'who chooses the order of start-of-turn abilities':
    'wer die Reihenfolge der Fähigkeiten zu Rundenbeginn wählt',
};

/** "player 3" as "Spieler 3" in a purpose the table does not word. */
function spielerDe(text: string): string {
  return text.replace(/\bplayer (\d)\b/g, 'Spieler $1');
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');
}
