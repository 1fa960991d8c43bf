//! The table every game stands on: the match in play, the shared turn machine that
//! drives it, hand-over screens, round summaries, the game log and the tweens that
//! animate components.

pub mod about;
pub mod anim;
pub mod lesson;
pub mod materials;
pub mod painted;
pub mod picking;
pub mod pieces;
pub mod replay;
pub mod shapes;
pub mod surface;
pub mod turn;
pub mod view;

use crate::screens::{GameId, SeatChoice};
use bevy::prelude::*;
use codebreakers_kernel::{
    ActionLog, Bot, BotLevel, Game, MatchSeeds, Played, SeatId, ToWords, Words, revocable_tail,
};

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        turn::plugin,
        about::plugin,
        anim::plugin,
        pieces::plugin,
        picking::plugin,
        replay::plugin,
        lesson::plugin,
    ));
}

/// A computer level in the player's words.
pub fn level_words(level: BotLevel) -> Words {
    Words::new(match level {
        BotLevel::Easy => "stats-level-easy",
        BotLevel::Normal => "stats-level-normal",
        BotLevel::Hard => "stats-level-hard",
    })
}

/// What the app needs of a game besides its rules.
pub trait AppGame:
    Game<
        Action: Send + Sync,
        Event: Send + Sync,
        Error: Send + Sync + ToWords,
        Options: Send + Sync,
        Observation: Send + Sync,
    > + Send
    + Sync
    + 'static
{
    const GAME: GameId;

    /// A computer player of this level.
    fn bot(level: BotLevel, seed: u64) -> Box<dyn Bot<Self> + Send + Sync>;

    /// One line for the game log, telling nothing a seat should not see.
    fn describe(event: &Self::Event, names: &[String]) -> Option<Words>;

    /// Lines for a summary the players confirm before play goes on (e.g. at a round's end).
    fn summary(event: &Self::Event, names: &[String]) -> Option<Vec<Words>>;

    /// The summary of everything one decision caused: by default the last event's summary;
    /// a game whose round end is told by several events reads them together.
    fn batch_summary(events: &[Self::Event], names: &[String]) -> Option<Vec<Words>> {
        events.iter().filter_map(|e| Self::summary(e, names)).last()
    }

    /// Where another player's move is told on the table, in egui points from an edge of
    /// the window (the side panel is 300 wide): a place the table leaves free. `None` where
    /// the move shows well enough by itself (Code Breaker's row of pegs).
    fn move_caption_place() -> Option<(bevy_egui::egui::Align2, [f32; 2])> {
        Some((bevy_egui::egui::Align2::CENTER_BOTTOM, [150.0, -6.0]))
    }

    /// The seat an event knocks out of the match, if any (Crack It's opened safes in King
    /// of Thieves): a human knocked out is told so, and may watch or leave.
    fn knocked_out(_event: &Self::Event) -> Option<SeatId> {
        None
    }

    /// Lines telling how the whole match went, for the results screen.
    fn story(&self, names: &[String]) -> Vec<Words>;

    /// Whose view spectators see when no human plays.
    fn spectator_seat(&self) -> SeatId;

    /// Whose view a replay shows now: by default the seat deciding, so the hand and secrets
    /// it decides with are seen.
    fn replay_viewer(&self) -> SeatId {
        self.to_decide()
            .first()
            .copied()
            .unwrap_or_else(|| self.spectator_seat())
    }

    /// What a replay shows `viewer`: the match is over, so a game may open more than the
    /// seat saw. By default the seat's own observation.
    fn revealed(&self, viewer: SeatId) -> Self::Observation {
        self.observe(viewer)
    }
}

/// The match in play.
#[derive(Resource)]
pub struct Match<G: AppGame> {
    pub game: G,
    pub seats: Vec<SeatChoice>,
    pub log: ActionLog<G>,
    /// The state the match began in, to rebuild it without actions taken back.
    pub start: G,
    /// What each logged action caused: what may be taken back.
    pub history: Vec<Played<G>>,
    /// How long the game log was before each logged action: the lines an undo removes.
    pub log_marks: Vec<usize>,
    /// One bot per computer seat; taken out while it thinks.
    pub(crate) bots: Vec<Option<Box<dyn Bot<G> + Send + Sync>>>,
    /// Whose observation the screen shows.
    pub viewer: SeatId,
    /// Whether the viewer has taken the screen: with two or more humans the very first view
    /// also waits behind a hand-over, so nobody glimpses the first player's secrets.
    pub screen_taken: bool,
    /// A finished match watched again ([`replay`]): no seat decides, every secret is shown.
    pub replay: bool,
    /// In a lesson, the one action the table accepts now ([`lesson`]).
    pub taught: Option<lesson::Taught<G>>,
}

impl<G: AppGame> Match<G> {
    /// A new match; `seed` seeds every bot as the CLI does ([`MatchSeeds`]), the game's
    /// chance having been drawn from the same seed.
    pub fn new(game: G, seats: Vec<SeatChoice>, seed: u64) -> Self {
        let seeds = MatchSeeds::from(seed);
        let bots = seats
            .iter()
            .enumerate()
            .map(|(i, seat)| match seat.kind {
                codebreakers_kernel::SeatKind::Computer(level) => {
                    Some(G::bot(level, seeds.bot_seed(SeatId(i as u8))))
                }
                codebreakers_kernel::SeatKind::Human => None,
            })
            .collect();
        let humans: Vec<SeatId> = Self::human_seats(&seats);
        let viewer = humans
            .first()
            .copied()
            .unwrap_or_else(|| game.spectator_seat());
        Match {
            start: game.clone(),
            history: Vec::new(),
            log_marks: Vec::new(),
            game,
            seats,
            log: ActionLog::default(),
            bots,
            viewer,
            screen_taken: humans.len() < 2,
            replay: false,
            taught: None,
        }
    }

    fn human_seats(seats: &[SeatChoice]) -> Vec<SeatId> {
        seats
            .iter()
            .enumerate()
            .filter(|(_, s)| s.kind.is_human())
            .map(|(i, _)| SeatId(i as u8))
            .collect()
    }

    /// The seats humans play; none in a replay.
    pub fn humans(&self) -> Vec<SeatId> {
        if self.replay {
            return Vec::new();
        }
        Self::human_seats(&self.seats)
    }

    pub fn names(&self) -> Vec<String> {
        self.seats.iter().map(|s| s.name.clone()).collect()
    }

    /// Whether a human decides for `seat` (never in a replay).
    /// The name a seat plays under as the table shows it: a computer's with its level
    /// ("Computer 2 (hard)").
    pub fn name_at_table(&self, seat: SeatId) -> String {
        let Some(choice) = self.seats.get(seat.index()) else {
            return String::new();
        };
        match choice.kind {
            codebreakers_kernel::SeatKind::Computer(level) => crate::i18n::render(
                &Words::new("table-seat-level")
                    .with("name", choice.name.as_str())
                    .with("level", level_words(level)),
            ),
            codebreakers_kernel::SeatKind::Human => choice.name.clone(),
        }
    }

    /// Every seat's name as the table shows it ([`Self::name_at_table`]).
    pub fn names_at_table(&self) -> Vec<String> {
        (0..self.seats.len())
            .map(|i| self.name_at_table(SeatId(i as u8)))
            .collect()
    }

    pub fn is_human(&self, seat: SeatId) -> bool {
        !self.replay
            && self
                .seats
                .get(seat.index())
                .is_some_and(|s| s.kind.is_human())
    }

    /// The human at the screen, if the decision now is theirs.
    pub fn acting_human(&self) -> Option<SeatId> {
        let seat = *self.game.to_decide().first()?;
        (self.is_human(seat) && self.viewer == seat).then_some(seat)
    }

    /// Whether the human at the screen is to decide now (also when others decide at the
    /// same time, as when everyone arranges a combination), and the table waits for them.
    pub fn screen_decides(&self, phase: turn::TurnPhase) -> bool {
        phase == turn::TurnPhase::AwaitingHuman
            && self.game.to_decide().contains(&self.viewer)
            && self.is_human(self.viewer)
    }

    /// How many of the last actions the human at the screen may take back now: their own,
    /// on their own turn, none that drew chance or revealed anything (each rules crate's
    /// `Game::revocable`).
    pub fn undoable(&self) -> usize {
        let Some(seat) = self.acting_human() else {
            return 0;
        };
        revocable_tail(&self.history, seat)
    }

    /// What `reveal` reads from the match, in a replay only: secrets the observation keeps
    /// from every seat (e.g. the other hands).
    pub fn in_replay<T>(&self, reveal: impl FnOnce(&G) -> T) -> Option<T> {
        self.replay.then(|| reveal(&self.game))
    }

    /// The observation the screen may show now (in a replay, what the game reveals).
    pub fn view(&self) -> G::Observation {
        if self.replay {
            self.game.revealed(self.viewer)
        } else {
            self.game.observe(self.viewer)
        }
    }
}

/// The one submit path of every game: in a lesson only the taught action passes; then
/// the rules try `action` on a copy of the match; it goes to the turn machine if they
/// accept it, and otherwise the refusal comes back as words to render when shown, with
/// nothing changed.
pub fn submit_or_refuse<G: AppGame>(
    table: &Match<G>,
    seat: SeatId,
    action: G::Action,
    submit: &mut MessageWriter<Submit<G>>,
) -> Result<(), Words> {
    if let Some(taught) = &table.taught {
        taught.admits(seat, &action)?;
    }
    table
        .game
        .clone()
        .apply(seat, &action)
        .map_err(|error| error.words())?;
    submit.write(Submit { seat, action });
    Ok(())
}

/// Where a game's view keeps the last refusal it shows the player, as words rendered when
/// drawn (so in the language of the moment).
pub trait ShowsRefusals: Resource + Component<Mutability = bevy::ecs::component::Mutable> {
    fn refusal(&mut self) -> &mut Option<Words>;
}

/// Shows a refusal of the turn machine (a decision that became illegal on its way) where
/// the game shows its own refusals.
pub fn show_refusals<G: AppGame, R: ShowsRefusals>(
    mut rejected: MessageReader<Rejected<G>>,
    mut note: ResMut<R>,
) {
    for r in rejected.read() {
        *note.refusal() = Some(r.error.words());
    }
}

/// A human's decision, from any input device, for the turn machine to apply.
#[derive(Message, Clone, Debug)]
pub struct Submit<G: AppGame> {
    pub seat: SeatId,
    pub action: G::Action,
}

/// The rules refused a human's decision; the view says why.
#[derive(Message, Clone, Debug)]
pub struct Rejected<G: AppGame> {
    pub seat: SeatId,
    pub error: G::Error,
}

/// What happened at the table, for the view to animate.
#[derive(Message, Clone, Debug)]
pub struct Happened<G: AppGame> {
    pub seat: SeatId,
    pub events: Vec<G::Event>,
}

/// The game log shown beside the table: public events only.
#[derive(Resource, Default, Debug)]
pub struct GameLog {
    /// Each line's words, rendered when shown (so in the language of the moment).
    pub lines: Vec<Words>,
}

/// The screen is covered until the named human confirms they hold it.
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct HandOver {
    pub to: Option<(SeatId, String)>,
}

/// A summary the players read and confirm (or that closes by itself between computers).
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct Summary {
    /// A title, then the lines under it.
    pub lines: Vec<Words>,
    /// Seconds left before it closes by itself, when no human plays.
    pub auto_close: Option<f32>,
    /// A player at the screen was knocked out: they may watch on or leave the table.
    pub may_leave: bool,
}

/// The last move of a player other than the one at the screen, told on the table while it
/// is read: who, and what they did (the log's public lines).
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct MoveShown {
    pub seat: Option<SeatId>,
    pub name: String,
    /// Where it is told ([`AppGame::move_caption_place`]).
    pub place: Option<(bevy_egui::egui::Align2, [f32; 2])>,
    pub lines: Vec<Words>,
    /// Seconds it still holds the next computer's move (so that it can be read).
    pub hold: f32,
    /// Seconds it has been on the table.
    pub shown: f32,
}

/// A human's turn (or answer) has just come round: the moment is marked with a cue and a
/// banner.
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct TurnCame {
    pub seat: Option<SeatId>,
    pub name: String,
    /// Seconds since it came.
    pub shown: f32,
}

/// The human at the screen takes back their last action (Ctrl+Z, U, the pad's left
/// shoulder button, or the side panel's Undo).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct TakeBack;

/// An action was taken back: views that keep their own picture of the table rebuild it
/// from the observation.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct TookBack;

/// Confirms the hand-over or the summary shown now.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Proceed;
