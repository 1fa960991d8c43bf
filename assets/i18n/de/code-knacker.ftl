## Code Knacker

code-knacker-solo-best = Solo-Bestwert: { $best ->
        [one] { $best } Million
       *[other] { $best } Millionen
    }.
code-knacker-solo-new-best = Solo-Bestwert: { $score ->
        [one] { $score } Million
       *[other] { $score } Millionen
    } - ein neuer Bestwert (bisher { $best })!
code-knacker-solo-first = Solo-Bestwert: { $score ->
        [one] { $score } Million
       *[other] { $score } Millionen
    } - dein erstes Solospiel.

## Pieces in sentences

# A die's face showing a number.
code-knacker-face-digit = { $digit }
# A die's face showing the microchip, in a list of rolled faces.
code-knacker-face-chip = Micro-Chip
# A safe card in a list: its code and its value in millions.
code-knacker-card = { $code } ({ $value } Mio.)
# A list of items: the first one, then the rest of the list.
code-knacker-list = { $first }, { $rest }
# An empty list.
code-knacker-nothing = nichts

## The table

code-knacker-tray = ZUR SEITE GELEGT
code-knacker-card-back =
    CODE
    KNACKER
code-knacker-safe = TRESOR
# A safe card's value on its face, in millions (little room: keep it short).
code-knacker-card-value = { $value } Mio.
code-knacker-cracked = GEKNACKT
code-knacker-deck = Stapel: { $count }
code-knacker-markers = Marker: { $count }
code-knacker-banner-cycle = Alle fünf zur Seite, { $count ->
        [one] ein Micro-Chip
       *[other] { $count } Micro-Chips
    }: neu würfeln?
code-knacker-banner-forced = Kein passender Würfel: Zug vorbei.
code-knacker-banner-lost = Kein passender Würfel: Tresore verloren!
code-knacker-banner-takes = { $name } erbeutet { $value ->
        [one] eine Million
       *[other] { $value } Millionen
    }!
code-knacker-banner-final-turn = Stapel leer: ein letzter Zug!

## The side panel

code-knacker-help = Würfel klicken oder ziehen · 1-5/6 legen eine Zahl/einen Micro-Chip zur Seite · Pfeile + Leertaste wählen · R würfeln · S aufhören · H Tipp · Esc Menü
code-knacker-turn-solo = Zug { $turn } · Solo
code-knacker-turn-highest = Zug { $turn } · Die höchste Summe gewinnt
code-knacker-no-safes-yet = noch keine Tresore
# A player's safes on hover: how many, then their values.
code-knacker-safes-hover = { $safes }: { $values }
# Beside a computer player's name.
code-knacker-safes-computer = Computer · { $count ->
        [one] { $count } Tresor
       *[other] { $count } Tresore
    }
code-knacker-safes = { $count ->
        [one] { $count } Tresor
       *[other] { $count } Tresore
    }
code-knacker-your-best = Dein Bestwert: { $best } Mio. · Stapel { $deck }
code-knacker-your-best-none = Dein Bestwert: noch keiner · Stapel { $deck }
code-knacker-roll = Würfeln
code-knacker-roll-all = Alle fünf würfeln
code-knacker-roll-rest = Rest würfeln
code-knacker-roll-why = R oder Eingabe
code-knacker-stop = Aufhören
code-knacker-hint = Tipp
code-knacker-hint-why = Was der Computer der Stufe Schwer tun würde (H)

## What to do now

code-knacker-status-over = Das Spiel ist zu Ende.
code-knacker-status-playing = { $name } spielt...
code-knacker-status-their-turn = { $name } ist an der Reihe.
code-knacker-status-last-turn = { $name }, dein letzter Zug: Würfle.
code-knacker-status-roll = { $name }, würfle.
code-knacker-status-cycle = { $name }, würfle noch einmal mit allen fünf, oder hör auf und behalte, was du geknackt hast.
code-knacker-status-set-aside = { $name }, lege mindestens einen passenden Würfel zur Seite.
code-knacker-status-choosing = { $name }: Lege weitere zur Seite, würfle mit dem Rest oder hör auf.

## Why a die cannot be set aside, and prompts

code-knacker-why-already-aside = Dieser Würfel liegt schon zur Seite.
code-knacker-why-roll-first = Würfle zuerst.
code-knacker-why-stock-empty = Der Vorrat an Markern ist leer: Zahlenwürfel sind nicht mehr passend.
code-knacker-why-no-safe-needs = Keine Tresorkarte in der Auslage hat eine freie { $digit }.
code-knacker-why-not-now = Dieser Würfel kann jetzt nicht zur Seite gelegt werden.
code-knacker-which-digit = Welche Ziffer soll er abdecken? Wähle sie auf einem Tresor.
code-knacker-no-die-covers = Kein Würfel auf dem Tisch kann diese Ziffer abdecken.
code-knacker-no-die-shows-digit = Kein Würfel auf dem Tisch zeigt eine { $digit }.
code-knacker-no-die-shows-chip = Kein Würfel auf dem Tisch zeigt einen Micro-Chip.

## The hint

code-knacker-hint-working = Die Chancen werden berechnet...
# $expected: millions, with two decimals.
code-knacker-hint-roll-first = Tipp: Würfle. Erwartet ab hier: { $expected } Millionen in diesem Zug.
code-knacker-hint-roll-all = Tipp: Würfle noch einmal mit allen fünf. Erwartet ab hier: { $expected } Millionen in diesem Zug.
code-knacker-hint-roll-rest = Tipp: Würfle mit den übrigen Würfeln. Erwartet ab hier: { $expected } Millionen in diesem Zug.
code-knacker-hint-stop = Tipp: Hör jetzt auf. Erwartet ab hier: { $expected } Millionen in diesem Zug.
code-knacker-hint-set-aside = Tipp: Lege eine { $digit } auf { $code } zur Seite. Erwartet ab hier: { $expected } Millionen in diesem Zug.
code-knacker-hint-set-aside-chip = Tipp: Lege einen Micro-Chip zur Seite. Erwartet ab hier: { $expected } Millionen in diesem Zug.
# Added to the hint when playing alone: this turn and the next one.
code-knacker-hint-next-turn = Mit deinem nächsten Zug: { $value }.
# Added to the hint against one rival: this turn less the rival's next one.
code-knacker-hint-rival-turn = Abzüglich des nächsten Zugs deines Gegners: { $value }.

## The log

code-knacker-log-turn-started = Zug { $turn }: { $name } nimmt die Würfel.
code-knacker-log-rolled = Gewürfelt: { $dice }.
code-knacker-log-covers = Eine { $digit } deckt eine Ziffer von { $code } ab.
code-knacker-log-chip-aside = Ein Micro-Chip wird zur Seite gelegt.
code-knacker-log-cycle-complete = Alle fünf zur Seite gelegt, mit { $count ->
        [one] einem Micro-Chip
       *[other] { $count } Micro-Chips
    }: Es darf noch einmal mit allen fünf gewürfelt werden.
code-knacker-log-stops-empty = { $name } hört auf, ohne einen Tresor geknackt zu haben.
code-knacker-log-stops-takes = { $name } hört auf und erbeutet { $cards }.
code-knacker-log-forced = Kein passender Würfel: Der Zug von { $name } endet.
code-knacker-log-forced-loses = Kein passender Würfel: { $name } geht leer aus. Unter den Stapel: { $cards }.
code-knacker-log-refilled = { $code } wird aufgedeckt.
code-knacker-log-card-removed = Solo: { $code } scheidet aus dem Spiel aus.
code-knacker-log-final-turn = Der Stapel ist leer: ein letzter Zug.
code-knacker-log-game-over = Die Auslage kann nicht mehr ergänzt werden: Das Spiel ist zu Ende.

## The results

code-knacker-story-none = { $name }: kein Tresor geknackt.
code-knacker-story = { $name }: { $total ->
        [one] { $total } Million
       *[other] { $total } Millionen
    } aus { $count ->
        [one] { $count } Tresor
       *[other] { $count } Tresoren
    } - { $cards }.
code-knacker-story-shared = Gleichstand bei Betrag und Anzahl der Tresore: Die Spieler teilen sich den Sieg.
code-knacker-story-more-safes = Gleichstand beim Betrag: Es gewinnt, wer mehr Tresore besitzt.

## Refusals of the rules

code-knacker-error-no-such-seat = An diesem Tisch gibt es keinen Spieler { $seat }.
code-knacker-error-game-over = Das Spiel ist zu Ende.
code-knacker-error-not-your-turn = Spieler { $current } ist an der Reihe, nicht Spieler { $seat }.
code-knacker-error-roll-first = Würfle zuerst.
code-knacker-error-cycle-complete = Alle fünf Würfel liegen zur Seite: Würfle noch einmal mit allen fünf oder hör auf.
code-knacker-error-no-such-die = Es gibt keinen Würfel { $die }.
code-knacker-error-already-aside = Würfel { $die } liegt schon zur Seite.
code-knacker-error-chip-covers-nothing = Ein Micro-Chip deckt nichts ab.
code-knacker-error-number-must-cover = Ein Zahlenwürfel deckt eine Ziffer mit derselben Zahl ab.
code-knacker-error-no-such-digit = Diese Ziffer gibt es in der Auslage nicht.
code-knacker-error-digit-covered = Diese Ziffer ist schon abgedeckt.
code-knacker-error-wrong-digit = Eine { $face } kann keine { $digit } abdecken.
code-knacker-error-stock-empty = Der Vorrat an Markern ist leer: Ein Zahlenwürfel ist nicht mehr passend.
code-knacker-error-set-aside-first = Lege zuerst mindestens einen passenden Würfel zur Seite.
code-knacker-error-chance = Laut Zufallsskript konnten die Würfel nicht geworfen oder der Stapel nicht gemischt werden.
