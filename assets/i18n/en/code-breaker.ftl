## Code Breaker

code-breaker-help = Drag or click pegs · keys 1-8 place a colour · Left/Right pick a hole · Enter submits · Backspace removes · H hint · Esc menu

## The board

code-breaker-shield = CODE BREAKERS
code-breaker-track-start = START

## Peg colours: in running text (a code, a row) and on their own (a label)

code-breaker-peg-black = black
code-breaker-peg-white = white
code-breaker-peg-red = red
code-breaker-peg-blue = blue
code-breaker-peg-green = green
code-breaker-peg-yellow = yellow
code-breaker-peg-pink = pink
code-breaker-peg-orange = orange
code-breaker-peg-empty = empty
code-breaker-colour-black = Black
code-breaker-colour-white = White
code-breaker-colour-red = Red
code-breaker-colour-blue = Blue
code-breaker-colour-green = Green
code-breaker-colour-yellow = Yellow
code-breaker-colour-pink = Pink
code-breaker-colour-orange = Orange
code-breaker-colour-empty = Empty hole
# A code of five pegs: each $peg is a colour in running text.
code-breaker-code = { $peg1 }, { $peg2 }, { $peg3 }, { $peg4 }, { $peg5 }

## The side panel

code-breaker-round-standard = Round { $round } · Standard game · first to { $target }
code-breaker-round-advanced = Round { $round } · Advanced game · first to { $target }
code-breaker-maker = Maker
code-breaker-breaker = Breaker
code-breaker-maker-computer = Maker · computer
code-breaker-breaker-computer = Breaker · computer
code-breaker-chosen-colour = Chosen colour: { $colour } ({ $number })
code-breaker-hide-code = Hide code
code-breaker-submit-row = Submit row
# The key that submits, shown when the pointer rests on the button.
code-breaker-submit-key = Enter
code-breaker-clear = Clear
code-breaker-finger-hole = Hole { $hole } ({ $peg }): tap it to fill it next, tap it again to empty it.
code-breaker-hint = Hint
code-breaker-hint-why = What the hard computer would guess (H)

## What to do now

code-breaker-status-shield-lifted = The shield is lifted.
code-breaker-status-match-over = The match is over.
code-breaker-status-hiding = { $name } is hiding a code...
code-breaker-status-thinking = { $name } is thinking about row { $row }...
code-breaker-status-make-a-code = { $name }, make a secret code: fill the five holes behind the shield.
code-breaker-status-fill-a-row = { $name }, fill row { $row } and submit it.
code-breaker-status-breaking = { $name } is breaking the code: row { $row } next.

## The row being composed

code-breaker-fill-every-hole = Fill every hole first ({ $count } still open).
code-breaker-fill-every-hole-advanced = Fill every hole first ({ $count } still open); use the empty-hole marker (9) to leave one empty.
code-breaker-hint-breaker-only = Hints are for the Breaker.
code-breaker-hint-thinking = Thinking about a hint...
code-breaker-hint-ready = Hint: the hard solver would guess this row. Press Submit to use it.

## The log

code-breaker-log-round-started = Round { $round }: { $name } makes the code.
code-breaker-log-code-hidden = { $name } hides a code behind the shield.
code-breaker-log-answered = Row { $row }: { $code } - { $black } black, { $white } white.
code-breaker-log-solved = { $name } solved it in row { $row }: +{ $points } points.
code-breaker-log-not-solved = { $name } did not solve it: no points.
code-breaker-log-won = { $name } reaches { $target } and wins!

## The summary of a round

code-breaker-summary-round = Round { $round }
code-breaker-summary-broke = { $name } broke the code in row { $row }: +{ $points } points
code-breaker-summary-missed = { $name } did not break the code: no points
code-breaker-summary-code = The code was { $code }
code-breaker-summary-scores = { $first } { $first_score }  -  { $second } { $second_score }
code-breaker-summary-swap = Roles swap: { $name } makes the next code.

## The story of a match, round by round

code-breaker-story-broke = Round { $round }: { $name } broke { $code } in row { $row } (+{ $points }).
code-breaker-story-missed = Round { $round }: { $name } missed { $code } (+0).

## Refusals

code-breaker-error-no-such-seat = There is no player { $seat } at this table: Code Breaker is played by two
code-breaker-error-match-over = The match is over
code-breaker-error-maker-acts = It is not player { $seat }'s decision: the Maker acts now
code-breaker-error-breaker-acts = It is not player { $seat }'s decision: the Breaker acts now
code-breaker-error-no-code-yet = The Maker must hide a code before any guess
code-breaker-error-code-already-hidden = The code is already hidden; the Breaker guesses now
code-breaker-error-repeated-colour = In the standard game every peg must be a different colour ({ $code } repeats a colour)
code-breaker-error-empty-hole = In the standard game every hole must be filled ({ $code } leaves one empty)
code-breaker-error-repeated-guess = A guess must differ from every earlier guess of the round ({ $code } was row { $row })
code-breaker-error-code-length = A code has { $length } pegs, `{ $text }` has { $count }
code-breaker-error-code-letter = `{ $letter }` is not a peg: use K W R B G Y P O for the colours and - for an empty hole
