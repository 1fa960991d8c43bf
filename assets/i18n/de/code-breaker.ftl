## Code Breaker

code-breaker-help = Stecker ziehen oder klicken · Tasten 1-8 setzen eine Farbe · Links/Rechts wählen ein Loch · Eingabe gibt ab · Rücktaste entfernt · H Tipp · Esc Menü

## The board

code-breaker-shield = CODE BREAKERS
code-breaker-track-start = START

## Peg colours: in running text (a code, a row) and on their own (a label)

code-breaker-peg-black = schwarz
code-breaker-peg-white = weiß
code-breaker-peg-red = rot
code-breaker-peg-blue = blau
code-breaker-peg-green = grün
code-breaker-peg-yellow = gelb
code-breaker-peg-pink = rosa
code-breaker-peg-orange = orange
code-breaker-peg-empty = leer
code-breaker-colour-black = Schwarz
code-breaker-colour-white = Weiß
code-breaker-colour-red = Rot
code-breaker-colour-blue = Blau
code-breaker-colour-green = Grün
code-breaker-colour-yellow = Gelb
code-breaker-colour-pink = Rosa
code-breaker-colour-orange = Orange
code-breaker-colour-empty = Leeres Loch
# A code of five pegs: each $peg is a colour in running text.
code-breaker-code = { $peg1 }, { $peg2 }, { $peg3 }, { $peg4 }, { $peg5 }

## The side panel

code-breaker-round-standard = Runde { $round } · Standardspiel · Ziel: { $target }
code-breaker-round-advanced = Runde { $round } · Profispiel · Ziel: { $target }
code-breaker-maker = Code-Setzer
code-breaker-breaker = Code-Brecher
code-breaker-maker-computer = Code-Setzer · Computer
code-breaker-breaker-computer = Code-Brecher · Computer
code-breaker-chosen-colour = Gewählte Farbe: { $colour } ({ $number })
code-breaker-hide-code = Code verstecken
code-breaker-submit-row = Reihe abgeben
# The key that submits, shown when the pointer rests on the button.
code-breaker-submit-key = Eingabe
code-breaker-clear = Leeren
code-breaker-finger-hole = Loch { $hole } ({ $peg }): antippen, um es als Nächstes zu füllen, noch einmal antippen, um es zu leeren.
code-breaker-hint = Tipp
code-breaker-hint-why = Was der Computer der Stufe Schwer raten würde (H)

## What to do now

code-breaker-status-shield-lifted = Der Sichtschutz ist gehoben.
code-breaker-status-match-over = Die Partie ist vorbei.
code-breaker-status-hiding = { $name } versteckt einen Code...
code-breaker-status-thinking = { $name } überlegt Reihe { $row }...
code-breaker-status-make-a-code = { $name }, stelle einen Geheimcode: Fülle die fünf Löcher hinter dem Sichtschutz.
code-breaker-status-fill-a-row = { $name }, fülle Reihe { $row } und gib sie ab.
code-breaker-status-breaking = { $name } knackt den Code: als Nächstes Reihe { $row }.

## The row being composed

code-breaker-fill-every-hole = Fülle zuerst jedes Loch (noch { $count } offen).
code-breaker-fill-every-hole-advanced = Fülle zuerst jedes Loch (noch { $count } offen); die Leer-Markierung (9) lässt eines leer.
code-breaker-hint-breaker-only = Tipps gibt es nur für den Code-Brecher.
code-breaker-hint-thinking = Ein Tipp wird überlegt...
code-breaker-hint-ready = Tipp: So würde der Computer der Stufe Schwer raten. Gib die Reihe ab, um sie zu nutzen.

## The log

code-breaker-log-round-started = Runde { $round }: { $name } stellt den Code.
code-breaker-log-code-hidden = { $name } versteckt einen Code hinter dem Sichtschutz.
code-breaker-log-answered = Reihe { $row }: { $code } - { $black } schwarz, { $white } weiß.
code-breaker-log-solved = { $name } hat ihn in Reihe { $row } geknackt: +{ $points } Punkte.
code-breaker-log-not-solved = { $name } hat ihn nicht geknackt: keine Punkte.
code-breaker-log-won = { $name } erreicht { $target } und gewinnt!

## The summary of a round

code-breaker-summary-round = Runde { $round }
code-breaker-summary-broke = { $name } hat den Code in Reihe { $row } geknackt: +{ $points } Punkte
code-breaker-summary-missed = { $name } hat den Code nicht geknackt: keine Punkte
code-breaker-summary-code = Der Code war { $code }
code-breaker-summary-scores = { $first } { $first_score }  -  { $second } { $second_score }
code-breaker-summary-swap = Rollentausch: { $name } stellt den nächsten Code.

## The story of a match, round by round

code-breaker-story-broke = Runde { $round }: { $name } knackte { $code } in Reihe { $row } (+{ $points }).
code-breaker-story-missed = Runde { $round }: { $name } verfehlte { $code } (+0).

## Refusals

code-breaker-error-no-such-seat = An diesem Tisch gibt es keinen Spieler { $seat }: Dieses Spiel wird zu zweit gespielt
code-breaker-error-match-over = Die Partie ist vorbei
code-breaker-error-maker-acts = Spieler { $seat } ist nicht am Zug: Jetzt ist der Code-Setzer dran
code-breaker-error-breaker-acts = Spieler { $seat } ist nicht am Zug: Jetzt ist der Code-Brecher dran
code-breaker-error-no-code-yet = Der Code-Setzer muss einen Code verstecken, bevor geraten wird
code-breaker-error-code-already-hidden = Der Code ist schon versteckt; jetzt rät der Code-Brecher
code-breaker-error-repeated-colour = Im Standardspiel muss jeder Stecker eine andere Farbe haben ({ $code } wiederholt eine Farbe)
code-breaker-error-empty-hole = Im Standardspiel muss jedes Loch gefüllt sein ({ $code } lässt eines leer)
code-breaker-error-repeated-guess = Jeder Rateversuch muss sich von allen früheren der Runde unterscheiden ({ $code } war Reihe { $row })
code-breaker-error-code-length = Ein Code hat { $length } Stecker, `{ $text }` hat { $count }
code-breaker-error-code-letter = `{ $letter }` ist kein Stecker: K W R B G Y P O stehen für die Farben, - für ein leeres Loch
