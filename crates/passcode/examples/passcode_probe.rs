//! How far apart the candidates of open decisions are: plays hard against normal and, at
//! some of the hard seat's open decisions, plays every candidate out in WORLDS worlds.
//! `cargo run --release -p codebreakers-passcode --example passcode_probe -- GAMES WORLDS`
use codebreakers_kernel::{Bot, BotLevel, Chance, Game, MatchSeeds, SeatId};
use codebreakers_passcode::bots::PasscodeBot;
use codebreakers_passcode::search::{Budget, playouts};
use codebreakers_passcode::{Passcode, Step};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: u64 = args.first().and_then(|a| a.parse().ok()).unwrap_or(20);
    let worlds: usize = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(1000);
    let budget = Budget {
        worlds,
        ..Default::default()
    };
    let mut chance = Chance::seeded(7);
    for n in 0..games {
        let seeds = MatchSeeds::from(n + 1);
        let mut game = Passcode::setup(&Default::default(), 2, seeds.chance()).unwrap();
        let mut bots = [
            PasscodeBot::rules_only(BotLevel::Hard),
            PasscodeBot::rules_only(BotLevel::Normal),
        ];
        let mut k = 0;
        while let Some(&seat) = game.to_decide().first() {
            let obs = game.observe(seat);
            let action = bots[seat.index()].decide(&obs);
            if seat == SeatId(0)
                && codebreakers_passcode::bots::open_candidates(&obs, action).len() > 1
            {
                k += 1;
                if k % 7 == 0 {
                    let cands = codebreakers_passcode::bots::open_candidates(&obs, action);
                    let vals = playouts(&obs, &cands, budget, &mut chance);
                    let base = vals[0].as_ref().unwrap();
                    let mut line = format!(
                        "{:?} lvl {:?} ",
                        obs.step().unwrap_or(Step::Start),
                        obs.players.iter().map(|p| p.level).collect::<Vec<_>>()
                    );
                    line += &format!(
                        "rules {:?} {:.3} |",
                        action,
                        base.iter().sum::<f64>() / base.len() as f64
                    );
                    for (c, v) in cands.iter().zip(&vals).skip(1) {
                        let Some(v) = v else { continue };
                        let d: Vec<f64> = v.iter().zip(base).map(|(a, b)| a - b).collect();
                        let m = d.iter().sum::<f64>() / d.len() as f64;
                        let var =
                            d.iter().map(|x| (x - m) * (x - m)).sum::<f64>() / (d.len() - 1) as f64;
                        let zero = d.iter().filter(|&&x| x == 0.0).count() as f64 / d.len() as f64;
                        line += &format!(
                            " {:?} {:+.4} se {:.4} sd {:.3} zero {:.2} |",
                            c,
                            m,
                            (var / d.len() as f64).sqrt(),
                            var.sqrt(),
                            zero
                        );
                    }
                    println!("{line}");
                }
            }
            game.apply(seat, &action).unwrap();
        }
    }
}
