## Settings (on the title and in the pause menu)

settings-language = Idioma
settings-music-volume = Volum de la música
settings-effects-volume = Volum dels efectes
settings-animations = Animacions
settings-speed-fast = Ràpides
settings-speed-normal = Normals
settings-speed-slow = Lentes
settings-peg-symbols = Símbols a les clavilles
settings-peg-symbols-why = per als daltònics
settings-high-contrast = Contrast alt
settings-high-contrast-why = text a 7:1, controls amb vora
settings-smooth-edges = Vores suaus
settings-smooth-edges-why = Automàtic: suaus, tret que les imatges les dibuixi el processador (allà, el doble d'imatges per segon)
settings-automatic = Automàtic
settings-on = Sí
settings-off = No
settings-fullscreen = Pantalla completa
settings-interface-scale = Mida del text i els botons
settings-percent = { $percent } %

## The table

table-continue = Continua
table-out-title = { $name } queda eliminat
table-out-watch = Mira com continuen els altres, o deixa la taula.
table-watch = Mirar
table-leave = Deixar la taula
table-your-turn = Et toca, { $name }
# A computer's name at the table, with its level.
table-seat-level = { $name } ({ $level })
table-pass-to = Passa la pantalla a { $name }
table-look-away = Tots els altres, no mireu, si us plau. La taula queda amagada fins que estigui a punt.
table-i-am = Soc { $name }
table-menu = Menú
table-menu-about = Pausa (Esc)
keys-about = Tecles i botons (F1 o ?)
keys-title = Tecles i botons
keys-everywhere = A totes les taules
keys-shared = Ctrl+Z o U desfà una jugada · F fa anar més de pressa els ordinadors · Esc obre el menú · F1 o ? mostra o amaga aquesta llista · Comandament: Start obre el menú, Select aquesta llista, prémer la palanca esquerra demana una pista, el botó d'espatlla esquerre desfà, el dret fa anar més de pressa
keys-close = Tanca (F1)
table-log = Registre
# What a screen reader calls the list of the table's pieces.
table-in-words = La taula
table-undo = Desfés
table-undo-about = Desfés la teva última jugada (Ctrl+Z o U)
table-undo-none = Res a desfer: les jugades que han tirat, robat o mostrat alguna cosa es queden
table-faster = Més ràpid
table-faster-about = Els torns de l'ordinador quatre vegades més ràpids, fins al teu (F o el botó d'espatlla dret)

## Watching a finished match again

replay-help = ← → una jugada enrere o endavant · Espai reprodueix o atura · ↑ ↓ velocitat
replay-move = Repetició: { $shown } de { $total } jugades fetes
replay-start = Torna al començament
replay-back = Una jugada enrere (←)
replay-pause = Atura (Espai)
replay-play = Reprodueix (Espai)
replay-forward = Una jugada endavant (→)
replay-speed = Velocitat
replay-end = El final de la partida.

## The four games

game-code-breaker-blurb = Clavilles, 2 jugadors. Amaga un codi de cinc colors i desxifra el del teu rival en tan poques files com puguis.
game-code-knacker-blurb = Daus, d'1 a 6 jugadors. Tira per forçar les xifres de les caixes fortes de la filera, i sàpigues quan plantar-te.
game-crack-it-blurb = Cartes, de 2 a 5 jugadors. Acota les combinacions dels teus rivals amb dials i protegeix la teva.
game-passcode-blurb = Cartes i un dau, de 2 a 6 jugadors. Construeix quatre codis, valida i compta enrere fins a zero.
# A Code Knacker score, in millions.
game-score-millions = { $score } M

## The title

title-heading = CODE BREAKERS
title-tagline = Quatre jocs de desxifrar codis en una sola taula
title-continue = Continua
# Under Continue: the game, its players (a list) and how far it went ("12 moves").
title-continue-about = { $game } · { $names } · { $progress }
title-play = Juga
title-saved = Partides desades
title-statistics = Estadístiques
title-settings = Configuració
title-quit = Surt

## The choice of game

select-heading = Tria un joc
select-set-up = Prepara
select-coming-soon = Aviat
select-back = Enrere

## Seats and options

setup-subtitle = Seients i opcions
setup-seat = Seient { $number }
setup-kind-human = Persona
setup-kind-easy = Ordinador - fàcil
setup-kind-normal = Ordinador - normal
setup-kind-hard = Ordinador - difícil
# Default names of seats, until the player types one.
setup-player-name = Jugador { $number }
setup-computer-name = Ordinador
setup-computer-numbered = Ordinador { $number }
setup-add-seat = Afegeix un seient
setup-remove-seat = Treu l'últim
setup-seat-range = De { $fewest } a { $most } seients
setup-code-knacker-solo = En solitari: després de cada torn una carta surt del joc; supera la teva millor puntuació.
setup-crack-it-mode = Mode:
setup-king-of-thieves = Rei dels Lladres
setup-king-of-safes = Rei de les Caixes Fortes
setup-king-of-thieves-about = Guanya l'última caixa forta encara tancada. De { $fewest } a { $most } jugadors (cinc juguen al Rei de les Caixes Fortes: les regles donen el Rei dels Lladres per a 2 a 4).
setup-king-of-safes-about = Dues partides puntuades amb prestigi (+2) i mala fama (-1). De { $fewest } a { $most } jugadors.
setup-passcode-any-order = Més curta: les xifres d'un codi es poden jugar en qualsevol ordre
setup-passcode-codes = Codis per desxifrar:
setup-code-breaker-game = Joc:
setup-standard = Estàndard
setup-advanced = Avançat
setup-standard-about = Els codis i les propostes fan servir cinc colors diferents.
setup-advanced-about = Els codis poden repetir colors i deixar forats buits.
setup-first-maker = Crea el primer codi:
setup-draw-lots = A sorts
setup-back = Enrere
setup-start = Comença
setup-wrong-seat-count = Aquest mode necessita un altre nombre de seients.
setup-name-pronoun = «{ $name }» es llegeix com una paraula, no com un nom: el registre diria «{ $name } disposa una combinació». Dona un nom a aquest seient.

## Saved matches

# A saved match: its game and its players (a list).
saved-match = { $game } · { $names }
# A date and time (UTC), every part but the year with two digits.
saved-date = { $day }/{ $month }/{ $year } { $hour }:{ $minute }
# When it was last played, and how far it went ("12 moves").
saved-when = { $date } · { $progress }
saved-moves = { $count ->
        [one] { $count } jugada
       *[other] { $count } jugades
    }
saved-none = No hi ha cap partida en curs desada.
saved-delete-it = Esborra-la
saved-keep = Conserva-la
saved-resume = Reprèn
saved-delete = Esborra
saved-finished = Acabades: torna a veure'n una
saved-watch = Mira
saved-review = Anàlisi
# $place is one of saved-in-memory, saved-in-folder, saved-in-browser.
saved-kept = { $count ->
        [one] { $count } partida acabada conservada per a les estadístiques · desada a { $place }
       *[other] { $count } partides acabades conservades per a les estadístiques · desades a { $place }
    }
saved-in-memory = la memòria (es perd en tancar el joc)
saved-in-folder = aquest ordinador
saved-in-browser = l'emmagatzematge local del navegador
saved-not-deleted = No s'ha pogut esborrar: { $error }
saved-unreadable = No es poden llegir les partides desades: { $error }
saved-set-aside = { $count ->
        [one] Una partida desada no s'ha pogut llegir i s'ha apartat: { $error }.
       *[other] { $count } partides desades no s'han pogut llegir i s'han apartat; la primera: { $error }.
    }
saved-set-aside-kept = { $count ->
        [one] Una partida desada no s'ha pogut llegir i s'ha apartat (conservada com a { $kept }): { $error }.
       *[other] { $count } partides desades no s'han pogut llegir i s'han apartat; la primera (conservada com a { $kept }): { $error }.
    }

## Statistics

stats-none = Encara no hi ha cap partida acabada de { $game }.
stats-matches = { $count ->
        [one] { $count } partida acabada
       *[other] { $count } partides acabades
    }
stats-computer = Ordinador ({ $level })
stats-level-easy = fàcil
stats-level-normal = normal
stats-level-hard = difícil
stats-won = victòries { $won } de { $played }
# $rate is a whole percentage.
stats-won-rate = victòries { $won } de { $played } ({ $rate } %)
stats-streak = ratxa { $current } (la millor, { $best })
stats-versus = contra { $level }: { $won }/{ $played } ({ $rate } %)
# A game's own figures (the SHOWN of crates/registry): $value is a count or a mean.
stats-codes-broken = codis desxifrats { $value }
stats-codes-missed = fallats { $value }
stats-rows-per-code = { $value } files de mitjana
stats-safes-cracked = caixes forçades { $value }
stats-solo-best-score = millor en solitari { $value } M
stats-solo-mean-score = mitjana en solitari { $value } M
stats-safes-opened = caixes obertes { $value }
stats-prohibitions = Prohibicions jugades { $value }
stats-rounds-won = rondes guanyades amb la VALIDACIÓ { $value }
stats-lockouts = bloquejos { $value }
stats-rating = valoració { $rating } ± { $deviation }

## Results

results-none = Encara no s'ha jugat cap partida.
results-solo = { $name } fa { $score }
results-wins = { $name } guanya!
results-you-win = Guanyes!
results-two-win = { $first } i { $second } guanyen!
# $names: all winners but the last, as a list.
results-many-win = { $names } i { $last } guanyen!
results-no-winner = No guanya ningú.
results-again = Torna a jugar
results-rematch = Revenja
results-join-rematch = Juga la revenja
results-watch = Torna-la a veure
results-watch-about = Tota la partida un altre cop, amb totes les cartes i els codis a la vista
results-menu = Menú principal
results-review = Anàlisi
results-review-about = Cada decisió comparada amb la millor, segons el que el seu jugador sabia llavors
results-try-mistakes = { $count ->
        [one] Torna a provar el teu error
       *[other] Torna a provar els teus { $count } errors
    }
results-victory-card = ♛ CARTA DE VICTÒRIA

## The pause menu

pause-title = En pausa
pause-settings = Configuració
pause-rules = Regles
pause-resume = Continua
pause-rules-of = Regles de { $game }
pause-quit = Torna a l'inici
pause-leave-online = Deixa la taula
pause-resign = Abandona
pause-resign-about = Abandona aquesta partida: a dos, guanya l’altre; amb més jugadors, un ordinador juga el teu lloc fins al final.
pause-resign-sure = Sí, abandona
pause-resign-keep = Continua jugant
pause-back = Enrere

## Saves that cannot be read or written (the detail after the colon is the system's own)

load-error-not-json = el fitxer no és JSON ({ $detail })
load-error-truncated = el fitxer s'acaba abans d'hora ({ $detail })
load-error-newer = el va escriure una versió més nova de Code Breakers (format { $found }; aquesta versió en llegeix fins al { $known })
load-error-not-a-save = no és una partida desada de Code Breakers: { $detail }
load-error-unknown-game = joc desconegut «{ $game }»
load-error-wrong-game = és una partida de { $found }, no de { $expected }
load-error-bad-options = les opcions no encaixen amb { $game }: { $detail }
load-error-bad-action = l'acció { $number } no és una acció de { $game }: { $detail }
load-error-setup = { $detail }
load-error-illegal-action = l'acció { $number } ({ $action }) de { $seat } no és permesa: { $detail }
store-error-bad-name = «{ $name }» no és un nom de partida desada
store-error-missing = no hi ha cap partida desada «{ $name }»
store-error-io = no es pot { $doing ->
        [read] llegir
        [write] escriure
        [list] llistar
        [delete] esborrar
        [set-aside] apartar
       *[other] crear la carpeta de
    } «{ $name }»: { $detail }
store-browser-no-storage = el navegador no ofereix emmagatzematge local
store-browser-refused = el navegador s'hi ha negat (emmagatzematge ple o desactivat?)

## Each language by its own name (the same in every language's file)

language-english = English
language-german = Deutsch
language-catalan = Català
language-french = Français

## Numbers

# A number with two decimals: its whole units and hundredths ("42" and "05").
number-two-decimals = { $units },{ $hundredths }

## Lessons: a guided first game of each game

select-learn = Aprèn
select-learn-again = Aprèn ✓
select-learn-about = Una primera partida guiada de { $game }: la taula mostra què cal fer.
lesson-offer-title = És el primer cop a { $game }?
lesson-offer-text = Aprèn-lo jugant: una partida guiada curta on la taula mostra què cal fer a cada pas.
lesson-offer-learn = Aprèn jugant
lesson-offer-set-up = Prepara una partida
lesson-progress = Lliçó · pas { $step } de { $steps }
lesson-continue = Continua
lesson-finish = Acaba
lesson-continue-keys = Retorn, Espai o la A del comandament
lesson-play-on = Continua jugant
lesson-play-on-about = La lliçó s'ha acabat: continua aquesta partida, ara els ordinadors pensen pel seu compte.
lesson-back = Pas enrere
lesson-back-about = Torna al pas anterior (Ctrl+Z o U)
lesson-skip = Salta la lliçó
lesson-skip-about = Prepara una partida d'aquest joc.
lesson-not-now = Ben pensat, però ara la lliçó demana una altra cosa: llegeix la carta de la lliçó.

## Jugar en línia
title-online = Jugar en línia
online-title = Jugar en línia
online-server = Servidor
online-host = Allotjar en aquest ordinador
online-hosting = Aquest ordinador allotja partides en línia. Els amics de la teva xarxa fan servir el servidor { $address }
online-hosting-no-network = Aquest ordinador acull partides en línia, però no és a cap xarxa: només aquest ordinador s'hi pot unir.
online-join-from-the-game = Els amics s'hi uneixen amb Code Breakers: Juga en línia, el servidor { $address }, el codi { $code }.
online-host-failed = El servidor no s'ha pogut iniciar en aquest ordinador: { $why }
online-create = Crear una partida
online-seat = Lloc { $number }
online-seat-me = Tu
online-seat-friend = Un amic
online-add-seat = Afegir un lloc
online-remove-seat = Treure un lloc
online-clock = Temps per jugada:
online-clock-none = Sense límit
online-clock-minutes = { $count } minuts
online-clock-days = { $count ->
    [one] un dia
   *[other] { $count } dies
}
online-create-button = Crear la partida
online-join = Unir-se a una partida o mirar-la
online-code = Codi d'invitació
online-join-button = Unir-se
online-watch-button = Mirar
online-my-matches = Les meves partides
online-refresh = Actualitzar
online-no-matches = Encara no hi ha partides en línia en aquest servidor.
online-no-seats = Encara no tens cap seient en cap partida d'aquest servidor.
online-your-turn = Et toca
online-their-turn = Els toca als altres
online-finished = Acabada
online-waiting-seats = Esperant jugadors
online-time-left = queden { $time }
online-open = Obrir
online-working = Preguntant al servidor…
online-failed = El servidor ha dit que no: { $why }
online-unreachable = No es pot arribar al servidor: { $why }
online-waiting-room = Sala d'espera
online-invite = Dona aquest codi als teus amics:
online-invite-full = Ja hi són tots. El codi, per si de cas:
online-link = o aquest enllaç:
online-copy = Copiar la invitació
online-copied = Copiada
online-seat-joined = s'hi ha unit
online-your-name = El teu nom:
online-your-name-hint = com et veuen els altres
online-your-name-rule = D'1 a 24 caràcters, sense caràcters de control
online-name-first = Primer el teu nom: els altres el veuen, i el registre explica les teves jugades amb ell.
online-seat-named = { $name } (s'hi ha unit)
online-seat-open = encara no hi és…
online-start = Anar a la taula
online-start-waiting = La taula s'obre quan tots els llocs estan ocupats.
online-back = Enrere
online-computer-name = Ordinador { $number }
online-moved = { $name } ha jugat.
online-moved-late = A { $name } se li ha acabat el temps: l'ordinador ha jugat per ell.
online-since-last-visit = Des de la teva última visita:
online-refused = No enviat: { $why }
online-resigned = { $name } ha abandonat.
online-took-back = { $name } ha desfet { $count ->
    [one] una jugada
   *[other] { $count } jugades
}.
online-undo-none = Ara no hi ha res a desfer: un altre jugador ha jugat després, o la jugada ha mostrat alguna cosa.
online-present = A la taula: { $names }
online-away = Absents: { $names }
online-resigned-seats = Han abandonat: { $names }
refused-match-over = La partida ha acabat.
refused-resigned = Has abandonat: ja no jugues en aquesta partida.
online-save-unreadable = La partida acabada no s'ha pogut llegir aquí.
online-connection-lost = Connexió perduda. Tornant-hi…
online-waiting-for = Esperant { $names }…
online-code-banner = Partida en línia { $code }
online-watching = Mires la partida { $code }
online-deadline = queden { $time } per a aquesta jugada
online-rematch-offered = S'ha demanat la revenja: codi { $code }
online-rematch-offered-by = { $name } ofereix la revenja: codi { $code }
online-offers-rematch = { $name } ofereix la revenja
online-join-rematch = Uneix-t'hi
online-turn-of = Li toca a { $name }
online-stopped = El servidor ha tancat aquesta partida: { $why }
online-code-hint = p. ex. ACDEFH
online-no-data-folder = aquest ordinador no té carpeta de dades per al joc
online-seat-computer = Ordinador
online-tab-your-turn = Et toca
online-notify-me = Avisa’m quan em toqui
online-notify-me-about = El navegador et pregunta si el joc pot mostrar un avís quan et toqui i aquesta pàgina no es vegi.
online-notice-body = Et toca jugar a la partida { $code }.
online-webhook = Avisos «et toca» també a aquesta adreça (opcional):

## L'anàlisi d'una partida acabada
review-title = Anàlisi · { $game }
review-working = Comparant cada decisió amb la millor…
review-failed = Aquesta partida no es pot analitzar: { $error }
review-back = Enrere
review-back-to = Torna a l'anàlisi
review-good = Bona
review-inaccuracy = Imprecisió
review-mistake = Error
review-blunder = Error greu
review-loss-rows = { $loss ->
    [one] { $loss } fila perduda
   *[other] { $loss } files perdudes
}
review-loss-bits = { $loss } bits perduts
review-loss-millions = { $loss } milions perduts
review-loss-points = { $loss ->
    [one] { $loss } punt perdut
   *[other] { $loss } punts perduts
}
review-accuracy = Precisió
review-luck-points = { $name }: sort { $luck } punts
review-luck-millions = { $name }: sort { $luck } milions
review-axis-chance = Probabilitat de guanyar després de cada decisió (de 0 a 100)
review-axis-millions = Milions guanyats i esperats del torn
review-axis-bits = El que encara no se sap del codi (bits; menys és més a prop)
review-axis-moves = Jugades de la partida
review-all-good = Totes les decisions van ser bones: aquí no hi ha res a aprendre.
review-decision = Jugada { $move } · { $name } · { $label } · { $loss }
review-chosen = Jugat:
review-best = El millor:
review-best-tag = El millor
review-show = Mostra-ho a la taula
review-try = Torna-ho a provar
review-try-all = { $count ->
        [one] Torna a provar el teu error
       *[other] Torna a provar els teus { $count } errors
    }
review-moment-title = Jugada { $move }: decideix { $name }
review-moment-step = La taula mostra el que { $name } sabia llavors. Un pas endavant (→) mostra la jugada.
review-retry-title = La jugada { $move } un altre cop, com a { $name }
review-then = Llavors:
review-now = Ara:
review-retry-choose = Tria de nou: la teva nova tria es jutja de la mateixa manera.
review-retry-unjudged = No hi havia res a decidir (només era possible una jugada).
review-retry-again = Un altre cop
review-retry-next = Error següent
review-choose = Tria una decisió marcada (una marca, una línia, o ← →) per veure-la.
settings-scale-held = Aquesta pantalla només té lloc per a un { $percent } %.
title-close = Tanca
