//! Secrets on the wire: two matches on one seed in which seat B makes different secret
//! choices (a different code, a different arrangement: any two of its legal actions that
//! leave seat A's observation and the public one the same) send byte-identical messages to
//! seat A and to a spectator, for as long as the rules show A the same thing. The server
//! adds nothing of B's to what A may see: not B's actions, nor its action ids, nor the seed;
//! and each action's events reach A and the spectator as they may know them (a card B draws
//! is "B draws" to them), so those are the same in both matches too.

use crate::common;

use codebreakers_kernel::{BotLevel, Game, MatchSeeds, SeatId};
use codebreakers_passcode::{Card, Passcode};
use codebreakers_protocol::{
    ClientMessage, CreateMatch, JoinMatch, PROTOCOL_VERSION, SeatChoice, ServerMessage,
};
use codebreakers_registry::{ForGame, Registered, with_game};
use common::{Client, runtime, scratch, start_server};
use serde_json::{Value, json};
use std::net::SocketAddr;

const A: SeatId = SeatId(0);
const B: SeatId = SeatId(1);

/// The most steps a pair of matches is followed.
const MAX_STEPS: usize = 80;

/// One of the two matches.
struct World<G: Registered> {
    code: String,
    state: G,
    a: Client,
    b: Client,
    watcher: Client,
    /// The welcomes of A and the spectator, read when they came (see [`World::open`]).
    welcomes: [Option<String>; 2],
}

impl<G: Registered> World<G> {
    /// A match on `seed`, started from `dealt` if given, else from the seed's setup.
    async fn open(
        addr: SocketAddr,
        hub: &codebreakers_server::Hub,
        seed: u64,
        dealt: Option<G>,
    ) -> Self {
        let request = CreateMatch {
            version: PROTOCOL_VERSION,
            game: G::ID.to_string(),
            options: Value::Null,
            seats: vec![SeatChoice::Me, SeatChoice::Open],
            clock: None,
            webhook: None,
            name: None,
        };
        let (created, state) = match dealt {
            Some(state) => {
                let json = serde_json::to_value(&state).unwrap();
                let created = hub.create_with_state(request, seed, json).await;
                (created.expect("created"), state)
            }
            None => {
                let created = hub.create_with_seed(request, seed).await.expect("created");
                let chance = MatchSeeds::from(seed).chance();
                let state = G::setup(&G::Options::default(), 2, chance).expect("sets up");
                (created, state)
            }
        };
        let code = created.code.to_string();
        // Joined through the hub, not the lobby's rate-limited address: a test opens many.
        let join = JoinMatch {
            version: PROTOCOL_VERSION,
            code: code.clone(),
            webhook: None,
            name: None,
        };
        let joined = hub.join(join).await.expect("joined");
        // One socket welcomed after the other, so that who is present (which is no secret)
        // is told the same way in both matches.
        let mut a = Client::hello(addr, &code, Some(&created.token), None).await;
        let a_welcome = a.next_text().await.replace(&code, "CODE");
        let mut b = Client::hello(addr, &code, Some(&joined.token), None).await;
        b.next_text().await;
        let mut watcher = Client::hello(addr, &code, None, None).await;
        let watcher_welcome = watcher.next_text().await.replace(&code, "CODE");
        World {
            a,
            b,
            watcher,
            code,
            state,
            welcomes: [Some(a_welcome), Some(watcher_welcome)],
        }
    }

    /// What A and the spectator were sent up to the view of action `seq` (the match's own
    /// invite code written as `CODE`: it names the match, it is no secret of B's). B's
    /// messages are read and set aside. Each socket's view is checked against the game this
    /// test follows: the server plays the match the test means (its deal, if given).
    async fn sent_until(&mut self, seq: u64) -> (Vec<String>, Vec<String>) {
        let [a_welcome, watcher_welcome] = &mut self.welcomes;
        let mut to_a: Vec<String> = a_welcome.take().into_iter().collect();
        to_a.extend(read_until(&mut self.a, seq, &self.code).await);
        let mut to_watcher: Vec<String> = watcher_welcome.take().into_iter().collect();
        to_watcher.extend(read_until(&mut self.watcher, seq, &self.code).await);
        let to_b = read_until(&mut self.b, seq, &self.code).await;
        for (texts, seen) in [
            (&to_a, self.state.observe(A)),
            (&to_b, self.state.observe(B)),
            (&to_watcher, self.state.observe_public()),
        ] {
            let last = texts.last().expect("the view");
            let Ok(ServerMessage::View(view)) = serde_json::from_str(last) else {
                panic!("not a view: {last}");
            };
            assert_eq!(view.observation, serde_json::to_value(seen).unwrap());
        }
        (to_a, to_watcher)
    }
}

/// The texts `client` is sent up to the view of action `seq` (the last), `code` written as
/// `CODE`.
async fn read_until(client: &mut Client, seq: u64, code: &str) -> Vec<String> {
    let mut texts = Vec::new();
    loop {
        let text = client.next_text().await;
        let message: ServerMessage = serde_json::from_str(&text).expect("a message");
        texts.push(text.replace(code, "CODE"));
        if matches!(message, ServerMessage::View(ref view) if view.seq == seq) {
            return texts;
        }
    }
}

fn seen_by_a_and_public<G: Game>(state: &G) -> Value {
    json!([
        serde_json::to_value(state.observe(A)).unwrap(),
        serde_json::to_value(state.observe_public()).unwrap(),
        serde_json::to_value(state.to_decide()).unwrap(),
    ])
}

/// What A and a spectator see of `state` after an action that caused `events`: their
/// observations, who decides, and the events as each is told them.
fn seen_after<G: Game>(state: &G, events: &[G::Event]) -> Value {
    json!([
        seen_by_a_and_public(state),
        serde_json::to_value(G::events_seen_by(events, Some(A))).unwrap(),
        serde_json::to_value(G::events_seen_by(events, None)).unwrap(),
    ])
}

/// B's action in the second world: another legal one that A and the public are shown and
/// told exactly as the first world's `first` (a secret choice: another code, another
/// order), if there is one; else the same.
fn other_secret<G: Game>(second: &G, first_before: &G, first: &G::Action) -> Option<G::Action> {
    let mut after = first_before.clone();
    let events = after.apply(B, first).expect("the bot's action is legal");
    let target = seen_after(&after, &events);
    let legal = second.legal_actions(B);
    let hidden = legal.iter().find(|&action| {
        let mut after = second.clone();
        action != first
            && after
                .apply(B, action)
                .is_ok_and(|events| seen_after(&after, &events) == target)
    });
    hidden
        .or_else(|| legal.iter().find(|&action| action == first))
        .cloned()
}

/// Follows a pair of matches on `seed`, each started from its deal if given (else from the
/// seed's setup), B's secret choices made differently where the rules allow, and checks that
/// A and the spectator are sent the same in both while the rules show them the same. Returns
/// the steps after which the two matches differed in secret and were sent the same.
async fn follow_pair<G: Registered>(
    addr: SocketAddr,
    hub: &codebreakers_server::Hub,
    seed: u64,
    dealt: [Option<G>; 2],
) -> usize {
    let [first, second] = dealt;
    let mut worlds = [
        World::<G>::open(addr, hub, seed, first).await,
        World::<G>::open(addr, hub, seed, second).await,
    ];
    let mut hidden_steps = 0;
    assert_eq!(
        seen_by_a_and_public(&worlds[0].state),
        seen_by_a_and_public(&worlds[1].state),
        "{} seed {seed}: the two deals show A or the public something different",
        G::ID
    );
    let mut sent = Vec::new();
    for world in &mut worlds {
        sent.push(world.sent_until(0).await);
    }
    assert_eq!(sent[0], sent[1], "{} seed {seed}: the welcome", G::ID);
    let mut bot_a = G::bot(BotLevel::Normal, seed);
    let mut bot_b = G::bot(BotLevel::Normal, seed + 1);
    for step in 1..=MAX_STEPS as u64 {
        let [first, second] = &mut worlds;
        let Some(&seat) = first.state.to_decide().first() else {
            break;
        };
        let mine = first.state.observe(seat);
        let (action, other) = if seat == A {
            let action = bot_a.decide(&mine);
            (action.clone(), action)
        } else {
            let action = bot_b.decide(&mine);
            let Some(other) = other_secret(&second.state, &first.state, &action) else {
                break;
            };
            (action, other)
        };
        for (world, action) in [(&mut *first, action), (&mut *second, other)] {
            world.state.apply(seat, &action).expect("legal");
            let act = ClientMessage::Act {
                id: format!("{step}"),
                seq: step - 1,
                action: serde_json::to_value(&action).unwrap(),
            };
            let client = if seat == A {
                &mut world.a
            } else {
                &mut world.b
            };
            client.send(&act).await;
        }
        if seen_by_a_and_public(&first.state) != seen_by_a_and_public(&second.state) {
            // The rules now show A something of what B chose or holds (a row's answer, a
            // dial card's place, a card played): from here the views may differ, by the
            // rules.
            break;
        }
        let in_first = first.sent_until(step).await;
        let in_second = second.sent_until(step).await;
        assert_eq!(
            in_first,
            in_second,
            "{} seed {seed} step {step}: A or the spectator was told something",
            G::ID
        );
        if serde_json::to_value(&first.state).unwrap()
            != serde_json::to_value(&second.state).unwrap()
        {
            hidden_steps += 1;
        }
    }
    hidden_steps
}

struct SecretsStayHidden {
    seeds: &'static [u64],
}

impl ForGame for SecretsStayHidden {
    /// Steps after which the two matches differed in secret and were sent the same.
    type Output = usize;

    fn run<G: Registered>(self) -> usize {
        let dir = scratch(&format!("secrets-{}", G::ID));
        let hidden_steps = runtime().block_on(async {
            let (addr, hub, _store) = start_server(&dir).await;
            let mut hidden_steps = 0;
            for &seed in self.seeds {
                hidden_steps += follow_pair::<G>(addr, &hub, seed, [None, None]).await;
            }
            hidden_steps
        });
        let _ = std::fs::remove_dir_all(&dir);
        hidden_steps
    }
}

fn hidden_steps(game: &str) -> usize {
    let steps = with_game(game, SecretsStayHidden { seeds: &[1, 2, 3] }).expect("a game");
    eprintln!("{game}: {steps} steps compared while the matches differed in secret");
    steps
}

#[test]
fn a_code_breaker_makers_code_is_not_on_the_wire() {
    assert!(hidden_steps("code-breaker") > 0);
}

#[test]
fn a_crack_it_players_arrangement_is_not_on_the_wire() {
    assert!(hidden_steps("crack-it") > 0);
}

/// Passcode's secrets are the hands chance deals, and every choice of B's is seen by all:
/// on one seed the two matches never differ in secret, so this only checks that the server
/// sends both the same (the deals that differ in B's hand are below).
#[test]
fn passcode_sends_a_seat_and_a_spectator_the_same_in_both_matches() {
    hidden_steps("passcode");
}

/// `deal` with B's card swapped for the pile's bottom card that is another card and no FAIL
/// (a FAIL is never held): A and the public see the same game, and until that bottom card
/// is drawn the pile shows no difference either; B holds another card.
fn with_b_holding_another_card(deal: &Passcode) -> Passcode {
    let mut state = serde_json::to_value(deal).unwrap();
    let held: Vec<Card> = serde_json::from_value(state["players"][1]["hand"].clone()).unwrap();
    let pile: Vec<Card> = serde_json::from_value(state["pile"]["cards"].clone()).unwrap();
    let [held] = held[..] else {
        panic!("B holds one card after the deal, not {held:?}");
    };
    let at = pile
        .iter()
        .position(|&card| card != held && card != Card::Fail)
        .expect("another card in the pile");
    state["players"][1]["hand"][0] = serde_json::to_value(pile[at]).unwrap();
    state["pile"]["cards"][at] = serde_json::to_value(held).unwrap();
    let swapped: Passcode = serde_json::from_value(state).expect("still a Passcode state");
    assert_ne!(swapped.player(B).hand, deal.player(B).hand);
    assert_eq!(swapped.observe(A), deal.observe(A));
    let mut cards = swapped.count_cards();
    let mut before = deal.count_cards();
    cards.sort();
    before.sort();
    assert_eq!(cards, before, "the same 90 cards");
    swapped
}

/// Two Passcode matches dealt alike but for B's card (and, hidden in the pile, the card it
/// was swapped with) send A and a spectator the same, message for message, until the rules
/// show them the difference (B plays or shows the card, a new deal): the server adds nothing
/// of B's hand. Many seeds: the hand stays secret a few steps a deal.
#[test]
fn a_passcode_players_hand_is_not_on_the_wire() {
    const SEEDS: u64 = 30;
    let dir = scratch("secrets-passcode-hands");
    let hidden_steps = runtime().block_on(async {
        let (addr, hub, _store) = start_server(&dir).await;
        let mut hidden_steps = 0;
        for seed in 1..=SEEDS {
            let options = <Passcode as Game>::Options::default();
            let chance = MatchSeeds::from(seed).chance();
            let deal = Passcode::setup(&options, 2, chance).expect("sets up");
            let other = with_b_holding_another_card(&deal);
            hidden_steps += follow_pair(addr, &hub, seed, [Some(deal), Some(other)]).await;
        }
        hidden_steps
    });
    let _ = std::fs::remove_dir_all(&dir);
    eprintln!("passcode: {hidden_steps} steps compared while B held another card");
    // Each pair differs from the deal on: at least one step a seed.
    assert!(hidden_steps >= SEEDS as usize, "{hidden_steps} steps");
}

/// Code Knacker holds no secret: every choice of B is told to A and to anyone watching (a
/// roll, a stop, which die is set aside), so no two choices of B look alike to them, even
/// those that leave the table the same and the chance to come in different places.
#[test]
fn code_knacker_tells_every_choice_of_b() {
    assert_eq!(hidden_steps("code-knacker"), 0);
}
