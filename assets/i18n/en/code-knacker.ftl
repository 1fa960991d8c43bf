## Code Knacker

code-knacker-solo-best = Solo best: { $best } million.
code-knacker-solo-new-best = Solo best: { $score } million - a new best (was { $best })!
code-knacker-solo-first = Solo best: { $score } million - your first solo game.

## Pieces in sentences

# A die's face showing a number.
code-knacker-face-digit = { $digit }
# A die's face showing the microchip, in a list of rolled faces.
code-knacker-face-chip = chip
# A safe card in a list: its code and its value in millions.
code-knacker-card = { $code } ({ $value } M)
# A list of items: the first one, then the rest of the list.
code-knacker-list = { $first }, { $rest }
# An empty list.
code-knacker-nothing = nothing

## The table

code-knacker-tray = SET ASIDE
code-knacker-card-back =
    CODE
    KNACKER
code-knacker-safe = SAFE
# A safe card's value on its face, in millions (little room: keep it short).
code-knacker-card-value = { $value } M
code-knacker-cracked = CRACKED
code-knacker-deck = Deck: { $count }
code-knacker-markers = Markers: { $count }
code-knacker-banner-cycle = All five aside with { $count } microchips: roll again?
code-knacker-banner-forced = No suitable die: the turn is over.
code-knacker-banner-lost = No suitable die: the cracked safes are lost!
code-knacker-banner-takes = { $name } takes { $value } million!
code-knacker-banner-final-turn = The deck is empty: one last turn!

## The side panel

code-knacker-help = Click or drag dice · 1-5/6 set aside a number/chip · arrows + Space pick · R roll · S stop · H hint · Esc menu
code-knacker-turn-solo = Turn { $turn } · Solo
code-knacker-turn-highest = Turn { $turn } · Highest total wins
code-knacker-no-safes-yet = no safes yet
# A player's safes on hover: how many, then their values.
code-knacker-safes-hover = { $safes }: { $values }
# Beside a computer player's name.
code-knacker-safes-computer = computer · { $count ->
        [one] { $count } safe
       *[other] { $count } safes
    }
code-knacker-safes = { $count ->
        [one] { $count } safe
       *[other] { $count } safes
    }
code-knacker-your-best = Your best: { $best } M · deck { $deck }
code-knacker-your-best-none = Your best: none yet · deck { $deck }
code-knacker-roll = Roll
code-knacker-roll-all = Roll all five
code-knacker-roll-rest = Roll the rest
code-knacker-roll-why = R or Enter
code-knacker-stop = Stop
code-knacker-hint = Hint
code-knacker-hint-why = What the hard computer would do (H)

## What to do now

code-knacker-status-over = The game is over.
code-knacker-status-playing = { $name } is playing...
code-knacker-status-their-turn = { $name }'s turn.
code-knacker-status-last-turn = { $name }, your last turn: roll the dice.
code-knacker-status-roll = { $name }, roll the dice.
code-knacker-status-cycle = { $name }, roll all five again, or stop and keep what you cracked.
code-knacker-status-set-aside = { $name }, set aside at least one suitable die.
code-knacker-status-choosing = { $name }: set aside more, roll the rest, or stop.

## Why a die cannot be set aside, and prompts

code-knacker-why-already-aside = That die is already set aside.
code-knacker-why-roll-first = Roll the dice first.
code-knacker-why-stock-empty = The marker stock is empty: numbered dice are no longer suitable.
code-knacker-why-no-safe-needs = No safe in the display has an uncovered { $digit }.
code-knacker-why-not-now = That die cannot be set aside now.
code-knacker-which-digit = Which digit should it cover? Choose it on a safe.
code-knacker-no-die-covers = No die on the table can cover that digit.
code-knacker-no-die-shows-digit = No die on the table shows { $digit }.
code-knacker-no-die-shows-chip = No die on the table shows chip.

## The hint

code-knacker-hint-working = Working out the odds...
# $expected: millions, with two decimals.
code-knacker-hint-roll-first = Hint: roll. Expected from here: { $expected } million this turn.
code-knacker-hint-roll-all = Hint: roll all five again. Expected from here: { $expected } million this turn.
code-knacker-hint-roll-rest = Hint: roll the dice left. Expected from here: { $expected } million this turn.
code-knacker-hint-stop = Hint: stop now. Expected from here: { $expected } million this turn.
code-knacker-hint-set-aside = Hint: set aside a { $digit } on { $code }. Expected from here: { $expected } million this turn.
code-knacker-hint-set-aside-chip = Hint: set aside a microchip. Expected from here: { $expected } million this turn.
# Added to the hint when playing alone: this turn and the next one.
code-knacker-hint-next-turn = Counting your next turn too: { $value }.
# Added to the hint against one rival: this turn less the rival's next one.
code-knacker-hint-rival-turn = Less your rival's next turn: { $value }.

## The log

code-knacker-log-turn-started = Turn { $turn }: { $name } takes the dice.
code-knacker-log-rolled = Rolled { $dice }.
code-knacker-log-covers = A { $digit } covers a digit of { $code }.
code-knacker-log-chip-aside = A microchip is set aside.
code-knacker-log-cycle-complete = All five aside with { $count } microchips: may roll all five again.
code-knacker-log-stops-empty = { $name } stops with no safe cracked.
code-knacker-log-stops-takes = { $name } stops and takes { $cards }.
code-knacker-log-forced = No suitable die: { $name }'s turn ends.
code-knacker-log-forced-loses = No suitable die: { $name } loses { $cards } under the deck.
code-knacker-log-refilled = { $code } is turned up.
code-knacker-log-card-removed = Solo: { $code } leaves the game.
code-knacker-log-final-turn = The deck is empty: one last turn.
code-knacker-log-game-over = The display cannot be filled: the game is over.

## The results

code-knacker-story-none = { $name }: no safe cracked.
code-knacker-story = { $name }: { $total } million from { $count ->
        [one] { $count } safe
       *[other] { $count } safes
    } - { $cards }.
code-knacker-story-shared = Tied on value and on the number of safes: the victory is shared.
code-knacker-story-more-safes = Tied on value: the player with more safes wins.

## Refusals of the rules

code-knacker-error-no-such-seat = There is no player { $seat } at this table.
code-knacker-error-game-over = The game is over.
code-knacker-error-not-your-turn = It is player { $current }'s turn, not player { $seat }'s.
code-knacker-error-roll-first = Roll the dice first.
code-knacker-error-cycle-complete = All five dice are aside: roll all five again or stop.
code-knacker-error-no-such-die = There is no die { $die }.
code-knacker-error-already-aside = Die { $die } is already set aside.
code-knacker-error-chip-covers-nothing = A microchip covers nothing.
code-knacker-error-number-must-cover = A numbered die covers a digit of equal value.
code-knacker-error-no-such-digit = There is no such digit in the display.
code-knacker-error-digit-covered = That digit is already covered.
code-knacker-error-wrong-digit = A { $face } cannot cover a { $digit }.
code-knacker-error-stock-empty = The marker stock is empty: a numbered die is no longer suitable.
code-knacker-error-set-aside-first = Set at least one suitable die aside first.
code-knacker-error-chance = The dice could not be rolled or the deck shuffled as the chance script says.
