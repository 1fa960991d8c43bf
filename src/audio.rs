//! Sound through bevy_kira_audio: an effects channel and a music channel with their own
//! volumes, all of it Ogg Vorbis. The effects are made by `assets/audio/make_sounds.py` (and
//! encoded by the `codebreakers-music` crate's `encode-effects`), the music by that crate: a score for the title and the screens around the table, a
//! quieter one at the table, crossfaded as the player goes from one to the other. Music
//! turned all the way down is not played at all. Without a sound device the game plays on
//! in silence.

use crate::session::Screen;
use crate::settings::Settings;
use bevy::prelude::*;
use bevy_kira_audio::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(AudioPlugin)
        .add_audio_channel::<Music>()
        .add_audio_channel::<Effects>()
        .init_resource::<ScorePlaying>()
        .add_systems(Startup, load_sounds)
        .add_systems(Update, (play_cues, follow_volumes, play_the_score));
}

/// The music channel.
#[derive(Resource)]
pub struct Music;

/// The effects channel.
#[derive(Resource)]
pub struct Effects;

/// A sound to play, sent by any plugin.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cue {
    PegPlaced,
    /// The n-th key peg of a row (0-based), pitched up each time.
    KeyPeg(usize),
    Click,
    Solved,
    NotSolved,
    Victory,
    Shield,
    DiceRoll,
    Marker,
    CardSlide,
    /// A combination digit found (Crack It's CLICK).
    SafeClick,
    /// A human's turn (or answer) comes round.
    YourTurn,
}

#[derive(Resource)]
struct Sounds {
    peg: Handle<AudioSource>,
    key_pegs: Vec<Handle<AudioSource>>,
    click: Handle<AudioSource>,
    solved: Handle<AudioSource>,
    not_solved: Handle<AudioSource>,
    victory: Handle<AudioSource>,
    shield: Handle<AudioSource>,
    dice: Handle<AudioSource>,
    marker: Handle<AudioSource>,
    card: Handle<AudioSource>,
    safe_click: Handle<AudioSource>,
    your_turn: Handle<AudioSource>,
    title_music: Handle<AudioSource>,
    table_music: Handle<AudioSource>,
}

/// A piece of music: the title's, or the quieter one played at the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    Title,
    Table,
}

impl Score {
    /// The score for a screen, or none while the music is turned all the way down.
    pub fn wanted(screen: Screen, music_volume: f32) -> Option<Score> {
        if music_volume <= SILENT {
            None
        } else if screen == Screen::Playing {
            Some(Score::Table)
        } else {
            Some(Score::Title)
        }
    }
}

/// The score the music channel plays now.
#[derive(Resource, Default)]
struct ScorePlaying(Option<Score>);

/// A volume this low is silence.
const SILENT: f32 = 0.001;

/// Seconds one score fades out and the next fades in.
const CROSSFADE: std::time::Duration = std::time::Duration::from_millis(1500);

fn load_sounds(mut commands: Commands, assets: Res<AssetServer>) {
    commands.insert_resource(Sounds {
        peg: assets.load("audio/peg_place.ogg"),
        key_pegs: (1..=5)
            .map(|n| assets.load(format!("audio/key_peg_{n}.ogg")))
            .collect(),
        click: assets.load("audio/ui_click.ogg"),
        solved: assets.load("audio/solved.ogg"),
        not_solved: assets.load("audio/not_solved.ogg"),
        victory: assets.load("audio/victory.ogg"),
        shield: assets.load("audio/shield.ogg"),
        dice: assets.load("audio/dice_roll.ogg"),
        marker: assets.load("audio/marker.ogg"),
        card: assets.load("audio/card_slide.ogg"),
        safe_click: assets.load("audio/safe_click.ogg"),
        your_turn: assets.load("audio/your_turn.ogg"),
        title_music: assets.load("audio/music_title.ogg"),
        table_music: assets.load("audio/music_table.ogg"),
    });
}

/// Plays the score the screen wants, fading out the one before.
fn play_the_score(
    screen: Option<Res<State<Screen>>>,
    settings: Res<Settings>,
    music: Res<AudioChannel<Music>>,
    sounds: Res<Sounds>,
    mut playing: ResMut<ScorePlaying>,
) {
    let screen = screen.map_or(Screen::Title, |screen| *screen.get());
    let wanted = Score::wanted(screen, settings.music_volume);
    if playing.0 == wanted {
        return;
    }
    if playing.0.is_some() {
        music.stop().fade_out(AudioTween::linear(CROSSFADE));
    }
    if let Some(score) = wanted {
        let source = match score {
            Score::Title => &sounds.title_music,
            Score::Table => &sounds.table_music,
        };
        music.set_volume(Decibels(linear_to_db(settings.music_volume)));
        music
            .play(source.clone())
            .looped()
            .fade_in(AudioTween::linear(CROSSFADE));
    }
    playing.0 = wanted;
}

fn linear_to_db(volume: f32) -> f32 {
    if volume <= SILENT {
        -60.0
    } else {
        20.0 * volume.log10()
    }
}

fn follow_volumes(
    settings: Res<Settings>,
    music: Res<AudioChannel<Music>>,
    effects: Res<AudioChannel<Effects>>,
) {
    if settings.is_changed() {
        music.set_volume(Decibels(linear_to_db(settings.music_volume)));
        effects.set_volume(Decibels(linear_to_db(settings.effects_volume)));
    }
}

fn play_cues(
    mut cues: MessageReader<Cue>,
    effects: Res<AudioChannel<Effects>>,
    sounds: Res<Sounds>,
) {
    for cue in cues.read() {
        let sound = match cue {
            Cue::PegPlaced => &sounds.peg,
            Cue::KeyPeg(n) => &sounds.key_pegs[(*n).min(sounds.key_pegs.len() - 1)],
            Cue::Click => &sounds.click,
            Cue::Solved => &sounds.solved,
            Cue::NotSolved => &sounds.not_solved,
            Cue::Victory => &sounds.victory,
            Cue::Shield => &sounds.shield,
            Cue::DiceRoll => &sounds.dice,
            Cue::Marker => &sounds.marker,
            Cue::CardSlide => &sounds.card,
            Cue::SafeClick => &sounds.safe_click,
            Cue::YourTurn => &sounds.your_turn,
        };
        effects.play(sound.clone());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_has_its_own_score_and_silence_plays_none() {
        assert_eq!(Score::wanted(Screen::Playing, 0.5), Some(Score::Table));
        for screen in [Screen::Title, Screen::ChooseGame, Screen::Results] {
            assert_eq!(Score::wanted(screen, 0.5), Some(Score::Title));
        }
        assert_eq!(Score::wanted(Screen::Playing, 0.0), None);
    }
}
