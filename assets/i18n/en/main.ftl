## Settings (on the title and in the pause menu)

settings-language = Language
settings-music-volume = Music volume
settings-effects-volume = Effects volume
settings-animations = Animations
settings-speed-fast = Fast
settings-speed-normal = Normal
settings-speed-slow = Slow
settings-peg-symbols = Symbols on pegs
settings-peg-symbols-why = for colour-blind play
settings-high-contrast = High contrast
settings-high-contrast-why = words at 7:1, controls outlined
settings-smooth-edges = Smooth edges
settings-smooth-edges-why = Automatic: smooth, but not when the pictures are drawn by the processor (twice the frames there)
settings-automatic = Automatic
settings-on = On
settings-off = Off
settings-fullscreen = Fullscreen
settings-interface-scale = Size of words and buttons
settings-percent = { $percent }%

## The table

table-continue = Continue
table-out-title = { $name } is out
table-out-watch = Watch the others play on, or leave the table.
table-watch = Watch
table-leave = Leave the table
table-your-turn = Your turn, { $name }
# A computer's name at the table, with its level.
table-seat-level = { $name } ({ $level })
table-pass-to = Pass the screen to { $name }
table-look-away = Everyone else, please look away. The table is hidden until they are ready.
table-i-am = I am { $name }
table-menu = Menu
table-menu-about = Pause (Esc)
keys-about = Keys and buttons (F1 or ?)
keys-title = Keys and buttons
keys-everywhere = At every table
keys-shared = Ctrl+Z or U takes a move back · F hurries the computers · Esc opens the menu · F1 or ? shows or hides this list · Pad: Start opens the menu, Select this list, a press of the left stick asks for a hint, the left shoulder button takes back, the right one hurries
keys-close = Close (F1)
table-log = Log
# What a screen reader calls the list of the table's pieces.
table-in-words = The table
table-undo = Undo
table-undo-about = Take back your last move (Ctrl+Z or U)
table-undo-none = Nothing to take back: moves that rolled, drew or showed something stay
table-faster = Faster
table-faster-about = The computers' turns four times as fast, until yours (F, or the right shoulder button)

## Watching a finished match again

replay-help = ← → a move back or on · Space play or pause · ↑ ↓ speed
replay-move = Replay: { $shown } of { $total } moves played
replay-start = Back to the start
replay-back = One move back (←)
replay-pause = Pause (Space)
replay-play = Play (Space)
replay-forward = One move on (→)
replay-speed = Speed
replay-end = The end of the match.

## The four games

game-code-breaker-blurb = Pegs, 2 players. Hide a code of five colours; break your rival's in as few rows as you can.
game-code-knacker-blurb = Dice, 1-6 players. Roll to crack the digits of the safes on display, and know when to stop.
game-crack-it-blurb = Cards, 2-5 players. Narrow your rivals' combinations with dials, and guard your own.
game-passcode-blurb = Cards and a die, 2-6 players. Build four codes, lock in, and count down to zero.
# A Code Knacker score, in millions.
game-score-millions = { $score } M

## The title

title-heading = CODE BREAKERS
title-tagline = Four code-breaking games at one table
title-continue = Continue
# Under Continue: the game, its players (a list) and how far it went ("12 moves").
title-continue-about = { $game } · { $names } · { $progress }
title-play = Play
title-saved = Saved matches
title-statistics = Statistics
title-settings = Settings
title-quit = Quit

## The choice of game

select-heading = Choose a game
select-set-up = Set up
select-coming-soon = Coming soon
select-back = Back

## Seats and options

setup-subtitle = Seats and options
setup-seat = Seat { $number }
setup-kind-human = Human
setup-kind-easy = Computer - easy
setup-kind-normal = Computer - normal
setup-kind-hard = Computer - hard
# Default names of seats, until the player types one.
setup-player-name = Player { $number }
setup-computer-name = Computer
setup-computer-numbered = Computer { $number }
setup-add-seat = Add a seat
setup-remove-seat = Remove the last
setup-seat-range = { $fewest } to { $most } seats
setup-code-knacker-solo = Solo: a card leaves the game after each turn; beat your best score.
setup-crack-it-mode = Mode:
setup-king-of-thieves = King of Thieves
setup-king-of-safes = King of Safes
setup-king-of-thieves-about = The last safe still closed wins. { $fewest } to { $most } players (five play King of Safes: the rules give King of Thieves 2 to 4).
setup-king-of-safes-about = Two games scored with prestige (+2) and infamy (-1). { $fewest } to { $most } players.
setup-passcode-any-order = Shorter: the digits of a code may be played in any order
setup-passcode-codes = Codes to break:
setup-code-breaker-game = Game:
setup-standard = Standard
setup-advanced = Advanced
setup-standard-about = Codes and guesses use five different colours.
setup-advanced-about = Codes may repeat colours and leave holes empty.
setup-first-maker = First code made by:
setup-draw-lots = Draw lots
setup-back = Back
setup-start = Start
setup-wrong-seat-count = This mode needs a different number of seats.
setup-name-pronoun = “{ $name }” reads as a word, not a name: the log would say “{ $name } lays out a combination”. Give this seat a name.

## Saved matches

# A saved match: its game and its players (a list).
saved-match = { $game } · { $names }
# A date and time (UTC), every part but the year with two digits.
saved-date = { $year }-{ $month }-{ $day } { $hour }:{ $minute }
# When it was last played, and how far it went ("12 moves").
saved-when = { $date } · { $progress }
saved-moves = { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }
saved-none = No match in progress is saved.
saved-delete-it = Delete it
saved-keep = Keep
saved-resume = Resume
saved-delete = Delete
saved-finished = Finished: watch one again
saved-watch = Watch
saved-review = Review
# $place is one of saved-in-memory, saved-in-folder, saved-in-browser.
saved-kept = { $count ->
        [one] { $count } finished match kept for the statistics · saved in { $place }
       *[other] { $count } finished matches kept for the statistics · saved in { $place }
    }
saved-in-memory = memory (not kept after the game closes)
saved-in-folder = this computer
saved-in-browser = the browser's local storage
saved-not-deleted = It could not be deleted: { $error }
saved-unreadable = The saved matches cannot be read: { $error }
saved-set-aside = { $count ->
        [one] A saved match could not be read and was put aside: { $error }.
       *[other] { $count } saved matches could not be read and were put aside, the first: { $error }.
    }
saved-set-aside-kept = { $count ->
        [one] A saved match could not be read and was put aside (kept as { $kept }): { $error }.
       *[other] { $count } saved matches could not be read and were put aside, the first (kept as { $kept }): { $error }.
    }

## Statistics

stats-none = No finished match of { $game } yet.
stats-matches = { $count ->
        [one] { $count } finished match
       *[other] { $count } finished matches
    }
stats-computer = Computer ({ $level })
stats-level-easy = easy
stats-level-normal = normal
stats-level-hard = hard
stats-won = won { $won } of { $played }
# $rate is a whole percentage.
stats-won-rate = won { $won } of { $played } ({ $rate } %)
stats-streak = streak { $current } (best { $best })
stats-versus = vs { $level }: { $won }/{ $played } ({ $rate } %)
# A game's own figures (the SHOWN of crates/registry): $value is a count or a mean.
stats-codes-broken = codes broken { $value }
stats-codes-missed = missed { $value }
stats-rows-per-code = { $value } rows on average
stats-safes-cracked = safes cracked { $value }
stats-solo-best-score = solo best { $value } M
stats-solo-mean-score = solo mean { $value } M
stats-safes-opened = safes opened { $value }
stats-prohibitions = Prohibitions played { $value }
stats-rounds-won = rounds won by locking in { $value }
stats-lockouts = lock-outs { $value }
stats-rating = rating { $rating } ± { $deviation }

## Results

results-none = No match has been played yet.
results-solo = { $name } scores { $score }
results-wins = { $name } wins!
results-you-win = You win!
results-two-win = { $first } and { $second } win!
# $names: all winners but the last, as a list.
results-many-win = { $names } and { $last } win!
results-no-winner = No one wins.
results-again = Play again
results-rematch = Rematch
results-join-rematch = Join the rematch
results-watch = Watch again
results-watch-about = The whole match once more, every card and code shown
results-menu = Main menu
results-review = Review
results-review-about = Every decision judged against the best choice there, from what its player knew then
results-try-mistakes = { $count ->
        [one] Try your mistake
       *[other] Try your { $count } mistakes
    }
results-victory-card = ♛ VICTORY CARD

## The pause menu

pause-title = Paused
pause-settings = Settings
pause-rules = Rules
pause-resume = Resume
pause-rules-of = Rules of { $game }
pause-quit = Quit to title
pause-leave-online = Leave the table
pause-resign = Resign
pause-resign-about = Give up this match: with two players the other wins; with more, a computer plays your seat to the end.
pause-resign-sure = Yes, resign
pause-resign-keep = Keep playing
pause-back = Back

## Saves that cannot be read or written (the detail after the colon is the system's own)

load-error-not-json = the file is not JSON ({ $detail })
load-error-truncated = the file is cut short ({ $detail })
load-error-newer = it was written by a newer version of Code Breakers (save format { $found }; this version reads up to { $known })
load-error-not-a-save = it is not a Code Breakers save: { $detail }
load-error-unknown-game = unknown game “{ $game }”
load-error-wrong-game = it is a { $found } match, not { $expected }
load-error-bad-options = the options do not fit { $game }: { $detail }
load-error-bad-action = action { $number } is not a { $game } action: { $detail }
load-error-setup = { $detail }
load-error-illegal-action = action { $number } ({ $action }) by { $seat } is illegal: { $detail }
store-error-bad-name = “{ $name }” is not a save name
store-error-missing = there is no save “{ $name }”
store-error-io = cannot { $doing ->
        [read] read
        [write] write
        [list] list
        [delete] delete
        [set-aside] set aside
       *[other] create the folder for
    } “{ $name }”: { $detail }
store-browser-no-storage = the browser offers no local storage
store-browser-refused = the browser refused (storage full or disabled?)

## Each language by its own name (the same in every language's file)

language-english = English
language-german = Deutsch
language-catalan = Català
language-french = Français

## Numbers

# A number with two decimals: its whole units and hundredths ("42" and "05").
number-two-decimals = { $units }.{ $hundredths }

## Lessons: a guided first game of each game

select-learn = Learn
select-learn-again = Learn ✓
select-learn-about = A guided first game of { $game }: the table shows what to do.
lesson-offer-title = New to { $game }?
lesson-offer-text = Learn it by playing: a short guided game where the table shows what to do at each step.
lesson-offer-learn = Learn by playing
lesson-offer-set-up = Set up a match
lesson-progress = Lesson · step { $step } of { $steps }
lesson-continue = Continue
lesson-finish = Finish
lesson-continue-keys = Enter, Space or the pad's A
lesson-play-on = Play on
lesson-play-on-about = The lesson is over: go on with this match, the computers thinking for themselves.
lesson-back = Step back
lesson-back-about = Back to the step before (Ctrl+Z or U)
lesson-skip = Skip the lesson
lesson-skip-about = Set up a match of this game instead.
lesson-not-now = Good thinking, but the lesson wants something else now: read the lesson's card.

## Play online
title-online = Play online
online-title = Play online
online-server = Server
online-host = Host on this computer
online-hosting = This computer hosts online matches. Friends on your network use the server { $address }
online-hosting-no-network = This computer hosts online matches, but it is on no network: only this computer can join.
online-join-from-the-game = Friends join with Code Breakers: Play online, the server { $address }, the code { $code }.
online-host-failed = The server could not start on this computer: { $why }
online-create = Create a match
online-seat = Seat { $number }
online-seat-me = You
online-seat-friend = A friend
online-add-seat = Add a seat
online-remove-seat = Remove a seat
online-clock = Time for a move:
online-clock-none = No limit
online-clock-minutes = { $count } minutes
online-clock-days = { $count ->
    [one] one day
   *[other] { $count } days
}
online-create-button = Create the match
online-join = Join or watch a match
online-code = Invite code
online-join-button = Join
online-watch-button = Watch
online-my-matches = My matches
online-refresh = Refresh
online-no-matches = No online matches on this server yet.
online-no-seats = You hold no seat in a match on this server yet.
online-your-turn = Your turn
online-their-turn = The others' turn
online-finished = Finished
online-waiting-seats = Waiting for players
online-time-left = { $time } left
online-open = Open
online-working = Asking the server…
online-failed = The server said no: { $why }
online-unreachable = The server cannot be reached: { $why }
online-waiting-room = Waiting room
online-invite = Give your friends this code:
online-invite-full = Everyone has joined. The code, for the record:
online-link = or this link:
online-copy = Copy the invite
online-copied = Copied
online-seat-joined = joined
online-your-name = Your name:
online-your-name-hint = as the others see you
online-your-name-rule = 1 to 24 characters, no control characters
online-name-first = Your name first: the other players see it, and the log tells your moves under it.
online-seat-named = { $name } (joined)
online-seat-open = not joined yet…
online-start = Go to the table
online-start-waiting = The table opens once every seat is taken.
online-back = Back
online-computer-name = Computer { $number }
online-moved = { $name } moved.
online-moved-late = { $name } ran out of time: the computer moved for them.
online-since-last-visit = Since your last visit:
online-refused = Not sent: { $why }
online-resigned = { $name } resigned.
online-took-back = { $name } took back { $count ->
    [one] a move
   *[other] { $count } moves
}.
online-undo-none = Nothing to take back now: another player has acted since, or the move showed something.
online-present = At the table: { $names }
online-away = Away: { $names }
online-resigned-seats = Resigned: { $names }
refused-match-over = The match is over.
refused-resigned = You resigned: you play no more in this match.
online-save-unreadable = The finished match could not be read back here.
online-connection-lost = Connection lost. Coming back…
online-waiting-for = Waiting for { $names }…
online-code-banner = Online match { $code }
online-watching = Watching match { $code }
online-deadline = { $time } left for this move
online-rematch-offered = A rematch was asked for: code { $code }
online-rematch-offered-by = { $name } offers a rematch: code { $code }
online-offers-rematch = { $name } offers a rematch
online-join-rematch = Join
online-turn-of = { $name }'s turn
online-stopped = The server closed this match: { $why }
online-code-hint = e.g. ACDEFH
online-no-data-folder = this computer has no data folder for the game
online-seat-computer = Computer
online-tab-your-turn = Your turn
online-notify-me = Tell me when it is my turn
online-notify-me-about = Your browser asks whether the game may show a notice when your turn comes while this page is out of sight.
online-notice-body = Your move in match { $code }.
online-webhook = "Your turn" notices also to this address (optional):

## The review of a finished match
review-title = Review · { $game }
review-working = Judging every decision against the best…
review-failed = This match cannot be reviewed: { $error }
review-back = Back
review-back-to = Back to the review
review-good = Good
review-inaccuracy = Inaccuracy
review-mistake = Mistake
review-blunder = Blunder
review-loss-rows = { $loss ->
    [one] { $loss } row lost
   *[other] { $loss } rows lost
}
review-loss-bits = { $loss } bits lost
review-loss-millions = { $loss } million lost
review-loss-points = { $loss ->
    [one] { $loss } point lost
   *[other] { $loss } points lost
}
review-accuracy = Accuracy
review-luck-points = { $name }: luck { $luck } points
review-luck-millions = { $name }: luck { $luck } million
review-axis-chance = Chance of winning after each decision (0 to 100)
review-axis-millions = Millions banked and expected from the turn
review-axis-bits = What is still unknown of the code (bits; lower is closer)
review-axis-moves = Moves of the match
review-all-good = Every decision was good: nothing to learn from here.
review-decision = Move { $move } · { $name } · { $label } · { $loss }
review-chosen = Played:
review-best = Best:
review-best-tag = Best
review-show = Show on the table
review-try = Try again
review-try-all = { $count ->
        [one] Try your mistake
       *[other] Try your { $count } mistakes
    }
review-moment-title = Move { $move }: { $name } decides
review-moment-step = The table shows what { $name } knew then. Step forward (→) to see the move made.
review-retry-title = Move { $move } again, as { $name }
review-then = Then:
review-now = Now:
review-retry-choose = Choose again: your new choice is judged the same way.
review-retry-unjudged = That was no choice to judge (only one move was open).
review-retry-again = Again
review-retry-next = Next mistake
review-choose = Choose a marked decision (a mark, a line, or ← →) to see it.
settings-scale-held = This screen has room for { $percent }%.
title-close = Close
