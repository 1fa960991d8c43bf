//! The match in play and what moves around it: the referee ([`Match`]) that holds the
//! whole game and hands out viewpoints, what the app needs of a game ([`AppGame`]), the
//! messages between views and the referee, and the [`Recorder`] that applies a decision
//! and tells the log, the summary and the view.

use super::online_seat::Remote;
use super::phase::{
    READ_SECONDS, READ_SECONDS_A_LINE, SETTLING_FRAMES, SUMMARY_SECONDS, TableBusy, TurnPhase,
};
use crate::session::{GameId, MatchSetup, SeatChoice};
use crate::settings::Settings;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use codebreakers_kernel::{
    Applied, BotLevel, BoxedBot, Game, MatchSeeds, Outcome, Referee, Refused, SeatId, Timeline,
    ToWords, Words,
};
use codebreakers_records::{LoadError, SaveFile};
use codebreakers_registry::Registered;

/// A computer level in the player's words.
pub fn level_words(level: BotLevel) -> Words {
    Words::new(match level {
        BotLevel::Easy => "stats-level-easy",
        BotLevel::Normal => "stats-level-normal",
        BotLevel::Hard => "stats-level-hard",
    })
}

/// What the app needs of a game besides its rules and its computer players (the
/// registry's [`Registered`]): the words it is told in, and where the table tells it.
pub trait AppGame: Registered + Game<Error: ToWords> {
    const GAME: GameId;

    /// One line for the game log, telling nothing a seat should not see.
    fn describe(event: &Self::Event, names: &[String]) -> Option<Words>;

    /// An action whose events tell nothing of it (Crack It's End turn: only the next turn
    /// begins), in words of its own, for the review's lines of a move made or best. By
    /// default an action is told by its events alone.
    fn quiet_action(_action: &Self::Action, _seat: SeatId, _names: &[String]) -> Option<Words> {
        None
    }

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

    /// Where a review's card stands over the table (a moment shown, a decision played
    /// again), in egui points from an edge of the window: a place that leaves the deciding
    /// seat's hand and what it aims at in sight. By default the bottom right corner.
    fn review_card_place() -> (bevy_egui::egui::Align2, [f32; 2]) {
        (bevy_egui::egui::Align2::RIGHT_BOTTOM, [-8.0, -8.0])
    }

    /// Whose doing an event's line tells, for the move told on the table: by default the
    /// same seat as the line before it (the seat that acted, first). A card that goes
    /// through once the last rival let it be is its player's, not the last to answer.
    fn told_of(_event: &Self::Event) -> Teller {
        Teller::Same
    }

    /// The seat an event knocks out of the match, if any (Crack It's opened safes in King
    /// of Thieves): a human knocked out is told so, and may watch or leave.
    fn knocked_out(_event: &Self::Event) -> Option<SeatId> {
        None
    }

    /// What the seat deciding may do, read from its observation alone: where a view needs
    /// the choices themselves (not only the rules' refusal) in a match refereed on a server.
    /// By default none are listed.
    fn legal_in_view(_view: &Self::Observation) -> Vec<Self::Action> {
        Vec::new()
    }

    /// The one answer a seat's view leaves it, where it has no choice to make (Crack It's
    /// answer window to a seat holding no Prohibition). With one human at the screen it is
    /// given for them after the moment a computer would take; where several humans share
    /// the screen or play online they are asked all the same, so that nobody learns from a
    /// prompt who could have answered otherwise. By default none.
    fn no_choice(_view: &Self::Observation) -> Option<Self::Action> {
        None
    }

    /// Whether the seat whose view this is answers out of turn now (an answer window), not
    /// plays a turn of its own: the turn's banner is for turns only.
    fn answering(_view: &Self::Observation) -> bool {
        false
    }

    /// Why Undo takes nothing back now, told when it is pressed: by default, that the rules
    /// keep every move that rolled, drew or showed something.
    fn nothing_to_take_back() -> Words {
        Words::new("table-undo-none")
    }

    /// Lines telling how the whole match went, for the results screen.
    fn story(&self, names: &[String]) -> Vec<Words>;

    /// Whose side of the table spectators see it from when no human plays (what they see
    /// is [`Game::observe_public`]).
    fn spectator_seat(&self) -> SeatId;

    /// What happened as the match was set up, before anyone acted, for every seat to see
    /// (Passcode's rolls for who begins). By default nothing.
    fn opening(&self) -> Vec<Self::Event> {
        Vec::new()
    }

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

/// Whose doing a line of the log is, for the move told on the table ([`AppGame::told_of`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Teller {
    /// The same seat as the line before (the seat that acted, for the first line).
    Same,
    /// This seat's doing: under its name.
    Seat(SeatId),
    /// The log's alone (a turn beginning: the status and the turn's banner tell it).
    LogOnly,
}

/// The match in play: the match's [`Referee`], who alone holds the whole game (its
/// [`Timeline`]: the state it began in, every action with what it caused, the state now)
/// and its computer players, applies actions, and hands the screen its viewpoint ([`Match::view`], [`Match::to_decide`],
/// [`Match::outcome`]). Views draw from the viewpoint only, never from the game, so a view
/// is the same whatever the other seats hold, as it will be for a client that only ever
/// receives its seat's observation.
#[derive(Resource)]
pub struct Match<G: AppGame> {
    record: Record<G>,
    pub seats: Vec<SeatChoice>,
    /// How long the game log was before each logged action: the lines an undo removes.
    pub log_marks: Vec<usize>,
    /// Whose observation the screen shows.
    pub viewer: SeatId,
    /// Whether the viewer has taken the screen: with two or more humans the very first view
    /// also waits behind a hand-over, so nobody glimpses the first player's secrets.
    pub screen_taken: bool,
    /// A finished match watched again ([`replay`]): no seat decides, every secret is shown.
    pub replay: bool,
    /// A replay shown from one seat's view (a moment of its review): only what it saw then.
    pub seen_by: Option<SeatId>,
    /// In a lesson, the one action the table accepts now ([`lesson`]).
    pub taught: Option<Taught<G>>,
    /// The result an online match ended with where its rules did not end it (a seat
    /// resigned), as the server's save says.
    settled: Option<Outcome>,
}

/// Where the match is refereed: here (the match's [`Referee`], the same as a server's), or
/// on a server, of which this screen holds one seat's session ([`Remote`]).
enum Record<G: AppGame> {
    Here(Box<Referee<G>>),
    Online(Box<Remote<G>>),
}

impl<G: AppGame> Match<G> {
    /// A match refereed on a server, seen from the session's seat (or a spectator's).
    pub(crate) fn online(remote: Remote<G>, seats: Vec<SeatChoice>) -> Self {
        let viewer = remote.seat().unwrap_or(SeatId(0));
        Match {
            record: Record::Online(Box::new(remote)),
            seats,
            log_marks: Vec::new(),
            viewer,
            screen_taken: true,
            replay: false,
            seen_by: None,
            taught: None,
            settled: None,
        }
    }

    /// The online session, when the match is refereed on a server.
    pub fn remote(&self) -> Option<&Remote<G>> {
        match &self.record {
            Record::Online(remote) => Some(remote),
            Record::Here(_) => None,
        }
    }

    /// The online session, to act on (the turn machine; tests that drop its connection).
    #[doc(hidden)]
    pub fn remote_mut(&mut self) -> Option<&mut Remote<G>> {
        match &mut self.record {
            Record::Online(remote) => Some(remote),
            Record::Here(_) => None,
        }
    }

    /// An online match is over: the server's save of it becomes the record here, so the
    /// story is told and the replay shows everything.
    pub(crate) fn finish_online(&mut self, timeline: Timeline<G>, settled: Option<Outcome>) {
        self.settled = settled.filter(|_| timeline.state().outcome().is_none());
        self.record = Record::Here(Box::new(Referee::resume(
            timeline,
            self.seat_kinds(),
            MatchSeeds::from(0),
            G::bot,
        )));
    }

    fn seat_kinds(&self) -> Vec<codebreakers_kernel::SeatKind> {
        self.seats.iter().map(|seat| seat.kind).collect()
    }

    /// The match's record, when it is refereed here.
    pub fn local(&self) -> Option<&Timeline<G>> {
        self.here().map(|referee| referee.timeline())
    }

    fn here(&self) -> Option<&Referee<G>> {
        match &self.record {
            Record::Here(referee) => Some(referee),
            Record::Online(_) => None,
        }
    }

    fn here_mut(&mut self) -> Option<&mut Referee<G>> {
        match &mut self.record {
            Record::Here(referee) => Some(referee),
            Record::Online(_) => None,
        }
    }
}

impl<G: AppGame> Match<G> {
    /// A new match; `seed` seeds every bot as the CLI does ([`MatchSeeds`]), the game's
    /// chance having been drawn from the same seed.
    pub fn new(game: G, seats: Vec<SeatChoice>, seed: u64) -> Self {
        let kinds = seats.iter().map(|seat| seat.kind).collect();
        let humans: Vec<SeatId> = Self::human_seats(&seats);
        let viewer = humans
            .first()
            .copied()
            .unwrap_or_else(|| game.spectator_seat());
        Match {
            record: Record::Here(Box::new(G::referee(game, kinds, MatchSeeds::from(seed)))),
            log_marks: Vec::new(),
            seats,
            viewer,
            screen_taken: humans.len() < 2,
            replay: false,
            seen_by: None,
            taught: None,
            settled: None,
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

    /// The seats humans play at this screen; none in a replay (online: the session's own).
    pub fn humans(&self) -> Vec<SeatId> {
        if self.replay {
            return Vec::new();
        }
        match self.remote() {
            Some(remote) => remote.seat().into_iter().collect(),
            None => Self::human_seats(&self.seats),
        }
    }

    /// `events` as the log and the table tell them ([`Game::seen_by`]): to the one human at
    /// this screen (its own draws in full), else to anyone watching, for several humans
    /// share the log and a match of computers is watched (a replay tells the log a match of
    /// computers had).
    pub fn told(&self, events: &[G::Event]) -> Vec<G::Event> {
        let viewer = match self.humans()[..] {
            [one] => Some(one),
            _ => None,
        };
        G::events_seen_by(events, viewer)
    }

    pub fn names(&self) -> Vec<String> {
        self.seats.iter().map(|s| s.name.clone()).collect()
    }

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

    /// Whether a human at this screen decides for `seat` (never in a replay; online, the
    /// session's seat only: the other humans play elsewhere).
    pub fn is_human(&self, seat: SeatId) -> bool {
        if self.replay {
            return false;
        }
        match self.remote() {
            Some(remote) => remote.seat() == Some(seat),
            None => self
                .seats
                .get(seat.index())
                .is_some_and(|s| s.kind.is_human()),
        }
    }

    /// Whether a computer plays `seat` (here, or on the server of an online match): for
    /// the words that name a seat's player.
    pub fn is_computer(&self, seat: SeatId) -> bool {
        self.seats
            .get(seat.index())
            .is_some_and(|s| !s.kind.is_human())
    }

    /// The human at the screen, if the decision now is theirs.
    pub fn acting_human(&self) -> Option<SeatId> {
        if let Some(remote) = self.remote() {
            return remote.seat().filter(|_| remote.may_act());
        }
        let seat = *self.to_decide().first()?;
        (self.is_human(seat) && self.viewer == seat).then_some(seat)
    }

    /// Whether the human at the screen is to decide now (also when others decide at the
    /// same time, as when everyone arranges a combination), and the table waits for them.
    pub fn screen_decides(&self, phase: TurnPhase) -> bool {
        phase == TurnPhase::AwaitingHuman
            && self.to_decide().contains(&self.viewer)
            && self.is_human(self.viewer)
    }

    /// How many of the last actions the human at the screen may take back now: their own,
    /// on their own turn, none that drew chance or revealed anything (each rules crate's
    /// `Game::revocable`). None online: what the server has applied stays.
    pub fn undoable(&self) -> usize {
        let (Some(seat), Some(referee)) = (self.acting_human(), self.here()) else {
            return 0;
        };
        referee.revocable(seat)
    }

    /// The observation the screen may show now: the seat at the screen's; the public one
    /// when only computers play; everything the game reveals in a finished match's replay;
    /// online, the last the server sent.
    pub fn view(&self) -> G::Observation {
        let game = match &self.record {
            Record::Here(referee) => referee.state(),
            Record::Online(remote) => return remote.view().clone(),
        };
        if let Some(seat) = self.seen_by.filter(|_| self.replay) {
            game.observe(seat)
        } else if self.replay {
            game.revealed(self.viewer)
        } else if Self::human_seats(&self.seats).is_empty() {
            game.observe_public()
        } else {
            game.observe(self.viewer)
        }
    }

    /// What `reveal` reads from the whole game, in a finished match's replay only (whose
    /// viewpoint is everything): secrets the observation keeps from every seat (the other
    /// hands). `None` in play.
    pub fn in_replay<T>(&self, reveal: impl FnOnce(&G) -> T) -> Option<T> {
        let timeline = self
            .local()
            .filter(|_| self.replay && self.seen_by.is_none())?;
        Some(reveal(timeline.state()))
    }

    /// The seats that must decide now (none once the match is over).
    pub fn to_decide(&self) -> Vec<SeatId> {
        match &self.record {
            Record::Here(referee) => referee.to_decide(),
            Record::Online(remote) => remote.to_decide().to_vec(),
        }
    }

    /// How the match ended, once it has (online: once the server has given out its save).
    pub fn outcome(&self) -> Option<Outcome> {
        self.here()?.outcome().or_else(|| self.settled.clone())
    }

    /// What the seat at the screen may do now, if it decides (for hints and what glows).
    pub fn legal_actions(&self) -> Vec<G::Action> {
        match &self.record {
            Record::Here(referee) => {
                let game = referee.state();
                if referee.to_decide().contains(&self.viewer) {
                    game.legal_actions(self.viewer)
                } else {
                    Vec::new()
                }
            }
            Record::Online(remote) if remote.may_act() => G::legal_in_view(remote.view()),
            Record::Online(_) => Vec::new(),
        }
    }

    /// What every seat saw happen as the match was set up ([`AppGame::opening`]); online,
    /// what the observation shows of it.
    pub fn opening(&self) -> Vec<G::Event> {
        self.local()
            .map(|timeline| timeline.start().opening())
            .unwrap_or_default()
    }

    /// How many actions have been played.
    pub fn actions_played(&self) -> usize {
        match &self.record {
            Record::Here(referee) => referee.len(),
            Record::Online(remote) => remote.seq() as usize,
        }
    }

    /// Lines telling how the whole match went ([`AppGame::story`]).
    pub fn story(&self) -> Vec<Words> {
        self.local()
            .map(|timeline| timeline.state().story(&self.names()))
            .unwrap_or_default()
    }

    /// The referee's whole record, hidden state and all: for saving, and for tests that
    /// check the views against it. A view never reads it (`tests/app/layers.rs` makes sure).
    ///
    /// # Panics
    /// On an online match in play, whose referee is the server: the app reads
    /// [`Self::local`] instead; tests of local matches read this.
    #[doc(hidden)]
    pub fn referee(&self) -> &Timeline<G> {
        self.local()
            .expect("an online match is refereed on its server")
    }

    /// Sets the table to `game` as if the match began there (a test's hands dealt by
    /// hand); nothing before it can be taken back.
    #[doc(hidden)]
    pub fn set_the_table(&mut self, game: G) {
        let seeds = self.here().map_or(MatchSeeds::from(0), Referee::seeds);
        self.record = Record::Here(Box::new(G::referee(game, self.seat_kinds(), seeds)));
        self.log_marks.clear();
    }

    /// The referee applies `action` by `seat`, or refuses it and changes nothing (a local
    /// match only: online, actions go to the server, [`Remote::act`]).
    pub(crate) fn apply(&mut self, seat: SeatId, action: G::Action) -> Option<Applied<'_, G>> {
        Some(self.here_mut()?.apply(seat, action))
    }

    /// Takes back `seat`'s last action if the rules allow it; whether one went back.
    pub(crate) fn take_back(&mut self, seat: SeatId) -> bool {
        self.here_mut()
            .is_some_and(|referee| referee.take_back(seat, 1) == 1)
    }

    /// Keeps the first `index` actions only (a replay stepping back).
    pub(crate) fn rewind(&mut self, index: usize) {
        if let Some(referee) = self.here_mut() {
            referee.rewind(index);
        }
    }

    /// Whose side a replay shows now ([`AppGame::replay_viewer`]).
    pub(crate) fn replay_viewer(&self) -> SeatId {
        self.local()
            .map_or(self.viewer, |timeline| timeline.state().replay_viewer())
    }

    /// Whose side spectators see the table from ([`AppGame::spectator_seat`]).
    pub(crate) fn spectator_seat(&self) -> SeatId {
        self.local()
            .map_or(self.viewer, |timeline| timeline.state().spectator_seat())
    }

    /// What `seat` sees now, as the referee would hand it to the seat's player.
    pub(crate) fn observation_of(&self, seat: SeatId) -> Option<G::Observation> {
        Some(self.here()?.state().observe(seat))
    }

    /// The computer of `seat`, out to think, with what the referee hands it to decide
    /// from: its observation alone ([`Referee::take_bot`]).
    pub(crate) fn take_bot(&mut self, seat: SeatId) -> Option<(BoxedBot<G>, G::Observation)> {
        self.here_mut()?.take_bot(seat)
    }

    /// The computer of `seat` back from thinking, or a lesson's script in its place.
    pub(crate) fn give_back_bot(&mut self, seat: SeatId, bot: BoxedBot<G>) {
        if let Some(referee) = self.here_mut() {
            referee.give_back_bot(seat, bot);
        }
    }

    /// A match rebuilt from its record (a save, a lesson's earlier step).
    pub(crate) fn from_timeline(timeline: Timeline<G>, seats: Vec<SeatChoice>, seed: u64) -> Self {
        let kinds = seats.iter().map(|seat| seat.kind).collect();
        let mut table = Match::new(timeline.start().clone(), seats, seed);
        table.record = Record::Here(Box::new(Referee::resume(
            timeline,
            kinds,
            MatchSeeds::from(seed),
            G::bot,
        )));
        table
    }
}

/// Where a game's view keeps the last refusal it shows the player, as words rendered when
/// drawn (so in the language of the moment).
pub trait ShowsRefusals: Resource + Component<Mutability = bevy::ecs::component::Mutable> {
    fn refusal(&mut self) -> &mut Option<Words>;
}

/// Shows the referee's refusal of a decision where the game shows its own refusals.
pub fn show_refusals<G: AppGame, R: ShowsRefusals>(
    mut rejected: MessageReader<Rejected<G>>,
    mut note: ResMut<R>,
    table: Option<Res<Match<G>>>,
) {
    // In a lesson the lesson's card says it, beside the step it is about.
    if table.is_some_and(|t| t.taught.is_some()) {
        rejected.clear();
        return;
    }
    for r in rejected.read() {
        *note.refusal() = Some(r.refusal.clone());
    }
}

/// A human's decision, from any input device: the one way a view acts. The referee (the
/// turn machine) applies it, or sends its refusal back ([`Rejected`]) for the view to show,
/// as a server will; in a lesson only the taught action passes.
#[derive(Message, Clone, Debug)]
pub struct Submit<G: AppGame> {
    pub seat: SeatId,
    pub action: G::Action,
}

/// The referee refused a human's decision (the rules, or a lesson that teaches another
/// action); the view says why, in the words to render when shown.
#[derive(Message, Clone, Debug)]
pub struct Rejected<G: AppGame> {
    pub seat: SeatId,
    pub refusal: Words,
    _game: std::marker::PhantomData<G>,
}

impl<G: AppGame> Rejected<G> {
    pub fn new(seat: SeatId, refusal: Words) -> Self {
        Rejected {
            seat,
            refusal,
            _game: std::marker::PhantomData,
        }
    }
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
/// is read: a box for each seat it tells of, headed by who did it (the log's public lines).
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct MoveShown {
    /// The boxes, in the order their lines happened.
    pub told: Vec<Told>,
    /// Where it is told ([`AppGame::move_caption_place`]).
    pub place: Option<(bevy_egui::egui::Align2, [f32; 2])>,
    /// Seconds it still holds the next computer's move (so that it can be read).
    pub hold: f32,
    /// Seconds it has been on the table.
    pub shown: f32,
}

/// What one seat did, in one box of a move told on the table: every line under its name
/// is that seat's doing.
#[derive(Debug, Clone, PartialEq)]
pub struct Told {
    pub seat: SeatId,
    pub name: String,
    pub lines: Vec<Words>,
}

impl MoveShown {
    /// `lines` told in boxes, each line under the seat whose doing it tells (lines of the
    /// same seat one after another share a box), leaving out `own`'s: a player's own
    /// doing needs no telling.
    pub fn boxes(lines: Vec<(SeatId, Words)>, names: &[String], own: Option<SeatId>) -> Vec<Told> {
        let mut told: Vec<Told> = Vec::new();
        for (seat, line) in lines.into_iter().filter(|(seat, _)| Some(*seat) != own) {
            match told.last_mut() {
                Some(last) if last.seat == seat => last.lines.push(line),
                _ => told.push(Told {
                    seat,
                    name: names[seat.index()].clone(),
                    lines: vec![line],
                }),
            }
        }
        told
    }

    /// Whether a move is told now.
    pub fn telling(&self) -> bool {
        !self.told.is_empty()
    }
}

/// A human's turn (or answer) has just come round: the moment is marked with a cue and a
/// banner.
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct TurnCame {
    pub seat: Option<SeatId>,
    pub name: String,
    /// Seconds since it came.
    pub shown: f32,
    /// An answer out of turn, not a turn: no banner (the answer's window asks).
    pub answering: bool,
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

/// A saved match rebuilt from its record ([`SaveFile::timeline`]), with the game log's
/// lines for what each action caused.
pub(crate) fn resumed<G: AppGame>(
    file: &SaveFile,
    setup: &MatchSetup,
) -> Result<(Match<G>, Vec<Words>), LoadError> {
    let mut table = Match::from_timeline(file.timeline::<G>()?, setup.seats.clone(), setup.seed);
    let names = table.names();
    let mut lines = Vec::new();
    let mut marks = Vec::new();
    for played in table.referee().steps() {
        marks.push(lines.len());
        let told = table.told(&played.events);
        lines.extend(told.iter().filter_map(|e| G::describe(e, &names)));
    }
    table.log_marks = marks;
    Ok((table, lines))
}

/// What a decision touches besides the rules state: the log, the summary, the view's
/// animations.
#[derive(SystemParam)]
pub(crate) struct Recorder<'w, G: AppGame> {
    pub settings: Res<'w, Settings>,
    pub log: ResMut<'w, GameLog>,
    pub busy: ResMut<'w, TableBusy>,
    pub summary: ResMut<'w, Summary>,
    happened: MessageWriter<'w, Happened<G>>,
    pub shown: ResMut<'w, MoveShown>,
    pub came: ResMut<'w, TurnCame>,
    pub cues: MessageWriter<'w, crate::audio::Cue>,
    /// Keys held back as something new asks the player.
    pub quiet: ResMut<'w, crate::input::KeysQuiet>,
}

impl<G: AppGame> Recorder<'_, G> {
    /// Applies a decision and tells the view, the log and the summary about it.
    pub fn apply(
        &mut self,
        table: &mut Match<G>,
        seat: SeatId,
        action: G::Action,
    ) -> Result<(), Refused<G::Error>> {
        let mark = self.log.lines.len();
        let Some(applied) = table.apply(seat, action) else {
            return Ok(());
        };
        let events = applied?.to_vec();
        table.log_marks.push(mark);
        self.record(table, seat, events);
        Ok(())
    }

    /// An action of a match refereed on a server, told exactly as one played here is: its
    /// `events` as the server told them to this screen's seat (or to anyone watching), in
    /// the log, on the table, in a summary, and to the view. `late`: the server's computer
    /// played it for `seat`, whose time ran out. A server that tells no events leaves the
    /// log only who moved.
    pub(crate) fn tell_remote(
        &mut self,
        table: &Match<G>,
        seat: SeatId,
        late: bool,
        events: Vec<G::Event>,
    ) {
        let names = table.names();
        let name = names.get(seat.index()).map_or("", String::as_str);
        if late {
            self.log
                .lines
                .push(Words::new("online-moved-late").with("name", name));
        } else if events.is_empty() && !table.is_human(seat) {
            self.log
                .lines
                .push(Words::new("online-moved").with("name", name));
        }
        self.record(table, seat, events);
    }

    fn record(&mut self, table: &Match<G>, seat: SeatId, events: Vec<G::Event>) {
        let events = table.told(&events);
        let names = table.names();
        let mut on_table = Vec::new();
        let mut teller = seat;
        for event in &events {
            let Some(line) = G::describe(event, &names) else {
                continue;
            };
            // Public lines only (the log on screen), so the console may carry them too.
            info!(target: "table", "{}", crate::i18n::render(&line));
            self.log.lines.push(line.clone());
            match G::told_of(event) {
                Teller::LogOnly => continue,
                Teller::Seat(of) => teller = of,
                Teller::Same => {}
            }
            on_table.push((teller, line));
        }
        // What happened is told on the table, each line under the seat whose doing it is,
        // and read before the next computer's move; the player's own move is not.
        let own = (table.is_human(seat) && table.viewer == seat).then_some(seat);
        let told = MoveShown::boxes(on_table, &names, own);
        if !told.is_empty() {
            let count: usize = told.iter().map(|t| t.lines.len()).sum();
            *self.shown = MoveShown {
                told,
                place: G::move_caption_place(),
                hold: self
                    .settings
                    .scaled(READ_SECONDS + READ_SECONDS_A_LINE * count.min(4) as f32),
                shown: 0.0,
            };
        }
        if let Some(lines) = G::batch_summary(&events, &names) {
            // It closes by itself where no one here need confirm it: a match of computers
            // (as fast as its animations), and online, where the others play on meanwhile
            // (after the time to read it, whatever the animations' speed).
            let auto_close = if table.remote().is_some() {
                Some(SUMMARY_SECONDS)
            } else {
                table
                    .humans()
                    .is_empty()
                    .then(|| self.settings.scaled(SUMMARY_SECONDS))
            };
            *self.summary = Summary {
                lines,
                auto_close,
                may_leave: false,
            };
            self.quiet.hush();
        }
        // A human knocked out is told so, and may watch on or leave.
        if let Some(out) = events
            .iter()
            .filter_map(G::knocked_out)
            .find(|&out| table.is_human(out))
        {
            self.summary.lines.extend([
                Words::new("table-out-title").with("name", names[out.index()].as_str()),
                Words::new("table-out-watch"),
            ]);
            self.summary.may_leave = true;
        }
        // With animations off, pieces jump to their places: nothing to wait for.
        if self.settings.scaled(1.0) > 0.0 {
            self.busy.settling = SETTLING_FRAMES;
        }
        self.happened.write(Happened { seat, events });
    }
}

/// The action a lesson step teaches: the only one the table accepts from `seat` now.
#[derive(Clone, Debug)]
pub struct Taught<G: AppGame> {
    pub seat: SeatId,
    pub action: G::Action,
    /// What the learner is told when they try something else.
    pub wrong: Words,
}

impl<G: AppGame> Taught<G> {
    /// `Ok` for the taught action, else the lesson's friendly sentence.
    pub fn admits(&self, seat: SeatId, action: &G::Action) -> Result<(), Words> {
        if seat == self.seat && *action == self.action {
            Ok(())
        } else {
            Err(self.wrong.clone())
        }
    }
}

/// The match on the table as the screen shows it now: the referee, the turn's phase,
/// whether pieces still move, and the player's settings.
#[derive(SystemParam)]
pub struct TableNow<'w, G: AppGame> {
    pub table: Res<'w, Match<G>>,
    pub phase: Res<'w, State<TurnPhase>>,
    pub busy: Res<'w, TableBusy>,
    pub settings: Res<'w, Settings>,
}

/// What moves the turn machine on between decisions: the phase it sets, the players'
/// "go on" (a summary or a hand-over read), the cover between humans, and the game's clock.
#[derive(SystemParam)]
pub struct TurnFlow<'w, 's> {
    pub phase: ResMut<'w, NextState<TurnPhase>>,
    pub proceed: MessageReader<'w, 's, Proceed>,
    pub hand_over: ResMut<'w, HandOver>,
    pub time: Res<'w, Time>,
    /// The online match at the table, if it is one.
    pub online: Option<Res<'w, super::online_seat::OnlineTable>>,
    /// An answer given for the only human when it is due ([`AppGame::no_choice`]): the
    /// actions played when it was first due, and the seconds left.
    pub no_choice_wait: Local<'s, Option<(usize, f32)>>,
}
