//! Statistics computed from finished saves, never kept as a counter that can drift
//! (`docs/architecture.md`, "Nothing is lost"): per game and player, matches played and won, the win
//! rate against each computer level, streaks, each game's own figures (replayed from the
//! saves' events and states) and a Glicko-2 rating with its history.

use crate::save::{LoadError, SaveFile};
use codebreakers_code_breaker::CodeBreaker;
use codebreakers_code_knacker::CodeKnacker;
use codebreakers_crack_it::CrackIt;
use codebreakers_kernel::{BotLevel, Game, Outcome, SeatKind, Timeline};
use codebreakers_passcode::Passcode;
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

/// Each game's own figures, summed over a player's finished matches.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "game", rename_all = "kebab-case")]
pub enum Figures {
    /// Rounds as the Breaker: codes broken (with the rows they took) and codes not broken.
    CodeBreaker {
        codes_broken: u32,
        rows_to_break: u32,
        codes_missed: u32,
    },
    /// Safes cracked (cards taken) in every match; solo matches and their scores.
    CodeKnacker {
        safes_cracked: u32,
        solo_games: u32,
        solo_best: Option<u32>,
        solo_total: u32,
    },
    /// Rivals' safes opened, and Prohibitions played.
    CrackIt {
        safes_opened: u32,
        prohibitions: u32,
    },
    /// Rounds won, and lock-outs (three FAIL cards).
    Passcode { rounds_won: u32, lockouts: u32 },
}

impl Figures {
    /// Nothing yet, for `game`.
    pub fn empty(game: &str) -> Option<Figures> {
        Some(match game {
            CodeBreaker::ID => Figures::CodeBreaker {
                codes_broken: 0,
                rows_to_break: 0,
                codes_missed: 0,
            },
            CodeKnacker::ID => Figures::CodeKnacker {
                safes_cracked: 0,
                solo_games: 0,
                solo_best: None,
                solo_total: 0,
            },
            CrackIt::ID => Figures::CrackIt {
                safes_opened: 0,
                prohibitions: 0,
            },
            Passcode::ID => Figures::Passcode {
                rounds_won: 0,
                lockouts: 0,
            },
            _ => return None,
        })
    }

    /// Code Breaker: the mean rows to break a code, over the codes broken.
    pub fn mean_rows(&self) -> Option<f64> {
        match *self {
            Figures::CodeBreaker {
                codes_broken,
                rows_to_break,
                ..
            } if codes_broken > 0 => Some(f64::from(rows_to_break) / f64::from(codes_broken)),
            _ => None,
        }
    }

    /// Code Knacker: the mean solo score.
    pub fn solo_mean(&self) -> Option<f64> {
        match *self {
            Figures::CodeKnacker {
                solo_games,
                solo_total,
                ..
            } if solo_games > 0 => Some(f64::from(solo_total) / f64::from(solo_games)),
            _ => None,
        }
    }

    fn add(&mut self, other: &Figures) {
        use Figures::*;
        match (self, other) {
            (
                CodeBreaker {
                    codes_broken,
                    rows_to_break,
                    codes_missed,
                },
                CodeBreaker {
                    codes_broken: b,
                    rows_to_break: r,
                    codes_missed: m,
                },
            ) => {
                *codes_broken += b;
                *rows_to_break += r;
                *codes_missed += m;
            }
            (
                CodeKnacker {
                    safes_cracked,
                    solo_games,
                    solo_best,
                    solo_total,
                },
                CodeKnacker {
                    safes_cracked: c,
                    solo_games: g,
                    solo_best: b,
                    solo_total: t,
                },
            ) => {
                *safes_cracked += c;
                *solo_games += g;
                *solo_best = (*solo_best).max(*b);
                *solo_total += t;
            }
            (
                CrackIt {
                    safes_opened,
                    prohibitions,
                },
                CrackIt {
                    safes_opened: s,
                    prohibitions: p,
                },
            ) => {
                *safes_opened += s;
                *prohibitions += p;
            }
            (
                Passcode {
                    rounds_won,
                    lockouts,
                },
                Passcode {
                    rounds_won: r,
                    lockouts: l,
                },
            ) => {
                *rounds_won += r;
                *lockouts += l;
            }
            _ => {}
        }
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

fn replay<G: Game>(
    save: &SaveFile,
    figures: impl FnOnce(&Timeline<G>) -> Vec<Figures>,
) -> Result<Replayed, LoadError> {
    let timeline = save.timeline::<G>()?;
    Ok(Replayed {
        outcome: save.outcome_after(timeline.state()),
        figures: figures(&timeline),
    })
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
    match save.game.as_str() {
        CodeBreaker::ID => replay::<CodeBreaker>(save, |t| {
            let mut seats = vec![Figures::empty(CodeBreaker::ID).expect("known"); 2];
            for round in t.state().history() {
                if let Some(Figures::CodeBreaker {
                    codes_broken,
                    rows_to_break,
                    codes_missed,
                }) = seats.get_mut(round.breaker.index())
                {
                    match round.solved_in {
                        Some(row) => {
                            *codes_broken += 1;
                            *rows_to_break += row as u32;
                        }
                        None => *codes_missed += 1,
                    }
                }
            }
            seats
        }),
        CodeKnacker::ID => replay::<CodeKnacker>(save, |t| {
            let game = t.state();
            let solo = game.is_solo();
            game.taken()
                .iter()
                .zip(game.totals())
                .map(|(cards, total)| Figures::CodeKnacker {
                    safes_cracked: cards.len() as u32,
                    solo_games: u32::from(solo),
                    solo_best: solo.then_some(total),
                    solo_total: if solo { total } else { 0 },
                })
                .collect()
        }),
        CrackIt::ID => replay::<CrackIt>(save, |t| {
            let mut seats = vec![(0, 0); t.state().seat_count()];
            for event in t.steps().iter().flat_map(|s| &s.events) {
                match event {
                    codebreakers_crack_it::Event::SafeOpened { by, .. } => {
                        if let Some(s) = seats.get_mut(by.index()) {
                            s.0 += 1;
                        }
                    }
                    codebreakers_crack_it::Event::Prohibited { seat, .. } => {
                        if let Some(s) = seats.get_mut(seat.index()) {
                            s.1 += 1;
                        }
                    }
                    _ => {}
                }
            }
            seats
                .into_iter()
                .map(|(safes_opened, prohibitions)| Figures::CrackIt {
                    safes_opened,
                    prohibitions,
                })
                .collect()
        }),
        Passcode::ID => replay::<Passcode>(save, |t| {
            let mut seats = vec![(0, 0); t.state().seat_count()];
            let opening = t.start().opening().iter();
            for event in opening.chain(t.steps().iter().flat_map(|s| &s.events)) {
                match event {
                    codebreakers_passcode::Event::RoundWon { seat } => {
                        if let Some(s) = seats.get_mut(seat.index()) {
                            s.0 += 1;
                        }
                    }
                    codebreakers_passcode::Event::LockedOut { seat } => {
                        if let Some(s) = seats.get_mut(seat.index()) {
                            s.1 += 1;
                        }
                    }
                    _ => {}
                }
            }
            seats
                .into_iter()
                .map(|(rounds_won, lockouts)| Figures::Passcode {
                    rounds_won,
                    lockouts,
                })
                .collect()
        }),
        other => Err(LoadError::UnknownGame(other.to_string())),
    }
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
