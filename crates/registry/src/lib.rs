//! Every game of the box, declared once. The app, the command line, the records and (in
//! time) a server find a game here by its id and work with its types through
//! [`with_game`], instead of each keeping its own list: a fifth game is its own rules crate,
//! its own folders in the app, and one line in [`games!`] below.

pub use codebreakers_code_breaker::CodeBreaker;
use codebreakers_code_breaker::bots::CodeBreakerBot;
pub use codebreakers_code_knacker::CodeKnacker;
use codebreakers_code_knacker::bots::CodeKnackerBot;
pub use codebreakers_crack_it::CrackIt;
use codebreakers_crack_it::bots::CrackItBot;
use codebreakers_kernel::{Bot, BotLevel, Game, MatchSeeds, Referee, SeatKind, Timeline};
pub use codebreakers_passcode::Passcode;
use codebreakers_passcode::bots::PasscodeBot;

/// A game of the box: its rules ([`Game`]), and the computer players that play it, for
/// every part of the project alike.
pub trait Registered:
    Game<
        Action: Send + Sync,
        Event: Send + Sync,
        Error: Send + Sync,
        Options: Send + Sync,
        Observation: Send + Sync,
    > + Send
    + Sync
    + 'static
{
    /// The game's name: the box's own, the same in every language.
    const NAME: &'static str;

    /// What the game is, in a line: the words' key (`game-<id>-blurb`).
    const BLURB: &'static str;

    /// How a score reads, if not as a plain number: the words' key, taking `$score`
    /// (Code Knacker counts millions).
    const SCORE_WORDS: Option<&'static str> = None;

    /// The computer player of `level`, drawing any chance of its own from `seed` (the seat's
    /// seed of [`codebreakers_kernel::MatchSeeds`]), so a match replays the same.
    fn bot(level: BotLevel, seed: u64) -> Box<dyn Bot<Self> + Send + Sync>;

    /// The referee of a match begun in `start` (the same at one screen and on a server),
    /// each computer seat played by [`Self::bot`] with its seat's seed of `seeds`.
    fn referee(start: Self, seats: Vec<SeatKind>, seeds: MatchSeeds) -> Referee<Self> {
        Referee::new(start, seats, seeds, Self::bot)
    }

    /// The same player without its search over what it cannot see, where it has one (the
    /// rules of thumb it had before): for benchmarks against it.
    fn rules_bot(level: BotLevel, seed: u64) -> Box<dyn Bot<Self> + Send + Sync> {
        Self::bot(level, seed)
    }

    /// The game's own figures for its statistics, each counted per seat in a match (none
    /// by default).
    const FIGURES: &'static [Figure] = &[];

    /// What the statistics show of them, in order.
    const SHOWN: &'static [Shown] = &[];

    /// Each seat's figures in the match so far, by replaying it: one value per entry of
    /// [`Self::FIGURES`], in that order; `None` where a figure does not count in this match.
    fn figures(timeline: &Timeline<Self>) -> Vec<Vec<Option<u32>>> {
        vec![Vec::new(); timeline.state().seat_count()]
    }
}

/// How a figure adds up over a player's matches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tally {
    /// The sum.
    Total,
    /// The highest counted, if any match counted it.
    Best,
}

/// One of a game's own figures: its name (kebab-case, as the statistics write it) and how
/// it adds up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Figure {
    pub name: &'static str,
    pub tally: Tally,
}

impl Figure {
    /// A figure summed over the matches.
    pub const fn total(name: &'static str) -> Figure {
        Figure {
            name,
            tally: Tally::Total,
        }
    }

    /// A figure whose best is kept.
    pub const fn best(name: &'static str) -> Figure {
        Figure {
            name,
            tally: Tally::Best,
        }
    }
}

/// One item of a player's statistics line. `words` is the app's message key, taking one
/// argument, `value`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shown {
    /// A figure as it stands; a best never counted is not shown.
    Value {
        figure: &'static str,
        words: &'static str,
    },
    /// One figure per another (rows per code broken); not shown while `per` is 0.
    Mean {
        of: &'static str,
        per: &'static str,
        words: &'static str,
    },
}

/// Figures of the rounds a seat plays as the Breaker: codes broken, with the rows they took,
/// and codes not broken in the rows allowed.
impl Registered for CodeBreaker {
    const NAME: &'static str = "Code Breaker";
    const BLURB: &'static str = "game-code-breaker-blurb";

    fn bot(level: BotLevel, seed: u64) -> Box<dyn Bot<Self> + Send + Sync> {
        Box::new(CodeBreakerBot::new(level, seed))
    }

    const FIGURES: &'static [Figure] = &[
        Figure::total("codes-broken"),
        Figure::total("rows-to-break"),
        Figure::total("codes-missed"),
    ];

    const SHOWN: &'static [Shown] = &[
        Shown::Value {
            figure: "codes-broken",
            words: "stats-codes-broken",
        },
        Shown::Value {
            figure: "codes-missed",
            words: "stats-codes-missed",
        },
        Shown::Mean {
            of: "rows-to-break",
            per: "codes-broken",
            words: "stats-rows-per-code",
        },
    ];

    fn figures(timeline: &Timeline<Self>) -> Vec<Vec<Option<u32>>> {
        // Codes broken, rows to break them, codes missed.
        let mut seats = [[0u32; 3]; 2];
        for round in timeline.state().history() {
            if let Some([broken, rows, missed]) = seats.get_mut(round.breaker.index()) {
                match round.solved_in {
                    Some(row) => {
                        *broken += 1;
                        *rows += row as u32;
                    }
                    None => *missed += 1,
                }
            }
        }
        seats.iter().map(|s| s.map(Some).to_vec()).collect()
    }
}

/// Its players look into the book of turn values installed
/// ([`codebreakers_code_knacker::book::install`]), or work each value out.
///
/// Figures: safes cracked (cards taken) in every match; solo matches, the best and the total
/// of their scores.
impl Registered for CodeKnacker {
    const NAME: &'static str = "Code Knacker";
    const BLURB: &'static str = "game-code-knacker-blurb";
    /// Its scores are millions of the safes' money (`game-score-millions`).
    const SCORE_WORDS: Option<&'static str> = Some("game-score-millions");

    fn bot(level: BotLevel, _seed: u64) -> Box<dyn Bot<Self> + Send + Sync> {
        Box::new(CodeKnackerBot::new(level))
    }

    const FIGURES: &'static [Figure] = &[
        Figure::total("safes-cracked"),
        Figure::total("solo-games"),
        Figure::best("solo-best"),
        Figure::total("solo-total"),
    ];

    const SHOWN: &'static [Shown] = &[
        Shown::Value {
            figure: "safes-cracked",
            words: "stats-safes-cracked",
        },
        Shown::Value {
            figure: "solo-best",
            words: "stats-solo-best-score",
        },
        Shown::Mean {
            of: "solo-total",
            per: "solo-games",
            words: "stats-solo-mean-score",
        },
    ];

    fn figures(timeline: &Timeline<Self>) -> Vec<Vec<Option<u32>>> {
        let game = timeline.state();
        let solo = game.is_solo();
        game.taken()
            .iter()
            .zip(game.totals())
            .map(|(cards, total)| {
                vec![
                    Some(cards.len() as u32),
                    Some(u32::from(solo)),
                    solo.then_some(total),
                    Some(if solo { total } else { 0 }),
                ]
            })
            .collect()
    }
}

/// Figures: rivals' safes opened, and Prohibitions played.
impl Registered for CrackIt {
    const NAME: &'static str = "Crack It";
    const BLURB: &'static str = "game-crack-it-blurb";

    fn bot(level: BotLevel, seed: u64) -> Box<dyn Bot<Self> + Send + Sync> {
        Box::new(CrackItBot::new(level, seed))
    }

    fn rules_bot(level: BotLevel, seed: u64) -> Box<dyn Bot<Self> + Send + Sync> {
        Box::new(CrackItBot::rules_only(level, seed))
    }

    const FIGURES: &'static [Figure] =
        &[Figure::total("safes-opened"), Figure::total("prohibitions")];

    const SHOWN: &'static [Shown] = &[
        Shown::Value {
            figure: "safes-opened",
            words: "stats-safes-opened",
        },
        Shown::Value {
            figure: "prohibitions",
            words: "stats-prohibitions",
        },
    ];

    fn figures(timeline: &Timeline<Self>) -> Vec<Vec<Option<u32>>> {
        use codebreakers_crack_it::Event;
        let mut seats = vec![[0u32; 2]; timeline.state().seat_count()];
        for event in timeline.steps().iter().flat_map(|s| &s.events) {
            let (seat, figure) = match event {
                Event::SafeOpened { by, .. } => (by, 0),
                Event::Prohibited { seat, .. } => (seat, 1),
                _ => continue,
            };
            if let Some(s) = seats.get_mut(seat.index()) {
                s[figure] += 1;
            }
        }
        seats.iter().map(|s| s.map(Some).to_vec()).collect()
    }
}

/// Figures: rounds won, and lock-outs (three FAIL cards).
impl Registered for Passcode {
    const NAME: &'static str = "Passcode";
    const BLURB: &'static str = "game-passcode-blurb";

    fn bot(level: BotLevel, seed: u64) -> Box<dyn Bot<Self> + Send + Sync> {
        Box::new(PasscodeBot::with_seed(level, seed))
    }

    fn rules_bot(level: BotLevel, _seed: u64) -> Box<dyn Bot<Self> + Send + Sync> {
        Box::new(PasscodeBot::rules_only(level))
    }

    const FIGURES: &'static [Figure] = &[Figure::total("rounds-won"), Figure::total("lockouts")];

    const SHOWN: &'static [Shown] = &[
        Shown::Value {
            figure: "rounds-won",
            words: "stats-rounds-won",
        },
        Shown::Value {
            figure: "lockouts",
            words: "stats-lockouts",
        },
    ];

    fn figures(timeline: &Timeline<Self>) -> Vec<Vec<Option<u32>>> {
        use codebreakers_passcode::Event;
        let mut seats = vec![[0u32; 2]; timeline.state().seat_count()];
        let opening = timeline.start().opening().iter();
        for event in opening.chain(timeline.steps().iter().flat_map(|s| &s.events)) {
            let (seat, figure) = match event {
                Event::RoundWon { seat } => (seat, 0),
                Event::LockedOut { seat } => (seat, 1),
                _ => continue,
            };
            if let Some(s) = seats.get_mut(seat.index()) {
                s[figure] += 1;
            }
        }
        seats.iter().map(|s| s.map(Some).to_vec()).collect()
    }
}

/// Work to do with one game's types, whichever game an id names (a visitor).
pub trait ForGame {
    type Output;
    fn run<G: Registered>(self) -> Self::Output;
}

/// The list of games, written once: one line per game, its rules' type and its id (the
/// name of its files: lessons, rules pages). Hands the list to the macro `$then`, as
/// `Type: path::to::Type = "id"` items: [`GAMES`], [`NAMES`] and [`with_game`] here, and
/// the app's list of games, its lessons and its rules pages, are made from it.
#[macro_export]
macro_rules! every_game {
    ($then:path) => {
        $then! {
            CodeBreaker: $crate::CodeBreaker = "code-breaker",
            CodeKnacker: $crate::CodeKnacker = "code-knacker",
            CrackIt: $crate::CrackIt = "crack-it",
            Passcode: $crate::Passcode = "passcode",
        }
    };
}

/// Whether two strings are the same, at compile time.
const fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

macro_rules! games {
    ($($name:ident: $game:ty = $id:literal),+ $(,)?) => {
        // The list's ids are the rules' own: checked when compiled.
        $(const _: () = assert!(same(<$game as Game>::ID, $id), "an id in every_game! is not its game's");)+

        /// Every game's id, in the order the box lists them.
        pub const GAMES: &[&str] = &[$(<$game as Game>::ID),+];

        /// Every game's name, as [`GAMES`] lists them: the boxes' own names, the same in
        /// every language.
        pub const NAMES: &[&str] = &[$(<$game as Registered>::NAME),+];

        /// `work` done with the types of the game `id` names; `None` for an id no game has.
        pub fn with_game<W: ForGame>(id: &str, work: W) -> Option<W::Output> {
            $(if id == <$game as Game>::ID {
                return Some(work.run::<$game>());
            })+
            None
        }
    };
}

every_game!(games);

#[cfg(test)]
mod tests {
    use super::*;
    use codebreakers_kernel::{Chance, SeatId};

    /// How many seats the default options of a game allow, at least and at most.
    struct SeatRange;

    impl ForGame for SeatRange {
        type Output = (usize, usize);
        fn run<G: Registered>(self) -> (usize, usize) {
            let range = G::seats(&G::Options::default());
            (*range.start(), *range.end())
        }
    }

    #[test]
    fn every_game_is_found_by_its_id_and_nothing_else() {
        assert_eq!(
            GAMES,
            ["code-breaker", "code-knacker", "crack-it", "passcode"]
        );
        let ranges: Vec<_> = GAMES
            .iter()
            .map(|id| with_game(id, SeatRange).expect("listed"))
            .collect();
        assert_eq!(ranges, [(2, 2), (1, 6), (2, 4), (2, 6)]);
        assert!(with_game("chess", SeatRange).is_none());
    }

    /// A game's computer players decide from an observation, at every level.
    struct FirstDecision;

    impl ForGame for FirstDecision {
        type Output = bool;
        fn run<G: Registered>(self) -> bool {
            let options = G::Options::default();
            let seats = *G::seats(&options).start();
            let game = G::setup(&options, seats, Chance::seeded(1)).expect("a game sets up");
            let seat = game.to_decide().first().copied().unwrap_or(SeatId(0));
            [BotLevel::Easy, BotLevel::Normal, BotLevel::Hard]
                .into_iter()
                .all(|level| {
                    let action = G::bot(level, 7).decide(&game.observe(seat));
                    game.legal_actions(seat).contains(&action)
                })
        }
    }

    /// A game's figures as declared: distinct names, shown only by name, and counted for
    /// every seat of a match played by its easy computers, one value per figure.
    struct FiguresDeclared;

    impl ForGame for FiguresDeclared {
        type Output = Result<(), String>;
        fn run<G: Registered>(self) -> Result<(), String> {
            let names: Vec<&str> = G::FIGURES.iter().map(|f| f.name).collect();
            for (i, name) in names.iter().enumerate() {
                if names[..i].contains(name) {
                    return Err(format!("{name} declared twice"));
                }
            }
            for shown in G::SHOWN {
                let named = match *shown {
                    Shown::Value { figure, .. } => vec![figure],
                    Shown::Mean { of, per, .. } => vec![of, per],
                };
                if let Some(name) = named.iter().find(|n| !names.contains(n)) {
                    return Err(format!("{shown:?} names {name}, not declared"));
                }
            }
            let options = G::Options::default();
            for seats in G::seats(&options) {
                let game = G::setup(&options, seats, Chance::seeded(3)).expect("sets up");
                let mut bots: Vec<_> = (0..seats)
                    .map(|s| G::bot(BotLevel::Easy, s as u64))
                    .collect();
                let mut timeline = Timeline::new(game);
                for _ in 0..400 {
                    let state = timeline.state();
                    let Some(&seat) = state.to_decide().first() else {
                        break;
                    };
                    let action = bots[seat.index()].decide(&state.observe(seat));
                    timeline.apply(seat, action).map_err(|e| e.to_string())?;
                }
                let figures = G::figures(&timeline);
                if figures.len() != seats {
                    return Err(format!("{} seats counted of {seats}", figures.len()));
                }
                if let Some(seat) = figures.iter().find(|s| s.len() != names.len()) {
                    return Err(format!("{seat:?} for the figures {names:?}"));
                }
            }
            Ok(())
        }
    }

    #[test]
    fn every_games_figures_are_declared_shown_by_name_and_counted_per_seat() {
        for id in GAMES {
            assert_eq!(with_game(id, FiguresDeclared), Some(Ok(())), "{id}");
        }
    }

    /// The words each game's statistics show, in the app's four languages with `$value`.
    struct ShownWords;

    impl ForGame for ShownWords {
        type Output = Vec<&'static str>;
        fn run<G: Registered>(self) -> Vec<&'static str> {
            G::SHOWN
                .iter()
                .map(|shown| match *shown {
                    Shown::Value { words, .. } | Shown::Mean { words, .. } => words,
                })
                .collect()
        }
    }

    #[test]
    fn every_shown_figures_words_are_in_all_four_languages() {
        for language in ["en", "de", "fr", "ca"] {
            let path = format!(
                "{}/../../assets/i18n/{language}/main.ftl",
                env!("CARGO_MANIFEST_DIR")
            );
            let text = std::fs::read_to_string(&path).expect("the app's messages");
            for id in GAMES {
                for words in with_game(id, ShownWords).expect("listed") {
                    let line = text
                        .lines()
                        .find(|l| l.split('=').next().map(str::trim) == Some(words));
                    assert!(
                        line.is_some_and(|l| l.contains("{ $value }")),
                        "{language}: {words} = … {{ $value }}"
                    );
                }
            }
        }
    }

    #[test]
    fn every_games_computer_players_choose_a_legal_first_action() {
        for id in GAMES {
            assert_eq!(with_game(id, FirstDecision), Some(true), "{id}");
        }
    }
}
