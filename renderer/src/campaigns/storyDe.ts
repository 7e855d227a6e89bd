import { language } from '../i18n';

/**
 * The bundled campaigns' own words in German (engine/netea/campaigns/bundled): their names,
 * stories, choices and endings, and what the engine says of a campaign's end. The campaign files
 * keep English; the page shows these when it speaks German, and anything a person's own
 * campaign says as it is written. tests/renderer/campaignWords.test.ts checks that every text of
 * the bundled campaigns has its entry here.
 */
export const STORY_DE: Readonly<Record<string, string>> = {
  'Armageddon: The Hive Wars': 'Armageddon: Die Makropolkriege',
  "The Ork invasion of Armageddon as the rulebook's example tells it: the spaceport, then a choice between marching on and digging in, the person's Steel Legion against Ghazghkull's War Horde.":
    'Die Invasion der Orks auf Armageddon, wie das Beispiel des Regelbuchs sie erzählt: der Raumhafen, dann die Wahl zwischen Vormarsch und Eingraben, deine Stahllegion gegen Ghazghkulls Kriegshorde.',
  'Colonel Haddon, Steel Legion': 'Oberst Haddon, Stahllegion',
  "Warboss Grukk, Ghazghkull's War Horde": 'Waaghboss Grukk, Ghazghkulls Kriegshorde',
  'Defence of the Spaceport': 'Verteidigung des Raumhafens',
  'The Orks fall on the besieged spaceport of Hive Tartarus to land their war engines. Hold it.':
    'Die Orks fallen über den belagerten Raumhafen der Makropole Tartarus her, um ihre Kriegsmaschinen zu landen. Halte ihn.',
  'The Steel Legion fights from prepared positions around the landing pads.':
    'Die Stahllegion kämpft aus vorbereiteten Stellungen rund um die Landefelder.',
  "Word comes that the Orks are moving on the Governor's palace. March to the palace, or secure the spaceport first?":
    'Es kommt die Nachricht, dass die Orks auf den Palast des Gouverneurs vorrücken. Zum Palast marschieren oder zuerst den Raumhafen sichern?',
  'March on the palace': 'Zum Palast marschieren',
  "Meet the Orks in the hive's outskirts.": 'Stelle die Orks in den Außenbezirken der Makropole.',
  'Secure the spaceport': 'Den Raumhafen sichern',
  'Break the Ork encirclement around the port.':
    'Durchbrich die Einkesselung des Hafens durch die Orks.',
  "The Governor's Palace": 'Der Palast des Gouverneurs',
  "The Governor's guard and the Steel Legion stand against the Ork assault on the palace.":
    'Die Garde des Gouverneurs und die Stahllegion stellen sich dem Sturm der Orks auf den Palast entgegen.',
  Breakout: 'Ausbruch',
  "Drive the Orks away from the spaceport and open the road for the Space Marines' Thunderhawks.":
    'Vertreibe die Orks vom Raumhafen und öffne den Thunderhawks der Space Marines den Weg.',
  'The hive holds': 'Die Makropole hält',
  "Hive Tartarus stands, and the Space Marines strike at the Warboss's camp.":
    'Die Makropole Tartarus steht, und die Space Marines schlagen gegen das Lager des Waaghbosses los.',
  'The hive falls': 'Die Makropole fällt',
  'The Orks overrun Hive Tartarus.': 'Die Orks überrennen die Makropole Tartarus.',
  'The Hill of Saint Khanis': 'Der Hügel des Heiligen Khanis',
  'A flow chart of battles: the result of each picks the next, two battles to a great victory or a crushing defeat.':
    'Ein Ablaufplan von Schlachten: Das Ergebnis jeder Schlacht bestimmt die nächste, zwei Schlachten bis zu einem großen Sieg oder einer vernichtenden Niederlage.',
  'Captain Idaeus': 'Captain Idaeus',
  'Renegade Captain Gorthax': 'Renegatenhauptmann Gorthax',
  'Assault on the Hill': 'Sturm auf den Hügel',
  'The renegades hold the chapel on the hill. Take it, and the valley beyond lies open.':
    'Die Renegaten halten die Kapelle auf dem Hügel. Nimm sie, und das Tal dahinter liegt offen.',
  'Into the Valley': 'Hinab ins Tal',
  "With the hill taken, strike at the renegades' base before they regroup.":
    'Der Hügel ist genommen: Schlag gegen die Basis der Renegaten los, bevor sie sich neu formieren.',
  'Hold the Line': 'Die Linie halten',
  'Thrown back from the hill, stop the renegade armour before it reaches the camp.':
    'Vom Hügel zurückgeworfen: Halte die Panzer der Renegaten auf, bevor sie das Lager erreichen.',
  'A great victory': 'Ein großer Sieg',
  'The renegades are broken and their base burns.':
    'Die Renegaten sind gebrochen, und ihre Basis brennt.',
  Stalemate: 'Patt',
  'Neither side can drive the other from the valley.':
    'Keine Seite kann die andere aus dem Tal vertreiben.',
  Crushed: 'Vernichtet',
  'The renegades overrun the camp.': 'Die Renegaten überrennen das Lager.',
  'The Road to the Spaceport': 'Der Weg zum Raumhafen',
  'Three battles agreed in advance, each result earning a reward or a penalty for the next; the last battle decides the campaign.':
    'Drei vorab vereinbarte Schlachten; jedes Ergebnis bringt eine Belohnung oder eine Strafe für die nächste, die letzte Schlacht entscheidet die Kampagne.',
  'The Landing Fields': 'Die Landefelder',
  "Gorthax's renegades have seized the landing fields outside the spaceport. Drive them off before their reinforcements arrive from orbit.":
    'Gorthax’ Renegaten haben die Landefelder vor dem Raumhafen besetzt. Vertreibe sie, bevor ihre Verstärkung aus dem Orbit eintrifft.',
  'Breakout on the Highway': 'Ausbruch auf der Fernstraße',
  'Both sides race along the highway in their transports. Whoever holds the crossroads controls the road to the spaceport.':
    'Beide Seiten jagen in ihren Transportern die Fernstraße entlang. Wer die Kreuzung hält, beherrscht den Weg zum Raumhafen.',
  'The Spaceport Gates': 'Die Tore des Raumhafens',
  'The armour of both sides meets before the spaceport gates. This battle decides the campaign.':
    'Die Panzer beider Seiten treffen vor den Toren des Raumhafens aufeinander. Diese Schlacht entscheidet die Kampagne.',
  "The Chapter's Training League": 'Die Übungsliga des Ordens',
  'A league of the person and three AI players of different levels on Basic Training, points per result (3 for a win on victory conditions, 2 for a win on victory points or a draw, 1 for a loss), then a final between the top two.':
    'Eine Liga von dir und drei KI-Spielern verschiedener Stärke auf dem Schlachtfeld der Grundausbildung, Punkte je Ergebnis (3 für einen Sieg nach Siegbedingungen, 2 für einen Sieg nach Siegpunkten oder ein Unentschieden, 1 für eine Niederlage), dann ein Finale der beiden Besten.',
  You: 'Du',
  'Brother-Captain Aldus': 'Bruder-Captain Aldus',
  'Veteran Sergeant Kor': 'Veteranensergeant Kor',
  'Scout Varro': 'Scout Varro',
  'League game': 'Ligaspiel',
  'A league game on the Basic Training battlefield.':
    'Ein Ligaspiel auf dem Schlachtfeld der Grundausbildung.',
  // What the engine says when a campaign ends (engine/netea/campaigns/progress.ts).
  'The campaign is over': 'Die Kampagne ist zu Ende',
  'The last battle decides the campaign (5.4.2).':
    'Die letzte Schlacht entscheidet die Kampagne (5.4.2).',
  'The side with more battles won takes the campaign.':
    'Die Seite mit mehr gewonnenen Schlachten gewinnt die Kampagne.',
  'The league is over': 'Die Liga ist zu Ende',
  // The bundled map campaign (armageddon-map.json).
  'The Hive War on Armageddon': 'Der Makropolkrieg auf Armageddon',
  'A campaign map of seven regions between Hades Hive and Acheron: move your forces each campaign turn, fight where they meet the renegades, keep them linked to a depot, and hold Hive Tartarus and the spaceport when the fourth turn ends.':
    'Eine Kampagnenkarte mit sieben Regionen zwischen der Makropole Hades und Acheron: Bewege deine Streitmächte in jeder Kampagnenrunde, kämpfe, wo sie auf die Renegaten treffen, halte sie mit einem Nachschublager verbunden und halte die Makropole Tartarus und den Raumhafen, wenn die vierte Runde endet.',
  'Hades Hive depot': 'Nachschublager Makropole Hades',
  'Helsreach Road': 'Straße nach Helsreach',
  'Death Mire': 'Todessumpf',
  'Hive Tartarus': 'Makropole Tartarus',
  'Tartarus Spaceport': 'Raumhafen Tartarus',
  'Ash Wastes': 'Aschewüste',
  'Acheron depot': 'Nachschublager Acheron',
  'Strike Force Idaeus': 'Einsatzgruppe Idaeus',
  'Armoured Column': 'Panzerkolonne',
  "Gorthax's Warband": 'Gorthax’ Kriegsbande',
  'Renegade Armour': 'Renegatenpanzer',
  'Tactical reserve': 'Taktische Reserve',
  'Renegade assault squads': 'Renegaten-Sturmtrupps',
  'One side has no forces left on the map.': 'Eine Seite hat keine Streitmacht mehr auf der Karte.',
};

/** Sentences of the engine with values in them: an English pattern and its German. */
const PATTERNS: readonly [RegExp, (m: RegExpExecArray) => string][] = [
  [/^Final: (.+) against (.+)$/, (m) => `Finale: ${story(m[1]!)} gegen ${story(m[2]!)}`],
  // 5.4.2 Map-based (engine/netea/campaigns/map*.ts).
  [
    /^(.+) against (.+) at (.+)$/,
    (m) => `${story(m[1]!)} gegen ${story(m[2]!)} bei ${story(m[3]!)}`,
  ],
  [
    /^Campaign turn (\d+): the forces meet at (.+)\.$/,
    (m) => `Kampagnenrunde ${m[1]}: Die Streitmächte treffen bei ${story(m[2]!)} aufeinander.`,
  ],
  [
    /^After (\d+) campaign turns the objectives are held (\d+) to (\d+)\.$/,
    (m) => `Nach ${m[1]} Kampagnenrunden stehen die gehaltenen Missionsziele ${m[2]} zu ${m[3]}.`,
  ],
  [
    /^After (\d+) campaign turns (\d+) formations stand against (\d+)\.$/,
    (m) => `Nach ${m[1]} Kampagnenrunden stehen ${m[2]} Verbände gegen ${m[3]}.`,
  ],
  [
    /^(.+) is out of supply and loses (.+)\.$/,
    (m) => `${story(m[1]!)} ist ohne Nachschub und verliert ${m[2]}.`,
  ],
  [/^(.+) is out of supply\.$/, (m) => `${story(m[1]!)} ist ohne Nachschub.`],
  [/^(.+) arrived at (.+)\.$/, (m) => `${story(m[1]!)} traf bei ${story(m[2]!)} ein.`],
  [
    /^(.+) reinforced (.+) at (.+)\.$/,
    (m) => `${story(m[1]!)} verstärkte ${story(m[2]!)} bei ${story(m[3]!)}.`,
  ],
  [
    /^(.+) fell back to (.+) and joined (.+)\.$/,
    (m) =>
      `${story(m[1]!)} zog sich nach ${story(m[2]!)} zurück und schloss sich ${story(m[3]!)} an.`,
  ],
  [/^(.+) fell back to (.+)\.$/, (m) => `${story(m[1]!)} zog sich nach ${story(m[2]!)} zurück.`],
  [
    /^(.+) had nowhere to fall back to and was destroyed\.$/,
    (m) => `${story(m[1]!)} konnte sich nirgendwohin zurückziehen und wurde vernichtet.`,
  ],
  [
    /^(.+) was destroyed at (.+)\.$/,
    (m) => `${story(m[1]!)} wurde bei ${story(m[2]!)} vernichtet.`,
  ],
  [/^(.+) lost (.+) at (.+)\.$/, (m) => `${story(m[1]!)} verlor ${m[2]} bei ${story(m[3]!)}.`],
  [
    /^(.+) joined (.+) in (.+)\.$/,
    (m) => `${story(m[1]!)} schloss sich ${story(m[2]!)} in ${story(m[3]!)} an.`,
  ],
  [/^(.+) against (.+)$/, (m) => `${story(m[1]!)} gegen ${story(m[2]!)}`],
  [/^(.+) is the league champion\.$/, (m) => `${story(m[1]!)} ist Ligameister.`],
  [
    /^The campaign ends after (\d+) battles; the side with more battles won takes it\.$/,
    (m) =>
      `Die Kampagne endet nach ${m[1]} Schlachten; die Seite mit mehr gewonnenen Schlachten gewinnt sie.`,
  ],
];

/** A campaign's own words in the page's language (German where the bundled campaigns have it). */
export function story(text: string): string {
  if (language() !== 'de') return text;
  const german = STORY_DE[text];
  if (german !== undefined) return german;
  for (const [pattern, word] of PATTERNS) {
    const m = pattern.exec(text);
    if (m) return word(m);
  }
  return text;
}
