import type { GameEvent } from '../events';
import type { GameState } from '../state/schema';
import { formatTournamentEvent } from '../rules/6.1-tournament/format';

/**
 * Events as lines of a readable battle log: what happened, the dice with the score needed and
 * the modifiers, and the rule section. The dice log of the view and the simulation's log use it.
 */
export function formatEvent(event: GameEvent, game: GameState): string {
  const f = (id: string) => {
    const formation = game.formations[id];
    return formation ? `${formation.name} [${player(formation.side)}]` : id;
  };
  const player = (side: number) => game.players[side]?.name ?? `player ${side + 1}`;
  // A unit as a player finds it on the table: its datasheet, its place in its formation.
  const u = (id: string) => {
    const unit = game.units[id];
    const formation = unit && game.formations[unit.formationId];
    if (!unit || !formation) return id;
    const name = game.datasheets[unit.datasheetId]?.name ?? unit.datasheetId;
    return `${name} ${formation.unitIds.indexOf(id) + 1} of ${f(formation.id)}`;
  };
  switch (event.type) {
    case 'dice/rolled': {
      const faces = event.results.join(', ') || 'no dice (cannot succeed)';
      const need = event.needed !== undefined ? ` needing ${event.needed}+` : '';
      const mods = event.modifiers.length
        ? ` [${event.modifiers.map((m) => `${m.value > 0 ? '+' : ''}${m.value} ${m.reason} (${m.section})`).join('; ')}]`
        : '';
      const follow = event.followUps?.some((x) => x !== null)
        ? ` then ${event.followUps.filter((x) => x !== null).join(', ')}`
        : '';
      const got =
        event.successes !== undefined
          ? ` → ${event.successes} success${event.successes === 1 ? '' : 'es'}`
          : '';
      return `  🎲 ${event.purpose}: ${event.dice} ${faces}${follow}${need}${mods}${got} (${event.section})`;
    }
    case 'setup/roll-off-won':
      return `${player(event.side)} wins the roll-off and chooses the table edge (${event.section})`;
    case 'setup/zone-chosen':
      return `${player(event.side)} chooses to deploy ${game.deploymentZones[event.zone]?.label ?? `in zone ${event.zone}`}`;
    case 'setup/objective-placed':
      return `${player(event.side)} sets up an objective at (${event.position.x.toFixed(1)}, ${event.position.y.toFixed(1)}) (${event.section})`;
    case 'setup/unit-deployed':
      return `  ${u(event.unitId)} set up`;
    case 'setup/character-joined':
      return `  ${event.characterName} joins ${u(event.unitId)} (${event.section})`;
    case 'setup/deployment-finished':
      return `${player(event.side)} has finished deploying`;
    case 'game/turn-begins':
      return `\n=== Turn ${event.turn} ===`;
    case 'strategy/won':
      return `${player(event.side)} wins the strategy roll (${event.totals.join(' v ')}${event.tie ? ', tie: the loser of last turn\u2019s roll' : ''}) (${event.section})`;
    case 'strategy/first-side':
      return `${player(event.side)} goes first (${event.section})`;
    case 'strategy/acting-order':
      return `The players act in the order ${event.order.map(player).join(', ')} (${event.section})`;
    case 'team/join-asked':
      return `${player(event.side)} asks ${event.partnerIds.map(f).join(', ')} to join the attack of ${f(event.formationId)} (${event.section})`;
    case 'team/join-answered':
      return `${player(event.side)} ${event.accept ? 'agrees' : 'declines'}: ${event.partnerIds.map(f).join(', ')} ${event.accept ? 'join' : 'do not join'} the attack (${event.section})`;
    case 'team/picked':
      return `${player(event.side)}, commander, picks ${player(event.player)} to act (${event.section})`;
    case 'turn-start/roll-off-won':
      return `${player(event.side)} wins the roll-off and chooses who uses start-of-turn abilities first (${event.section})`;
    case 'turn-start/first-side':
      return `${player(event.side)} uses a start-of-turn ability first (${event.section})`;
    case 'turn-start/passed':
      return `${player(event.side)} uses no more start-of-turn abilities this turn (${event.section})`;
    case 'skimmer/popped-up':
      return `  ${event.unitIds.map(u).join(', ')} pop${event.unitIds.length === 1 ? 's' : ''} up (${event.section})`;
    case 'plot/recorded':
      return `${player(event.side)} secretly writes down where and when ${f(event.formationId)} will ${event.section === '2.1.21' ? 'land' : 'surface'} (${event.section})`;
    case 'tunnel/surfaced': {
      const at = (p: { x: number; y: number }) => `(${p.x.toFixed(1)}, ${p.y.toFixed(1)})`;
      const diverted = event.divertedTo ? `, diverted to ${at(event.divertedTo)}` : '';
      return `${player(event.side)}: ${f(event.formationId)} surfaces, as written down for turn ${event.turn} at ${at(event.plotted)}${diverted} (${event.section})`;
    }
    case 'teleport/left-behind':
      return `  ${u(event.unitId)} finds no room aboard and is destroyed (${event.section})`;
    case 'spacecraft/set-up':
      return `${player(event.side)} sets up ${f(event.formationId)} at the table edge to arrive on turn ${event.turn}, its bombardment secretly plotted (${event.section})`;
    case 'self-planetfall/delayed':
      return `  ${f(event.formationId)} fails to land: it arrives on turn ${event.turn} instead (${event.section})`;
    case 'spacecraft/delayed':
      return `  ${f(event.formationId)} is delayed until turn ${event.turn} (${event.section})`;
    case 'spacecraft/bombardment': {
      const at = event.centres.map((p) => `(${p.x.toFixed(1)}, ${p.y.toFixed(1)})`).join(', ');
      return `  ${f(event.formationId)}'s orbital bombardment of ${event.points}BP falls, as plotted, at ${at} (${event.section})`;
    }
    case 'planetfall/landed': {
      const at = (p: { x: number; y: number }) => `(${p.x.toFixed(1)}, ${p.y.toFixed(1)})`;
      return `  ${u(event.unitId)} lands by planetfall: drop zone ${at(event.dropZone)}, placed at ${at(event.placed)}, scattered to ${at(event.scattered)}${event.at ? (event.at.x === event.scattered.x && event.at.y === event.scattered.y ? '' : `, moved to clear ground at ${at(event.at)}`) : ', off the table: destroyed'} (${event.section})`;
    }
    case 'planetfall/stayed-aboard':
      return `  ${event.unitIds.map(u).join(', ')} stay aboard as ${f(event.formationId)} lands, to disembark later (${event.section})`;
    case 'drop-pod/attack':
      return `  ${event.name} of ${f(event.formationId)} fires its ${event.weapon} at ${event.targetIds.length === 0 ? 'no enemy unit in range' : event.targetIds.map(u).join(', ')} (${event.section})`;
    case 'drop-pod/removed':
      return `  ${f(event.formationId)}'s ${event.unitIds.length === 1 ? 'drop pod is' : `${event.unitIds.length} drop pods are`} removed from the table (${event.section})`;
    case 'spacecraft/departed':
      return `  ${f(event.formationId)} leaves orbit (${event.section})`;
    case 'action/declared':
      return `${player(event.side)}: ${f(event.formationId)} declares ${event.action}${event.retained ? ', retaining the initiative' : ''}`;
    case 'action/test-failed':
      return `  ${f(event.formationId)} fails its action test: hold action and a Blast marker (${event.section})`;
    case 'action/ended':
      return `  ${f(event.formationId)} has finished its action`;
    case 'action/handed-over':
      return `  initiative passes to ${player(event.side)} (${event.section})`;
    case 'overwatch/entered':
      return `  ${f(event.formationId)} goes on overwatch (${event.section})`;
    case 'overwatch/fired':
      return `  ${f(event.formationId)} fires on overwatch at ${f(event.targetFormationId)} (${event.section})`;
    case 'overwatch/remained':
      return `${player(event.side)}: all remaining formations stay on overwatch (${event.section})`;
    case 'blast/markers-placed':
      return `  ${f(event.formationId)} receives ${plural(event.count, 'Blast marker')} (${event.total} in all): ${event.reason} (${event.section})`;
    case 'blast/panic-hits':
      return `  ${f(event.formationId)} is broken: ${plural(event.count, 'hit')} without saves instead of Blast markers (${event.section})`;
    case 'shooting/target-chosen':
      return `  ${f(event.formationId)} shoots at ${f(event.targetFormationId)}: ${event.shooters.length} shooting${event.suppressed.length ? `, ${event.suppressed.length} suppressed` : ''} (${event.section})`;
    case 'shooting/crossfire':
      return `  crossfire: a line from ${event.fromUnitId} to ${event.toUnitId} crosses the target (${event.section})`;
    case 'shooting/hits-scored': {
      const hits = Object.entries(event.hits)
        .filter(([, n]) => n > 0)
        .map(([t, n]) => `${n} ${t}`);
      return `  ${hits.length ? hits.join(', ') : 'no'} hits on ${f(event.targetFormationId)} (${event.section})`;
    }
    case 'shooting/hits-allocated':
      return event.hits.length === 0
        ? `  no unit can take these hits (${event.section})`
        : `  hits allocated: ${event.hits.map((h) => `${u(h.unitId)}×${h.count}`).join(', ')} (${event.section})`;
    case 'shooting/unit-saved':
      return `  ${u(event.unitId)} saved (${event.save} save) (${event.section})`;
    case 'shooting/unit-destroyed':
      return `  ${u(event.unitId)} destroyed (${event.cause.replace(/-/g, ' ')}) (${event.section})`;
    case 'war-engine/damaged':
      return `  ${u(event.unitId)} loses a point of damage capacity (${event.cause}): ${event.damage} of ${event.capacity} (${event.section})`;
    case 'war-engine/critical':
      return `  ${u(event.unitId)} suffers a CRITICAL HIT: ${event.summary} (${event.section})`;
    case 'war-engine/fire':
      return `  ${u(event.unitId)}: ${event.outcome === 'started' ? 'a fire starts' : event.outcome === 'spreads' ? 'the fire spreads' : event.outcome === 'put-out' ? 'a fire is put out' : 'a fire burns'}, ${plural(event.fires, 'fire')} burning (${event.section})`;
    case 'war-engine/reactor':
      return `  ${u(event.unitId)}: ${REACTOR[event.outcome]}, ${event.breaches} reactor breach${event.breaches === 1 ? '' : 'es'} open (${event.section})`;
    case 'war-engine/shield':
      return `  a ${event.kind.replace('-', ' ')} of ${u(event.unitId)} stops the hit, ${event.left} left (${event.section})`;
    case 'war-engine/shield-repaired':
      return `  ${u(event.unitId)} repairs a void shield: ${event.left} up (${event.section})`;
    case 'shooting/passenger-placed':
      return `  ${u(event.unitId)} placed where ${u(event.transportId)} was (${event.section})`;
    case 'blast/removed':
      return `  ${f(event.formationId)} removes ${event.count} Blast marker${event.count === 1 ? '' : 's'} (${event.section})`;
    case 'formation/broken':
      return `  ${f(event.formationId)} is BROKEN: ${event.blastMarkers} Blast markers on ${plural(event.units, 'unit')} (${event.section})`;
    case 'phase/end-begins':
      return `-- end phase (${event.section})`;
    case 'rally/passed':
      return `  ${f(event.formationId)} rallies, ${event.blastMarkers} Blast marker${event.blastMarkers === 1 ? '' : 's'} left (${event.section})`;
    case 'rally/failed':
      return `  ${f(event.formationId)} fails to rally${event.broken ? ' and stays broken' : ''} (${event.section})`;
    case 'objectives/checked':
      return `  objectives: ${event.holders.map((h, i) => `${game.objectives[i]?.label ?? i}: ${h === null ? 'nobody' : player(h)}`).join('; ')} (${event.section})`;
    case 'move/unit-moved':
      // The table shows where it went; the log says how far (players measure, not plot).
      return `  ${u(event.unitId)} ${event.kind === 'normal' ? 'moves' : `makes a ${event.kind} move of`} ${event.distance.toFixed(1)}cm`;
    case 'move/unit-destroyed':
      return `  ${u(event.unitId)} destroyed: ${event.reason.replace(/-/g, ' ')} (${event.section})`;
    case 'move/unit-embarked':
      return `  ${u(event.unitId)} boards ${u(event.transportId)} (${event.section})`;
    case 'move/unit-disembarked':
      return `  ${u(event.unitId)} disembarks from ${u(event.transportId)} (${event.section})`;
    case 'move/passenger-survived':
      return `  ${u(event.unitId)} survives the loss of its transport (${event.section})`;
    case 'assault/declared':
      return `  ${f(event.formationId)} assaults ${event.targetFormationIds.map(f).join(' and ')} (${event.section})`;
    case 'assault/called-off':
      return `  the assault of ${f(event.formationId)} does not take place: ${event.reason} (${event.section})`;
    case 'assault/joined':
      return `  ${f(event.formationId)} is drawn into the assault on the ${event.role}'s side (${event.section})`;
    case 'assault/zoc-lost':
      return `  ${u(event.unitId)} is contacted and loses its zone of control (${event.section})`;
    case 'assault/engaged':
      return `  round ${event.round}: ${plural(event.engaged.length, 'unit')} directly engaged (${event.section})`;
    case 'assault/attacks-rolled':
      return `  ${player(event.side)} ${event.source === 'support' ? 'supporting fire' : event.strike === 'first' ? 'first strike attacks' : event.strike === 'rest' ? 'attacks after the first strike' : 'attacks'}: ${event.closeCombat} close combat, ${event.firefight} firefight, ${plural(event.hits, 'hit')} (${event.section})`;
    case 'assault/hits-allocated':
      return `  ${player(event.side)}'s units take hits: ${event.hits.map((h) => `${u(h.unitId)}×${h.count}`).join(', ') || 'none'} (${event.section})`;
    case 'assault/support-declared':
      return `  ${player(event.side)} calls on support: ${event.formationIds.map(f).join(', ') || 'none'} (${event.section})`;
    case 'assault/result': {
      const score = (r: (typeof event.scores)[number]) =>
        `${player(r.side)} ${r.dice.join('+')}→${r.highest}${r.modifiers.map((m) => ` ${m.value > 0 ? '+' : ''}${m.value} ${m.reason}`).join(',')} = ${r.total}`;
      return `  result: ${score(event.scores[0])}; ${score(event.scores[1])} → ${event.winner === null ? 'a tie' : `${player(event.winner)} wins`} (${event.section})`;
    }
    case 'assault/next-round':
      return `  the assault goes into round ${event.round} (${event.section})`;
    case 'assault/winner':
      return `  ${player(event.side)} wins the assault (${event.reason.replace(/-/g, ' ')}) (${event.section})`;
    case 'assault/extra-hits':
      return `  ${player(event.side)}'s losing formation suffers ${plural(event.count, 'extra hit')} (${event.section})`;
    case 'assault/formation-destroyed':
      return `  ${f(event.formationId)} was already broken and is destroyed (${event.section})`;
    case 'assault/withdrawal':
      return `  ${event.formationIds.map(f).join(', ')} must withdraw (${event.section})`;
    case 'assault/unit-caught':
      return `  ${u(event.unitId)} is caught while withdrawing (${event.reason.replace(/-/g, ' ')}) (${event.section})`;
    case 'assault/ended':
      return `  the assault is over (${event.section})`;
    case 'scenario/convoy-ordered':
      return `  ${player(event.side)}'s convoy comes on at the ${event.end} end of the road: ${event.order.map(f).join(', ')} (${event.section})`;
    case 'scenario/formation-left-table':
      return `  ${f(event.formationId)} leaves the table with ${plural(event.units, 'unit')}${event.halfOrLess ? ', at half strength or less' : ''} (${event.section})`;
    case 'game/over':
      return `\n*** Game over: ${event.winner === null ? 'a draw' : `${player(event.winner)} wins`} — ${event.reason} (${event.section})`;
    case 'aircraft/mission-declared':
      return `${player(event.side)}: ${f(event.formationId)} flies ${event.mission === 'ground-attack' ? 'a ground attack' : event.mission === 'interception' ? 'an interception' : 'no mission (stands down)'} (${event.section})`;
    case 'aircraft/stood-down':
      return `  ${f(event.formationId)} stands down${event.failed ? ' after failing its action test' : ''} (${event.section})`;
    case 'aircraft/approached':
      return `  ${f(event.formationId)} makes its approach move (${event.section})`;
    case 'aircraft/flak':
      return `  flak at ${f(event.formationId)}: ${plural(event.hits, 'hit')} (${event.section})`;
    case 'aircraft/on-cap':
      return `  ${f(event.formationId)} flies a combat air patrol (${event.section})`;
    case 'aircraft/cap-stays':
      return event.stay
        ? `  ${f(event.formationId)} remains on combat air patrol into the next turn (${event.section})`
        : `  ${f(event.formationId)} stands down from combat air patrol and returns to base (${event.section})`;
    case 'aircraft/jinked':
      return `  ${f(event.formationId)} jinks (${event.section})`;
    case 'aircraft/intercepted':
      return `  ${f(event.formationId)} intercepts ${f(event.targetFormationId)}: ${plural(event.hits, 'hit')} (${event.section})`;
    case 'aircraft/disengaging':
      return `  ${f(event.formationId)} disengages (${event.section})`;
    case 'aircraft/exited':
      return `  ${f(event.formationId)} leaves the table${event.edge ? ` at the ${event.edge} edge` : ''} (${event.section})`;
    case 'aircraft/landed':
      return `  ${f(event.formationId)} lands (${event.section})`;
    case 'aircraft/stayed':
      return `  ${f(event.formationId)} stays on the ground (${event.section})`;
    case 'aircraft/air-assault':
      return `  ${f(event.formationId)} air assaults ${f(event.targetFormationId)} (${event.section})`;
    case 'aircraft/lost-in-assault':
      return `  ${u(event.unitId)} lost the assault on the ground and is destroyed (${event.section})`;
    case 'aircraft/cargo-lost':
      return `  ${event.unitIds.map(u).join(', ')} are lost with their aircraft, with no save (${event.section})`;
    case 'plant/blizzard':
      return event.tables.length === 0
        ? `Blizzard roll ${event.roll}: ${event.roll === 4 ? 'the Orks' : 'the Imperials'} choose the table (${event.section})`
        : `  a blizzard rages on table${event.tables.length === 1 ? '' : 's'} ${event.tables.join(', ')} (${event.section})`;
    case 'plant/centre-placed':
      return `${player(event.side)} sets up the control centre's entrance (${event.section})`;
    case 'plant/centre-entered':
      return `  ${event.unitIds.map(u).join(', ')} go into the control centre (${event.section})`;
    case 'plant/centre-left':
      return `  ${u(event.unitId)} comes out of the control centre (${event.section})`;
    case 'plant/technicians-hit':
      return `  ${plural(event.hits, 'hit')} on the technicians, ${event.total} of 6 (${event.section})`;
    default:
      return formatTournamentEvent(event, player, f);
  }
}

/** How a breached reactor went (3.2.3). */
const REACTOR: Readonly<Record<'breached' | 'explodes' | 'leaks' | 'repaired', string>> = {
  breached: 'the reactor is breached',
  explodes: 'the reactor EXPLODES',
  leaks: 'the breach costs a point of damage capacity',
  repaired: 'a reactor breach is repaired',
};

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
