//! What the table's shapes are painted with: [`Flat`] paint, one colour, and [`Grain`],
//! wood's texture. Bevy's `ColorMaterial` does more for every pixel: it transforms texture
//! coordinates, samples a texture (a white pixel when it has none) and tone maps. A
//! renderer that draws with the processor runs all of it for every pixel of every board:
//! these two do only what they show (`scripts/bench-frames`; Passcode's table went from
//! 32 to 39 frames a second on the project's machine). The table's camera maps no tones
//! (`Tonemapping::None` and no colour grading), so a colour goes out as it is.

use bevy::asset::{AssetPath, embedded_asset, embedded_path};
use bevy::prelude::*;
use bevy::render::render_resource::AsBindGroup;
use bevy::shader::ShaderRef;
use bevy::sprite_render::{AlphaMode2d, Material2d, Material2dPlugin};

pub fn plugin(app: &mut App) {
    embedded_asset!(app, "flat.wgsl");
    embedded_asset!(app, "grain.wgsl");
    app.add_plugins((
        Material2dPlugin::<Flat>::default(),
        Material2dPlugin::<Grain>::default(),
    ));
}

/// One colour over the whole shape, blended when it is translucent.
#[derive(Asset, TypePath, AsBindGroup, Debug, Clone)]
pub struct Flat {
    #[uniform(0)]
    pub colour: LinearRgba,
    pub alpha_mode: AlphaMode2d,
}

impl From<Color> for Flat {
    fn from(colour: Color) -> Self {
        Flat {
            colour: colour.to_linear(),
            alpha_mode: if colour.alpha() < 1.0 {
                AlphaMode2d::Blend
            } else {
                AlphaMode2d::Opaque
            },
        }
    }
}

impl Material2d for Flat {
    fn fragment_shader() -> ShaderRef {
        ShaderRef::Path(
            AssetPath::from_path_buf(embedded_path!("flat.wgsl")).with_source("embedded"),
        )
    }

    fn alpha_mode(&self) -> AlphaMode2d {
        self.alpha_mode
    }
}

/// A texture stretched over the shape, opaque: the grain of a wooden board.
#[derive(Asset, TypePath, AsBindGroup, Debug, Clone)]
pub struct Grain {
    #[texture(0)]
    #[sampler(1)]
    pub texture: Handle<Image>,
}

impl Material2d for Grain {
    fn fragment_shader() -> ShaderRef {
        ShaderRef::Path(
            AssetPath::from_path_buf(embedded_path!("grain.wgsl")).with_source("embedded"),
        )
    }

    fn alpha_mode(&self) -> AlphaMode2d {
        AlphaMode2d::Opaque
    }
}
