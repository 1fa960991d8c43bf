//! The book of turn values (`assets/code-knacker/turn-values.bin`, see
//! `codebreakers_code_knacker::book`) loaded through the asset server, so the browser fetches
//! it like any asset, and installed for the hard player and the hint. It is fetched once a
//! player sets up Code Knacker (the other games never download it). Until it is there, or if
//! it cannot be read, they work their values out instead, for the turn alone (looking past
//! it needs the book), slower.

use crate::session::{GameId, MatchSetup, Screen};
use bevy::asset::{AssetLoader, LoadContext, io::Reader};
use bevy::prelude::*;
use codebreakers_code_knacker::book::{self, Book};

pub fn plugin(app: &mut App) {
    app.init_asset::<TurnValues>()
        .init_asset_loader::<TurnValuesLoader>()
        .add_systems(
            OnEnter(Screen::Setup),
            load.run_if(|setup: Res<MatchSetup>| setup.game == GameId::CodeKnacker),
        )
        .add_systems(Update, install.run_if(resource_exists::<Loading>));
}

/// The book, until it is installed (then it is moved out).
#[derive(Asset, TypePath)]
struct TurnValues(Option<Book>);

#[derive(Resource)]
struct Loading(Handle<TurnValues>);

#[derive(Default, TypePath)]
struct TurnValuesLoader;

impl AssetLoader for TurnValuesLoader {
    type Asset = TurnValues;
    type Settings = ();
    type Error = BevyError;

    async fn load(
        &self,
        reader: &mut dyn Reader,
        _settings: &(),
        _load_context: &mut LoadContext<'_>,
    ) -> Result<TurnValues, BevyError> {
        let mut bytes = Vec::new();
        reader.read_to_end(&mut bytes).await?;
        Ok(TurnValues(Some(Book::from_bytes(&bytes)?)))
    }

    fn extensions(&self) -> &[&str] {
        &["bin"]
    }
}

fn load(mut commands: Commands, assets: Res<AssetServer>) {
    if book::installed().is_none() {
        commands.insert_resource(Loading(assets.load("code-knacker/turn-values.bin")));
    }
}

fn install(
    mut commands: Commands,
    loading: Res<Loading>,
    assets: Res<AssetServer>,
    mut books: ResMut<Assets<TurnValues>>,
) {
    if let Some(mut file) = books.get_mut(&loading.0) {
        if let Some(loaded) = file.0.take() {
            info!(
                "Code Knacker book of turn values: {} positions",
                loaded.len()
            );
            book::install(loaded);
        }
        commands.remove_resource::<Loading>();
    } else if assets.load_state(&loading.0).is_failed() {
        warn!("no Code Knacker book of turn values: the hard player works its values out");
        commands.remove_resource::<Loading>();
    }
}
