import { SCENARIOS_DE } from './scenariosDe';

/**
 * German words of the renderer, keyed by the English sentence. Rule terms as the German
 * edition's glossary gives them (6.1 Übersetzungen): Verband (formation), Beschussmarke (Blast
 * marker), Runde (turn), Kontrollzone, Aufgerieben (broken), Aktionstest, Sammeln (regroup),
 * Neuformierung (rally), Sperrfeuer, Zielmarker, Feuergefecht, Nahkampf, Gegenangriff,
 * Feuerunterstützung, Rückzug, Konsolidierung, Teleportieren, Erstschlag, Scharfschütze.
 */
export const DE: Readonly<Record<string, string>> = {
  ...SCENARIOS_DE,
  'Opening the army builder…': 'Der Armeeplaner wird geöffnet …',
  'Setting up the battle…': 'Die Schlacht wird aufgebaut …',
  Back: 'Zurück',
  '{{player}} holds it': '{{player}} hält ihn',
  contested: 'umkämpft',
  'nobody holds it': 'niemand hält ihn',
  advanced: 'vorgerückt',
  engaged: 'Offensive',
  doubled: 'Eilschritt',
  marched: 'marschiert',
  marshalled: 'geordnet',
  'on overwatch': 'in Feuerbereitschaft',
  'sustained fire': 'Dauerfeuer',
  held: 'gehalten',
  broken: 'aufgerieben',
  acting: 'handelt',
  '1 Blast marker': '1 Beschussmarke',
  '{{count}} Blast markers': '{{count}} Beschussmarken',
  Unit: 'Einheit',
  unit: 'Einheit',
  'Carrying {{units}}': 'Transportiert {{units}}',
  'Dice log': 'Würfelprotokoll',
  'Dice and events': 'Würfel und Ereignisse',
  'rolled {{faces}}': 'gewürfelt {{faces}}',
  'needing {{score}}': 'benötigt {{score}}',
  '(base contact)': '(Basenkontakt)',
  'small arms': 'Handfeuerwaffen',
  'assault weapons': 'Nahkampfwaffen',
  and: 'und',
  or: 'oder',
  '{{type}} · speed {{speed}} · armour {{armour}} · CC {{cc}} · FF {{ff}}':
    '{{type}} · Geschw. {{speed}} · Rüstung {{armour}} · NK {{cc}} · FF {{ff}}',
  'Not enforced by the program yet.': 'Vom Programm noch nicht umgesetzt.',
  '{{count}} {{type}} hit ({{stage}})': '{{count}} {{type}}-Treffer ({{stage}})',
  '{{count}} {{type}} hits ({{stage}})': '{{count}} {{type}}-Treffer ({{stage}})',
  macro: 'Makro',
  normal: 'normal',
  '{{count}} hit from {{source}}': '{{count}} Treffer aus {{source}}',
  '{{count}} hits from {{source}}': '{{count}} Treffer aus {{source}}',
  'supporting fire': 'der Feuerunterstützung',
  'the assault': 'dem Angriff',
  '{{group}}, hit {{n}}': '{{group}}, Treffer {{n}}',
  'Allocate as chosen': 'Wie gewählt verteilen',
  Formations: 'Verbände',
  '(yours)': '(deiner)',
  '(enemy)': '(Feind)',
  done: 'fertig',
  'Initiative {{score}}+ · Blast markers {{count}}':
    'Initiative {{score}}+ · Beschussmarken {{count}}',
  BROKEN: 'AUFGERIEBEN',
  'action: {{action}}': 'Aktion: {{action}}',
  'has acted': 'hat gehandelt',
  'not yet activated': 'noch nicht aktiviert',
  '({{count}} destroyed)': '({{count}} vernichtet)',
  'Units aboard may get out, each placed within 5cm (1.7.5):':
    'Einheiten an Bord dürfen aussteigen, jede innerhalb von 5 cm platziert (1.7.5):',
  'Unload {{transport}} ({{count}} aboard)': '{{transport}} entladen ({{count}} an Bord)',
  'Click the table within 5cm of {{transport}} to place {{unit}}, facing {{degrees}}° (Q/E turn it).':
    'Klicke innerhalb von 5 cm um {{transport}} auf den Tisch, um {{unit}} zu platzieren, Ausrichtung {{degrees}}° (Q/E drehen).',
  'Every unit aboard has its place.': 'Jede Einheit an Bord hat ihren Platz.',
  '{{count}} placed; Backspace takes the last back.':
    '{{count}} platziert; Rücktaste nimmt die letzte zurück.',
  'Get out (1 unit)': 'Aussteigen (1 Einheit)',
  'Get out ({{count}} units)': 'Aussteigen ({{count}} Einheiten)',
  'Remove last': 'Letzte entfernen',
  Cancel: 'Abbrechen',
  'Fire indirectly (sustained fire only, 2.2.10)': 'Indirekt feuern (nur mit Dauerfeuer, 2.2.10)',
  "Click the table where the first template's centre goes.":
    'Klicke auf den Tisch, wo die Mitte der ersten Schablone liegen soll.',
  'Fire the barrage': 'Sperrfeuer abgeben',
  'Remove last template': 'Letzte Schablone entfernen',
  'Clear templates': 'Schablonen entfernen',
  'The battle is over': 'Die Schlacht ist vorbei',
  'The computer is thinking': 'Der Computer überlegt',
  'It decides: {{what}}': 'Er entscheidet: {{what}}',
  'Not possible now ({{count}}): why': 'Jetzt nicht möglich ({{count}}): warum',
  'Your decision: {{what}}': 'Deine Entscheidung: {{what}}',
  'Suggest a legal command': 'Einen erlaubten Befehl vorschlagen',
  'Play it': 'Ausführen',
  'Deploy {{zone}}': 'Aufstellen: {{zone}}',
  'Click the table to set up an objective, at least {{spacing}}cm from any other (1.15.5).':
    'Klicke auf den Tisch, um einen Zielmarker aufzustellen, mindestens {{spacing}} cm von jedem anderen entfernt (1.15.5).',
  'Click inside your deployment zone to set up {{unit}} of {{formation}} ({{count}} to go).':
    'Klicke in deine Aufstellungszone, um {{unit}} von {{formation}} aufzustellen (noch {{count}}).',
  'a unit': 'eine Einheit',
  'Every unit is on the table: finish deployment.':
    'Jede Einheit steht auf dem Tisch: beende die Aufstellung.',
  'Or start it aboard a transport of its formation (1.7.5):':
    'Oder beginne an Bord eines Transporters ihres Verbands (1.7.5):',
  'Or start it aboard a transport of its formation (1.7.5) or a transport aircraft (4.2.5):':
    'Oder beginne an Bord eines Transporters ihres Verbands (1.7.5) oder eines Transportflugzeugs (4.2.5):',
  'Start {{unit}} aboard {{aircraft}}, off the table (4.2.5)':
    '{{unit}} beginnt an Bord von {{aircraft}}, außerhalb des Tisches (4.2.5)',
  'Set up the rest for me (legal positions chosen by the computer)':
    'Den Rest für mich aufstellen (erlaubte Positionen wählt der Computer)',
  'Go first': 'Als Erster handeln',
  'Go second': 'Als Zweiter handeln',
  'Select one of your formations to declare its action.':
    'Wähle einen deiner Verbände, um seine Aktion anzusagen.',
  '{{formation}} cannot act now: {{why}}.': '{{formation}} kann jetzt nicht handeln: {{why}}.',
  'These may:': 'Diese dürfen:',
  'Declare the action of {{formation}} (1.6.1):': 'Sage die Aktion von {{formation}} an (1.6.1):',
  '(declared {{action}}, test failed)': '({{action}} angesagt, Test misslungen)',
  'moves {{taken}}/{{allowed}}': 'Bewegungen {{taken}}/{{allowed}}',
  // Seed 001 5.3.11.3: a partner of a combined fire making its moves.
  '{{formation}} moves': '{{formation}} bewegt sich',
  'has shot': 'hat geschossen',
  Fire: 'Feuer',
  'the best value of each weapon': 'der beste Wert jeder Waffe',
  'AP where a weapon has it': 'AP, wo eine Waffe es hat',
  'AT where a weapon has it': 'AT, wo eine Waffe es hat',
  'Cover (1.9.5)': 'Deckung (1.9.5)',
  'shoot at all, -1 for cover': 'auf alle schießen, -1 für Deckung',
  'only units in the open': 'nur Einheiten im offenen Gelände',
  'Place a barrage template: click the table where its centre goes, then once more for each extra template the barrage gives (1.9.8)':
    'Sperrfeuerschablone legen: klicke auf den Tisch, wo ihre Mitte liegt, dann noch einmal für jede zusätzliche Schablone des Sperrfeuers (1.9.8)',
  '{{attacker}} hit {{target}}: {{hits}} ({{stage}} hits, 1.9.6)':
    '{{attacker}} trifft {{target}}: {{hits}} ({{stage}}-Treffer, 1.9.6)',
  '{{formation}} has moved: your formations on overwatch may shoot at it (1.10).':
    '{{formation}} hat sich bewegt: deine Verbände in Feuerbereitschaft dürfen auf ihn schießen (1.10).',
  '{{shooters}}/{{units}} units in range and line of fire · about {{hits}} hits expected':
    '{{shooters}}/{{units}} Einheiten mit Reichweite und Sichtlinie · etwa {{hits}} Treffer erwartet',
  'No formation can lend support.': 'Kein Verband kann Feuerunterstützung geben.',
  '{{formation}} supports': '{{formation}} unterstützt',
  '{{unit}}: close combat dice': '{{unit}}: Nahkampfwürfel',
  'of {{dice}}, {{ff}} firefight (3.3.2)': 'von {{dice}}, {{ff}} im Feuergefecht (3.3.2)',
  'Complete the charge with this split of dice': 'Angriff mit dieser Aufteilung der Würfel beenden',
  'Counter charges complete, with this split of dice':
    'Gegenangriffe beendet, mit dieser Aufteilung der Würfel',
  'Call on the chosen support': 'Gewählte Feuerunterstützung anfordern',
  then: 'dann',
  none: 'keine',
  '1 success': '1 Erfolg',
  '{{count}} successes': '{{count}} Erfolge',
  '{{player}} sets up {{formation}}: {{count}} of 1 unit':
    '{{player}} stellt {{formation}} auf: {{count}} von 1 Einheit',
  '{{player}} sets up {{formation}}: {{count}} of {{of}} units':
    '{{player}} stellt {{formation}} auf: {{count}} von {{of}} Einheiten',
  "Drag a unit (marked with a yellow dot) to plan its move; the path, its length and the engine's verdict follow the pointer.":
    'Ziehe eine Einheit (mit gelbem Punkt markiert), um ihre Bewegung zu planen; Weg, Länge und das Urteil der Regeln folgen dem Zeiger.',
  'Move the whole formation with the dragged unit':
    'Den ganzen Verband mit der gezogenen Einheit bewegen',
  'Remove last waypoint': 'Letzten Wegpunkt entfernen',
  'Face along the path': 'Entlang des Wegs ausrichten',
  'facing along the last leg': 'ausgerichtet entlang des letzten Abschnitts',
  'facing {{degrees}}°': 'Ausrichtung {{degrees}}°',
  'Pick up units of its formation that it reaches (1.7.5)':
    'Erreichte Einheiten des eigenen Verbands aufnehmen (1.7.5)',
  'Confirm move': 'Bewegung bestätigen',
  'Take back': 'Zurücknehmen',
  'roll off': 'Wurf um die Tischkante',
  'choose zone': 'Aufstellungszone wählen',
  'place objective': 'Zielmarker aufstellen',
  deploy: 'Aufstellung',
  'strategy roll': 'Strategiewurf',
  'choose first': 'wer beginnt',
  activate: 'Verband aktivieren',
  'retain or hand over': 'Initiative behalten oder abgeben',
  'carry out action': 'Aktion ausführen',
  'allocate hits': 'Treffer verteilen',
  'overwatch fire': 'Feuer aus Feuerbereitschaft',
  assault: 'Angriff',
  withdraw: 'Rückzug',
  rally: 'Neuformierung',
  target: 'Ziel',
  charge: 'Angriffsbewegung',
  disembark: 'Aussteigen',
  'counter charge': 'Gegenangriff',
  'allocate defender hits': 'Treffer des Verteidigers verteilen',
  'allocate attacker hits': 'Treffer des Angreifers verteilen',
  support: 'Feuerunterstützung',
  consolidate: 'Konsolidierung',
  'set-up phase': 'Aufbauphase',
  'strategy phase': 'Strategiephase',
  'action phase': 'Aktionsphase',
  'end phase': 'Endphase',
  'game over': 'Spielende',
  '1 objective': '1 Zielmarker',
  '{{count}} objectives': '{{count}} Zielmarker',
  '{{who}} holds {{objectives}}: wins if it still does at the end of turn {{turn}}.':
    '{{who}} hält {{objectives}}: gewinnt, wenn das am Ende von Runde {{turn}} noch so ist.',
  '{{who}} is alone within {{range}}cm of {{objectives}}: wins at the end of turn {{turn}} if it captures and keeps {{needed}}.':
    '{{who}} ist allein innerhalb von {{range}} cm um {{objectives}}: gewinnt am Ende von Runde {{turn}}, wenn er {{needed}} einnimmt und hält.',
  it: 'ihn',
  '{{defender}} wins if any is left after turn {{last}}.':
    '{{defender}} gewinnt, wenn nach Runde {{last}} noch eines übrig ist.',
  'To win: hold {{objectives}} for {{turns}} (the game ends after turn {{last}}).':
    'Zum Sieg: {{objectives}} für {{turns}} halten (das Spiel endet nach Runde {{last}}).',
  '1 full turn': '1 volle Runde',
  '{{count}} full turns': '{{count}} volle Runden',
  '(you)': '(du)',
  '(computer)': '(Computer)',
  'Setting up the battle (1.15)': 'Aufbau der Schlacht (1.15)',
  'Setting up the battle (6.1)': 'Aufbau der Schlacht (6.1)',
  'Turn {{turn}}': 'Runde {{turn}}',
  '{{player}} acts': '{{player}} handelt',
  'The battle is over.': 'Die Schlacht ist vorbei.',
  'Waiting for {{who}}:': 'Wartet auf {{who}}:',
  'Victory conditions': 'Siegbedingungen',
  'W (or Shift+click the table) fixes a waypoint and starts a new leg · Backspace removes the last waypoint · Q/E or Shift+wheel turns the final facing, R faces along the path · Enter confirms, Esc takes back.':
    'W (oder Umschalt+Klick auf den Tisch) setzt einen Wegpunkt und beginnt einen neuen Abschnitt · Rücktaste entfernt den letzten Wegpunkt · Q/E oder Umschalt+Mausrad dreht die Endausrichtung, R richtet entlang des Wegs aus · Eingabe bestätigt, Esc nimmt zurück.',
  Advance: 'Vorrücken',
  Engage: 'Offensive',
  Double: 'Eilschritt',
  March: 'Marsch',
  Marshal: 'Ordnen',
  Overwatch: 'Feuerbereitschaft',
  'Sustained Fire': 'Dauerfeuer',
  Hold: 'Halten',
  'Roll off for the table edge': 'Um die Tischkante würfeln',
  'Finish deployment': 'Aufstellung beenden',
  'Make the strategy roll': 'Strategiewurf machen',
  'Roll off: who chooses the order of start-of-turn abilities (1.4.2)':
    'Würfeln, wer die Reihenfolge der Fähigkeiten zu Beginn der Runde wählt (1.4.2)',
  'Use no more start-of-turn abilities this turn (keep the rest off the table)':
    'In dieser Runde keine weiteren Fähigkeiten zu Beginn der Runde einsetzen (der Rest bleibt außerhalb des Tisches)',
  'Hand the initiative over': 'Initiative abgeben',
  'All remaining formations stay on overwatch':
    'Alle übrigen Verbände bleiben in Feuerbereitschaft',
  'Objectives are captured and contested measuring from':
    'Zielmarker werden eingenommen und umkämpft, gemessen von',
  "the objective's centre point (6.1.4 FAQ)": 'dem Mittelpunkt des Zielmarkers (6.1.4 FAQ)',
  'the rim of a marker 4cm across': 'dem Rand eines Markers von 4 cm Durchmesser',
  'the rim of a marker 8cm across': 'dem Rand eines Markers von 8 cm Durchmesser',
  'Pass (all formations left are aircraft in reserve)':
    'Passen (alle übrigen Verbände sind Flugzeuge in Reserve)',
  'Regroup (remove Blast markers)': 'Sammeln (Beschussmarken entfernen)',
  'End the action': 'Aktion beenden',
  'Complete this move': 'Diese Bewegung abschließen',
  'End the withdrawal': 'Rückzug beenden',
  'Allocate hits front to back (default)': 'Treffer von vorn nach hinten verteilen (Standard)',
  'Do not fire on overwatch': 'Nicht aus Feuerbereitschaft feuern',
  'Complete the charge': 'Angriffsbewegung abschließen',
  'Stay aboard': 'An Bord bleiben',
  'Place them by hand': 'Von Hand platzieren',
  'Click the table to place {{unit}}: within 5cm of its drop pod or of a unit already out, and within 15cm of the pod.':
    'Klicke auf den Tisch, um {{unit}} zu platzieren: innerhalb von 5 cm der Landekapsel oder einer bereits ausgestiegenen Einheit und innerhalb von 15 cm der Kapsel.',
  'Click the table to place {{unit}}: within 5cm of its transport, not in an enemy zone of control.':
    'Klicke auf den Tisch, um {{unit}} zu platzieren: innerhalb von 5 cm des Transporters, nicht in einer feindlichen Kontrollzone.',
  'Get out here ({{count}} units)': 'Hier aussteigen ({{count}} Einheiten)',
  '{{formation}} has landed in drop pods with {{units}} aboard: they get out now.':
    '{{formation}} ist in Landekapseln mit {{units}} an Bord gelandet: sie steigen jetzt aus.',
  'Drop pods: everyone aboard must get out, each within 5cm of the pod or of a unit already out and within 15cm of the pod; then the pods are removed.':
    'Landekapseln: alle an Bord müssen aussteigen, jede Einheit innerhalb von 5 cm der Kapsel oder einer bereits ausgestiegenen Einheit und innerhalb von 15 cm der Kapsel; dann werden die Kapseln entfernt.',
  'Get out now': 'Jetzt aussteigen',
  '{{count}} units get out as {{formation}} lands (4.4)':
    '{{count}} Einheiten steigen bei der Landung von {{formation}} aus (4.4)',
  'the units aboard stay aboard as {{formation}} lands (4.4)':
    'die Einheiten an Bord bleiben bei der Landung von {{formation}} an Bord (4.4)',
  'There is no room for them to get out.': 'Zum Aussteigen ist kein Platz.',
  '{{formation}} has landed with {{units}} aboard: get them out now, or keep them aboard to disembark later.':
    '{{formation}} ist mit {{units}} an Bord gelandet: Lass sie jetzt aussteigen oder an Bord, um später auszusteigen.',
  'Units getting out are placed within 5cm of their transport, not in an enemy zone of control; enemy formations on overwatch may fire at them.':
    'Aussteigende Einheiten werden innerhalb von 5 cm um ihr Transportfahrzeug aufgestellt, nicht in einer feindlichen Kontrollzone; feindliche Verbände in Feuerbereitschaft dürfen auf sie schießen.',
  'Counter charges complete': 'Gegenangriffe abgeschlossen',
  'Allocate assault hits (default)': 'Treffer aus dem Angriff verteilen (Standard)',
  'Call on all supporting fire (default)': 'Alle Feuerunterstützung anfordern (Standard)',
  'End consolidation': 'Konsolidierung beenden',
  'Rally {{formation}}': '{{formation}} neu formieren',
  'Assault {{formation}}': '{{formation}} angreifen',
  '{{formation}} fires on overwatch': '{{formation}} feuert aus Feuerbereitschaft',
  'Pop up as it counter charges: it sees over terrain and can be seen (2.1.13)':
    'Beim Gegenangriff auftauchen: sieht über Gelände hinweg und kann gesehen werden (2.1.13)',
  'In a combined assault each of your formations fires at the assaulting formation closest to it (1.10).':
    'Bei einem gemeinsamen Angriff feuert jeder deiner Verbände auf den angreifenden Verband, der ihm am nächsten ist (1.10).',
  '{{formation}} fires on overwatch at {{target}}':
    '{{formation}} feuert aus Feuerbereitschaft auf {{target}}',
  'Shoot at {{formation}}': 'Auf {{formation}} schießen',
  'Barrage {{formation}} ({{count}} under the templates)':
    'Sperrfeuer auf {{formation}} ({{count}} unter den Schablonen)',
  'of {{allowance}}cm, {{left}}cm left': 'von {{allowance}} cm, {{left}} cm übrig',
  'leg {{n}}: {{length}}cm': 'Abschnitt {{n}}: {{length}} cm',
  '{{left}}cm left': '{{left}} cm übrig',
  'picks up {{units}}': 'nimmt {{units}} auf',
  '{{name}} {{n}} of {{formation}}': '{{name}} {{n}} von {{formation}}',
  '1 template': '1 Schablone',
  '{{count}} templates': '{{count}} Schablonen',
  '{{count}} of 1 template': '{{count}} von 1 Schablone',
  '{{count}} of {{of}} templates': '{{count}} von {{of}} Schablonen',
  '1 unit of {{target}} under them': '1 Einheit von {{target}} darunter',
  '{{count}} units of {{target}} under them': '{{count}} Einheiten von {{target}} darunter',
  '({{count}} can be caught)': '({{count}} sind möglich)',
  'ready to fire': 'feuerbereit',
  'a formation': 'ein Verband',
  '{{formation}} declares {{action}}': '{{formation}} sagt {{action}} an',
  '{{formation}} declares {{action}}, followed by {{followers}} (2.1.2)':
    '{{formation}} sagt {{action}} an, gefolgt von {{followers}} (2.1.2)',
  '{{action}}, followed by {{formations}} (2.1.2)':
    '{{action}}, gefolgt von {{formations}} (2.1.2)',
  '{{action}}, skimmers popping up': '{{action}}, Antigrav-Einheiten tauchen auf',
  '{{action}} through the portal {{portal}} (6.1.6)':
    '{{action}} durch das Portal {{portal}} (6.1.6)',
  'One unit is still in the portal: drag it out, or it is lost when the move ends (6.1.6).':
    'Eine Einheit steht noch im Portal: zieh sie heraus, sonst geht sie am Ende der Bewegung verloren (6.1.6).',
  '{{count}} units are still in the portal: drag them out, or they are lost when the move ends (6.1.6).':
    '{{count}} Einheiten stehen noch im Portal: zieh sie heraus, sonst gehen sie am Ende der Bewegung verloren (6.1.6).',
  'Activate: no portal to enter play through, the activation is lost (6.1.6)':
    'Aktivieren: kein Portal, um ins Spiel zu kommen, die Aktivierung verfällt (6.1.6)',
  'Choose a formation and click the table to set it up as a garrison, wholly in your half within 15cm of one of your objectives there (6.1.5).':
    'Wähle einen Verband und klicke auf den Tisch, um ihn als Garnison aufzustellen: ganz in deiner Tischhälfte, innerhalb von 15 cm um einen deiner Zielmarker dort (6.1.5).',
  'Choose a formation and click the table to set it up whole within 15cm of your table edge (6.1.6).':
    'Wähle einen Verband und klicke auf den Tisch, um ihn vollständig innerhalb von 15 cm von deiner Tischkante aufzustellen (6.1.6).',
  'Choose your table edge or corner; your opponent takes the opposite one (6.1.2).':
    'Wähle deine Tischkante oder Ecke; dein Gegner erhält die gegenüberliegende (6.1.2).',
  'Click the table to set up an objective: your first on your own table edge, the others in your opponent’s half, 30cm from the edges and from each other (6.1.4).':
    'Klicke auf den Tisch, um einen Zielmarker aufzustellen: den ersten an deiner eigenen Tischkante, die anderen in der Tischhälfte deines Gegners, 30 cm von den Kanten und voneinander entfernt (6.1.4).',
  'Declare {{count}} in reserve': '{{count}} in Reserve ansagen',
  Formation: 'Verband',
  'Keep formations in reserve to enter play later; each is declared with its means of entry (6.1.6 FAQ).':
    'Halte Verbände in Reserve, um sie später ins Spiel zu bringen; jeder wird mit der Art seines Eintreffens angesagt (6.1.6 FAQ).',
  'Keep no formation in reserve': 'Keinen Verband in Reserve halten',
  'None of your formations can be kept in reserve (6.1.6).':
    'Keiner deiner Verbände kann in Reserve gehalten werden (6.1.6).',
  'On overwatch ({{count}} of {{limit}} used, 6.1.5)':
    'In Feuerbereitschaft ({{count}} von {{limit}} genutzt, 6.1.5)',
  '{{formation}}, by teleport (2.1.17)': '{{formation}}, per Teleportieren (2.1.17)',
  '{{formation}}, aboard {{carrier}} (4.2.5)': '{{formation}}, an Bord von {{carrier}} (4.2.5)',
  '{{formation}}, by planetfall (4.4)': '{{formation}}, per planetarer Landung (4.4)',
  '{{formation}}, by tunnelling (2.1.23)': '{{formation}}, per Tunnel (2.1.23)',
  '{{formation}}, through a portal (6.1.6)': '{{formation}}, durch ein Portal (6.1.6)',
  '{{formation}}, set up on the table': '{{formation}}, auf dem Tisch aufgestellt',
  '{{formation}}: aircraft are kept in reserve and enter play when they act (4.2).':
    '{{formation}}: Flugzeuge bleiben in Reserve und kommen ins Spiel, wenn sie handeln (4.2).',
  garrisons: 'Garnisonen',
  objectives: 'Zielmarker',
  'order of start-of-turn abilities': 'Reihenfolge der Fähigkeiten zu Beginn der Runde',
  reserves: 'Reserven',
  'roll off for the start of the turn': 'Würfeln um den Beginn der Runde',
  'roll to carry on': 'Würfeln ums Weiterspielen',
  'start-of-turn abilities': 'Fähigkeiten zu Beginn der Runde',
  'table edge': 'Tischkante',
  'tournament set-up': 'Turnieraufbau',
  'passengers after planetfall': 'Passagiere nach der Planetenlandung',
  'the north edge': 'die Nordkante',
  'the north-east corner': 'die Nordostecke',
  'the north-west corner': 'die Nordwestecke',
  'the south edge': 'die Südkante',
  'the south-east corner': 'die Südostecke',
  'the south-west corner': 'die Südwestecke',
  'Player 1': 'Spieler 1',
  'Player 2': 'Spieler 2',
  Points: 'Punkte',
  Table: 'Tisch',
  Terrain: 'Gelände',
  'Tournament game (6.1)': 'Turnierspiel (6.1)',
  'Tournament games are played with 2,000 to 5,000 points (6.1.1); {{points}} is outside that.':
    'Turnierspiele werden mit 2.000 bis 5.000 Punkten gespielt (6.1.1); {{points}} liegt außerhalb.',
  'Two armies picked to an agreed points total fight for six objectives and five goals (6.1).':
    'Zwei Armeen zu einer vereinbarten Punktzahl kämpfen um sechs Zielmarker und fünf Siegziele (6.1).',
  'dense (three pieces per 60cm square)': 'dicht (drei Stücke je 60-cm-Quadrat)',
  'light (one piece per 60cm square)': 'licht (ein Stück je 60-cm-Quadrat)',
  'standard (two pieces per 60cm square, 6.1.2)': 'üblich (zwei Stücke je 60-cm-Quadrat, 6.1.2)',
  '{{length}} by {{width}}cm': '{{length}} × {{width}} cm',
  'the points': 'die Punkte',
  'A character has no base of its own: add it to a unit of its formation (2.1.1).':
    'Ein Charaktermodell hat keine eigene Base: Füge es einer Einheit seines Verbands hinzu (2.1.1).',
  Blitzkrieg: 'Blitzkrieg',
  'Break Their Spirit': 'Brecht Ihren Willen',
  'Defend The Flag': 'Verteidigt Die Flagge',
  'Take And Hold': 'Sichern Und Halten',
  'They Shall Not Pass': 'Sie Können Nicht Vorbei',
  'Goals are first checked at the end of turn {{turn}}: {{count}} and more than the opponent win.':
    'Die Siegbedingungen werden zuerst am Ende von Runde {{turn}} geprüft: {{count}} und mehr als der Gegner gewinnen.',
  'If the turn ended now, nobody would win yet.': 'Endete die Runde jetzt, gewänne noch niemand.',
  'If the turn ended now, nobody would win: the dice decide whether to play on.':
    'Endete die Runde jetzt, gewänne niemand: Die Würfel entscheiden, ob weitergespielt wird.',
  'If the turn ended now, {{who}} would win.': 'Endete die Runde jetzt, gewänne {{who}}.',
  'Tiebreak victory points now: {{a}} to {{b}}.':
    'Siegpunkte für den Gleichstand jetzt: {{a}} zu {{b}}.',
  'no goal': 'keine Siegbedingung',
  '{{who}} now achieves {{goals}}': '{{who}} erfüllt jetzt: {{goals}}',
  'At the end of turns 3 and 4 a player who has achieved two goals and more goals than the opponent wins; after turn 4 the dice may carry the game on, and the tiebreak is decided on victory points.':
    'Am Ende der Runden 3 und 4 gewinnt, wer zwei Siegbedingungen und mehr als der Gegner erfüllt hat; nach Runde 4 können die Würfel das Spiel verlängern, und der Gleichstand wird nach Siegpunkten entschieden.',
  'Victory conditions (6.1.7)': 'Siegbedingungen (6.1.7)',
  '{{who}} achieved {{goals}} at the last check':
    '{{who}} erfüllte bei der letzten Prüfung: {{goals}}',
  'Complete the move, losing {{units}} (default, 1.7.4)':
    'Bewegung abschließen, {{units}} gehen verloren (Vorgabe, 1.7.4)',
  'Some units are out of formation: ending the move destroys them. Choose which group stays (1.7.4).':
    'Einige Einheiten stehen außerhalb der Formation: Das Ende der Bewegung vernichtet sie. Wähle, welche Gruppe bleibt (1.7.4).',
  'Damage capacity {{left}} of {{capacity}} left (3.2.2)':
    'Schadenskapazität: {{left}} von {{capacity}} übrig (3.2.2)',
  'Void shields up: {{count}}': 'Aktive Deflektorschilde: {{count}}',
  'Power fields: rolled when first hit (5.5.4)':
    'Schpezialkraftfelder: beim ersten Treffer erwürfelt (5.5.4)',
  'Power fields up: {{count}} (5.5.4)': 'Aktive Schpezialkraftfelder: {{count}} (5.5.4)',
  'Fires burning: {{count}} (3.2.3)': 'Brände: {{count}} (3.2.3)',
  'Add {{character}} to {{unit}}': '{{character}} zu {{unit}} hinzufügen',
  'Mount up in {{transport}} (3.1.3)': 'In {{transport}} einsteigen (3.1.3)',
  'Aircraft and spacecraft of a list are left out until the program plays them (4.0).':
    'Flugzeuge und Raumschiffe einer Liste bleiben außen vor, bis das Programm sie spielt (4.0).',
  'Army of player 1': 'Armee von Spieler 1',
  'Army of player 2': 'Armee von Spieler 2',
  'an army list drawn at random': 'eine zufällig gezogene Armeeliste',
  'your roster {{name}} ({{points}} points)': 'deine Armee {{name}} ({{points}} Punkte)',
  '{{list}}, built to the points at random': '{{list}}, zufällig bis zu den Punkten aufgestellt',
  'Korps Grinda Returns!': 'Die Rückkehr des Korps Grinda!',
  'Gogard’s Last Stand': 'Gogards letztes Gefecht',
  'The German edition’s Korps Grinda Returns!: Leich’n Mühla II, an Ork Great Gargant, against three Space Marine formations; one of them may also stand near the “Y” junction.':
    'Die Rückkehr von Leich’n Mühla aus der deutschen Ausgabe: Leich’n Mühla II, ein Großer Gargant der Orks, gegen drei Verbände der Space Marines; einer von ihnen darf auch nahe der Y-Kreuzung stehen.',
  'Death From The Skies!': 'Tod von oben!',
  // Seed 001 5.3.15: the water purification plant.
  "Click table 1 to set up the control centre's entrance; the storage tanks and the pump station then go within 15cm of it.":
    'Klicke auf Tisch 1, um den Eingang des Kontrollzentrums aufzustellen; die Wasserspeichertanks und die Pumpstation kommen dann innerhalb von 15 cm davon.',
  'Set it up in the middle of table 1': 'In der Mitte von Tisch 1 aufstellen',
  'Roll for the blizzard (D6)': 'Für den Schneesturm würfeln (W6)',
  'Choose the table the blizzard strikes:': 'Wähle den Tisch, auf dem der Schneesturm tobt:',
  'Table {{n}}': 'Tisch {{n}}',
  'Table {{n}}: blizzard': 'Tisch {{n}}: Schneesturm',
  'Storm the control centre with {{n}} units, attacking in close combat':
    'Das Kontrollzentrum mit {{n}} Einheiten stürmen, Angriff im Nahkampf',
  'Storm the control centre with {{n}} units, attacking with firefight':
    'Das Kontrollzentrum mit {{n}} Einheiten stürmen, Angriff im Feuergefecht',
  'Attack again from inside the control centre: {{n}} attacking in close combat':
    'Erneut aus dem Kontrollzentrum angreifen: {{n}} Angreifer im Nahkampf',
  'Attack again from inside the control centre: {{n}} attacking with firefight':
    'Erneut aus dem Kontrollzentrum angreifen: {{n}} Angreifer im Feuergefecht',
  'Storm the control centre: {{n}} going in, {{all}} attacking in close combat':
    'Das Kontrollzentrum stürmen: {{n}} neu hinein, insgesamt {{all}} Angreifer im Nahkampf',
  'Storm the control centre: {{n}} going in, {{all}} attacking with firefight':
    'Das Kontrollzentrum stürmen: {{n}} neu hinein, insgesamt {{all}} Angreifer im Feuergefecht',
  'Control centre entrance: {{hits}} of {{all}} hits on the technicians':
    'Eingang des Kontrollzentrums: {{hits}} von {{all}} Treffern gegen die Techniker',
  'The Orks win by destroying the plant by the end of turn {{last}}: {{tanks}} of 6 storage tanks standing, the pump station {{pump}}, {{hits}} of 6 hits on the technicians.':
    'Die Orks gewinnen, wenn sie die Anlage bis zum Ende von Runde {{last}} zerstören: {{tanks}} von 6 Wasserspeichertanks stehen, die Pumpstation ist {{pump}}, {{hits}} von 6 Treffern gegen die Techniker.',
  standing: 'unversehrt',
  'A blizzard rages on table {{tables}}: -1 to hit units there, -1 to their firefights, all terrain but roads dangerous.':
    'Ein Schneesturm tobt auf Tisch {{tables}}: -1 auf Trefferwürfe gegen Einheiten dort, -1 auf ihre Feuergefechte, alles Gelände außer Straßen ist gefährlich.',
  'No blizzard rages this turn.': 'In dieser Runde tobt kein Schneesturm.',
  destroyed: 'zerstört',
  Escalation: 'Eskalationsgefecht',
  'The Defence of Water Purification Plant 10927':
    'Die Verteidigung der Wasser-Aufbereitungs-Anlage 10927',
  'Three tables in the Dead Lands: the Orks come on at two table edges and must destroy the storage tanks, the pump station and the control centre of the plant within 12 turns; blizzards strike at random.':
    'Drei Tische in den Toten Einöden: Die Orks kommen an zwei Tischkanten ins Spiel und müssen die Wasserspeichertanks, die Pumpstation und das Kontrollzentrum der Anlage innerhalb von 12 Runden zerstören; Schneestürme toben nach Zufall.',
  'any of the three tables, not within 45cm of the Ork table edges':
    'einer der drei Tische, nicht näher als 45 cm an den Tischkanten der Orks',
  'the north edges of tables 2 and 3': 'die Nordkanten der Tische 2 und 3',
  Breakthrough: 'Durchbruch',
  'These formations stand at a short table edge and may break out:':
    'Diese Verbände stehen an einer schmalen Tischkante und dürfen durchbrechen:',
  '{{formation}} leaves the table': '{{formation}} verlässt den Tisch',
  'A Minervan tank legion, surrounded by Orks at both short table edges, must break out: it wins if half or more of its formations leave the table along a short edge (those at half strength or less count half) within four turns.':
    'Eine minervanische Panzerlegion, von Orks an beiden schmalen Tischkanten umzingelt, muss ausbrechen: Sie gewinnt, wenn die Hälfte oder mehr ihrer Verbände den Tisch binnen vier Runden über eine schmale Kante verlassen (Verbände auf halber Sollstärke oder weniger zählen halb).',
  '{{formation}} leaves the table at the short edge':
    '{{formation}} verlässt den Tisch über die schmale Kante',
  'Formations arrive from your table edge now, one at a time:':
    'Verbände kommen jetzt über deine Tischkante ins Spiel, einer nach dem anderen:',
  'Bring {{formation}} on {{where}}': '{{formation}} {{where}} ins Spiel bringen',
  'at the left end of your edge': 'am linken Ende deiner Kante',
  'at the middle of your edge': 'in der Mitte deiner Kante',
  'at the right end of your edge': 'am rechten Ende deiner Kante',
  'the convoy comes on at the {{end}} end of the road: {{order}}':
    'der Konvoi betritt die Straße am Ende {{end}}: {{order}}',
  '{{formation}} marches on along the road ({{count}} units)':
    '{{formation}} marschiert auf der Straße ein ({{count}} Einheiten)',
  'The Ambush': 'Hinterhalt',
  'The Space Marines win after turn {{last}} if every Ork formation is at half strength or less (now {{orks}} of {{of}}), a Mekboy Gunzmob is wiped out (now {{mobs}}) and fewer than four of their own are at half strength (now {{marines}}); anything else is the Orks’ win.':
    'Die Space Marines gewinnen nach Runde {{last}}, wenn jeder Ork Verband auf halber Sollstärke oder weniger ist (jetzt {{orks}} von {{of}}), ein Mekwummen Mob vollständig vernichtet ist (jetzt {{mobs}}) und weniger als vier eigene Verbände auf halber Sollstärke sind (jetzt {{marines}}); jedes andere Ergebnis ist ein Sieg der Orks.',
  'Set up at least 30cm from the road.': 'Stelle mindestens 30 cm von der Straße entfernt auf.',
  '{{scouts}} may set up within 15cm of it, if you wish (not within their zone of control of it).':
    '{{scouts}} darf innerhalb von 15 cm von ihr aufstellen, wenn du möchtest (nicht innerhalb ihrer Kontrollzone).',
  'Your convoy comes on along the road in the first turn, in this order:':
    'Dein Konvoi kommt in der ersten Runde in dieser Reihenfolge über die Straße:',
  earlier: 'früher',
  later: 'später',
  'at the west end of the road': 'am westlichen Ende der Straße',
  'at the east end of the road': 'am östlichen Ende der Straße',
  'Set the convoy in this order': 'Konvoi in dieser Reihenfolge aufstellen',
  'The convoy marches on along the road, formation by formation:':
    'Der Konvoi marschiert Verband für Verband über die Straße ein:',
  '{{formation}} marches as far as it may': '{{formation}} marschiert so weit es geht',
  '{{formation}} stops {{cm}}cm short': '{{formation}} hält {{cm}} cm früher an',
  'Space Marines behind the Ork lines ambush a convoy of Morbad’s Kanonän on a road: the convoy marches on in the order the Orks choose, the Marines fire, and within three turns the Marines must bring every Ork formation to half strength, destroy a Mekboy Gunzmob and keep fewer than four of their own formations at half strength. (The text’s Cybots are fielded as the army list’s Tactical Dreadnoughts.)':
    'Space Marines hinter den Ork Linien überfallen einen Konvoi von Morbads Kanonän auf einer Straße: Der Konvoi marschiert in der von den Orks gewählten Reihenfolge ein, die Marines feuern, und binnen drei Runden müssen die Marines jeden Ork Verband auf halbe Sollstärke bringen, einen Mekwummen Mob vernichten und weniger als vier eigene Verbände auf halber Sollstärke haben. (Die Cybots des Textes werden als taktische Cybots des Armeeorganisationsplans aufgestellt.)',
  '{{formation}} comes on at its table edge ({{count}} units)':
    '{{formation}} kommt über seine Tischkante ins Spiel ({{count}} Einheiten)',
  'Two patrols clash: each side starts with one formation on the table and the rest arrive from its edge, the fastest first; victory points at the end of turn 5.':
    'Zwei Patrouillen stoßen zusammen: Jede Seite beginnt mit einem Verband auf dem Tisch, die übrigen kommen über ihre Tischkante, die schnellsten zuerst; Siegpunkte am Ende der fünften Runde.',
  'Thunderhawk Down': 'Thunderhawk Down!',
  'Terminators flown in by Thunderhawk must storm two traitor-held Command Bunkers in close combat and be flown out again, past six Ork Fighta-Bombers: both bunkers and an extraction win, the bunkers alone draw.':
    'Per Thunderhawk eingeflogene Terminatoren müssen zwei von Verrätern gehaltene Kommandobunker im Nahkampf stürmen und wieder ausgeflogen werden, vorbei an sechs Ork-Jagdbombern: beide Bunker und die Evakuierung sind ein Sieg, die Bunker allein ein Unentschieden.',
  'Eight Ork Fighta-Bombers against a bunker complex guarded by Hydras and three Thunderbolts: the Orks win by destroying both Command Bunkers and all three Basilisks within three turns.':
    'Acht Ork-Jagdbomma gegen einen Bunkerkomplex, bewacht von Hydras und drei Thunderbolts: Die Orks gewinnen, wenn sie innerhalb von drei Runden beide Kommandobunker und alle drei Basilisken zerstören.',
  'An Ork Great Gargant against three Space Marine formations: the Orks win by demolishing both command bunkers, the Space Marines by destroying the Gargant without losing one.':
    'Ein Großer Gargant der Orks gegen drei Verbände der Space Marines: Die Orks gewinnen, wenn sie beide Kommandobunker zerstören, die Space Marines, wenn sie den Gargant vernichten, ohne einen Bunker zu verlieren.',
  '{{attacker}} wins by destroying every {{targets}} in an assault and then flying a {{extract}} off the table aboard the {{carrier}}: {{done}} of {{all}} stormed.':
    '{{attacker}} gewinnt, wenn jeder {{targets}} in einem Angriff zerstört ist und danach ein {{extract}} an Bord des {{carrier}} vom Tisch fliegt: {{done}} von {{all}} gestürmt.',
  'A {{targets}} was destroyed outside an assault: {{defender}} wins.':
    'Ein {{targets}} wurde außerhalb eines Angriffs zerstört: {{defender}} gewinnt.',
  'Every {{targets}} has been stormed: a draw at least; a {{extract}} flown out aboard the {{carrier}} wins.':
    'Jeder {{targets}} ist gestürmt: mindestens ein Unentschieden; ein an Bord des {{carrier}} ausgeflogener {{extract}} bringt den Sieg.',
  '{{defender}} wins if any {{targets}} still stands after turn {{last}}.':
    '{{defender}} gewinnt, wenn nach Runde {{last}} noch ein {{targets}} steht.',
  '{{attacker}} wins by destroying every {{targets}}: {{done}} of {{all}} destroyed.':
    '{{attacker}} gewinnt, wenn jeder {{targets}} zerstört ist: {{done}} von {{all}} zerstört.',
  '{{defender}} wins by destroying the {{spearhead}} before any {{targets}} falls.':
    '{{defender}} gewinnt, wenn der {{spearhead}} vernichtet ist, bevor ein {{targets}} fällt.',
  'A {{targets}} has fallen: destroying the {{spearhead}} now only draws.':
    'Ein {{targets}} ist gefallen: Die Vernichtung des {{spearhead}} bringt jetzt nur ein Unentschieden.',
  'After turn {{last}} the game is a draw.': 'Nach Runde {{last}} endet das Spiel unentschieden.',
  'Victory conditions (3.4.1)': 'Siegbedingungen (3.4.1)',
  objective: 'Zielmarker',
  'war engine': 'Kriegsmaschine',
  'Complete the move, keeping {{kept}} and losing {{units}} instead (1.7.4)':
    'Bewegung abschließen, {{kept}} behalten und stattdessen {{units}} verlieren (1.7.4)',
  '{{count}} units': '{{count}} Einheiten',
  ' and ': ' und ',
  'Keep its facing: reverse or sidestep (1.7)':
    'Ausrichtung beibehalten: rückwärts oder seitwärts (1.7)',
  'add {{character}} to {{unit}}': '{{character}} schließt sich {{unit}} an',
  'the character': 'das Charaktermodell',
  'set up {{unit}}': '{{unit}} aufstellen',
  'set up an objective': 'einen Zielmarker aufstellen',
  'shoot at {{formation}}': 'auf {{formation}} schießen',
  'barrage {{formation}} with 1 template': 'Sperrfeuer auf {{formation}} mit 1 Schablone',
  'barrage {{formation}} with {{count}} templates':
    'Sperrfeuer auf {{formation}} mit {{count}} Schablonen',
  'assault {{formation}}': '{{formation}} angreifen',
  'rally {{formation}}': '{{formation}} neu formieren',
  '{{formation}} tunnels up ({{count}} of its units)':
    '{{formation}} taucht aus dem Tunnel auf ({{count}} seiner Einheiten)',
  'write down where and when {{formation}} surfaces':
    'notieren, wo und wann {{formation}} auftaucht',
  'write down where and when {{formation}} lands': 'notieren, wo und wann {{formation}} landet',
  'Formations with self planetfall may stay off the table and land later:':
    'Verbände mit planetarer Selbstlandung dürfen außerhalb des Tisches bleiben und später landen:',
  'Keep {{formation}} off the table to land by self planetfall':
    '{{formation}} außerhalb des Tisches halten, um per planetarer Selbstlandung zu landen',
  'Landing point ({{x}}, {{y}}), on turn {{turn}}; a click moves it.':
    'Landepunkt ({{x}}, {{y}}), in Runde {{turn}}; ein Klick versetzt ihn.',
  'Click the table where the formation will land; your opponent does not see it.':
    'Klicke auf den Tisch, wo der Verband landen wird; dein Gegner sieht es nicht.',
  'Turn of landing:': 'Runde der Landung:',
  'Write it down': 'Notieren',
  'Due to land now by self planetfall (an action test first):':
    'Landet jetzt per planetarer Selbstlandung (zuerst ein Aktionstest):',
  'Land {{formation}}': '{{formation}} landen',
  'Action:': 'Aktion:',
  'Click the table within 15cm of the landing point ({{x}}, {{y}}) to place {{unit}}; it scatters 2D6cm.':
    'Klicke auf den Tisch innerhalb von 15 cm um den Landepunkt ({{x}}, {{y}}), um {{unit}} zu platzieren; die Einheit weicht 2W6 cm ab.',
  'Land ({{count}} units)': 'Landen ({{count}} Einheiten)',
  '{{formation}} lands by self planetfall ({{action}})':
    '{{formation}} landet per planetarer Selbstlandung ({{action}})',
  'Who goes first with start-of-turn abilities is settled (1.4.2 FAQ)':
    'Wer Fähigkeiten zu Rundenbeginn zuerst einsetzt, wird entschieden (1.4.2 FAQ)',
  'once for all of them': 'einmal für alle',
  'again for each ability': 'für jede Fähigkeit neu',
  'A war engine with enemy units in base contact counter charges (3.3.1 FAQ)':
    'Eine Kriegsmaschine mit feindlichen Einheiten in Basenkontakt führt Gegenangriffe aus (3.3.1 FAQ)',
  'while fewer than its starting damage capacity touch it':
    'solange weniger als ihre anfängliche Schadenskapazität sie berühren',
  never: 'nie',
  'Stay on the ground (4.2.6)': 'Am Boden bleiben (4.2.6)',
  'A transport aircraft may land instead, its troops getting out (4.2.5):':
    'Ein Transportflugzeug darf stattdessen landen und seine Truppen aussteigen lassen (4.2.5):',
  Land: 'Landen',
  'Air assault {{formation}}': 'Luftlandeangriff auf {{formation}}',
  'No room for the troops to air assault {{formation}}.':
    'Kein Platz für die Truppen, um {{formation}} aus der Luft anzugreifen.',
  'An air assault may drop units into other formations\u2019 zones of control (4.2.5 FAQ)':
    'Ein Luftlandeangriff darf Einheiten in die Kontrollzonen anderer Verbände absetzen (4.2.5 FAQ)',
  allowed: 'erlaubt',
  'not allowed': 'nicht erlaubt',
  'Ignore-cover hits in an assault go (1.12.5 FAQ)':
    'Treffer, die Deckung ignorieren, gehen im Nahkampf (1.12.5 FAQ)',
  'to units that would have a cover save': 'an Einheiten, die einen Deckungswurf hätten',
  'as any other hit': 'wie jeder andere Treffer',
  '{{formation}} teleports in ({{count}} of its units)':
    '{{formation}} teleportiert sich ins Spiel ({{count}} seiner Einheiten)',
  'move {{unit}}': '{{unit}} bewegen',
  '{{count}} of its units get out of {{transport}}':
    '{{count}} Einheiten steigen aus {{transport}} aus',
  'formation: {{n}} of {{of}} others can follow': 'Verband: {{n}} von {{of}} anderen können folgen',
  '1 unit would be out of formation (1.7.4)': '1 Einheit wäre außer Formation (1.7.4)',
  '{{count}} units would be out of formation (1.7.4)':
    '{{count}} Einheiten wären außer Formation (1.7.4)',
  'A draw': 'Unentschieden',
  'Victory — {{player}} wins': 'Sieg — {{player}} gewinnt',
  'Defeat — {{player}} wins': 'Niederlage — {{player}} gewinnt',
  'Turn {{turn}}: {{reason}}': 'Runde {{turn}}: {{reason}}',
  'Victory conditions (1.14.2)': 'Siegbedingungen (1.14.2)',
  'Hold {{objectives}} (a unit within {{range}}cm in the end phase and no enemy unit there) for {{turns}}; after {{last}} turns without a winner the game is a draw.':
    'Halte {{objectives}} (eine Einheit innerhalb von {{range}} cm in der Endphase und keine feindliche Einheit dort) für {{turns}}; nach {{last}} Runden ohne Sieger endet das Spiel unentschieden.',
  'held by': 'gehalten von',
  'turn {{turn}}: {{who}}': 'Runde {{turn}}: {{who}}',
  nobody: 'niemand',
  'nobody yet': 'noch niemand',
  Casualties: 'Verluste',
  Side: 'Seite',
  'Units lost': 'Verlorene Einheiten',
  'Formations broken': 'Aufgeriebene Verbände',
  'Formations destroyed': 'Vernichtete Verbände',
  '{{n}} of {{of}}': '{{n}} von {{of}}',
  'Look at the table': 'Den Tisch ansehen',
  'Back to the start screen': 'Zurück zum Startbildschirm',
  'held {{objectives}} for {{turns}}': 'hielt {{objectives}} für {{turns}}',
  'no side won within {{turns}} turns': 'keine Seite hat innerhalb von {{turns}} Runden gewonnen',
  'Victory conditions (4.5.1)': 'Siegbedingungen (4.5.1)',
  'Victory conditions (4.5.2)': 'Siegbedingungen (4.5.2)',
  '{{player}} destroyed every bunker in close combat and flew the Terminators out':
    '{{player}} hat jeden Bunker im Nahkampf zerstört und die Terminatoren ausgeflogen',
  '{{player}} destroyed every bunker in close combat: a draw':
    '{{player}} hat jeden Bunker im Nahkampf zerstört: ein Unentschieden',
  '{{player}} kept {{kept}} of {{all}} bunkers from being stormed':
    '{{player}} hat {{kept}} von {{all}} Bunkern vor dem Sturm bewahrt',
  '{{player}} destroyed every target of the strike':
    '{{player}} hat jedes Ziel des Luftschlags zerstört',
  '{{player}} kept {{kept}} of {{all}} targets through {{turns}} turns':
    '{{player}} hat {{kept}} von {{all}} Zielen über {{turns}} Runden gehalten',
  'Pre-measuring allowed (1.9.2)': 'Vorab-Messen erlaubt (1.9.2)',
  'Transported units tied to particular transports (1.7.5 FAQ)':
    'Transportierte Einheiten an bestimmte Transporter gebunden (1.7.5 FAQ)',
  'Disembarking units placed within 5cm (1.7.5 FAQ)':
    'Aussteigende Einheiten innerhalb von 5 cm platziert (1.7.5 FAQ)',
  'A unit is in cover when its base is in terrain (1.8.2 FAQ)':
    'Eine Einheit ist in Deckung, wenn ihre Base im Gelände ist (1.8.2 FAQ)',
  'Infantry in cover behind one vehicle, at most (1.8.4 FAQ)':
    'Infanterie in Deckung hinter einem Fahrzeug, höchstens (1.8.4 FAQ)',
  'Units in cover in one fortification, at most (1.8.4 FAQ)':
    'Einheiten in Deckung in einer Befestigung, höchstens (1.8.4 FAQ)',
  'Speed 0cm units may use the road bonus (1.8.4 FAQ)':
    'Einheiten mit Geschwindigkeit 0 cm dürfen den Straßenbonus nutzen (1.8.4 FAQ)',
  'A charge must reach (1.12.10 FAQ)': 'Ein Angriff muss erreichen (1.12.10 FAQ)',
  partly: 'teilweise',
  wholly: 'vollständig',
  'any enemy formation it is intermingled with':
    'jeden feindlichen Verband, mit dem er vermischt ist',
  'the original target': 'das ursprüngliche Ziel',
  'Utility AI, easy': 'Nutzen-KI, leicht',
  'Utility AI, normal': 'Nutzen-KI, normal',
  'Utility AI, hard': 'Nutzen-KI, schwer',
  'Greedy (closest target, nearest objective)': 'Gierig (nächstes Ziel, nächster Zielmarker)',
  'Random legal moves': 'Zufällige erlaubte Züge',
  'The saves cannot be listed: {{problem}}':
    'Die Spielstände können nicht aufgelistet werden: {{problem}}',
  'The battle cannot start': 'Die Schlacht kann nicht beginnen',
  'That save cannot be loaded': 'Dieser Spielstand kann nicht geladen werden',
  'That save cannot be renamed: {{problem}}':
    'Dieser Spielstand kann nicht umbenannt werden: {{problem}}',
  'That save cannot be exported: {{problem}}':
    'Dieser Spielstand kann nicht exportiert werden: {{problem}}',
  '{{file}} cannot be imported: {{problem}}': '{{file}} kann nicht importiert werden: {{problem}}',
  'That save cannot be deleted: {{problem}}':
    'Dieser Spielstand kann nicht gelöscht werden: {{problem}}',
  'Epic Armageddon — NetEA Tournament Pack rules, solo against the computer':
    'Epic Armageddon — Regeln des NetEA Tournament Pack, allein gegen den Computer',
  Language: 'Sprache',
  'New game': 'Neues Spiel',
  Scenario: 'Szenario',
  'You play': 'Du spielst',
  '(player 1)': '(Spieler 1)',
  '(player 2)': '(Spieler 2)',
  Opponent: 'Gegner',
  'A second person at this machine (hot seat)': 'Eine zweite Person an diesem Rechner (Hot Seat)',
  'Both sides are played here, one person each: the machine is handed over between them, and neither sees what the other plans in secret.':
    'Beide Seiten werden hier gespielt, von je einer Person: Der Rechner wird zwischen ihnen übergeben, und keine sieht, was die andere im Geheimen plant.',
  'Pass the machine to {{player}}': 'Gib den Rechner an {{player}} weiter',
  '{{player}} decides next. {{other}}, look away: what {{player}} plans stays hidden from you, as yours stays hidden from {{player}}.':
    '{{player}} entscheidet als Nächstes. {{other}}, schau weg: Was {{player}} plant, bleibt dir verborgen, so wie deine Pläne {{player}} verborgen bleiben.',
  'I am {{player}}': 'Ich bin {{player}}',
  '(away from the machine)': '(nicht am Rechner)',
  'at the machine, against {{player}} (hot seat)': 'am Rechner, gegen {{player}} (Hot Seat)',
  '{{player}} wins': '{{player}} gewinnt',
  'Your roster on the table (6.1.1)': 'Deine Armeeliste auf dem Tisch (6.1.1)',
  'aircraft are left out until the program plays them (4.0)':
    'Flugzeuge bleiben weg, bis das Programm sie spielt (4.0)',
  'spacecraft are left out until the program plays them (4.0)':
    'Raumschiffe bleiben weg, bis das Programm sie spielt (4.0)',
  'structures are left out': 'Gebäude bleiben weg',
  'planetfall is left out until the program plays it (4.3)':
    'Planetenlandung bleibt weg, bis das Programm sie spielt (4.3)',
  'no datasheet the program can play': 'kein Datenblatt, das das Programm spielen kann',
  'the roster does not say which of the list’s choices; left out':
    'die Armeeliste sagt nicht, welche Wahl der Liste; bleibt weg',
  'an upgrade that changes nothing on the table yet':
    'eine Aufwertung, die auf dem Tisch noch nichts ändert',
  'its critical hit is not played yet; only its damage counts':
    'sein kritischer Treffer wird noch nicht gespielt; nur sein Schaden zählt',
  'fielded without carrying any units': 'aufgestellt, ohne Einheiten zu transportieren',
  'a rule shown but not played yet': 'eine Regel, die angezeigt, aber noch nicht gespielt wird',
  'none of its units can be fielded; the formation is left out':
    'keine seiner Einheiten kann aufgestellt werden; der Verband bleibt weg',
  Seed: 'Startwert',
  'Rules settings (the five minute warm-up, 6.1.3)':
    'Regeleinstellungen (die fünfminütige Absprache, 6.1.3)',
  'Start the battle': 'Schlacht beginnen',
  Continue: 'Fortsetzen',
  'Reading the saves…': 'Spielstände werden gelesen …',
  'Continue the latest game: {{scenario}}, turn {{turn}}':
    'Letztes Spiel fortsetzen: {{scenario}}, Runde {{turn}}',
  '(over)': '(beendet)',
  'No game to continue yet.': 'Noch kein Spiel zum Fortsetzen.',
  'Load a save': 'Spielstand laden',
  'No saves yet.': 'Noch keine Spielstände.',
  '{{scenario}}, turn {{turn}}': '{{scenario}}, Runde {{turn}}',
  '{{name}} cannot be read ({{problem}})': '{{name}} kann nicht gelesen werden ({{problem}})',
  'A save': 'Ein Spielstand',
  Rename: 'Umbenennen',
  Export: 'Exportieren',
  'New name': 'Neuer Name',
  'Delete “{{name}}” for good?': '„{{name}}“ endgültig löschen?',
  'this save': 'diesen Spielstand',
  Delete: 'Löschen',
  'Keep it': 'Behalten',
  'Import a save file…': 'Spielstand-Datei importieren …',
  Armies: 'Armeen',
  'Build a roster from the bundled NetEA army lists, or open a BattleScribe roster.':
    'Stelle eine Armee aus den mitgelieferten NetEA-Armeelisten zusammen oder öffne eine BattleScribe-Armeeliste.',
  'Army builder': 'Armeeplaner',
  'unknown time': 'unbekannte Zeit',
  'no limit': 'keine Grenze',
  'the limit': 'die Grenze',
  'from {{min}} to {{max}}': 'von {{min}} bis {{max}}',
  'Enter {{what}}: a whole number {{range}}.': 'Gib {{what}} ein: eine ganze Zahl {{range}}.',
  '{{what}} must be a whole number {{range}}, without other signs.':
    '{{what}} muss eine ganze Zahl {{range}} sein, ohne andere Zeichen.',
  '{{what}} must be {{range}}; {{typed}} is not.':
    '{{what}} muss {{range}} sein; {{typed}} ist es nicht.',
  'the seed': 'den Startwert',
  'Fold the decision panel away': 'Entscheidungsleiste einklappen',
  'Show the decision panel': 'Entscheidungsleiste zeigen',
  'against the computer': 'gegen den Computer',
  'AI pace': 'KI-Tempo',
  slow: 'langsam',
  skip: 'überspringen',
  'The longest weapon range around each unit of the selected formation':
    'Die größte Waffenreichweite um jede Einheit des gewählten Verbands',
  'Range rings': 'Reichweitenringe',
  'Drag on the table to measure instead of panning':
    'Auf dem Tisch ziehen misst, statt zu verschieben',
  Tape: 'Maßband',
  'AI reasoning': 'KI-Begründung',
  'Take back your last command: allowed until a die is rolled or the computer acts':
    'Deinen letzten Befehl zurücknehmen: möglich, bis ein Würfel fällt oder der Computer handelt',
  Undo: 'Rückgängig',
  'Turn {{turn}}, {{time}}': 'Runde {{turn}}, {{time}}',
  'Saved.': 'Gespeichert.',
  'Not saved.': 'Nicht gespeichert.',
  Save: 'Speichern',
  Menu: 'Menü',
  'Fold the dice log away': 'Würfelprotokoll einklappen',
  'Show the dice log': 'Würfelprotokoll zeigen',
  'Refused:': 'Abgelehnt:',
  'Ask the computer again': 'Den Computer erneut fragen',
  'The computer is deciding…': 'Der Computer entscheidet …',
  'The computer has not decided anything yet.': 'Der Computer hat noch nichts entschieden.',
  'open ground': 'offenes Gelände',
  hill: 'Hügel',
  buildings: 'Gebäude',
  cliffs: 'Klippen',
  fortifications: 'Befestigungen',
  jungle: 'Dschungel',
  marsh: 'Sumpf',
  river: 'Fluss',
  road: 'Straße',
  ruins: 'Ruinen',
  scrub: 'Gestrüpp',
  woods: 'Wald',
  'off the tables (impassable)': 'abseits der Tische (unpassierbar)',
  'out of formation': 'außer Formation',
  'Objective ({{where}})': 'Zielmarker ({{where}})',
  centre: 'Mitte',
  north: 'Nord',
  south: 'Süd',
  east: 'Ost',
  west: 'West',
  'within {{cm}}cm of the {{edge}} table edge': 'innerhalb von {{cm}} cm der {{edge}}-Tischkante',
  'Re-roll a failed test with a supreme commander ({{count}} left this turn)':
    'Misslungenen Test mit einem Oberbefehlshaber wiederholen (noch {{count}} in dieser Runde)',
  'Sniper hits go to': 'Treffer der Scharfschützen gehen an',
  'units with abilities, nearest first (default)':
    'Einheiten mit Fähigkeiten, die nächste zuerst (Standard)',
  'Fire only the weapons with': 'Nur die Waffen feuern lassen mit',
  '1.9.8 FAQ': '1.9.8 FAQ',
  'The rosters cannot be listed: {{problem}}':
    'Die Armeelisten können nicht aufgelistet werden: {{problem}}',
  'Opened "{{name}}".': '„{{name}}“ geöffnet.',
  'That roster cannot be opened: {{problem}}':
    'Diese Armeeliste kann nicht geöffnet werden: {{problem}}',
  'Saved "{{name}}".': '„{{name}}“ gespeichert.',
  'Saved "{{name}}", with {{count}} problem(s) left.':
    '„{{name}}“ gespeichert, mit noch {{count}} Problem(en).',
  'The roster was not saved: {{problem}}': 'Die Armeeliste wurde nicht gespeichert: {{problem}}',
  '"{{file}}" cannot be opened: {{problem}}': '„{{file}}“ kann nicht geöffnet werden: {{problem}}',
  'Save roster': 'Armeeliste speichern',
  'Open roster file…': 'Armeelisten-Datei öffnen …',
  'Export as text': 'Als Text exportieren',
  Print: 'Drucken',
  'Army list': 'Armeeorganisationsplan',
  'To change the list, start a new roster.':
    'Um die Liste zu wechseln, beginne eine neue Armeeliste.',
  'New roster': 'Neue Armeeliste',
  'Game size': 'Spielgröße',
  points: 'Punkte',
  'Points spent': 'Ausgegebene Punkte',
  'A legal army: every constraint of the list is kept.':
    'Eine gültige Armee: jede Vorgabe der Liste ist eingehalten.',
  'One constraint is broken:': 'Eine Vorgabe ist verletzt:',
  '{{count}} constraints are broken:': '{{count}} Vorgaben sind verletzt:',
  'Not taken from the file': 'Nicht aus der Datei übernommen',
  'Saved rosters': 'Gespeicherte Armeelisten',
  'Reading…': 'Wird gelesen …',
  'No rosters saved yet.': 'Noch keine Armeelisten gespeichert.',
  'Damaged: {{problem}}': 'Beschädigt: {{problem}}',
  pts: 'Pkt.',
  '{{count}} problem(s)': '{{count}} Problem(e)',
  'Delete {{name}}': '{{name}} löschen',
  'this roster': 'diese Armeeliste',
  'The roster as text': 'Die Armeeliste als Text',
  Copy: 'Kopieren',
  Download: 'Herunterladen',
  'Add formations from the list on the right.': 'Füge Verbände aus der Liste rechts hinzu.',
  Datasheets: 'Datenblätter',
  'Add a formation': 'Einen Verband hinzufügen',
  'Add {{formation}}': '{{formation}} hinzufügen',
  'New army': 'Neue Armee',
  Speed: 'Geschw.',
  Armour: 'Rüstung',
  CC: 'NK',
  FF: 'FF',
  'Not enforced by the rules engine yet: {{abilities}}':
    'Von den Regeln des Programms noch nicht umgesetzt: {{abilities}}',
  'In: {{formations}}': 'In: {{formations}}',
  'Remove {{formation}}': '{{formation}} entfernen',
  'Damage capacity {{n}}': 'Schadenskapazität {{n}}',
  '{{n}} void shields': '{{n}} Schutzschilde',
  Transport: 'Transport',
  'Critical hit: {{effect}}': 'Kritischer Treffer: {{effect}}',
  Infantry: 'Infanterie',
  'Light vehicle': 'Leichtes Fahrzeug',
  'Armoured vehicle': 'Gepanzertes Fahrzeug',
  'War engine': 'Kriegsmaschine',
  Character: 'Charakter',
  Aircraft: 'Flugzeug',
  Spacecraft: 'Raumschiff',
  aircraft: 'Flugzeug',
  'Formations off the table may teleport in now, before the strategy roll:':
    'Verbände außerhalb des Tisches dürfen sich jetzt, vor dem Strategiewurf, hineinteleportieren:',
  'Teleport {{formation}} in': '{{formation}} teleportieren',
  'Click the table to place {{unit}}: the first anywhere, each other within 5cm of one already placed, outside enemy zones of control.':
    'Klicke auf den Tisch, um {{unit}} zu platzieren: die erste beliebig, jede weitere innerhalb von 5 cm einer schon platzierten, außerhalb feindlicher Kontrollzonen.',
  'Every unit has its place.': 'Jede Einheit hat ihren Platz.',
  'Teleport in ({{count}} units)': 'Teleportieren ({{count}} Einheiten)',
  '⚠ no unit can reach it, not even firefight range (1.12.3)':
    '⚠ keine Einheit erreicht ihn, nicht einmal auf Feuergefechtsreichweite (1.12.3)',
  '{{contact}} can reach base contact, {{firefight}} only firefight range, {{out}} neither · about {{win}}% to win the result as the computer sees it (1.12.7)':
    '{{contact}} erreichen Basenkontakt, {{firefight}} nur Feuergefechtsreichweite, {{out}} keines von beidem · etwa {{win}} % Siegchance beim Ergebnis, wie der Computer es sieht (1.12.7)',
  // The training scenarios' names and summaries (engine/netea/scenarios/training.ts).
  'Basic Training': 'Grundausbildung',
  'Two formations of six Tactical units a side fight to take and hold the central objective.':
    'Je Seite zwei Verbände mit sechs taktischen Einheiten kämpfen darum, den zentralen Zielmarker einzunehmen und zu halten.',
  'Fast Attack Training': 'Ausbildung Schneller Angriff',
  'Two formations of six Tactical units with three Rhinos a side.':
    'Je Seite zwei Verbände mit sechs taktischen Einheiten und drei Rhinos.',
  'Armoured Training': 'Ausbildung Panzer',
  'Two formations of four Predator Destructors a side.':
    'Je Seite zwei Verbände mit vier Predator Destructors.',
  'Advanced Training': 'Fortgeschrittene Ausbildung',
  'Tactical formations with Rhinos; Alpha adds four Assault units with jump packs, Beta four Devastators.':
    'Taktische Verbände mit Rhinos; Alpha hat zusätzlich vier Sturmeinheiten mit Sprungmodulen, Beta vier Devastatoren.',
  'Combined Arms Training': 'Ausbildung Verbundene Waffen',
  'Infantry, armour and artillery a side; three objectives, two of which must be held together for a full turn.':
    'Je Seite Infanterie, Panzer und Artillerie; drei Zielmarker, von denen zwei gemeinsam eine volle Runde gehalten werden müssen.',
  'Specialist Training': 'Ausbildung Spezialisten',
  'Tactical formations with Rhinos (one with a Commander, one with a Dreadnought), Land Raiders and Land Speeders a side; three objectives, two held together for a full turn.':
    'Je Seite taktische Verbände mit Rhinos (einer mit einem Befehlshaber, einer mit einem Cybot), Land Raider und Land Speeder; drei Zielmarker, zwei davon gemeinsam eine volle Runde gehalten.',
  // 4.2: the aircraft decisions (renderer/src/panels/AircraftControl.tsx).
  'Ground attack': 'Bodenangriff',
  Interception: 'Abfangen',
  'Combat air patrol': 'Luftraumüberwachung',
  'Stand down': 'Aussetzen',
  'The path is legal.': 'Der Weg ist zulässig.',
  'Legal: ready to send.': 'Zulässig: bereit zum Senden.',
  '{{count}} points clicked': '{{count}} Punkte gesetzt',
  'Remove the last point': 'Letzten Punkt entfernen',
  'Clear the path': 'Weg löschen',
  'Aircraft mission (4.2):': 'Flugzeugmission (4.2):',
  Mission: 'Mission',
  'Click the point on your own table edge where it will enter play (4.2).':
    'Klicke auf den Punkt an deiner eigenen Tischkante, an dem er ins Spiel kommt (4.2).',
  'Click the table: first a point on your own table edge, then where each straight leg of the approach ends (4.2.1).':
    'Klicke auf den Tisch: zuerst einen Punkt an deiner eigenen Tischkante, dann wo jeder gerade Abschnitt des Anflugs endet (4.2.1).',
  'Fly the mission': 'Mission fliegen',
  '{{flight}} attacks: your combat air patrol may intercept it (4.2).':
    '{{flight}} greift an: deine Luftraumüberwachung darf ihn abfangen (4.2).',
  'Intercept with {{formation}}': 'Mit {{formation}} abfangen',
  'Let it pass': 'Passieren lassen',
  'Flak at {{flight}}: the units that fire (4.2.4).':
    'Flak auf {{flight}}: die Einheiten, die feuern (4.2.4).',
  'No unit can fire flak at it.': 'Keine Einheit kann Flak auf ihn feuern.',
  'Fire the flak': 'Flak feuern',
  '{{flight}} takes {{hits}} hits: jink (better saves, but no attack) or not (4.2.3)?':
    '{{flight}} erleidet {{hits}} Treffer: ausweichen (bessere Rettungswürfe, aber kein Angriff) oder nicht (4.2.3)?',
  Jink: 'Ausweichen',
  'Do not jink': 'Nicht ausweichen',
  'Hit {{n}}:': 'Treffer {{n}}:',
  '{{flight}} made no interception: remain on combat air patrol into the next turn, or stand down and return to base (4.2)?':
    '{{flight}} hat nicht abgefangen: bis in die nächste Runde in der Luftraumüberwachung bleiben oder am Boden bleiben und zur Basis zurückkehren (4.2)?',
  'Remain on patrol': 'In der Luftraumüberwachung bleiben',
  'Return to base': 'Zur Basis zurückkehren',
  '{{flight}} attacks (4.2.2):': '{{flight}} greift an (4.2.2):',
  'no attack': 'kein Angriff',
  Attack: 'Angreifen',
  '{{flight}} disengages (4.2.6): click the table for its exit path to a table edge, or send the straight exit.':
    '{{flight}} löst sich (4.2.6): klicke auf den Tisch für seinen Abflugweg zu einer Tischkante, oder schicke den geraden Abflug.',
  'Fly off the table': 'Vom Tisch fliegen',
  // Campaigns (seed 001 5.4; Kampagnen).
  'Back to the campaign': 'Zurück zur Kampagne',
  Standings: 'Tabelle',
  Player: 'Spieler',
  Games: 'Spiele',
  Won: 'Gewonnen',
  Drawn: 'Unentschieden',
  Lost: 'Verloren',
  Goals: 'Ziele',
  '{{games}} games, {{goals}} victory conditions achieved':
    '{{games}} Spiele, {{goals}} Siegbedingungen erfüllt',
  'shortest game {{short}} turns, longest {{long}} turns':
    'kürzestes Spiel {{short}} Runden, längstes {{long}} Runden',
  'Battles won {{wins}}, lost {{losses}}, drawn {{draws}}':
    'Schlachten gewonnen {{wins}}, verloren {{losses}}, unentschieden {{draws}}',
  next: 'als Nächstes',
  'Your decision': 'Deine Entscheidung',
  'The campaign’s flow chart': 'Der Ablaufplan der Kampagne',
  won: 'gewonnen',
  lost: 'verloren',
  drawn: 'unentschieden',
  'Ladder campaign': 'Leiterkampagne',
  'Map-based campaign': 'Kartenbasierte Kampagne',
  'Campaign map': 'Kampagnenkarte',
  Depot: 'Nachschublager',
  Objective: 'Missionsziel',
  'Click a ringed region to move {{force}} there, or its own region to hold.':
    'Klicke eine umrandete Region an, um {{force}} dorthin zu ziehen, oder die eigene Region, um sie zu halten.',
  'Click one of your forces, then a region next to it.':
    'Klicke eine deiner Streitmächte an, dann eine Region daneben.',
  '{{force}} moves to {{region}}': '{{force}} zieht nach {{region}}',
  '{{force}} holds {{region}}': '{{force}} hält {{region}}',
  'End campaign turn {{turn}}': 'Kampagnenrunde {{turn}} beenden',
  'Campaign turn {{turn}} of {{turns}}': 'Kampagnenrunde {{turn}} von {{turns}}',
  'Resolve automatically (the computer plays both sides)':
    'Automatisch auflösen (der Computer spielt beide Seiten)',
  'Tree campaign': 'Baumkampagne',
  'Narrative campaign': 'Erzählkampagne',
  League: 'Liga',
  '{{who}} is reinforced by {{count}} × {{formation}}':
    '{{who}} wird verstärkt durch {{count}} × {{formation}}',
  '{{who}} holds {{count}} × {{formation}} in reserve':
    '{{who}} hält {{count}} × {{formation}} in Reserve',
  '{{who}}: army points {{points}}': '{{who}}: Armeepunkte {{points}}',
  '{{who}}: strategy rating {{change}}': '{{who}}: Strategiewert {{change}}',
  'The campaign cannot start: {{problem}}': 'Die Kampagne kann nicht beginnen: {{problem}}',
  Campaigns: 'Kampagnen',
  'A series of battles against the computer, kept on disk between evenings (5.4).':
    'Eine Reihe von Schlachten gegen den Computer, zwischen den Abenden gespeichert (5.4).',
  'Start a campaign': 'Eine Kampagne beginnen',
  'Reading the campaigns…': 'Die Kampagnen werden gelesen…',
  'Your campaigns': 'Deine Kampagnen',
  'No campaign started yet.': 'Noch keine Kampagne begonnen.',
  'over after {{count}} battles': 'beendet nach {{count}} Schlachten',
  '{{count}} battles played': '{{count}} Schlachten gespielt',
  'The computer plays as': 'Der Computer spielt als',
  'Each computer player of the league plays as its entry says.':
    'Jeder Computerspieler der Liga spielt, wie sein Eintrag es sagt.',
  'Start the campaign': 'Kampagne beginnen',
  'The campaign cannot be opened: {{problem}}':
    'Die Kampagne kann nicht geöffnet werden: {{problem}}',
  'Opening the campaign…': 'Die Kampagne wird geöffnet…',
  'Next battle: {{title}}': 'Nächste Schlacht: {{title}}',
  'At most {{turns}} turns.': 'Höchstens {{turns}} Runden.',
  'Earned in the last battle': 'In der letzten Schlacht errungen',
  'Continue the battle': 'Schlacht fortsetzen',
  'The save of the battle under way is missing.': 'Der Spielstand der laufenden Schlacht fehlt.',
  'The save of the battle under way is damaged.':
    'Der Spielstand der laufenden Schlacht ist beschädigt.',
  'Play the battle again from its start': 'Die Schlacht von vorn spielen',
  'Forfeit the battle (a loss)': 'Die Schlacht aufgeben (eine Niederlage)',
  'Play the battle': 'Schlacht spielen',
  'Let the computer players fight this game': 'Die Computerspieler dieses Spiel austragen lassen',
  'Play the game hot seat: {{first}} against {{second}}':
    'Das Spiel am selben Rechner austragen: {{first}} gegen {{second}}',
  '{{name}} won the league.': '{{name}} hat die Liga gewonnen.',
  'More people at this machine': 'Weitere Personen an diesem Rechner',
  'Each joins the league as an entry of their own; games between two people are played hot seat.':
    'Jede tritt der Liga als eigener Teilnehmer bei; Spiele zwischen zwei Personen werden abwechselnd am selben Rechner gespielt.',
  'Add a person': 'Eine Person hinzufügen',
  '(at this machine)': '(an diesem Rechner)',
  'New narrative campaign': 'Neue Erzählkampagne',
  'A narrative campaign of your own': 'Eine eigene Erzählkampagne',
  'A story of battles and choices: each result, and each option you take between battles, leads to the next step (5.4.2).':
    'Eine Geschichte aus Schlachten und Entscheidungen: jedes Ergebnis und jede Option, die du zwischen den Schlachten wählst, führt zum nächsten Schritt (5.4.2).',
  Choice: 'Entscheidung',
  'Choice {{n}}': 'Entscheidung {{n}}',
  'What you are asked': 'Was du gefragt wirst',
  'Option {{n}}': 'Option {{n}}',
  'what the button says': 'was auf der Schaltfläche steht',
  'what it means (optional)': 'was sie bedeutet (freiwillig)',
  'Remove this option': 'Diese Option entfernen',
  'Add an option': 'Eine Option hinzufügen',
  'Remove this choice': 'Diese Entscheidung entfernen',
  'Add a choice': 'Eine Entscheidung hinzufügen',
  'The campaign begins with': 'Die Kampagne beginnt mit',
  'its first battle': 'ihrer ersten Schlacht',
  Army: 'Armee',
  'Nobody won the campaign.': 'Niemand hat die Kampagne gewonnen.',
  'You won the campaign.': 'Du hast die Kampagne gewonnen.',
  'You lost the campaign.': 'Du hast die Kampagne verloren.',
  Journal: 'Tagebuch',
  'Your notes': 'Deine Notizen',
  'Keep the notes': 'Notizen behalten',
  'Export the journal (Markdown)': 'Tagebuch exportieren (Markdown)',
  'Export the journal (HTML)': 'Tagebuch exportieren (HTML)',
  'Battles fought': 'Geschlagene Schlachten',
  'No battle fought yet.': 'Noch keine Schlacht geschlagen.',
  '{{name}} won': '{{name}} hat gewonnen',
  forfeited: 'aufgegeben',
  '{{turns}} turns, units lost {{a}} : {{b}}':
    '{{turns}} Runden, verlorene Einheiten {{a}} : {{b}}',
  'Earned before it: {{effects}}': 'Zuvor errungen: {{effects}}',
  'Back to the campaigns': 'Zurück zu den Kampagnen',
  // Importing campaign files and the person's own definitions (5.4).
  'Import a campaign file…': 'Kampagnendatei importieren …',
  '{{name}} cannot be imported: {{problem}}': '{{name}} kann nicht importiert werden: {{problem}}',
  'The campaign definition {{name}} is ready to start.':
    'Die Kampagnenbeschreibung {{name}} kann nun begonnen werden.',
  'Your campaign definitions': 'Deine Kampagnenbeschreibungen',
  // 6.1.1: the person's army for a campaign's tournament games.
  'Your army in its tournament games': 'Deine Armee in ihren Turnierspielen',
  'the army the campaign gives you': 'die Armee, die die Kampagne dir gibt',
  // The campaign editor (5.4.2 ladder and tree campaigns).
  '(choose)': '(auswählen)',
  'A ladder campaign of your own': 'Eine eigene Leiterkampagne',
  'A tree campaign of your own': 'Eine eigene Baumkampagne',
  'Battles agreed in advance, each result earning a reward or a penalty for the next (5.4.2).':
    'Vorab vereinbarte Schlachten; jedes Ergebnis bringt eine Belohnung oder eine Strafe für die nächste (5.4.2).',
  'A flow chart of battles: the result of each leads to the next battle or an ending (5.4.2).':
    'Ein Ablaufplan von Schlachten: Das Ergebnis jeder Schlacht führt zur nächsten Schlacht oder zu einem Ende (5.4.2).',
  'Add a battle': 'Schlacht hinzufügen',
  'Add a reward or penalty': 'Belohnung oder Strafe hinzufügen',
  'Add an ending': 'Ende hinzufügen',
  'Battle {{n}}': 'Schlacht {{n}}',
  Battlefield: 'Schlachtfeld',
  Check: 'Prüfung',
  Edit: 'Bearbeiten',
  Ending: 'Ende',
  'Ending {{n}}': 'Ende {{n}}',
  'If {{outcome}}:': 'Falls {{outcome}}:',
  'Make a campaign': 'Eine Kampagne erstellen',
  Name: 'Name',
  'New ladder campaign': 'Neue Leiterkampagne',
  'New tree campaign': 'Neue Baumkampagne',
  'Not complete yet:': 'Noch nicht vollständig:',
  Remove: 'Entfernen',
  'Remove this battle': 'Diese Schlacht entfernen',
  'Remove this ending': 'Dieses Ende entfernen',
  'Save the campaign': 'Kampagne speichern',
  Story: 'Geschichte',
  'The campaign cannot be saved: {{problem}}':
    'Die Kampagne kann nicht gespeichert werden: {{problem}}',
  'The campaign is complete and can be saved.':
    'Die Kampagne ist vollständig und kann gespeichert werden.',
  'The enemy commander': 'Der feindliche Befehlshaber',
  Title: 'Titel',
  'Tournament game (6.1), armies built to the points':
    'Turnierspiel (6.1), Armeen nach Punkten aufgestellt',
  'Turn limit (empty: the scenario’s own)': 'Rundenlimit (leer: das des Szenarios)',
  'Who wins the campaign': 'Wer die Kampagne gewinnt',
  'Your commander': 'Dein Befehlshaber',
  'army points': 'Armeepunkte',
  'for the enemy': 'für den Feind',
  'for you': 'für dich',
  'formation id': 'Verbands-ID',
  'held in reserve': 'in Reserve gehalten',
  'leads to': 'führt zu',
  reinforcements: 'Verstärkung',
  'strategy rating': 'Strategiewert',
  'the enemy': 'der Feind',
  you: 'du',
  // The campaign journal (5.4.2 Kampagnentagebuch): its file name and the view's turning points.
  journal: 'Tagebuch',
  'Turning points': 'Wendepunkte',
  'Ladders, trees, stories and leagues of battles, kept between evenings.':
    'Leitern, Bäume, Geschichten und Ligen von Schlachten, zwischen den Abenden gespeichert.',
  // 4.2: the aircraft trays and the approach planned on the table.
  ready: 'bereit',
  'over the table': 'über dem Tisch',
  'flown this turn': 'in diesem Zug geflogen',
  'on combat air patrol': 'auf Luftraumpatrouille',
  landed: 'gelandet',
  'Your aircraft:': 'Deine Flugzeuge:',
  '{{name}} aircraft:': 'Flugzeuge von {{name}}:',
  'The flak range of every unit with an AA weapon (4.2.4)':
    'Die Flakreichweite jeder Einheit mit einer Flugabwehrwaffe (4.2.4)',
  Flak: 'Flak',
  enemy: 'Feind',
  all: 'alle',
  off: 'aus',
  // 4.3.1, 6.1.5: the spacecraft plan before deployment.
  'Plan the spacecraft {{name}} (4.3.1)': 'Das Raumschiff {{name}} planen (4.3.1)',
  'Arrives on turn (declared openly)': 'Kommt in Zug (offen angesagt)',
  'Click the table where the orbital bombardment falls: {{count}} of {{most}} points plotted (secret, 4.3.3).':
    'Klicke auf den Tisch, wo das Orbitalbombardement einschlägt: {{count}} von {{most}} Punkten notiert (geheim, 4.3.3).',
  'This spacecraft makes no orbital bombardment (4.3.3).':
    'Dieses Raumschiff führt kein Orbitalbombardement aus (4.3.3).',
  '{{x}} cm across, {{y}} cm up': '{{x}} cm quer, {{y}} cm hoch',
  'Set up the spacecraft': 'Das Raumschiff aufstellen',
  // 2.1.21, 2.1.23, 4.4: secret plots of a tournament game's reserves and drop zones.
  'Write down in secret where and when each formation below arrives; only then can it be kept in reserve by that means. Your opponent does not see it.':
    'Notiere geheim, wo und wann jeder Verband unten ankommt; erst dann kann er auf diesem Weg in Reserve bleiben. Dein Gegner sieht es nicht.',
  '{{formation}} tunnels in ({{section}})': '{{formation}} kommt per Tunnel ({{section}})',
  '{{formation}} lands by self planetfall ({{section}})':
    '{{formation}} landet per planetarer Selbstlandung ({{section}})',
  'Written down: at ({{x}}, {{y}}) on turn {{turn}}.':
    'Notiert: bei ({{x}}, {{y}}) in Runde {{turn}}.',
  'Nothing written down yet.': 'Noch nichts notiert.',
  'Change the plot': 'Die Notiz ändern',
  'Write down where and when': 'Notieren, wo und wann',
  'Point ({{x}}, {{y}}); a click on the table moves it.':
    'Punkt ({{x}}, {{y}}); ein Klick auf den Tisch verschiebt ihn.',
  'Click the table where the formation surfaces.':
    'Klicke auf den Tisch, wo der Verband auftaucht.',
  'Surfaces on turn': 'Taucht auf in Runde',
  'Lands on turn': 'Landet in Runde',
  'No point on the table yet.': 'Noch kein Punkt auf dem Tisch.',
  'A formation lands by planetfall only with a drop zone written down now; then it is kept in reserve that way (4.4, 6.1.6).':
    'Ein Verband landet nur per Planetenlandung, wenn jetzt seine Landezone notiert wird; dann bleibt er so in Reserve (4.4, 6.1.6).',
  'A click plots a bombardment point': 'Ein Klick setzt einen Bombardementpunkt',
  'Drop zone of {{formation}} at ({{x}}, {{y}}); a click moves it':
    'Landezone von {{formation}} bei ({{x}}, {{y}}); ein Klick verschiebt sie',
  'A click puts down the drop zone of {{formation}}':
    'Ein Klick setzt die Landezone von {{formation}}',
  'Remove the drop zone': 'Die Landezone entfernen',
  '{{formation}}, as aircraft (4.2)': '{{formation}}, als Flugzeug (4.2)',
  // 6.2.1 counts-as notes on the roster (builder, print sheet, set-up).
  '{{model}} counts as {{unit}} (6.2.1)': '{{model}} zählt als {{unit}} (6.2.1)',
  'Your opponent: {{words}}': 'Dein Gegner: {{words}}',
  'Name the model that counts as something else (6.2.1).':
    'Nenne das Modell, das als etwas anderes zählt (6.2.1).',
  '{{model}} must count as a unit of this army list; choose one (6.2.1).':
    '{{model}} muss als eine Einheit dieser Armeeliste zählen; wähle eine (6.2.1).',
  '{{model}} is a unit of this army list: it must be used as itself, not count as something else (6.2.1).':
    '{{model}} ist eine Einheit dieser Armeeliste: Sie wird als sie selbst eingesetzt und zählt nicht als etwas anderes (6.2.1).',
  '{{model}} already counts as another unit: all models of one type count as the same unit (6.2.1).':
    '{{model}} zählt schon als eine andere Einheit: Alle Modelle einer Art zählen als dieselbe Einheit (6.2.1).',
  'Counts as (6.2.1)': 'Zählt als (6.2.1)',
  'Models the army list does not cover may count as a unit of the list of about the same size and function. Your opponent is told before the game.':
    'Modelle, die die Armeeliste nicht abdeckt, dürfen als eine Einheit der Liste von etwa gleicher Größe und Funktion zählen. Dein Gegner erfährt es vor dem Spiel.',
  Model: 'Modell',
  'counts as': 'zählt als',
  'Unit of the list': 'Einheit der Liste',
  'choose a unit': 'wähle eine Einheit',
  'Remove the note on {{model}}': 'Den Vermerk zu {{model}} entfernen',
  'a model': 'ein Modell',
  'Add a "counts as" note': 'Einen „Zählt als“-Vermerk hinzufügen',
  // 6.1.1 army styles for a list built to the points.
  'Style of the army of player 1': 'Stil der Armee von Spieler 1',
  'Style of the army of player 2': 'Stil der Armee von Spieler 2',
  'balanced: any formation of the list': 'ausgewogen: jeder Verband der Liste',
  'armoured: tanks and war engines': 'gepanzert: Panzer und Kriegsmaschinen',
  'infantry: on foot or carried in transports': 'Infanterie: zu Fuß oder in Transportern',
  'fast: skimmers, bikes and aircraft': 'schnell: Antigrav, Bikes und Flugzeuge',
  'war engines: Titans, Gargants and the like':
    'Kriegsmaschinen: Titanen, Gargants und dergleichen',
  // 2.1.23 surfacing and 4.3.2/4.4 the spacecraft's operation, placed by the person.
  'Due to surface now, where it was written down:': 'Taucht jetzt auf, wo es aufgeschrieben wurde:',
  'Surface {{formation}}': '{{formation}} auftauchen lassen',
  '{{unit}} comes up at ({{x}}, {{y}}).': '{{unit}} taucht bei ({{x}}, {{y}}) auf.',
  'Click the table to place {{unit}}: within 5cm of a unit already placed, all within 15cm of that point and in its half of the table.':
    'Klicke auf den Tisch, um {{unit}} aufzustellen: innerhalb von 5cm einer schon aufgestellten Einheit, alle innerhalb von 15cm um diesen Punkt und in seiner Tischhälfte.',
  '{{unit}} rides in {{transport}}': '{{unit}} fährt in {{transport}} mit',
  'Surface ({{count}} units)': 'Auftauchen ({{count}} Einheiten)',
  'Your spacecraft is over the battlefield this turn:':
    'Dein Raumschiff ist in diesem Zug über dem Schlachtfeld:',
  'Carry out the operation of {{formation}}': 'Den Einsatz von {{formation}} ausführen',
  'Pin-point attack {{n}} at': 'Punktgenauer Angriff {{n}} auf',
  'Click the table within 15cm of the drop zone of {{formation}} ({{x}}, {{y}}) to place {{unit}}; it scatters afterwards.':
    'Klicke auf den Tisch innerhalb von 15cm um die Landezone von {{formation}} ({{x}}, {{y}}), um {{unit}} aufzustellen; danach weicht sie ab.',
  'No formation lands with this operation.': 'Mit diesem Einsatz landet keine Formation.',
  'Carry out the operation': 'Den Einsatz ausführen',
  'Choose a piece, then click on the table to place it; drag a piece to move it.':
    'Wähle ein Geländestück und klicke auf den Tisch, um es zu platzieren; ziehe ein Stück, um es zu verschieben.',
  'Clear the table': 'Den Tisch leeren',
  'Click on the table to place {{type}}.': 'Klicke auf den Tisch, um {{type}} zu platzieren.',
  Density: 'Dichte',
  Done: 'Fertig',
  'Edit this layout by hand': 'Diese Aufstellung von Hand bearbeiten',
  'Generated from a seed (6.1.4 Tournament Terrain)':
    'Aus einem Startwert erzeugt (6.1.4 Turniergelände)',
  'Generated pieces keep clear of the 15cm along every table edge, so no set-up edge or corner is blocked.':
    'Erzeugte Geländestücke halten die 15 cm an jeder Tischkante frei, damit keine Aufstellungskante oder -ecke versperrt ist.',
  'Kinds of terrain (1.8.4)': 'Geländearten (1.8.4)',
  Larger: 'Größer',
  'No piece selected': 'Kein Stück ausgewählt',
  'Open layout…': 'Aufstellung öffnen …',
  'Piece {{piece}} ({{type}}) has an outline that crosses itself.':
    'Stück {{piece}} ({{type}}) hat einen Umriss, der sich selbst kreuzt.',
  'Piece {{piece}} ({{type}}) has fewer than 3 corners.':
    'Stück {{piece}} ({{type}}) hat weniger als 3 Ecken.',
  'Piece {{piece}} ({{type}}) has no area to speak of (its corners lie on one line or repeat).':
    'Stück {{piece}} ({{type}}) hat keine nennenswerte Fläche (seine Ecken liegen auf einer Linie oder wiederholen sich).',
  'Piece {{piece}} ({{type}}) has {{count}} corners; at most {{max}} are allowed.':
    'Stück {{piece}} ({{type}}) hat {{count}} Ecken; höchstens {{max}} sind erlaubt.',
  'Piece {{piece}} ({{type}}) reaches outside the table.':
    'Stück {{piece}} ({{type}}) ragt über den Tisch hinaus.',
  'Piece {{piece}} is of a terrain type "{{type}}" that 1.8.4 does not know.':
    'Stück {{piece}} hat eine Geländeart „{{type}}“, die 1.8.4 nicht kennt.',
  'Piece {{piece}}: {{type}}': 'Stück {{piece}}: {{type}}',
  'Placed by hand': 'Von Hand platziert',
  'Save layout…': 'Aufstellung speichern …',
  'Set up the terrain…': 'Gelände aufstellen …',
  Smaller: 'Kleiner',
  'Terrain pieces': 'Geländestücke',
  'Terrain seed': 'Startwert des Geländes',
  'Terrain set-up (6.1.2)': 'Geländeaufbau (6.1.2)',
  'That layout cannot be opened:': 'Diese Aufstellung kann nicht geöffnet werden:',
  'The file is not a terrain layout ({{detail}}).':
    'Die Datei ist keine Geländeaufstellung ({{detail}}).',
  'The layout has {{count}} pieces; at most {{max}} are allowed.':
    'Die Aufstellung hat {{count}} Stücke; höchstens {{max}} sind erlaubt.',
  'The layout is for a {{layoutLength}} by {{layoutWidth}}cm table; the table chosen is {{length}} by {{width}}cm.':
    'Die Aufstellung ist für einen Tisch von {{layoutLength}} mal {{layoutWidth}} cm; der gewählte Tisch misst {{length}} mal {{width}} cm.',
  'generated from terrain seed {{seed}}: {{kinds}}':
    'erzeugt aus Geländestartwert {{seed}}: {{kinds}}',
  '1 piece placed by hand': '1 Stück von Hand platziert',
  '{{count}} pieces placed by hand': '{{count}} Stücke von Hand platziert',
  '{{percent}}% of the 15cm set-up strip of {{edge}} is impassable to vehicles (6.1.6): an army setting up there may find no room.':
    '{{percent}} % des 15-cm-Aufstellungsstreifens an {{edge}} sind für Fahrzeuge unpassierbar (6.1.6): eine Armee, die dort aufstellt, findet vielleicht keinen Platz.',
  'Who set up the terrain (it decides who chooses the table edge, 6.1.2)':
    'Wer das Gelände aufgebaut hat (das entscheidet, wer die Tischkante wählt, 6.1.2)',
  'jointly (the higher strategy rating chooses)': 'gemeinsam (der höhere Strategiewert wählt)',
  'player 1 (player 2 chooses)': 'Spieler 1 (Spieler 2 wählt)',
  'player 2 (player 1 chooses)': 'Spieler 2 (Spieler 1 wählt)',
  'The guidelines suggest {{suggested}} terrain features on this table, twice its 60cm squares; it has {{count}} (6.1.4).':
    'Die Richtlinien empfehlen {{suggested}} Geländestücke auf diesem Tisch, doppelt so viele wie 60-cm-Quadrate; er hat {{count}} (6.1.4).',
  'The 60cm square in column {{column}}, row {{row}} holds {{count}} features; the guidelines suggest at most 4 (6.1.4).':
    'Das 60-cm-Quadrat in Spalte {{column}}, Reihe {{row}} enthält {{count}} Geländestücke; die Richtlinien empfehlen höchstens 4 (6.1.4).',
  'Piece {{piece}} ({{type}}) is {{across}}cm across; the guidelines suggest at most {{max}}cm (6.1.4).':
    'Stück {{piece}} ({{type}}) ist {{across}} cm groß; die Richtlinien empfehlen höchstens {{max}} cm (6.1.4).',
  'The table has {{count}} rivers; the guidelines suggest one at most (6.1.4).':
    'Der Tisch hat {{count}} Flüsse; die Richtlinien empfehlen höchstens einen (6.1.4).',
  "the battle's seed": 'der Startwert der Schlacht',
  "generated from the battle's seed: {{kinds}}":
    'erzeugt aus dem Startwert der Schlacht: {{kinds}}',
  'The file cannot be read: {{detail}}': 'Die Datei kann nicht gelesen werden: {{detail}}',
  // Seed 001 5.3.11: games of three or four players.
  'Player {{number}}': 'Spieler {{number}}',
  '(enemy: {{player}})': '(Feind: {{player}})',
  '(team-mate: {{player}})': '(Mitspieler: {{player}})',
  Players: 'Spieler',
  acts: 'handelt',
  'to decide': 'entscheidet',
  'Who plays each army (5.3.11)': 'Wer spielt welche Armee (5.3.11)',
  'a person at this machine': 'ein Mensch an diesem Rechner',
  'the computer': 'der Computer',
  'Computer players': 'Computerspieler',
  'Several people play here: the machine is handed over between them, and none sees what another plans in secret.':
    'Mehrere Menschen spielen hier: Der Rechner wird zwischen ihnen weitergegeben, und keiner sieht, was ein anderer geheim plant.',
  'The computer plays every army; you watch.': 'Der Computer spielt jede Armee; du schaust zu.',
  'High to low, you act first (5.3.11.1): {{order}}':
    'Von hoch nach niedrig, du handelst zuerst (5.3.11.1): {{order}}',
  'Low to high, you act last (5.3.11.1): {{order}}':
    'Von niedrig nach hoch, du handelst zuletzt (5.3.11.1): {{order}}',
  'Let the next player in turn go first': 'Den nächsten Spieler in der Reihe beginnen lassen',
  'All Against All': 'Alle gegen Alle',
  'Team Battle (hierarchical)': 'Teamschlacht (hierarchisch)',
  'team {{team}}, commander': 'Team {{team}}, Oberbefehlshaber',
  'team {{team}}': 'Team {{team}}',
  'team {{team}} holds it': 'Team {{team}} hält ihn',
  'Team {{team}}': 'Team {{team}}',
  'I act myself (5.3.11.2)': 'Ich handle selbst (5.3.11.2)',
  '{{player}} acts (5.3.11.2)': '{{player}} handelt (5.3.11.2)',
  'commander’s pick of who acts': 'Wahl des Oberbefehlshabers, wer handelt',
  'join a team-mate’s attack': 'dem Angriff eines Mitspielers anschließen',
  'Join the attack (5.3.11.3)': 'Mit angreifen (5.3.11.3)',
  'Decline (5.3.11.3)': 'Ablehnen (5.3.11.3)',
  'Together with team-mates (5.3.11.3)': 'Gemeinsam mit Mitspielern (5.3.11.3)',
  'Tick the formations to join, then choose the action.':
    'Die Verbände ankreuzen, die sich anschließen, dann die Aktion wählen.',
  '{{action}} together (5.3.11.3)': '{{action}} gemeinsam (5.3.11.3)',
  '{{formation}} declares {{action}} together with {{partners}} (5.3.11.3)':
    '{{formation}} erklärt {{action}} gemeinsam mit {{partners}} (5.3.11.3)',
  'Team {{team}} wins: {{players}}': 'Team {{team}} gewinnt: {{players}}',
  'Victory — team {{team}} wins: {{players}}': 'Sieg — Team {{team}} gewinnt: {{players}}',
  'Defeat — team {{team}} wins: {{players}}': 'Niederlage — Team {{team}} gewinnt: {{players}}',
  'Team Battle (simultaneous)': 'Teamschlacht (simultan)',
  'Two teams of two; each team’s commander (players 1 and 2) decides which of its players acts. Hold two of the three objectives for a full turn.':
    'Zwei Teams zu zwei Spielern; der Oberbefehlshaber jedes Teams (Spieler 1 und 2) bestimmt, welcher seiner Spieler handelt. Halte zwei der drei Zielmarker eine volle Runde lang.',
  'Two teams of two; in its team’s turn every player with a formation left acts. Hold two of the three objectives for a full turn.':
    'Zwei Teams zu zwei Spielern; ist sein Team an der Reihe, handelt jeder Spieler, der noch einen Verband hat. Halte zwei der drei Zielmarker eine volle Runde lang.',
  'Three armies, every other army an enemy; the players act in the order of their strategy rolls. Hold two of the three objectives for a full turn.':
    'Drei Armeen, jede andere Armee ein Feind; die Spieler handeln in der Reihenfolge ihrer Strategiewürfe. Halte zwei der drei Zielmarker eine volle Runde lang.',
  'south-west': 'Südwest',
  'south-east': 'Südost',
  'north-west': 'Nordwest',
  'north-east': 'Nordost',
  'Units inside the control centre may come out, their move measured from the entrance.':
    'Einheiten im Kontrollzentrum dürfen herauskommen; ihre Bewegung wird vom Eingang aus gemessen.',
  'Units inside the control centre may charge out, measured from the entrance.':
    'Einheiten im Kontrollzentrum dürfen im Angriff herauskommen, gemessen vom Eingang.',
  'Charge out': 'Herausstürmen',
  'Way out': 'Richtung',
  'Come out': 'Herauskommen',
  'within {{cm}}cm of the middle of the {{edge}} table edge':
    'innerhalb von {{cm}} cm der Mitte der {{edge}}-Tischkante',
  'within {{cm}}cm of the {{corner}} corner': 'innerhalb von {{cm}} cm der {{corner}}-Ecke',
  'within {{cm}}cm of the {{edge}} table edge, its {{half}} half':
    'innerhalb von {{cm}} cm der {{edge}}-Tischkante, ihre {{half}}hälfte',
};
