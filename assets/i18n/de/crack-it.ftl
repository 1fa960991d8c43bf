## Crack It

## The cards, by name (in sentences)

crack-it-card-dial = Zahlenscheibenkarte { $value }
crack-it-card-prohibition = Verbot
crack-it-card-clue = Hinweis
crack-it-card-block = Sperre
crack-it-card-reset = Umstellung
crack-it-card-crack-it = CRACK IT
crack-it-card-master-crack-it = Meister-CRACK-IT
crack-it-card-unknown = Karte

## The cards' faces on the table (short lines)

crack-it-face-prohibition = VERBOT
crack-it-face-clue = HINWEIS
crack-it-face-block = SPERRE
crack-it-face-reset =
    UMSTEL-
    LUNG
crack-it-face-crack-it =
    CRACK
    IT
crack-it-face-master-crack-it =
    MEISTER-
    CRACK IT
crack-it-face-back =
    CRACK
    IT
crack-it-face-victory = SIEG

## The table

crack-it-safe-out = RAUS
crack-it-safe-opened = GEÖFFNET
crack-it-safe-yours = dein Tresor: nur du siehst seine Ziffern
crack-it-pile = Stapel: { $count }
crack-it-discard = Ablage: { $count }
crack-it-discard-dials = Ablage: { $count } · Zahlenscheiben { $dials }
crack-it-bank-tokens = Mitte: { $prestige } ★ · { $infamy } ×

## The side panel

crack-it-help = Tasten 1-5 oder Oben/Unten wählen eine Karte · Links/Rechts zielen · Leertaste spielt sie (oder verbietet) · Eingabe beendet den Zug (oder lässt es zu) · Rücktaste wirft stattdessen ab · H Tipp · Esc Menü
crack-it-mode-thieves = König der Diebe
crack-it-mode-safes = König der Tresore · Partie { $game } von 2
crack-it-final-duel = Finales Duell: keine Umstellungen
crack-it-bank = Tischmitte: ☠ { $infamy } Schande · ★ { $prestige } Prestige
crack-it-status-over = Das Spiel ist vorbei.
crack-it-status-arrange = { $name }, lege deine Kombination aus: Ziehe eine Karte an ihren Platz (oder klicke zwei zum Tauschen an), dann Auslegen (Eingabe).
crack-it-status-answer = { $name }, antworte: Halte es mit einem Verbot auf oder lass es zu.
crack-it-status-clue = Dein Hinweis hat diese Zahlenscheibenkarten gefunden (nur du siehst sie): klicke eine an, dann den Tresor des Gegners, gegen den du sie spielst.
crack-it-status-bonus = CLICK! Du darfst noch eine Zahlenscheibenkarte gegen denselben Gegner spielen.
crack-it-status-turn = { $name }, du bist am Zug: Wähle eine Karte, dann den Tresor eines Gegners (oder einen Stapel).
crack-it-status-arranging = Alle legen eine Kombination aus...
crack-it-status-answers = Die Antworten werden eingesammelt...
crack-it-status-playing = { $name } ist am Zug...
crack-it-key-enter = Eingabe
crack-it-key-space = Leertaste
crack-it-key-backspace = Rücktaste
crack-it-end-unplayed-title = Zug beenden?
crack-it-end-unplayed = Du hast in diesem Zug keine Karte gespielt. Trotzdem beenden?
crack-it-end-unplayed-yes = Zug beenden
crack-it-end-unplayed-no = Weiterspielen
crack-it-undo-none = Nichts zurückzunehmen: Jede gespielte Karte sehen alle. Zurücknehmen lassen sich nur zwei Dinge: das Auslegen deiner Kombination und das Durchlassen einer Aktionskarte.
crack-it-end-turn = Zug beenden
crack-it-discard-instead = Abwerfen
crack-it-discard-instead-why = Hake die Karten zum Abwerfen an, dann bestätige
crack-it-discard-ticked = Angehakte abwerfen
crack-it-hint-button = Tipp
crack-it-hint-button-why = Was der Computer auf der Stufe Schwer tun würde (H)
crack-it-play-it = Ausspielen

## The answer window, the Clue's choice and the arrangement

crack-it-answer-title = Antwort
crack-it-chain-of = Diese Kette gehört { $name }.
crack-it-chain-stopped =
    { $count ->
        [one] Bisher { $count } Verbot: Es ist aufgehalten.
       *[other] Bisher { $count } Verbote: Es ist aufgehalten.
    }
crack-it-chain-going =
    { $count ->
        [one] Bisher { $count } Verbot: Es geht durch.
       *[other] Bisher { $count } Verbote: Es geht durch.
    }
crack-it-prohibit = Verbieten
crack-it-let-it-be = Zulassen
crack-it-clue-offer = Fund deines Hinweises: eine Karte anklicken, dann einen Tresor
crack-it-clue-keys = Tasten: Oben/Unten eine Zahlenscheibenkarte, Links/Rechts ein Gegner, Leertaste spielt sie
crack-it-pick-offered = Klicke zuerst eine der Zahlenscheibenkarten an, die dein Hinweis gefunden hat, dann den Tresor eines Gegners.
crack-it-offered-on-rival = Die Zahlenscheibenkarte eines Hinweises wird gegen den Tresor eines Gegners gespielt.
crack-it-arrange-title = Deine Kombination
crack-it-arrange-how = Lege deine drei Karten verdeckt aus, von links nach rechts. Die Gegner knacken sie von links.
crack-it-arrange-drag = Ziehe eine Karte deines Tresors an ihren Platz oder klicke zwei zum Tauschen an.
crack-it-lay-down = Auslegen

## Notes on the player's choices

crack-it-pick-first = Nimm zuerst eine Karte aus deiner Hand.
crack-it-pick-card-keys = Wähle zuerst eine Karte (1-5 oder Oben/Unten).
crack-it-prohibition-answers = Ein Verbot antwortet auf die Aktionskarte eines Gegners.
crack-it-needs-rival-click = { $card } braucht einen Gegner: Klicke seinen Tresor an.
crack-it-needs-rival-aim = { $card } braucht einen Gegner als Ziel.
crack-it-pick-clue = Nimm einen Hinweis aus deiner Hand, um dort zu suchen.
crack-it-discard-how = Hake die Karten zum Abwerfen an (Klick oder Oben/Unten und Leertaste), dann bestätige (Eingabe).

## The hint

crack-it-hint-arrange = Tipp: Lege die Karten als { $digits } aus
crack-it-hint-dial = Tipp: Spiele deine { $card } gegen { $rival }
crack-it-hint-clue-discard = Tipp: Spiele deinen Hinweis auf den Ablagestapel
crack-it-hint-clue-hand = Tipp: Spiele deinen Hinweis auf die Hand von { $rival }
crack-it-hint-block = Tipp: Sperre die aufgedeckte Ziffer von { $rival }
crack-it-hint-reset = Tipp: Stelle deine eigene Ziffer um
crack-it-hint-crack-it = Tipp: CRACK IT gegen { $rival }
crack-it-hint-master = Tipp: Spiele Meister-CRACK-IT
crack-it-hint-take-dial = Tipp: Nimm die Zahlenscheibenkarte { $value } und spiele sie gegen { $rival }
crack-it-hint-prohibit = Tipp: Halte es mit einem Verbot auf
crack-it-hint-pass = Tipp: Lass es zu
crack-it-hint-discard =
    { $count ->
        [one] Tipp: Wirf eine Karte ab
       *[other] Tipp: Wirf { $count } Karten ab
    }
crack-it-hint-end-turn = Tipp: Beende deinen Zug

## The log

crack-it-log-arranged = { $name } legt eine Kombination aus.
crack-it-log-turn = { $name } ist am Zug.
crack-it-log-ends-turn = { $name } beendet den Zug.
crack-it-log-dial-above = { $name } spielt { $dial } auf Ziffer { $digit } von { $rival }: kommt darüber
crack-it-log-dial-below = { $name } spielt { $dial } auf Ziffer { $digit } von { $rival }: kommt darunter
crack-it-log-dial-click = { $name } spielt { $dial } auf Ziffer { $digit } von { $rival }: CLICK!
crack-it-log-dial-narrowed = { $name } spielt { $dial } auf Ziffer { $digit } von { $rival }: nur ein Wert bleibt, aufgedeckt
crack-it-log-discovered = Ziffer { $digit } von { $rival } ist { $value }.
crack-it-log-plays-clue-discard = { $name } spielt einen Hinweis auf den Ablagestapel.
crack-it-log-plays-clue-hand = { $name } spielt einen Hinweis auf die Hand von { $rival }.
crack-it-log-plays-block = { $name } spielt eine Sperre gegen { $rival }.
crack-it-log-plays-reset = { $name } spielt eine Umstellung auf den eigenen Tresor.
crack-it-log-plays-crack-it = { $name } spielt CRACK IT gegen { $rival }.
crack-it-log-plays-master = { $name } spielt Meister-CRACK-IT gegen alle.
crack-it-log-prohibited = { $name } spielt ein Verbot ({ $count } in der Kette).
crack-it-log-stopped = { $card } ist aufgehalten.
crack-it-log-goes-through = { $card } geht durch.
crack-it-log-goes-through-except = { $card } geht durch, außer bei { $names }.
crack-it-log-clue-taken = { $name } nimmt mit dem Hinweis die Zahlenscheibenkarte { $value }.
crack-it-log-clue-wasted = Der Hinweis von { $name } findet keine Zahlenscheibenkarte.
crack-it-log-blocked = Ziffer { $digit } von { $rival } ist gesperrt.
crack-it-log-reset = { $name } stellt Ziffer { $digit } um.
crack-it-log-discarded =
    { $count ->
        [one] { $name } wirft eine Karte ab.
       *[other] { $name } wirft { $count } Karten ab.
    }
crack-it-log-reshuffled = Der Ablagestapel wird zu einem neuen Stapel gemischt.
crack-it-log-safe-opened = { $by } öffnet den Tresor von { $name }!
crack-it-log-out = { $name } scheidet aus.
crack-it-log-final-duel = Finales Duell: keine Umstellungen mehr.
crack-it-log-takes-infamy = { $name } nimmt einen Schandmarker.
crack-it-log-returns-infamy = { $name } gibt einen Schandmarker zurück.
crack-it-log-takes-prestige = { $name } nimmt einen Prestigemarker.
crack-it-log-takes-infamy-and-prestige = { $name } nimmt einen Schandmarker und einen Prestigemarker.
crack-it-log-returns-infamy-takes-prestige = { $name } gibt einen Schandmarker zurück und nimmt einen Prestigemarker.
crack-it-log-game-ended = Partie { $game } ist zu Ende.
crack-it-log-game-ended-last = Partie { $game } ist zu Ende: { $name } hat den letzten Tresor.
crack-it-log-new-game = Partie { $game }: Neue Kombinationen werden ausgeteilt.
crack-it-log-game-over = Das Spiel ist vorbei.

## Between the two games of King of Safes

crack-it-summary-game-over = Partie { $game } ist vorbei
crack-it-summary-tokens-kept = Die Marker bleiben erhalten; neue Kombinationen werden ausgeteilt.
crack-it-summary-starts = { $name } beginnt Partie { $game }.

## The story of a match (results)

crack-it-story-victory = { $name } hat den letzten geschlossenen Tresor und erhält die Siegkarte.
crack-it-story-score = { $name }: { $prestige } Prestige (+{ $plus }), { $infamy } Schande ({ $minus }).
crack-it-story-tie-prestige =
    { $points ->
        [one] { $names } haben gleich viele Punkte ({ $points } Punkt); { $winner } hat mehr Prestige und gewinnt.
       *[other] { $names } haben gleich viele Punkte ({ $points } Punkte); { $winner } hat mehr Prestige und gewinnt.
    }
crack-it-story-tie-shared =
    { $points ->
        [one] { $names } haben gleich viele Punkte ({ $points } Punkt) und gleich viel Prestige: ein geteilter Sieg.
       *[other] { $names } haben gleich viele Punkte ({ $points } Punkte) und gleich viel Prestige: ein geteilter Sieg.
    }
crack-it-story-combination = Die Kombination von { $name } war { $digits }.

## Refusals: why the rules do not allow an action

crack-it-refusal-no-such-seat = An diesem Tisch gibt es keinen Spieler { $seat }.
crack-it-refusal-game-over = Das Spiel ist vorbei.
crack-it-refusal-not-your-decision = Spieler { $seat } ist jetzt nicht an der Reihe zu entscheiden.
crack-it-refusal-not-now = Das geht jetzt nicht.
crack-it-refusal-bad-order = Eine Reihenfolge nennt jede der drei Kombinationskarten genau einmal.
crack-it-refusal-no-such-card = Karte { $card } ist nicht auf der Hand.
crack-it-refusal-card-named-twice = Das Abwerfen nennt Karte { $card } zweimal.
crack-it-refusal-wrong-card =
    { $card ->
        [dial] Diese Karte ist keine Zahlenscheibenkarte.
        [prohibition] Diese Karte ist kein Verbot.
        [clue] Diese Karte ist kein Hinweis.
        [block] Diese Karte ist keine Sperre.
        [reset] Diese Karte ist keine Umstellung.
        [crack-it] Diese Karte ist kein CRACK IT.
        [master-crack-it] Diese Karte ist kein Meister-CRACK-IT.
       *[other] Diese Karte kann hier nicht gespielt werden.
    }
crack-it-refusal-already-narrowed = Eingrenzen geht nur einmal pro Zug (außer mit einem Hinweis oder dem CLICK-Bonus).
crack-it-refusal-bonus-rival = Nach einem CLICK geht die zusätzliche Zahlenscheibenkarte gegen denselben Gegner.
crack-it-refusal-locked = Nach CRACK IT setzt du in diesem Zug keine Karten mehr ein.
crack-it-refusal-self-target = Du kannst nicht auf dich selbst zielen.
crack-it-refusal-nothing-to-discover = Dieser Gegner hat keine verdeckte Ziffer.
crack-it-refusal-nothing-to-block = Dieser Gegner hat keine aufgedeckte Ziffer mehr, die sich sperren ließe.
crack-it-refusal-nothing-to-reset = Keine deiner Ziffern kann umgestellt werden: Eine gesperrte Ziffer oder ein geöffneter Tresor kann es nicht.
crack-it-refusal-final-duel = Im finalen Duell kann keine Umstellung gespielt werden.
crack-it-refusal-already-used = Wer in diesem Zug schon Karten eingesetzt hat, kann nicht mehr stattdessen abwerfen.
crack-it-refusal-not-offered = Diese Zahlenscheibenkarte ist nicht unter denen, die der Hinweis anbietet.
crack-it-refusal-player-out = Dieser Spieler ist aus dem Spiel.
crack-it-refusal-chance = Die Karten konnten nicht gemischt oder ausgeteilt werden.
