## Passcode

## Die Karten: Aufdruck und Name im Satz

passcode-card-digit = { $digit }
passcode-card-key = SCHLÜSSEL
passcode-card-fail = FEHLER
passcode-card-back = PASS
    CODE

## Der Tisch

passcode-header = { $name } · Punkte { $score }
passcode-counting-down = zählt herunter
passcode-locked-out = gesperrt: noch { $turns } { $turns ->
    [1] Wurf
   *[other] Würfe
}
# Die Zeile eines Codes auf dem Brett: S für STUFE.
passcode-level-short = S{ $level }
passcode-lock-in-place = FREIGABE
passcode-pile-count = Stapel: { $count }
passcode-discard-count = Ablage: { $count }
passcode-die-roll-now = { $name }: würfeln
passcode-die-rolled = { $name } würfelte { $roll }
passcode-die-roll = Würfeln
passcode-your-hand = Deine Hand: nur du siehst sie

## Die Seitenleiste

passcode-help = Eingabe zieht (oder würfelt) · Pfeil hoch nimmt die Ablage · 1/2 oder Pfeil links/rechts wählen eine Karte · Leertaste spielt (Pfeil hoch/runter wählen die Ziffer bei beliebiger Reihenfolge) · Rücktaste wirft ab · S legt die FREIGABE aus · H Tipp · oder Karten mit der Maus verschieben
passcode-round-codes = Runde { $round } · { $count ->
        [one] { $count } Code
       *[other] { $count } Codes
    }
passcode-round-codes-any-order = Runde { $round } · { $count ->
        [one] { $count } Code
       *[other] { $count } Codes
    } · beliebige Reihenfolge
passcode-status-game-over = Die Partie ist vorbei.
passcode-status-playing = { $name } ist am Zug...
passcode-status-roll = { $name }, würfle.
passcode-status-draw = { $name }, zieh vom Stapel oder nimm die Ablage.
passcode-status-holding = Wähle eine Karte (1 oder 2), dann spiele sie, wirf sie ab oder lege sie als FREIGABE aus: mit den Schaltflächen oder indem du sie dorthin ziehst.
passcode-status-completed = Code vollständig! Lege deine letzte Karte jetzt als FREIGABE aus (S) oder behalte sie (Eingabe).
passcode-button-roll = Würfeln
passcode-button-draw = Ziehen
passcode-button-take-discard = Ablage nehmen
passcode-button-lay-lock-in = FREIGABE auslegen
passcode-button-keep = Behalten
passcode-button-play = Spielen
passcode-play-on-digit = Auf Ziffer spielen:
passcode-button-discard = Abwerfen
passcode-button-hint = Tipp
# Tasten, die die Schaltflächen beim Darüberfahren nennen.
passcode-key-enter = Eingabe
passcode-key-up = Pfeil hoch
passcode-key-space = Leertaste
passcode-key-backspace = Rücktaste
passcode-need-card = Wähle zuerst eine deiner beiden Karten (1 oder 2, oder Pfeil links/rechts).

## Der Tipp: „Tipp: “ und ein Zug

passcode-hint = Tipp: { $action }.
passcode-action-draw-pile = vom Stapel ziehen
passcode-action-take-discard = die Ablage nehmen
passcode-action-discard = { $card } abwerfen
passcode-action-play = { $card } auf deinen Code spielen
passcode-action-lock-in = { $card } als FREIGABE auslegen
passcode-action-keep = deine Karte vorerst behalten
passcode-action-roll = würfeln
# Statt des Kartennamens, wenn die Karte unbekannt ist: „eine Karte abwerfen“.
passcode-a-card = eine Karte

## Das Protokoll

passcode-log-dealt = Runde { $round }: { $name } beginnt.
passcode-log-discard-started = Die Karte { $card } eröffnet den Ablagestapel.
passcode-log-fail-to-bottom = Ein FEHLER wird aufgedeckt: Er kommt unter den Stapel, denn ein FEHLER darf den Ablagestapel nicht eröffnen.
passcode-log-takes-discard = { $name } nimmt die Karte { $card } vom Ablagestapel.
passcode-log-draws = { $name } zieht.
passcode-log-draws-card = { $name } zieht die Karte { $card }.
passcode-log-fail-laid = { $name } legt einen FEHLER aus ({ $fails } vor sich).
passcode-log-discards = { $name } wirft die Karte { $card } ab.
passcode-log-plays = { $name } spielt die Karte { $card } auf Ziffer { $digit }.
passcode-log-code-complete = Der Code von { $name } ist vollständig!
passcode-log-lock-in-laid = { $name } legt eine FREIGABE-Karte aus: { $number }.
passcode-log-card-kept = { $name } behält die Karte vorerst.
passcode-log-rolls-lock-in = { $name } würfelt { $roll }, um freizugeben.
passcode-log-rolls-countdown = { $name } würfelt { $roll }, um herunterzuzählen.
passcode-log-rolls-lockout = { $name } würfelt { $roll } gegen die Sperre.
passcode-log-lockout-missed = { $name } brauchte { $needed }: eine FEHLER-Karte wird umgedreht. { $left ->
    [0] Kein Wurf mehr.
    [1] Noch ein Wurf.
   *[other] Noch { $left } Würfe.
}
passcode-log-lockout-missed-hidden = { $name } hat die Zahl der eigenen Handkarte nicht gewürfelt: eine FEHLER-Karte wird umgedreht. { $left ->
    [0] Kein Wurf mehr.
    [1] Noch ein Wurf.
   *[other] Noch { $left } Würfe.
}
passcode-log-rolls-first-player = { $name } würfelt { $roll } um den ersten Zug.
passcode-log-locked-out = { $name } ist durch drei FEHLER gesperrt.
passcode-log-lockout-broken = { $name } hebt die Sperre auf!
passcode-log-lockout-over = Die Sperre von { $name } ist vorbei: die drei FEHLER-Karten verlassen das Spiel, und { $name } spielt ab dem nächsten Zug normal.
passcode-log-reshuffled = Der Ablagestapel wird zum neuen Nachziehstapel.
passcode-log-round-won = { $name } gibt frei und gewinnt die Runde!
# $added hat ein Vorzeichen: +3, -2.
passcode-log-scored = { $name }: { $added } = { $score }.
passcode-log-moved-up = { $name } steigt auf STUFE { $level } auf.
passcode-log-countdown-started = { $name } beginnt herunterzuzählen.
passcode-log-back-to-level-four = { $name } addiert die beiseitegelegte { $added } und spielt die letzte Stufe noch einmal.
passcode-log-game-won = { $name } erreicht genau 0 und gewinnt!

## Die Zusammenfassung der Runde

passcode-summary-moved-up = { $name } hat den Code vervollständigt und steigt auf STUFE { $level } auf.
passcode-summary-no-card = { $name } hat keine Karte auf der Hand und addiert 0: Punkte { $score }.
passcode-summary-key-lock-in = { $name } addiert 1 für die FREIGABE-Karte, einen SCHLÜSSEL (ein SCHLÜSSEL zählt 1): Punkte { $score }.
passcode-summary-key-in-hand = { $name } addiert 1 für den SCHLÜSSEL auf der Hand (ein SCHLÜSSEL zählt 1): Punkte { $score }.
passcode-summary-lock-in = { $name } addiert { $added } für die FREIGABE-Karte (der Code war vollständig): Punkte { $score }.
passcode-summary-in-hand = { $name } addiert { $added } für die Karte auf der Hand: Punkte { $score }.
passcode-summary-dealt = Runde { $round } wird ausgeteilt; unvollständige Codes beginnen von vorn.

## Das Ergebnis

passcode-story = { $name }: Stufe { $level }, Punkte { $score }.
passcode-story-counting-down = { $name }: Stufe { $level }, Punkte { $score }, zählt herunter.

## Abgelehnte Züge

passcode-error-no-such-seat = An diesem Tisch gibt es keinen Spieler { $seat }
passcode-error-game-over = Die Partie ist vorbei
passcode-error-not-your-turn = Spieler { $current } ist am Zug, nicht Spieler { $seat }
passcode-error-draw-first = Zieh zuerst eine Karte
passcode-error-already-drew = Du hast schon gezogen: Wirf eine Karte ab, spiele sie oder lege sie aus
passcode-error-must-roll = Würfle in diesem Zug (FREIGABE, Herunterzählen oder Sperre)
passcode-error-nothing-to-roll = Es gibt nichts zu würfeln
passcode-error-empty-discard = Der Ablagestapel ist leer
passcode-error-nothing-to-draw = Es ist keine Karte mehr zum Ziehen da
passcode-error-no-such-card = Es gibt keine Karte { $card } auf der Hand
passcode-error-does-not-fit = Die Karte { $card } passt nicht auf die nächste Ziffer, { $digit }
passcode-error-no-such-digit = Diese Ziffer ist auf deinem Code nicht offen
passcode-error-code-complete = Der Code ist schon vollständig
passcode-error-code-not-complete = Die FREIGABE-Karte wird erst ausgelegt, wenn jede Ziffer des Codes ausliegt
passcode-error-digits-in-order = Die Ziffern werden der Reihe nach gespielt: Nenne keine Ziffer, außer die Option „beliebige Reihenfolge“ ist an
passcode-error-lay-or-keep = Dein Code ist vollständig: Lege deine Karte als FREIGABE-Karte aus oder behalte sie
passcode-error-nothing-to-keep = So behält man eine Karte nur direkt nach dem Vervollständigen eines Codes
passcode-error-chance-out-of-outcomes = Das Zufallsskript hat kein Ergebnis mehr für einen Wurf von 1..={ $sides }
passcode-error-chance-out-of-range = Das Ergebnis { $value } des Zufallsskripts liegt nicht in 1..={ $sides }
passcode-error-chance-out-of-orders = Das Zufallsskript hat keine Reihenfolge mehr zum Mischen von { $count } Elementen
passcode-error-chance-not-a-permutation = Die Reihenfolge { $order } des Zufallsskripts ist keine Permutation von { $count } Elementen
