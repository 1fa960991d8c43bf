//! The book read from `assets/code-knacker/turn-values.bin` through the asset server.

use super::asked::{Asked, wanted};
use bevy::asset::{AssetLoader, LoadContext, io::Reader};
use bevy::prelude::*;
use codebreakers_code_knacker::book::{self, Book};

pub fn plugin(app: &mut App) {
    app.init_asset::<TurnValues>()
        .init_asset_loader::<TurnValuesLoader>()
        .add_systems(Update, load.run_if(wanted))
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
    commands.insert_resource(Loading(assets.load("code-knacker/turn-values.bin")));
    commands.insert_resource(Asked);
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
