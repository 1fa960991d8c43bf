//! Statistics computed from finished saves, never kept as a counter that can drift
//! (`docs/architecture.md`, "Nothing is lost"): per game and player, matches played and won, the win
//! rate against each computer level, streaks, each game's own figures (replayed from the
//! saves' events and states) and a Glicko-2 rating with its history.

use crate::save::{LoadError, SaveFile};
use codebreakers_kernel::{BotLevel, Outcome, SeatKind};
use codebreakers_registry::{Figure, ForGame, Registered, Shown, Tally, with_game};
use serde::Serialize;
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2_rating_period};
use std::collections::BTreeMap;
use std::fmt;

/// Who a statistic is about: a human by the name they played under, or a computer level
/// (one rating identity per level, written `computer:hard`).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(into = "String")]
pub enum PlayerId {
    Human(String),
    Computer(BotLevel),
}

impl PlayerId {
    fn key(&self) -> (u8, String) {
        match self {
            PlayerId::Human(name) => (0, name.clone()),
            PlayerId::Computer(level) => (
                1,
                format!(
                    "{}",
                    BotLevel::ALL.iter().position(|l| l == level).unwrap_or(0)
                ),
            ),
        }
    }
}

impl Ord for PlayerId {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.key().cmp(&other.key())
    }
}

impl PartialOrd for PlayerId {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for PlayerId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayerId::Human(name) => f.write_str(name),
            PlayerId::Computer(level) => {
                write!(f, "computer:{}", level.label().to_lowercase())
            }
        }
    }
}

impl From<PlayerId> for String {
    fn from(id: PlayerId) -> String {
        id.to_string()
    }
}

/// Matches played and won.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Record {
    pub played: u32,
    pub won: u32,
}

impl Record {
    /// Won / played, `None` before the first match.
    pub fn win_rate(&self) -> Option<f64> {
        (self.played > 0).then(|| f64::from(self.won) / f64::from(self.played))
    }

    fn add(&mut self, won: bool) {
        self.played += 1;
        self.won += u32::from(won);
    }
}

/// A game's own figures (declared in its `impl Registered`: [`Registered::FIGURES`]), one
/// seat's in a match or a player's over their finished matches, each added up by its
/// [`Tally`]. Written as `{"game": "code-breaker", "codes-broken": 3, ...}`, a best never
/// counted as `null`.
#[derive(Clone, Debug, PartialEq)]
pub struct Figures {
    game: &'static str,
    declared: &'static [Figure],
    shown: &'static [Shown],
    /// By figure, in declaration order; `None`: not counted.
    values: Vec<Option<u32>>,
}

/// What [`Figures::shown`] gives for one item: a figure's count, or a mean of two.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub enum ShownValue {
    Count(u32),
    Mean(f64),
}

impl Figures {
    fn of<G: Registered>(values: Vec<Option<u32>>) -> Figures {
        Figures {
            game: G::ID,
            declared: G::FIGURES,
            shown: G::SHOWN,
            values,
        }
    }

    /// Nothing yet, for `game`: every total 0, no best.
    pub fn empty(game: &str) -> Option<Figures> {
        struct Empty;
        impl ForGame for Empty {
            type Output = Figures;
            fn run<G: Registered>(self) -> Figures {
                let values = G::FIGURES
                    .iter()
                    .map(|figure| match figure.tally {
                        Tally::Total => Some(0),
                        Tally::Best => None,
                    })
                    .collect();
                Figures::of::<G>(values)
            }
        }
        with_game(game, Empty)
    }

    /// The id of the game they are of.
    pub fn game(&self) -> &'static str {
        self.game
    }

    /// The figure named `name`; `None` if not counted, or not one of the game's.
    pub fn get(&self, name: &str) -> Option<u32> {
        let index = self.declared.iter().position(|f| f.name == name)?;
        self.values.get(index).copied().flatten()
    }

    /// Every figure by name, in the game's order.
    pub fn values(&self) -> impl Iterator<Item = (&'static str, Option<u32>)> + '_ {
        self.declared
            .iter()
            .map(|f| f.name)
            .zip(self.values.iter().copied())
    }

    /// What the statistics show, in the game's order ([`Registered::SHOWN`]): each words key
    /// (the app's message, with its one argument `value`) and its value. A best never
    /// counted and a mean over 0 are left out.
    pub fn shown(&self) -> Vec<(&'static str, ShownValue)> {
        self.shown
            .iter()
            .filter_map(|shown| match *shown {
                Shown::Value { figure, words } => {
                    Some((words, ShownValue::Count(self.get(figure)?)))
                }
                Shown::Mean { of, per, words } => {
                    let (of, per) = (self.get(of)?, self.get(per)?);
                    (per > 0).then(|| (words, ShownValue::Mean(f64::from(of) / f64::from(per))))
                }
            })
            .collect()
    }

    /// Adds `other`'s figures (of the same game) by each figure's tally.
    fn add(&mut self, other: &Figures) {
        if other.game != self.game {
            return;
        }
        for ((figure, value), more) in self
            .declared
            .iter()
            .zip(&mut self.values)
            .zip(&other.values)
        {
            *value = match figure.tally {
                Tally::Total => Some(value.unwrap_or(0) + more.unwrap_or(0)),
                Tally::Best => (*value).max(*more),
            };
        }
    }
}

impl Serialize for Figures {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(Some(1 + self.values.len()))?;
        map.serialize_entry("game", self.game)?;
        for (name, value) in self.values() {
            map.serialize_entry(name, &value)?;
        }
        map.end()
    }
}

/// A rating after a match.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct RatingPoint {
    /// When the match ended (its save's `updated`).
    pub finished: u64,
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

/// One player's statistics in one game.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PlayerRecord {
    pub played: u32,
    pub won: u32,
    /// Matches with a computer of this level (`easy`, `normal`, `hard`) among the opponents.
    pub versus: BTreeMap<String, Record>,
    /// Wins in a row up to the last match (0 after a loss).
    pub current_streak: u32,
    pub longest_streak: u32,
    pub figures: Figures,
    /// The Glicko-2 rating after each rated match, oldest first (the last is the rating now).
    /// Solo matches and matches with no winner-loser pair leave it unchanged.
    pub ratings: Vec<RatingPoint>,
}

impl PlayerRecord {
    pub fn record(&self) -> Record {
        Record {
            played: self.played,
            won: self.won,
        }
    }

    /// The rating now, if rated at all.
    pub fn rating(&self) -> Option<RatingPoint> {
        self.ratings.last().copied()
    }
}

/// One game's statistics.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct GameStatistics {
    /// Finished matches counted.
    pub matches: u32,
    pub players: BTreeMap<PlayerId, PlayerRecord>,
}

/// Statistics of every game, from a set of saves.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Statistics {
    /// By game id.
    pub games: BTreeMap<String, GameStatistics>,
    /// Finished saves that did not replay (by index in the input), left out.
    #[serde(skip)]
    pub skipped: Vec<(usize, LoadError)>,
}

/// A finished match, replayed: its outcome and each seat's figures.
struct Finished {
    outcome: Outcome,
    figures: Vec<Figures>,
}

/// A match replayed: its outcome (if over) and each seat's figures.
struct Replayed {
    outcome: Option<Outcome>,
    figures: Vec<Figures>,
}

/// Replays a save with its game's types, counting each seat's figures.
struct Replay<'a>(&'a SaveFile);

impl ForGame for Replay<'_> {
    type Output = Result<Replayed, LoadError>;
    fn run<G: Registered>(self) -> Result<Replayed, LoadError> {
        let timeline = self.0.timeline::<G>()?;
        Ok(Replayed {
            outcome: self.0.outcome_after(timeline.state()),
            figures: G::figures(&timeline)
                .into_iter()
                .map(Figures::of::<G>)
                .collect(),
        })
    }
}

fn finished(save: &SaveFile) -> Result<Finished, LoadError> {
    let replayed = replayed(save)?;
    let outcome = replayed.outcome.ok_or_else(|| {
        LoadError::NotASave("it is marked finished but its match is not over".into())
    })?;
    Ok(Finished {
        outcome,
        figures: replayed.figures,
    })
}

impl Figures {
    /// Each seat's figures in `save` so far (finished or not), by replaying it.
    pub fn of_save(save: &SaveFile) -> Result<Vec<Figures>, LoadError> {
        replayed(save).map(|r| r.figures)
    }
}

fn replayed(save: &SaveFile) -> Result<Replayed, LoadError> {
    with_game(&save.game, Replay(save))
        .unwrap_or_else(|| Err(LoadError::UnknownGame(save.game.clone())))
}

/// One seat's part in a match, under its identity.
struct Part {
    id: PlayerId,
    won: bool,
    figures: Figures,
    /// Computer levels at the other seats.
    versus: Vec<BotLevel>,
}

/// Each seat of a finished match as a part of its own: two computers of one level at one
/// table are two players of that level, each with its own result and figures (an easy
/// player beating another easy one counts one match won and one lost, not one won).
fn parts(save: &SaveFile, finished: &Finished) -> Vec<Part> {
    let names = save.names();
    let ids: Vec<PlayerId> = save
        .seats
        .iter()
        .zip(&names)
        .map(|(kind, name)| match kind {
            SeatKind::Human => PlayerId::Human(name.clone()),
            SeatKind::Computer(level) => PlayerId::Computer(*level),
        })
        .collect();
    let mut parts: Vec<Part> = Vec::new();
    for (seat, id) in ids.iter().enumerate() {
        let Some(figures) = finished
            .figures
            .get(seat)
            .cloned()
            .or_else(|| Figures::empty(&save.game))
        else {
            continue;
        };
        let mut versus: Vec<BotLevel> = Vec::new();
        for (_, other) in ids.iter().enumerate().filter(|&(s, _)| s != seat) {
            if let PlayerId::Computer(level) = other
                && !versus.contains(level)
            {
                versus.push(*level);
            }
        }
        parts.push(Part {
            id: id.clone(),
            won: finished.outcome.winners.iter().any(|w| w.index() == seat),
            figures,
            versus,
        });
    }
    parts
}

impl Statistics {
    /// The statistics of the finished saves among `saves` (unfinished ones are ignored),
    /// taken in order of finish time (`updated`; ties in the given order). Each save is
    /// replayed; one that does not replay is left out and listed in `skipped`.
    pub fn compute(saves: &[SaveFile]) -> Statistics {
        let mut stats = Statistics::default();
        let mut order: Vec<usize> = (0..saves.len())
            .filter(|&i| saves[i].is_finished())
            .collect();
        order.sort_by_key(|&i| saves[i].updated);
        let mut ratings: BTreeMap<String, BTreeMap<PlayerId, Glicko2Rating>> = BTreeMap::new();
        let config = Glicko2Config::new();
        for index in order {
            let save = &saves[index];
            let done = match finished(save) {
                Ok(done) => done,
                Err(error) => {
                    stats.skipped.push((index, error));
                    continue;
                }
            };
            let parts = parts(save, &done);
            let game = stats.games.entry(save.game.clone()).or_default();
            game.matches += 1;
            for part in &parts {
                let record = game
                    .players
                    .entry(part.id.clone())
                    .or_insert_with(|| PlayerRecord {
                        played: 0,
                        won: 0,
                        versus: BTreeMap::new(),
                        current_streak: 0,
                        longest_streak: 0,
                        figures: Figures::empty(&save.game).expect("a known game replayed"),
                        ratings: Vec::new(),
                    });
                record.played += 1;
                record.won += u32::from(part.won);
                record.current_streak = if part.won {
                    record.current_streak + 1
                } else {
                    0
                };
                record.longest_streak = record.longest_streak.max(record.current_streak);
                record.figures.add(&part.figures);
                for level in &part.versus {
                    record
                        .versus
                        .entry(level.label().to_lowercase())
                        .or_default()
                        .add(part.won);
                }
            }
            // Glicko-2, one rating period per match: every winner-loser pair is a win, two
            // winners a draw; two losers tell nothing, and neither does one identity against
            // itself (two computers of a level). All from the ratings before the match.
            let table = ratings.entry(save.game.clone()).or_default();
            let before: Vec<Glicko2Rating> = parts
                .iter()
                .map(|p| table.get(&p.id).copied().unwrap_or_default())
                .collect();
            for (i, part) in parts.iter().enumerate() {
                let results: Vec<(Glicko2Rating, Outcomes)> = parts
                    .iter()
                    .enumerate()
                    .filter(|&(_, other)| other.id != part.id)
                    .filter_map(|(j, other)| match (part.won, other.won) {
                        (true, false) => Some((before[j], Outcomes::WIN)),
                        (false, true) => Some((before[j], Outcomes::LOSS)),
                        (true, true) => Some((before[j], Outcomes::DRAW)),
                        (false, false) => None,
                    })
                    .collect();
                if results.is_empty() {
                    continue;
                }
                let after = glicko2_rating_period(&before[i], &results, &config);
                table.insert(part.id.clone(), after);
                if let Some(record) = game.players.get_mut(&part.id) {
                    record.ratings.push(RatingPoint {
                        finished: save.updated,
                        rating: after.rating,
                        deviation: after.deviation,
                        volatility: after.volatility,
                    });
                }
            }
        }
        stats
    }

    /// One player's statistics in one game.
    pub fn player(&self, game: &str, id: &PlayerId) -> Option<&PlayerRecord> {
        self.games.get(game)?.players.get(id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Code Knacker: totals add up, the solo best is the highest of the solo matches, the
    /// solo mean is over the solo matches only; neither is shown before a solo match.
    #[test]
    fn figures_add_up_by_their_tally_and_show_only_what_was_counted() {
        let mut figures = Figures::empty("code-knacker").expect("a game");
        assert_eq!(
            figures.shown(),
            [("stats-safes-cracked", ShownValue::Count(0))]
        );
        let knacker = |values: [Option<u32>; 4]| Figures {
            values: values.to_vec(),
            ..Figures::empty("code-knacker").expect("a game")
        };
        figures.add(&knacker([Some(2), Some(0), None, Some(0)]));
        assert_eq!(figures.shown().len(), 1, "no solo match yet");
        figures.add(&knacker([Some(1), Some(1), Some(30), Some(30)]));
        figures.add(&knacker([Some(0), Some(1), Some(20), Some(20)]));
        assert_eq!(
            figures.shown(),
            [
                ("stats-safes-cracked", ShownValue::Count(3)),
                ("stats-solo-best-score", ShownValue::Count(30)),
                ("stats-solo-mean-score", ShownValue::Mean(25.0))
            ]
        );
        // Another game's figures are not added.
        figures.add(&Figures::empty("passcode").expect("a game"));
        assert_eq!(figures.get("solo-games"), Some(2));
        assert!(Figures::empty("chess").is_none());
    }
}
