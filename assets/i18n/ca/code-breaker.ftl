## Code Breaker

code-breaker-help = Arrossega o clica les clavilles · tecles 1-8 posen un color · Esquerra/Dreta trien un forat · Retorn envia · Retrocés treu · H consell · Esc menú

## The board

code-breaker-shield = CODE BREAKERS
code-breaker-track-start = SORTIDA

## Peg colours: in running text (a code, a row) and on their own (a label)

code-breaker-peg-black = negre
code-breaker-peg-white = blanc
code-breaker-peg-red = vermell
code-breaker-peg-blue = blau
code-breaker-peg-green = verd
code-breaker-peg-yellow = groc
code-breaker-peg-pink = rosa
code-breaker-peg-orange = taronja
code-breaker-peg-empty = buit
code-breaker-colour-black = Negre
code-breaker-colour-white = Blanc
code-breaker-colour-red = Vermell
code-breaker-colour-blue = Blau
code-breaker-colour-green = Verd
code-breaker-colour-yellow = Groc
code-breaker-colour-pink = Rosa
code-breaker-colour-orange = Taronja
code-breaker-colour-empty = Forat buit
# A code of five pegs: each $peg is a colour in running text.
code-breaker-code = { $peg1 }, { $peg2 }, { $peg3 }, { $peg4 }, { $peg5 }

## The side panel

code-breaker-round-standard = Ronda { $round } · Joc estàndard · el primer a { $target }
code-breaker-round-advanced = Ronda { $round } · Joc avançat · el primer a { $target }
code-breaker-maker = Codificador
code-breaker-breaker = Desxifrador
code-breaker-maker-computer = Codificador · ordinador
code-breaker-breaker-computer = Desxifrador · ordinador
code-breaker-chosen-colour = Color triat: { $colour } ({ $number })
code-breaker-hide-code = Amaga el codi
code-breaker-submit-row = Envia la fila
# The key that submits, shown when the pointer rests on the button.
code-breaker-submit-key = Retorn
code-breaker-clear = Buida
code-breaker-finger-hole = Forat { $hole } ({ $peg }): toca'l per omplir-lo tot seguit, torna'l a tocar per buidar-lo.
code-breaker-hint = Consell
code-breaker-hint-why = La fila que proposaria l'ordinador de nivell difícil (H)

## What to do now

code-breaker-status-shield-lifted = La tapa s'ha aixecat.
code-breaker-status-match-over = La partida s'ha acabat.
code-breaker-status-hiding = { $name } amaga un codi...
code-breaker-status-thinking = { $name } pensa la fila { $row }...
code-breaker-status-make-a-code = { $name }, crea un codi secret: omple els cinc forats sota la tapa.
code-breaker-status-fill-a-row = { $name }, omple la fila { $row } i envia-la.
code-breaker-status-breaking = { $name } desxifra el codi: ara ve la fila { $row }.

## The row being composed

code-breaker-fill-every-hole = Omple primer tots els forats (encara oberts: { $count }).
code-breaker-fill-every-hole-advanced = Omple primer tots els forats (encara oberts: { $count }); el marcador de forat buit (9) en deixa un de buit.
code-breaker-hint-breaker-only = Els consells són per al desxifrador.
code-breaker-hint-thinking = Pensant un consell...
code-breaker-hint-ready = Consell: l'ordinador de nivell difícil proposaria aquesta fila. Envia-la per fer-la servir.

## The log

code-breaker-log-round-started = Ronda { $round }: { $name } crea el codi.
code-breaker-log-code-hidden = { $name } amaga un codi sota la tapa.
code-breaker-log-answered = Fila { $row }: { $code } - { $black ->
        [one] { $black } negra
       *[other] { $black } negres
    }, { $white ->
        [one] { $white } blanca
       *[other] { $white } blanques
    }.
code-breaker-log-solved = { $name } l'ha desxifrat a la fila { $row }: +{ $points } punts.
code-breaker-log-not-solved = { $name } no l'ha desxifrat: cap punt.
code-breaker-log-won = { $name } arriba a { $target } i guanya!

## The summary of a round

code-breaker-summary-round = Ronda { $round }
code-breaker-summary-broke = { $name } ha desxifrat el codi a la fila { $row }: +{ $points } punts
code-breaker-summary-missed = { $name } no ha desxifrat el codi: cap punt
code-breaker-summary-code = El codi era { $code }
code-breaker-summary-scores = { $first } { $first_score }  -  { $second } { $second_score }
code-breaker-summary-swap = Es canvien els papers: { $name } crea el codi següent.

## The story of a match, round by round

code-breaker-story-broke = Ronda { $round }: { $name } va desxifrar { $code } a la fila { $row } (+{ $points }).
code-breaker-story-missed = Ronda { $round }: { $name } no va trobar { $code } (+0).

## Refusals

code-breaker-error-no-such-seat = No hi ha cap jugador { $seat } en aquesta taula: aquest joc és per a dos
code-breaker-error-match-over = La partida s'ha acabat
code-breaker-error-maker-acts = No és el torn del jugador { $seat }: ara juga el codificador
code-breaker-error-breaker-acts = No és el torn del jugador { $seat }: ara juga el desxifrador
code-breaker-error-no-code-yet = El codificador ha d'amagar un codi abans de cap proposta
code-breaker-error-code-already-hidden = El codi ja està amagat; ara proposa el desxifrador
code-breaker-error-repeated-colour = En el joc estàndard cada clavilla ha de ser d'un color diferent ({ $code } repeteix un color)
code-breaker-error-empty-hole = En el joc estàndard s'han d'omplir tots els forats ({ $code } en deixa un de buit)
code-breaker-error-repeated-guess = Cada proposta ha de ser diferent dels anteriors de la ronda ({ $code } era la fila { $row })
code-breaker-error-code-length = Un codi té { $length } clavilles, `{ $text }` en té { $count }
code-breaker-error-code-letter = `{ $letter }` no és cap clavilla: fes servir K W R B G Y P O per als colors i - per a un forat buit
