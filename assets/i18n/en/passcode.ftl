## Passcode

## The cards: faces and names in sentences

passcode-card-digit = { $digit }
passcode-card-key = KEY
passcode-card-fail = FAIL
passcode-card-back = PASS
    CODE

## The table

passcode-header = { $name } · score { $score }
passcode-counting-down = counting down
passcode-locked-out = locked out: { $turns } { $turns ->
    [1] roll
   *[other] rolls
} left
# A code's row on a player's board: L for LEVEL.
passcode-level-short = L{ $level }
passcode-lock-in-place = LOCK IN
passcode-pile-count = Pile: { $count }
passcode-discard-count = Discard: { $count }
passcode-die-roll-now = { $name }: roll the die
passcode-die-rolled = { $name } rolled { $roll }
passcode-die-roll = Roll the die
passcode-your-hand = Your hand: only you see it

## The side panel

passcode-help = Enter draws (or rolls) · Up takes the discard · 1/2 or Left/Right pick a card · Space plays (Up/Down choose the digit in any order) · Backspace discards · S lays LOCK IN · H hint · or drag the cards
passcode-round-codes = Round { $round } · { $count ->
        [one] { $count } code
       *[other] { $count } codes
    }
passcode-round-codes-any-order = Round { $round } · { $count ->
        [one] { $count } code
       *[other] { $count } codes
    } · any order
passcode-status-game-over = The game is over.
passcode-status-playing = { $name } is playing...
passcode-status-roll = { $name }, roll the die.
passcode-status-draw = { $name }, draw from the pile or take the discard.
passcode-status-holding = Pick a card (1 or 2), then play it, discard it or lay it as LOCK IN: use the buttons or drag it there.
passcode-status-completed = Code complete! Lay your last card as LOCK IN now (S), or keep it (Enter).
passcode-button-roll = Roll
passcode-button-draw = Draw
passcode-button-take-discard = Take the discard
passcode-button-lay-lock-in = Lay as LOCK IN
passcode-button-keep = Keep it
passcode-button-play = Play
passcode-play-on-digit = Play it on digit:
passcode-button-discard = Discard
passcode-button-hint = Hint
# Keyboard keys named on the buttons' hover texts.
passcode-key-enter = Enter
passcode-key-up = Up
passcode-key-space = Space
passcode-key-backspace = Backspace
passcode-need-card = Pick one of your two cards first (1 or 2, or Left/Right).

## The hint: "Hint: " and an action

passcode-hint = Hint: { $action }.
passcode-action-draw-pile = draw from the pile
passcode-action-take-discard = take the discard
passcode-action-discard = discard the { $card }
passcode-action-play = play the { $card } on your code
passcode-action-lock-in = lay the { $card } as LOCK IN
passcode-action-keep = keep your card for now
passcode-action-roll = roll the die
passcode-a-card = a card

## The log

passcode-log-dealt = Round { $round }: { $name } plays first.
passcode-log-discard-started = { $card } starts the discard pile.
passcode-log-fail-to-bottom = A FAIL is turned up: it goes under the pile, as a FAIL cannot start the discard pile.
passcode-log-takes-discard = { $name } takes the { $card } from the discard pile.
passcode-log-draws = { $name } draws.
passcode-log-draws-card = { $name } draws the { $card }.
passcode-log-fail-laid = { $name } lays a FAIL ({ $fails } in front).
passcode-log-discards = { $name } discards a { $card }.
passcode-log-plays = { $name } plays a { $card } on digit { $digit }.
passcode-log-code-complete = { $name }'s code is complete!
passcode-log-lock-in-laid = { $name } lays a LOCK IN card: { $number }.
passcode-log-card-kept = { $name } keeps their card for now.
passcode-log-rolls-lock-in = { $name } rolls { $roll } to lock in.
passcode-log-rolls-countdown = { $name } rolls { $roll } to count down.
passcode-log-rolls-lockout = { $name } rolls { $roll } against the lock-out.
passcode-log-lockout-missed = { $name } needed { $needed }: a FAIL card turns over. { $left ->
    [0] No roll left.
    [1] One roll left.
   *[other] { $left } rolls left.
}
passcode-log-lockout-missed-hidden = { $name } missed the number of their hand: a FAIL card turns over. { $left ->
    [0] No roll left.
    [1] One roll left.
   *[other] { $left } rolls left.
}
passcode-log-rolls-first-player = { $name } rolls { $roll } to see who plays first.
passcode-log-locked-out = { $name } is locked out by three FAILs.
passcode-log-lockout-broken = { $name } breaks the lock-out!
passcode-log-lockout-over = { $name }'s lock-out is over: the three FAILs leave the game, and { $name } plays normally from the next turn.
passcode-log-reshuffled = The discard pile becomes the new draw pile.
passcode-log-round-won = { $name } locks in and wins the round!
# $added is signed: +3, -2.
passcode-log-scored = { $name }: { $added } = { $score }.
passcode-log-moved-up = { $name } moves up to LEVEL { $level }.
passcode-log-countdown-started = { $name } starts counting down.
passcode-log-back-to-level-four = { $name } adds the set-aside { $added } and plays the last level again.
passcode-log-game-won = { $name } reaches exactly 0 and wins!

## The round's summary

passcode-summary-moved-up = { $name } completed the code and moves up to LEVEL { $level }.
passcode-summary-no-card = { $name } has no card in hand and adds 0: score { $score }.
passcode-summary-key-lock-in = { $name } adds 1 for the LOCK IN card, a KEY (a KEY counts 1): score { $score }.
passcode-summary-key-in-hand = { $name } adds 1 for the KEY in hand (a KEY counts 1): score { $score }.
passcode-summary-lock-in = { $name } adds { $added } for the LOCK IN card (the code was complete): score { $score }.
passcode-summary-in-hand = { $name } adds { $added } for the card in hand: score { $score }.
passcode-summary-dealt = Round { $round } is dealt; unfinished codes start again.

## The results

passcode-story = { $name }: level { $level }, score { $score }.
passcode-story-counting-down = { $name }: level { $level }, score { $score }, counting down.

## Refusals

passcode-error-no-such-seat = There is no player { $seat } at this table
passcode-error-game-over = The game is over
passcode-error-not-your-turn = It is player { $current }'s turn, not player { $seat }'s
passcode-error-draw-first = Draw a card first
passcode-error-already-drew = You already drew: discard, play or lay a card
passcode-error-must-roll = Roll the die this turn (LOCK IN, countdown or lock-out)
passcode-error-nothing-to-roll = There is nothing to roll for
passcode-error-empty-discard = The discard pile is empty
passcode-error-nothing-to-draw = No card is left to draw
passcode-error-no-such-card = There is no card { $card } in hand
passcode-error-does-not-fit = A { $card } does not fit the next digit, { $digit }
passcode-error-no-such-digit = That digit is not open on your code
passcode-error-code-complete = The code is already complete
passcode-error-code-not-complete = The LOCK IN card is laid only once every digit of the code is on the board
passcode-error-digits-in-order = Digits are played in order: name no digit unless the any-order option is on
passcode-error-lay-or-keep = Your code is complete: lay your card as the LOCK IN card, or keep it
passcode-error-nothing-to-keep = A card is kept this way only right after completing a code
passcode-error-chance-out-of-outcomes = The chance script has no outcome left for a roll of 1..={ $sides }
passcode-error-chance-out-of-range = The chance script outcome { $value } is not within 1..={ $sides }
passcode-error-chance-out-of-orders = The chance script has no deck order left for a shuffle of { $count } items
passcode-error-chance-not-a-permutation = The chance script order { $order } is not a permutation of { $count } items
