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
use codebreakers_kernel::{Bot, BotLevel, Game};
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

    /// The same player without its search over what it cannot see, where it has one (the
    /// rules of thumb it had before): for benchmarks against it.
    fn rules_bot(level: BotLevel, seed: u64) -> Box<dyn Bot<Self> + Send + Sync> {
        Self::bot(level, seed)
    }
}

impl Registered for CodeBreaker {
    const NAME: &'static str = "Code Breaker";
    const BLURB: &'static str = "game-code-breaker-blurb";

    fn bot(level: BotLevel, seed: u64) -> Box<dyn Bot<Self> + Send + Sync> {
        Box::new(CodeBreakerBot::new(level, seed))
    }
}

/// Its players look into the book of turn values installed
/// ([`codebreakers_code_knacker::book::install`]), or work each value out.
impl Registered for CodeKnacker {
    const NAME: &'static str = "Code Knacker";
    const BLURB: &'static str = "game-code-knacker-blurb";
    /// Its scores are millions of the safes' money (`game-score-millions`).
    const SCORE_WORDS: Option<&'static str> = Some("game-score-millions");

    fn bot(level: BotLevel, _seed: u64) -> Box<dyn Bot<Self> + Send + Sync> {
        Box::new(CodeKnackerBot::new(level))
    }
}

impl Registered for CrackIt {
    const NAME: &'static str = "Crack It";
    const BLURB: &'static str = "game-crack-it-blurb";

    fn bot(level: BotLevel, seed: u64) -> Box<dyn Bot<Self> + Send + Sync> {
        Box::new(CrackItBot::new(level, seed))
    }

    fn rules_bot(level: BotLevel, seed: u64) -> Box<dyn Bot<Self> + Send + Sync> {
        Box::new(CrackItBot::rules_only(level, seed))
    }
}

impl Registered for Passcode {
    const NAME: &'static str = "Passcode";
    const BLURB: &'static str = "game-passcode-blurb";

    fn bot(level: BotLevel, seed: u64) -> Box<dyn Bot<Self> + Send + Sync> {
        Box::new(PasscodeBot::with_seed(level, seed))
    }

    fn rules_bot(level: BotLevel, _seed: u64) -> Box<dyn Bot<Self> + Send + Sync> {
        Box::new(PasscodeBot::rules_only(level))
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

    #[test]
    fn every_games_computer_players_choose_a_legal_first_action() {
        for id in GAMES {
            assert_eq!(with_game(id, FirstDecision), Some(true), "{id}");
        }
    }
}
