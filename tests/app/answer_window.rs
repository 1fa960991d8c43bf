//! The turn machine serves out-of-turn answer windows: when an action lets several seats
//! answer, every one of them is asked in turn (humans behind a hand-over screen, computers
//! with their think time), whatever they hold. A small game of its own stands in for the
//! card games whose interruptions (Crack It's Prohibitions) need it.

use crate::common;

use bevy::input::InputPlugin;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use codebreakers::screens::{GameId, MatchSetup, Screen, SeatChoice};
use codebreakers::settings::{AnimationSpeed, Settings, SettingsStore};
use codebreakers::table::turn::{TurnPhase, register};
use codebreakers::table::{AppGame, HandOver, Match, Proceed, Submit};
use codebreakers_kernel::{
    Bot, BotLevel, Chance, Game, Outcome, SeatId, SeatKind, SetupError, ToWords, Words,
};
use codebreakers_registry::Registered;
use common::app::{phase, update_until};
use serde::{Deserialize, Serialize};

/// Seat 0 makes a claim; every other seat answers it (object or let it pass); then the
/// game is over.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Claim {
    seats: usize,
    claimed: bool,
    answers: Vec<Option<bool>>,
}

#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
enum Move {
    Claim,
    Answer { object: bool },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct NotNow;

impl std::fmt::Display for NotNow {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("not now")
    }
}

impl std::error::Error for NotNow {}

impl ToWords for NotNow {
    fn words(&self) -> Words {
        Words::new("test-not-now")
    }
}

impl Game for Claim {
    type Action = Move;
    type Event = String;
    type Error = NotNow;
    type Observation = Claim;
    type Options = ();
    const ID: &'static str = "claim";

    fn seats(_: &()) -> std::ops::RangeInclusive<usize> {
        2..=6
    }

    fn setup(_: &(), seats: usize, _: Chance) -> Result<Self, SetupError> {
        Ok(Claim {
            seats,
            claimed: false,
            answers: vec![None; seats],
        })
    }

    fn apply(&mut self, seat: SeatId, action: &Move) -> Result<Vec<String>, NotNow> {
        if !self.to_decide().contains(&seat) {
            return Err(NotNow);
        }
        match action {
            Move::Claim if !self.claimed => self.claimed = true,
            Move::Answer { object } if self.claimed => self.answers[seat.index()] = Some(*object),
            _ => return Err(NotNow),
        }
        Ok(vec![format!("{seat:?} {action:?}")])
    }

    /// Everyone but the claimant may answer at once: an out-of-turn window.
    fn to_decide(&self) -> Vec<SeatId> {
        if !self.claimed {
            return vec![SeatId(0)];
        }
        (1..self.seats)
            .filter(|&s| self.answers[s].is_none())
            .map(|s| SeatId(s as u8))
            .collect()
    }

    fn legal_actions(&self, seat: SeatId) -> Vec<Move> {
        match (self.claimed, self.to_decide().contains(&seat)) {
            (_, false) => vec![],
            (false, true) => vec![Move::Claim],
            (true, true) => vec![
                Move::Answer { object: true },
                Move::Answer { object: false },
            ],
        }
    }

    fn observe(&self, _: SeatId) -> Claim {
        self.clone()
    }

    fn observe_public(&self) -> Claim {
        self.clone()
    }

    fn seen_by(event: &String, _: Option<SeatId>) -> Option<String> {
        Some(event.clone())
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.claimed && self.to_decide().is_empty()).then(|| Outcome {
            winners: vec![SeatId(0)],
            scores: vec![0; self.seats],
        })
    }

    fn seat_count(&self) -> usize {
        self.seats
    }
}

struct Objector;

impl Bot<Claim> for Objector {
    fn decide(&mut self, observation: &Claim) -> Move {
        if observation.claimed {
            Move::Answer { object: true }
        } else {
            Move::Claim
        }
    }
}

impl Registered for Claim {
    const NAME: &'static str = "Claim"; // not words: a test game's name
    const BLURB: &'static str = "game-crack-it-blurb";

    fn bot(_: BotLevel, _: u64) -> Box<dyn Bot<Self> + Send + Sync> {
        Box::new(Objector)
    }
}

impl AppGame for Claim {
    // Stands in for a card game that is not at the table yet.
    const GAME: GameId = GameId::CrackIt;
    fn describe(_: &String, _: &[String]) -> Option<Words> {
        None
    }
    fn summary(_: &String, _: &[String]) -> Option<Vec<Words>> {
        None
    }
    fn story(&self, _: &[String]) -> Vec<Words> {
        vec![]
    }
    fn spectator_seat(&self) -> SeatId {
        SeatId(0)
    }
}

fn submit(app: &mut App, seat: u8, action: Move) {
    app.world_mut().write_message(Submit::<Claim> {
        seat: SeatId(seat),
        action,
    });
    app.update();
}

#[test]
fn every_seat_in_an_answer_window_is_asked_humans_behind_a_hand_over() {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, InputPlugin));
    app.insert_resource(SettingsStore::none());
    app.insert_resource(codebreakers::records::Saves::in_memory());
    app.add_plugins(codebreakers::table_logic);
    register::<Claim>(&mut app);
    app.insert_resource(Settings {
        animation_speed: AnimationSpeed::Off,
        ..default()
    });
    let seat = |name: &str, kind| SeatChoice {
        name: name.into(),
        kind,
    };
    app.insert_resource(MatchSetup {
        game: GameId::CrackIt,
        seats: vec![
            seat("Ann", SeatKind::Human),
            seat("Bot", SeatKind::Computer(BotLevel::Normal)),
            seat("Cy", SeatKind::Human),
        ],
        options: serde_json::Value::Null,
        seed: 1,
    });
    app.update();
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    // Two humans share the screen: even the first view waits behind a hand-over.
    update_until(&mut app, "the hand-over to Ann", |app| {
        phase(app) == Some(TurnPhase::HandOver)
    });
    assert_eq!(
        app.world()
            .resource::<HandOver>()
            .to
            .as_ref()
            .map(|(s, _)| *s),
        Some(SeatId(0))
    );
    app.world_mut().write_message(Proceed);
    update_until(&mut app, "Ann's claim", |app| {
        phase(app) == Some(TurnPhase::AwaitingHuman)
    });
    submit(&mut app, 0, Move::Claim);
    // The window: the computer answers first, then the screen passes to Cy, who answers too.
    update_until(&mut app, "the hand-over to Cy", |app| {
        app.world()
            .resource::<HandOver>()
            .to
            .as_ref()
            .map(|(s, _)| *s)
            == Some(SeatId(2))
    });
    let game = &app.world().resource::<Match<Claim>>().referee().state();
    assert_eq!(
        game.answers[1],
        Some(true),
        "the computer answered in the window"
    );
    assert_eq!(game.to_decide(), vec![SeatId(2)]);
    // Ann's answer is refused: she is not in the window.
    submit(&mut app, 0, Move::Answer { object: false });
    assert_eq!(
        app.world()
            .resource::<Match<Claim>>()
            .referee()
            .state()
            .answers[0],
        None
    );
    app.world_mut().write_message(Proceed);
    update_until(&mut app, "Cy's answer", |app| {
        phase(app) == Some(TurnPhase::AwaitingHuman)
    });
    assert_eq!(app.world().resource::<Match<Claim>>().viewer, SeatId(2));
    submit(&mut app, 2, Move::Answer { object: false });
    update_until(&mut app, "the end", |app| {
        *app.world().resource::<State<Screen>>().get() == Screen::Results
    });
}
