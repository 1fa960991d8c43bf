## Settings (on the title and in the pause menu)

settings-language = Sprache
settings-music-volume = Musiklautstärke
settings-effects-volume = Effektlautstärke
settings-animations = Animationen
settings-speed-fast = Schnell
settings-speed-normal = Normal
settings-speed-slow = Langsam
settings-peg-symbols = Symbole auf Steckern
settings-peg-symbols-why = für Farbenblinde
settings-high-contrast = Hoher Kontrast
settings-high-contrast-why = Schrift 7:1, Bedienelemente umrandet
settings-smooth-edges = Glatte Kanten
settings-smooth-edges-why = Automatisch: glatt, außer wenn der Prozessor die Bilder zeichnet (dort doppelt so viele Bilder pro Sekunde)
settings-automatic = Automatisch
settings-on = An
settings-off = Aus
settings-fullscreen = Vollbild
settings-interface-scale = Größe von Text und Knöpfen
settings-percent = { $percent } %

## The table

table-continue = Weiter
table-out-title = { $name } ist ausgeschieden
table-out-watch = Schau den anderen weiter zu oder verlasse den Tisch.
table-watch = Zuschauen
table-leave = Tisch verlassen
table-your-turn = Du bist dran, { $name }
# A computer's name at the table, with its level.
table-seat-level = { $name } ({ $level })
table-pass-to = Gib den Bildschirm an { $name } weiter
table-look-away = Alle anderen schauen bitte weg. Der Tisch bleibt verdeckt, bis es weitergeht.
table-i-am = Ich bin { $name }
table-menu = Menü
table-menu-about = Pause (Esc)
keys-about = Tasten und Knöpfe (F1 oder ?)
keys-title = Tasten und Knöpfe
keys-everywhere = An jedem Tisch
keys-shared = Strg+Z oder U nimmt einen Zug zurück · F beschleunigt die Computer · Esc öffnet das Menü · F1 oder ? zeigt oder verbirgt diese Liste · Gamepad: Start öffnet das Menü, Select diese Liste, ein Druck auf den linken Stick gibt einen Tipp, die linke Schultertaste nimmt zurück, die rechte beschleunigt
keys-close = Schließen (F1)
table-log = Verlauf
# What a screen reader calls the list of the table's pieces.
table-in-words = Der Tisch
table-undo = Rückgängig
table-undo-about = Deinen letzten Zug zurücknehmen (Strg+Z oder U)
table-undo-none = Nichts zurückzunehmen: Züge, die gewürfelt, gezogen oder etwas gezeigt haben, bleiben
table-faster = Schneller
table-faster-about = Die Züge der Computer viermal so schnell, bis du dran bist (F oder die rechte Schultertaste)

## Watching a finished match again

replay-help = ← → einen Zug zurück oder vor · Leertaste abspielen oder anhalten · ↑ ↓ Tempo
replay-move = Wiederholung: { $shown } von { $total } Zügen gespielt
replay-start = Zurück zum Anfang
replay-back = Einen Zug zurück (←)
replay-pause = Anhalten (Leertaste)
replay-play = Abspielen (Leertaste)
replay-forward = Einen Zug vor (→)
replay-speed = Tempo
replay-end = Das Ende der Partie.

## The four games

game-code-breaker-blurb = Stecker, 2 Spieler. Verstecke einen Code aus fünf Farben; knacke den deines Gegners in möglichst wenigen Reihen.
game-code-knacker-blurb = Würfel, 1-6 Spieler. Würfle die Ziffern der ausliegenden Tresore frei und wisse, wann du aufhören musst.
game-crack-it-blurb = Karten, 2-5 Spieler. Grenze die Kombinationen deiner Gegner mit Zahlenscheiben ein und schütze deine eigene.
game-passcode-blurb = Karten und ein Würfel, 2-6 Spieler. Baue vier Codes, gib frei und zähle bis auf null herunter.
# A Code Knacker score, in millions.
game-score-millions = { $score } Mio.

## The title

title-heading = CODE BREAKERS
title-tagline = Vier Spiele ums Codeknacken an einem Tisch
title-continue = Weiterspielen
# Under Continue: the game, its players (a list) and how far it went ("12 moves").
title-continue-about = { $game } · { $names } · { $progress }
title-play = Spielen
title-saved = Gespeicherte Partien
title-statistics = Statistik
title-settings = Einstellungen
title-quit = Beenden

## The choice of game

select-heading = Wähle ein Spiel
select-set-up = Einrichten
select-coming-soon = Demnächst
select-back = Zurück

## Seats and options

setup-subtitle = Plätze und Optionen
setup-seat = Platz { $number }
setup-kind-human = Mensch
setup-kind-easy = Computer - leicht
setup-kind-normal = Computer - normal
setup-kind-hard = Computer - schwer
# Default names of seats, until the player types one.
setup-player-name = Spieler { $number }
setup-computer-name = Computer
setup-computer-numbered = Computer { $number }
setup-add-seat = Platz hinzufügen
setup-remove-seat = Letzten entfernen
setup-seat-range = { $fewest } bis { $most } Plätze
setup-code-knacker-solo = Solo: Nach jedem Zug verlässt eine Karte das Spiel; übertriff deine Bestleistung.
setup-crack-it-mode = Modus:
setup-king-of-thieves = König der Diebe
setup-king-of-safes = König der Tresore
setup-king-of-thieves-about = Der letzte noch geschlossene Tresor gewinnt. { $fewest } bis { $most } Spieler (zu fünft spielt man König der Tresore: die Regeln sehen König der Diebe für 2 bis 4 vor).
setup-king-of-safes-about = Zwei Partien, gewertet mit Prestige (+2) und Schande (-1). { $fewest } bis { $most } Spieler.
setup-passcode-any-order = Kürzer: Die Ziffern eines Codes dürfen in beliebiger Reihenfolge gespielt werden
setup-passcode-codes = Zu knackende Codes:
setup-code-breaker-game = Spiel:
setup-standard = Standardspiel
setup-advanced = Profispiel
setup-standard-about = Codes und Rateversuche bestehen aus fünf verschiedenen Farben.
setup-advanced-about = Codes dürfen Farben wiederholen und Löcher leer lassen.
setup-first-maker = Den ersten Code stellt:
setup-draw-lots = Auslosen
setup-back = Zurück
setup-start = Start
setup-wrong-seat-count = Dieser Modus braucht eine andere Anzahl an Plätzen.
setup-name-pronoun = „{ $name }“ liest sich als Wort, nicht als Name: Im Protokoll stünde „{ $name } legt eine Kombination aus“. Gib diesem Platz einen Namen.

## Saved matches

# A saved match: its game and its players (a list).
saved-match = { $game } · { $names }
# A date and time (UTC), every part but the year with two digits.
saved-date = { $day }.{ $month }.{ $year } { $hour }:{ $minute }
# When it was last played, and how far it went ("12 moves").
saved-when = { $date } · { $progress }
saved-moves = { $count ->
        [one] { $count } Zug
       *[other] { $count } Züge
    }
saved-none = Keine laufende Partie gespeichert.
saved-delete-it = Wirklich löschen
saved-keep = Behalten
saved-resume = Fortsetzen
saved-delete = Löschen
saved-finished = Beendet: noch einmal ansehen
saved-watch = Ansehen
saved-review = Analyse
# $place is one of saved-in-memory, saved-in-folder, saved-in-browser.
saved-kept = { $count ->
        [one] { $count } beendete Partie für die Statistik aufbewahrt · Speicherort: { $place }
       *[other] { $count } beendete Partien für die Statistik aufbewahrt · Speicherort: { $place }
    }
saved-in-memory = Arbeitsspeicher (geht beim Beenden verloren)
saved-in-folder = dieser Computer
saved-in-browser = lokaler Speicher des Browsers
saved-not-deleted = Sie konnte nicht gelöscht werden: { $error }
saved-unreadable = Die gespeicherten Partien können nicht gelesen werden: { $error }
saved-set-aside = { $count ->
        [one] Eine gespeicherte Partie war nicht lesbar und wurde beiseitegelegt: { $error }.
       *[other] { $count } gespeicherte Partien waren nicht lesbar und wurden beiseitegelegt, die erste: { $error }.
    }
saved-set-aside-kept = { $count ->
        [one] Eine gespeicherte Partie war nicht lesbar und wurde beiseitegelegt (aufbewahrt als { $kept }): { $error }.
       *[other] { $count } gespeicherte Partien waren nicht lesbar und wurden beiseitegelegt, die erste (aufbewahrt als { $kept }): { $error }.
    }

## Statistics

stats-none = Noch keine beendete Partie von { $game }.
stats-matches = { $count ->
        [one] { $count } beendete Partie
       *[other] { $count } beendete Partien
    }
stats-computer = Computer ({ $level })
stats-level-easy = leicht
stats-level-normal = normal
stats-level-hard = schwer
stats-won = { $won } von { $played } gewonnen
# $rate is a whole percentage.
stats-won-rate = { $won } von { $played } gewonnen ({ $rate } %)
stats-streak = Serie { $current } (beste { $best })
stats-versus = gegen { $level }: { $won }/{ $played } ({ $rate } %)
# A game's own figures (the SHOWN of crates/registry): $value is a count or a mean.
stats-codes-broken = Codes geknackt { $value }
stats-codes-missed = verfehlt { $value }
stats-rows-per-code = im Schnitt { $value } Reihen
stats-safes-cracked = Tresore geknackt { $value }
stats-solo-best-score = Solo-Bestwert { $value } Mio.
stats-solo-mean-score = Solo-Schnitt { $value } Mio.
stats-safes-opened = Tresore geöffnet { $value }
stats-prohibitions = Verbote gespielt { $value }
stats-rounds-won = Runden per FREIGABE gewonnen { $value }
stats-lockouts = FEHLER-Sperren { $value }
stats-rating = Wertung { $rating } ± { $deviation }

## Results

results-none = Es wurde noch keine Partie gespielt.
results-solo = { $name } erzielt { $score }
results-wins = { $name } gewinnt!
results-you-win = Du gewinnst!
results-two-win = { $first } und { $second } gewinnen!
# $names: all winners but the last, as a list.
results-many-win = { $names } und { $last } gewinnen!
results-no-winner = Niemand gewinnt.
results-again = Nochmal spielen
results-rematch = Revanche
results-join-rematch = Zur Revanche
results-watch = Nochmal ansehen
results-watch-about = Die ganze Partie noch einmal, jede Karte und jeder Code aufgedeckt
results-menu = Hauptmenü
results-review = Analyse
results-review-about = Jede Entscheidung mit der besten verglichen, nach dem, was ihr Spieler damals wusste
results-try-mistakes = { $count ->
        [one] Deinen Fehler nochmal versuchen
       *[other] Deine { $count } Fehler nochmal versuchen
    }
results-victory-card = ♛ SIEGKARTE

## The pause menu

pause-title = Pause
pause-settings = Einstellungen
pause-rules = Regeln
pause-resume = Weiterspielen
pause-rules-of = Regeln von { $game }
pause-quit = Zum Titelbildschirm
pause-leave-online = Tisch verlassen
pause-resign = Aufgeben
pause-resign-about = Diese Partie aufgeben: zu zweit gewinnt der andere; bei mehr Spielern spielt ein Computer deinen Platz zu Ende.
pause-resign-sure = Ja, aufgeben
pause-resign-keep = Nicht aufgeben
pause-back = Zurück

## Saves that cannot be read or written (the detail after the colon is the system's own)

load-error-not-json = die Datei ist kein JSON ({ $detail })
load-error-truncated = die Datei bricht vorzeitig ab ({ $detail })
load-error-newer = sie stammt von einer neueren Version von Code Breakers (Speicherformat { $found }; diese Version liest bis { $known })
load-error-not-a-save = das ist kein Spielstand von Code Breakers: { $detail }
load-error-unknown-game = unbekanntes Spiel „{ $game }“
load-error-wrong-game = das ist eine Partie { $found }, nicht { $expected }
load-error-bad-options = die Optionen passen nicht zu { $game }: { $detail }
load-error-bad-action = Aktion { $number } ist keine Aktion von { $game }: { $detail }
load-error-setup = { $detail }
load-error-illegal-action = Aktion { $number } ({ $action }) von { $seat } ist nicht erlaubt: { $detail }
store-error-bad-name = „{ $name }“ ist kein Name für einen Spielstand
store-error-missing = es gibt keinen Spielstand „{ $name }“
store-error-io = „{ $name }“ kann nicht { $doing ->
        [read] gelesen
        [write] geschrieben
        [list] aufgelistet
        [delete] gelöscht
        [set-aside] beiseitegelegt
       *[other] mit einem Ordner versehen
    } werden: { $detail }
store-browser-no-storage = der Browser bietet keinen lokalen Speicher
store-browser-refused = der Browser hat abgelehnt (Speicher voll oder abgeschaltet?)

## Each language by its own name (the same in every language's file)

language-english = English
language-german = Deutsch
language-catalan = Català
language-french = Français

## Numbers

# A number with two decimals: its whole units and hundredths ("42" and "05").
number-two-decimals = { $units },{ $hundredths }

## Lessons: a guided first game of each game

select-learn = Lernen
select-learn-again = Lernen ✓
select-learn-about = Eine geführte erste Partie { $game }: der Tisch zeigt, was zu tun ist.
lesson-offer-title = Neu bei { $game }?
lesson-offer-text = Lerne es beim Spielen: eine kurze geführte Partie, in der der Tisch bei jedem Schritt zeigt, was zu tun ist.
lesson-offer-learn = Beim Spielen lernen
lesson-offer-set-up = Partie einrichten
lesson-progress = Lektion · Schritt { $step } von { $steps }
lesson-continue = Weiter
lesson-finish = Fertig
lesson-continue-keys = Enter, Leertaste oder A am Controller
lesson-play-on = Weiterspielen
lesson-play-on-about = Die Lektion ist vorbei: spiele diese Partie weiter, die Computer denken jetzt selbst.
lesson-back = Schritt zurück
lesson-back-about = Zurück zum Schritt davor (Strg+Z oder U)
lesson-skip = Lektion überspringen
lesson-skip-about = Stattdessen eine Partie dieses Spiels einrichten.
lesson-not-now = Gut gedacht, aber die Lektion möchte gerade etwas anderes: lies die Karte der Lektion.

## Online spielen
title-online = Online spielen
online-title = Online spielen
online-server = Server
online-host = Auf diesem Computer hosten
online-hosting = Dieser Computer hostet Online-Partien. Freunde in deinem Netzwerk nutzen den Server { $address }
online-hosting-no-network = Dieser Computer richtet Online-Partien aus, ist aber in keinem Netz: nur dieser Computer kann beitreten.
online-join-from-the-game = Freunde treten mit Code Breakers bei: Online spielen, der Server { $address }, der Code { $code }.
online-host-failed = Der Server konnte auf diesem Computer nicht starten: { $why }
online-create = Eine Partie erstellen
online-seat = Platz { $number }
online-seat-me = Du
online-seat-friend = Ein Freund
online-add-seat = Platz hinzufügen
online-remove-seat = Platz entfernen
online-clock = Zeit für einen Zug:
online-clock-none = Ohne Limit
online-clock-minutes = { $count } Minuten
online-clock-days = { $count ->
    [one] ein Tag
   *[other] { $count } Tage
}
online-create-button = Partie erstellen
online-join = Einer Partie beitreten oder zuschauen
online-code = Einladungscode
online-join-button = Beitreten
online-watch-button = Zuschauen
online-my-matches = Meine Partien
online-refresh = Aktualisieren
online-no-matches = Noch keine Online-Partien auf diesem Server.
online-no-seats = Du hast auf diesem Server noch keinen Platz in einer Partie.
online-your-turn = Du bist dran
online-their-turn = Die anderen sind dran
online-finished = Beendet
online-waiting-seats = Warte auf Mitspieler
online-time-left = noch { $time }
online-open = Öffnen
online-working = Frage den Server…
online-failed = Der Server lehnte ab: { $why }
online-unreachable = Der Server ist nicht erreichbar: { $why }
online-waiting-room = Warteraum
online-invite = Gib deinen Freunden diesen Code:
online-invite-full = Alle sind da. Der Code, zur Erinnerung:
online-link = oder diesen Link:
online-copy = Einladung kopieren
online-copied = Kopiert
online-seat-joined = beigetreten
online-your-name = Dein Name:
online-your-name-hint = wie die anderen dich sehen
online-your-name-rule = 1 bis 24 Zeichen, keine Steuerzeichen
online-name-first = Zuerst dein Name: Die anderen sehen ihn, und das Protokoll erzählt deine Züge unter ihm.
online-seat-named = { $name } (beigetreten)
online-seat-open = noch nicht beigetreten…
online-start = Zum Tisch
online-start-waiting = Der Tisch öffnet, sobald jeder Platz besetzt ist.
online-back = Zurück
online-computer-name = Computer { $number }
online-moved = { $name } hat gezogen.
online-moved-late = { $name } hatte keine Zeit mehr: der Computer zog für sie.
online-since-last-visit = Seit deinem letzten Besuch:
online-refused = Nicht gesendet: { $why }
online-resigned = { $name } hat aufgegeben.
online-took-back = { $name } hat { $count ->
    [one] einen Zug
   *[other] { $count } Züge
} zurückgenommen.
online-undo-none = Jetzt ist nichts zurückzunehmen: Ein anderer Spieler war seitdem dran, oder der Zug hat etwas gezeigt.
online-present = Am Tisch: { $names }
online-away = Nicht da: { $names }
online-resigned-seats = Aufgegeben: { $names }
refused-match-over = Die Partie ist vorbei.
refused-resigned = Du hast aufgegeben: Du spielst in dieser Partie nicht mehr mit.
online-save-unreadable = Die beendete Partie konnte hier nicht gelesen werden.
online-connection-lost = Verbindung verloren. Verbinde neu…
online-waiting-for = Warte auf { $names }…
online-code-banner = Online-Partie { $code }
online-watching = Du schaust Partie { $code } zu
online-deadline = noch { $time } für diesen Zug
online-rematch-offered = Eine Revanche wurde gewünscht: Code { $code }
online-rematch-offered-by = { $name } bietet eine Revanche an: Code { $code }
online-offers-rematch = { $name } bietet eine Revanche an
online-join-rematch = Mitspielen
online-turn-of = { $name } ist dran
online-stopped = Der Server hat diese Partie geschlossen: { $why }
online-code-hint = z. B. ACDEFH
online-no-data-folder = dieser Computer hat keinen Datenordner für das Spiel
online-seat-computer = Computer
online-tab-your-turn = Du bist dran
online-notify-me = Sag mir, wenn ich dran bin
online-notify-me-about = Dein Browser fragt, ob das Spiel eine Mitteilung zeigen darf, wenn du dran bist und diese Seite nicht zu sehen ist.
online-notice-body = Dein Zug in Partie { $code }.
online-webhook = „Du bist dran“ auch an diese Adresse melden (freiwillig):

## Die Analyse einer beendeten Partie
review-title = Analyse · { $game }
review-working = Jede Entscheidung wird mit der besten verglichen…
review-failed = Diese Partie lässt sich nicht analysieren: { $error }
review-back = Zurück
review-back-to = Zurück zur Analyse
review-good = Gut
review-inaccuracy = Ungenauigkeit
review-mistake = Fehler
review-blunder = Patzer
review-loss-rows = { $loss ->
    [one] { $loss } Reihe verloren
   *[other] { $loss } Reihen verloren
}
review-loss-bits = { $loss } Bit verloren
review-loss-millions = { $loss } Millionen verloren
review-loss-points = { $loss ->
    [one] { $loss } Punkt verloren
   *[other] { $loss } Punkte verloren
}
review-accuracy = Genauigkeit
review-luck-points = { $name }: Glück { $luck } Punkte
review-luck-millions = { $name }: Glück { $luck } Millionen
review-axis-chance = Gewinnchance nach jeder Entscheidung (0 bis 100)
review-axis-millions = Millionen auf dem Konto und aus dem Zug erwartet
review-axis-bits = Was vom Code noch unbekannt ist (Bit; weniger ist näher)
review-axis-moves = Züge der Partie
review-all-good = Jede Entscheidung war gut: hier gibt es nichts zu lernen.
review-decision = Zug { $move } · { $name } · { $label } · { $loss }
review-chosen = Gespielt:
review-best = Am besten:
review-best-tag = Am besten
review-show = Auf dem Tisch zeigen
review-try = Nochmal versuchen
review-try-all = { $count ->
        [one] Deinen Fehler nochmal versuchen
       *[other] Deine { $count } Fehler nochmal versuchen
    }
review-moment-title = Zug { $move }: { $name } entscheidet
review-moment-step = Der Tisch zeigt, was { $name } damals wusste. Einen Schritt vor (→) zeigt den Zug.
review-retry-title = Zug { $move } nochmal, als { $name }
review-then = Damals:
review-now = Jetzt:
review-retry-choose = Entscheide neu: deine neue Wahl wird genauso beurteilt.
review-retry-unjudged = Da gab es nichts zu entscheiden (nur ein Zug war möglich).
review-retry-again = Nochmal
review-retry-next = Nächster Fehler
review-choose = Wähle eine markierte Entscheidung (eine Markierung, eine Zeile, oder ← →), um sie zu sehen.
settings-scale-held = Dieser Bildschirm hat Platz für { $percent } %.
title-close = Schließen
