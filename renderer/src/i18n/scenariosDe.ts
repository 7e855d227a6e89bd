/**
 * German words of the seed 001 5.3 scenarios' own data and panels: their names and summaries,
 * the names on their maps (5.3.9: terrain features, objectives and deployment areas), and the
 * sentences of the per-side goals (5.3.3) and of the forces on the start screen (5.3.4, 5.3.6).
 * Keyed by the English, as de.ts, which includes these. Place names keep their English form
 * where the German edition does (Koth Ridge, Rynn’s Welt); the river is the text's
 * "Schwefel-Fluss".
 */
export const SCENARIOS_DE: Readonly<Record<string, string>> = {
  // 5.3.3 Signal Hill.
  'Signal Hill': 'Signalhügel',
  'Different goals for each side: Space Marines must retake the vox relay on Signal Hill and hold it for a full turn by the end of turn 5; the Orks must destroy the Marines’ spearhead, the Assault and Land Raider Detachments. One side achieving its goal wins; both, or neither, is a draw.':
    'Unterschiedliche Siegbedingungen: Die Space Marines müssen die Vox-Relaisstation auf dem Signalhügel zurückerobern und bis zum Ende der fünften Runde eine volle Runde lang halten; die Orks müssen die Speerspitze der Marines vernichten, den Sturmtrupp und den Land Raider Verband. Erreicht eine Seite ihr Ziel, gewinnt sie; erreichen beide oder keine ihr Ziel, endet das Spiel unentschieden.',
  'Gallows Wood': 'Galgenwald',
  'Old Hab Block': 'Alter Habblock',
  'the vox relay': 'die Vox-Relaisstation',
  'on and around Signal Hill: the middle of the north half':
    'auf dem Signalhügel und um ihn herum: die Mitte der nördlichen Hälfte',
  // 5.3.4 The Fuel Dump Raid.
  'The Fuel Dump Raid': 'Überfall auf die Treibstofflager',
  'Unequal forces: 1,750 points of Space Marine raiders, without skimmers, against a 3,000-point Ork horde camped along the far edge. The raiders win by holding two of the three fuel dumps in front of the camp at the end of any turn up to the fourth; anything else is the Orks’ win.':
    'Ungleiche Streitmächte: 1.750 Punkte Space Marine Überfallkommando ohne Antigrav Einheiten gegen eine Ork Horde von 3.000 Punkten, die an der gegenüberliegenden Kante lagert. Das Überfallkommando gewinnt, wenn es am Ende einer der ersten vier Runden zwei der drei Treibstofflager vor dem Lager hält; jedes andere Ergebnis ist ein Sieg der Orks.',
  // 5.3.6 Company Against Horde.
  'Company Against Horde': 'Kompanie gegen Horde',
  'A fixed force against an army list: a Space Marine company of eight set detachments against an Ork army picked from its list to 2,000 points. Hold two of the three objectives across the middle for a full turn; after six turns it is a draw.':
    'Feste Streitmacht gegen Armeeorganisationsplan: eine Space Marine Kompanie aus acht festgelegten Verbänden gegen eine Ork Armee, die bis 2.000 Punkte aus ihrem Armeeorganisationsplan gewählt wird. Halte zwei der drei Zielmarker in der Tischmitte eine volle Runde lang; nach sechs Runden endet das Spiel unentschieden.',
  // 5.3.9 The Bridges over the Sulphur River.
  'The Bridges over the Sulphur River': 'Die Brücken über den Schwefel-Fluss',
  'A battle on a map of its own: the Crimson Fists hold the west bank of the Sulphur River on Rynn’s World against Snagrod’s Orks. Vehicles cross only by the Iron Bridge or the Pilgrims’ Bridge; hold both bridges for a full turn to win, a draw after six turns.':
    'Eine Schlacht auf eigener Karte: Die Crimson Fists halten das Westufer des Schwefel-Flusses auf Rynn’s Welt gegen Snagrods Orks. Fahrzeuge kommen nur über die Eiserne Brücke oder die Pilgerbrücke hinüber; wer beide Brücken eine volle Runde lang hält, gewinnt, nach sechs Runden endet das Spiel unentschieden.',
  'Sulphur River': 'Schwefel-Fluss',
  'Iron Bridge': 'Eiserne Brücke',
  'Pilgrims’ Bridge': 'Pilgerbrücke',
  'The Tollhouse': 'Das Zollhaus',
  'Cinder Hill': 'Aschehügel',
  'Brimstone Woods': 'Schwefelwald',
  'Sulphur Marsh': 'Schwefelsumpf',
  'Chapel of the Fists': 'Kapelle der Fäuste',
  'the Iron Bridge': 'die Eiserne Brücke',
  'the Pilgrims’ Bridge': 'die Pilgerbrücke',
  'the west bank, within 40cm of the west table edge':
    'das Westufer, innerhalb von 40 cm der westlichen Tischkante',
  'the east bank, within 40cm of the east table edge':
    'das Ostufer, innerhalb von 40 cm der östlichen Tischkante',
  // The areas of the other scenarios' maps, now worded too (play/words.ts `zoneName`).
  'the Space Marine table edge (south)': 'die Tischkante der Space Marines (Süden)',
  'the Gargant’s place by the north edge': 'der Platz des Garganten an der Nordkante',
  'in or touching the ruined buildings by the “Y” junction':
    'in oder an den Ruinen bei der Y-Kreuzung',
  'on the Space Marine table edge, to enter play on turn 1':
    'an der Tischkante der Space Marines, um in Runde 1 ins Spiel zu kommen',
  'at least 15cm from every table edge': 'mindestens 15 cm von jeder Tischkante entfernt',
  'in the ruined buildings or near the “Y” junction (within 10cm of it)':
    'in den Ruinen oder nahe der Y-Kreuzung (innerhalb von 10 cm)',
  'anywhere but along the Ork table edge': 'überall außer an der Tischkante der Orks',
  'the Ork table edge (north): the Fighta-Bombers fly in from here':
    'die Tischkante der Orks (Norden): Die Jagdbomma fliegen von hier ein',
  'anywhere but along the Imperial table edge': 'überall außer an der imperialen Tischkante',
  'the Imperial table edge (south): the Thunderhawk and Thunderbolts fly in from here':
    'die imperiale Tischkante (Süden): Thunderhawk und Thunderbolts fliegen von hier ein',
  'the Ork deployment area along the west edge':
    'der Aufstellungsbereich der Orks an der Westkante',
  'the central deployment area': 'der zentrale Aufstellungsbereich',
  'in the Ork deployment area along the west edge':
    'im Aufstellungsbereich der Orks an der Westkante',
  'in the Ork deployment area along the east edge':
    'im Aufstellungsbereich der Orks an der Ostkante',
  'the road: the convoy comes on at one end of it in the first turn':
    'die Straße: Der Konvoi kommt in der ersten Runde an einem ihrer Enden ins Spiel',
  'anywhere at least 30cm from the road (the Scouts may come within 15cm of it)':
    'überall mindestens 30 cm von der Straße entfernt (die Scouts dürfen bis auf 15 cm heran)',
  // 5.3.3 the per-side goals in the turn panel (play/opposedGoalsOutlook.ts).
  achieved: 'erreicht',
  'no longer possible': 'nicht mehr möglich',
  'not yet': 'noch nicht',
  '{{count}} of {{objectives}}': '{{count}} von {{objectives}}',
  'hold {{what}} at the end of turn {{last}}': '{{what}} am Ende von Runde {{last}} halten',
  'hold {{what}} at the end of a turn': '{{what}} am Ende einer Runde halten',
  'hold {{what}} at {{count}} end phases in a row':
    '{{what}} in {{count}} Endphasen nacheinander halten',
  'bring {{what}} to half strength or less': '{{what}} auf halbe Sollstärke oder weniger bringen',
  'destroy every unit of {{what}}': 'jede Einheit von {{what}} vernichten',
  'keep {{what}} on the table': '{{what}} auf dem Tisch halten',
  '{{who}} must {{goal}}: {{status}}.': '{{who}} muss {{goal}}: {{status}}.',
  'One side achieving its goal wins; both, a draw; neither after turn {{last}}, a draw.':
    'Erreicht eine Seite ihr Ziel, gewinnt sie; erreichen beide ihres, ist es ein Unentschieden; erreicht bis nach Runde {{last}} keine ihres, ebenso.',
  'One side achieving its goal wins; both, a draw; neither after turn {{last}}: {{who}} wins.':
    'Erreicht eine Seite ihr Ziel, gewinnt sie; erreichen beide ihres, ist es ein Unentschieden; erreicht bis nach Runde {{last}} keine ihres, gewinnt {{who}}.',
  'Victory conditions (5.3.3, German edition)': 'Siegbedingungen (5.3.3, deutsche Ausgabe)',
  'both sides achieved their goals': 'beide Seiten haben ihr Ziel erreicht',
  'neither side achieved its goal': 'keine Seite hat ihr Ziel erreicht',
  '{{player}} achieved its goal': '{{player}} hat sein Ziel erreicht',
  // 5.3.4, 5.3.6 the forces on the start screen (screens/ScenarioForces.tsx).
  Forces: 'Streitmächte',
  skimmers: 'Antigrav Einheiten',
  'aircraft units': 'Flugzeuge',
  'spacecraft units': 'Raumschiffe',
  'war engine units': 'Kriegsmaschinen',
  'a fixed force of 1 formation': 'eine feste Streitmacht aus 1 Verband',
  'a fixed force of {{count}} formations': 'eine feste Streitmacht aus {{count}} Verbänden',
  'its army list': 'ihr Armeeorganisationsplan',
  '{{list}} to {{points}} points, drawn at random, without {{out}}':
    '{{list}} bis {{points}} Punkte, zufällig gezogen, ohne {{out}}',
  '{{list}} to {{points}} points, drawn at random':
    '{{list}} bis {{points}} Punkte, zufällig gezogen',
  '{{force}}: {{what}}': '{{force}}: {{what}}',
  // Seed 001 5.3.15 as the text has it: five players (the two-player reading is in de.ts).
  'Five players in two teams (simultaneous team play): three Imperial commands, one per table, and two Ork commands coming on at the edges of tables 2 and 3. The Orks must destroy the storage tanks, the pump station and the control centre within 12 turns; the Imperials of tables 2 and 3 may not leave their tables; blizzards strike at random.':
    'Fünf Spieler in zwei Teams (simultanes Teamspiel): drei imperiale Kommandos, eines je Tisch, und zwei Ork Kommandos, die an den Kanten der Tische 2 und 3 ins Spiel kommen. Die Orks müssen die Wasserspeichertanks, die Pumpstation und das Kontrollzentrum innerhalb von 12 Runden zerstören; die Imperialen der Tische 2 und 3 dürfen ihre Tische nicht verlassen; Schneestürme toben nach Zufall.',
  'table 1, with the plant': 'Tisch 1, mit der Anlage',
  'table 2, not within 45cm of its Ork edge': 'Tisch 2, nicht näher als 45 cm an seiner Ork Kante',
  'table 3, not within 45cm of its Ork edge': 'Tisch 3, nicht näher als 45 cm an seiner Ork Kante',
  'the north edge of table 2': 'die Nordkante von Tisch 2',
  'the north edge of table 3': 'die Nordkante von Tisch 3',
  'The Defence of Water Purification Plant 10927 (two players)':
    'Die Verteidigung der Wasser-Aufbereitungs-Anlage 10927 (zwei Spieler)',
};
