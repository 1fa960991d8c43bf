//! The surfaces every game is drawn on, generated in code: the felt under a warm lamp,
//! and wood for boards and trays.

use super::materials::Grain;
use crate::session::Screen;
use bevy::asset::RenderAssetUsages;
use bevy::camera::ScalingMode;
use bevy::image::{ImageAddressMode, ImageSampler, ImageSamplerDescriptor};
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};

/// The side panel's width at design size (egui points, which scale with the window as the
/// table does).
pub const PANEL_WIDTH: f32 = 300.0;

/// The most of the window's width the side panel takes: at a large interface scale its
/// design width would take half a 1280×720 window (600 pixels at 200 %), the table the
/// rest.
pub const PANEL_MOST_SHARE: f32 = 0.36;

/// The fewest points the side panel keeps where its share would leave it narrower (the
/// game's buttons and a name of the title row in a line).
pub const PANEL_LEAST_WIDTH: f32 = 240.0;

/// The side panel's width in points, on a UI `points_across` points wide: the design's
/// width, or its share of the window where that is less, down to its floor.
pub fn panel_points(points_across: f32) -> f32 {
    (PANEL_MOST_SHARE * points_across).clamp(PANEL_LEAST_WIDTH, PANEL_WIDTH)
}

/// The side panel's width in points, in a window of `size` (logical pixels).
pub fn panel_points_in(size: Vec2) -> f32 {
    panel_points(size.x / crate::theme::ui_zoom(size).max(1e-3))
}

/// The side panel's width in logical pixels, in a window of `size`.
pub fn panel_pixels(size: Vec2) -> f32 {
    panel_points_in(size) * crate::theme::ui_zoom(size)
}

/// On a phone held upright, how tall the sheet along the bottom is and the lesson's card
/// along the top (logical pixels, as last drawn); nothing while the panel is at the side.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct BottomSheet {
    pub height: f32,
    pub top_card: f32,
}

/// Upright, the table shows the part of the world a landscape window's table shows right
/// of its panel (`PANEL_WIDTH` to the design's right edge), as wide as the phone.
pub const NARROW_TABLE: std::ops::Range<f32> =
    (PANEL_WIDTH - DESIGN_SIZE.x / 2.0)..(DESIGN_SIZE.x / 2.0);

/// Upright: the world units a pixel covers, and where the camera looks, for a window of
/// `size` whose bottom `sheet` pixels the sheet covers (the table above it, centred on
/// the world's middle).
pub fn narrow_view(size: Vec2, sheet: f32) -> (f32, Vec2) {
    let per_pixel = (NARROW_TABLE.end - NARROW_TABLE.start) / size.x.max(1.0);
    let centre = Vec2::new(
        (NARROW_TABLE.start + NARROW_TABLE.end) / 2.0,
        -sheet * per_pixel / 2.0,
    );
    (per_pixel, centre)
}

/// On a phone on its side the side panel, zoomed for reading, is wider than the design's
/// share of the window at the table's scale: the camera then frames the design's table
/// (right of the design's panel) in the part of the window right of the panel, as large as
/// it fits. The world units a pixel covers and where the camera looks; `None` where the
/// design size fits the window as it is (the panel's share as designed).
pub fn beside_the_panel(size: Vec2) -> Option<(f32, Vec2)> {
    if crate::theme::is_narrow(size) {
        return None;
    }
    let scale = (size.x / DESIGN_SIZE.x).min(size.y / DESIGN_SIZE.y);
    let panel = panel_pixels(size);
    if scale <= 0.0 || panel <= PANEL_WIDTH * scale + 0.5 {
        return None;
    }
    let table = DESIGN_SIZE - Vec2::new(PANEL_WIDTH, 0.0);
    let per_pixel = (table.x / (size.x - panel).max(1.0)).max(table.y / size.y.max(1.0));
    let middle = (NARROW_TABLE.start + NARROW_TABLE.end) / 2.0;
    Some((per_pixel, Vec2::new(middle - panel / 2.0 * per_pixel, 0.0)))
}

/// Where the camera looks across, in a window of `size` at the table.
pub(crate) fn view_centre_x(size: Vec2) -> f32 {
    beside_the_panel(size).map_or(0.0, |(_, centre)| centre.x)
}

/// The camera and the felt, for the windowed app.
pub fn plugin(app: &mut App) {
    // Pieces are hit by their whole rectangle (their hit areas are transparent sprites).
    app.insert_resource(bevy::sprite::SpritePickingSettings {
        require_markers: false,
        picking_mode: bevy::sprite::SpritePickingMode::BoundingBox,
    })
    .add_systems(Startup, (spawn_camera, make_surfaces))
    .add_systems(
        Update,
        (smooth_the_edges, leave_the_felt_out_under_the_panel),
    );
}

/// The world is laid out for 1280×720 and scales to fit the window.
pub const DESIGN_SIZE: Vec2 = Vec2::new(1280.0, 720.0);

/// Generated surfaces shared by every game: the felt, and wood for boards and trays.
#[derive(Resource, Clone)]
pub struct Surfaces {
    pub felt: Handle<Image>,
    wood: Handle<Grain>,
    dark_wood: Handle<Grain>,
}

/// Which wood a slab is cut from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wood {
    Light,
    Dark,
}

impl Surfaces {
    /// A slab of wood of `size`, the grain stretched over it. Drawn opaque: a software
    /// renderer then skips the felt and the shadows it hides, which a blended sprite would
    /// have drawn under it (`scripts/bench-frames`).
    pub fn slab(
        &self,
        meshes: &mut Assets<Mesh>,
        size: Vec2,
        wood: Wood,
    ) -> (Mesh2d, MeshMaterial2d<Grain>) {
        let paint = match wood {
            Wood::Light => &self.wood,
            Wood::Dark => &self.dark_wood,
        };
        (
            Mesh2d(meshes.add(Rectangle::from_size(size))),
            MeshMaterial2d(paint.clone()),
        )
    }
}

fn spawn_camera(mut commands: Commands) {
    commands.spawn((Camera2d, Projection::Orthographic(design_projection())));
}

/// The design size fitted to the window.
pub(crate) fn design_projection() -> OrthographicProjection {
    OrthographicProjection {
        scaling_mode: ScalingMode::AutoMin {
            min_width: DESIGN_SIZE.x,
            min_height: DESIGN_SIZE.y,
        },
        ..OrthographicProjection::default_2d()
    }
}

/// The camera smooths edges (4× multisampling) as the settings ask, once the renderer is
/// known: automatically not on a software renderer, where it halves the frame rate
/// (`scripts/bench-frames`).
fn smooth_the_edges(
    settings: Res<crate::settings::Settings>,
    adapter: Option<Res<bevy::render::renderer::RenderAdapterInfo>>,
    cameras: Query<(Entity, &Msaa), With<Camera2d>>,
    mut told: Local<bool>,
    mut commands: Commands,
) {
    let Some(adapter) = adapter else {
        return;
    };
    let software = draws_in_software(&adapter.name, &format!("{:?}", adapter.device_type));
    if !*told {
        info!(
            "renderer: {} ({:?}), software: {software}",
            adapter.name, adapter.backend
        );
        *told = true;
    }
    let wanted = if settings.smooth_edges.smooths(software) {
        Msaa::Sample4
    } else {
        Msaa::Off
    };
    for (camera, msaa) in &cameras {
        if *msaa != wanted {
            commands.entity(camera).insert(wanted);
        }
    }
}

/// Whether the adapter named `name`, of the device type spelt `device_type`, draws with the
/// processor: wgpu's `Cpu` type, or a software renderer's name (Mesa's llvmpipe and
/// softpipe, Google's SwiftShader in browsers, Microsoft's WARP).
pub fn draws_in_software(name: &str, device_type: &str) -> bool {
    let name = name.to_lowercase();
    device_type == "Cpu"
        || ["llvmpipe", "softpipe", "swiftshader", "basic render driver"]
            .iter()
            .any(|software| name.contains(software))
}

/// The felt: the image, drawn over `FELT_SIZE` around the origin.
#[derive(Component)]
struct Felt;

/// The world the felt covers, enough for any window shape the table fits in.
const FELT_SIZE: Vec2 = Vec2::new(DESIGN_SIZE.x * 1.6, DESIGN_SIZE.y * 1.6);

/// At the table, the felt stops at the side panel's edge, and the panel's backdrop is the
/// frame's clear colour (the panel itself paints none): a software renderer drew the felt
/// and then the panel over it for nothing (`scripts/bench-frames`). The rest of the felt
/// keeps its place and its lamp; it grows only to cover a window wider or taller than it.
fn leave_the_felt_out_under_the_panel(
    screen: Option<Res<State<Screen>>>,
    window: Option<Single<&Window>>,
    felt: Option<Single<(&mut Sprite, &mut Transform), With<Felt>>>,
    clear: Option<ResMut<ClearColor>>,
) {
    let (Some(window), Some(felt)) = (window, felt) else {
        return;
    };
    let at_the_table = screen.is_some_and(|s| *s.get() == Screen::Playing);
    let backdrop = if at_the_table {
        crate::theme::panel_on_felt()
    } else {
        crate::theme::FELT_DARK
    };
    if let Some(mut clear) = clear.filter(|clear| clear.0 != backdrop) {
        clear.0 = backdrop;
    }
    let narrow = crate::theme::is_narrow(window.size());
    let edge = (at_the_table && !narrow).then(|| panel_edge(window.size()));
    let whole = felt_size(visible_world(window.size()));
    let (mut sprite, mut transform) = felt.into_inner();
    let (rect, size, mut x) = felt_right_of(edge, whole, FELT_IMAGE_SIZE.as_vec2());
    if narrow {
        x = (NARROW_TABLE.start + NARROW_TABLE.end) / 2.0;
    }
    if sprite.rect != rect {
        sprite.rect = rect;
    }
    if sprite.custom_size != Some(size) {
        sprite.custom_size = Some(size);
    }
    if transform.translation.x != x {
        transform.translation.x = x;
    }
}

/// The world units a window of `size` shows: the design size, and more on one side (on a
/// phone held upright, the table's width and the height that goes with it; on its side,
/// the design's table and what the panel covers).
pub(crate) fn visible_world(size: Vec2) -> Vec2 {
    if crate::theme::is_narrow(size) {
        return size * narrow_view(size, 0.0).0;
    }
    if let Some((per_pixel, _)) = beside_the_panel(size) {
        return size * per_pixel;
    }
    let scale = (size.x / DESIGN_SIZE.x).min(size.y / DESIGN_SIZE.y);
    if scale > 0.0 {
        size / scale
    } else {
        DESIGN_SIZE
    }
}

/// The world the felt covers where `visible` is shown: `FELT_SIZE`, grown evenly if the
/// window shows more.
fn felt_size(visible: Vec2) -> Vec2 {
    FELT_SIZE * (visible / FELT_SIZE).max_element().max(1.0)
}

/// The side panel's right edge in world units, in a window of `size`: the panel is
/// [`panel_pixels`] wide, the world scales to fit the design size.
pub(crate) fn panel_edge(size: Vec2) -> f32 {
    let visible = visible_world(size);
    view_centre_x(size) - visible.x / 2.0 + panel_pixels(size) * visible.x / size.x.max(1.0)
}

/// The part of a felt `whole` big (an image `image` big) right of the world's `edge` (all
/// of it without one): the image's pixels, the world size they cover and the centre's x.
fn felt_right_of(edge: Option<f32>, whole: Vec2, image: Vec2) -> (Option<Rect>, Vec2, f32) {
    let Some(edge) = edge else {
        return (None, whole, 0.0);
    };
    let half = whole.x / 2.0;
    let edge = edge.clamp(-half, half);
    let cut = (edge + half) / whole.x;
    (
        Some(Rect::new(cut * image.x, 0.0, image.x, image.y)),
        Vec2::new(half - edge, whole.y),
        (edge + half) / 2.0,
    )
}

fn make_surfaces(
    mut commands: Commands,
    mut images: ResMut<Assets<Image>>,
    mut materials: ResMut<Assets<Grain>>,
) {
    let felt = images.add(felt_image());
    commands.spawn((
        Sprite {
            image: felt.clone(),
            custom_size: Some(FELT_SIZE),
            ..default()
        },
        Transform::from_xyz(0.0, 0.0, -10.0),
        Felt,
    ));
    let mut wood = |image: Image| {
        materials.add(Grain {
            texture: images.add(image),
        })
    };
    let light = wood(wood_image([0.55, 0.36, 0.2], 11));
    let dark = wood(wood_image([0.3, 0.19, 0.11], 23));
    commands.insert_resource(Surfaces {
        felt,
        wood: light,
        dark_wood: dark,
    });
}

/// A tiny deterministic hash noise in 0..1.
fn noise(x: u32, y: u32, seed: u32) -> f32 {
    let mut h = x.wrapping_mul(374_761_393)
        ^ y.wrapping_mul(668_265_263)
        ^ seed.wrapping_mul(2_246_822_519);
    h = (h ^ (h >> 13)).wrapping_mul(1_274_126_177);
    ((h ^ (h >> 16)) & 0xFFFF) as f32 / 65535.0
}

fn image(width: u32, height: u32, pixel: impl Fn(u32, u32) -> [f32; 3]) -> Image {
    let mut data = Vec::with_capacity((width * height * 4) as usize);
    for y in 0..height {
        for x in 0..width {
            let [r, g, b] = pixel(x, y);
            data.extend([r, g, b].map(|c| (c.clamp(0.0, 1.0) * 255.0) as u8));
            data.push(255);
        }
    }
    let mut image = Image::new(
        Extent3d {
            width,
            height,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        data,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    );
    image.sampler = ImageSampler::Descriptor(ImageSamplerDescriptor {
        address_mode_u: ImageAddressMode::Repeat,
        address_mode_v: ImageAddressMode::Repeat,
        ..ImageSamplerDescriptor::linear()
    });
    image
}

/// Green felt, brightest under the lamp at the centre, with a fine fibre grain.
/// The felt image's size in pixels.
const FELT_IMAGE_SIZE: UVec2 = UVec2::new(480, 270);

fn felt_image() -> Image {
    let (w, h) = (FELT_IMAGE_SIZE.x, FELT_IMAGE_SIZE.y);
    image(w, h, |x, y| {
        let dx = (x as f32 / w as f32 - 0.5) * 1.6;
        let dy = (y as f32 / h as f32 - 0.45) * 1.6;
        let light = (1.0 - (dx * dx + dy * dy).sqrt()).clamp(0.0, 1.0);
        let grain = (noise(x, y, 1) - 0.5) * 0.025 + (noise(x / 3, y / 3, 2) - 0.5) * 0.02;
        let base = 0.045 + 0.13 * light.powf(1.4);
        [
            base * 0.55 + grain,
            base * 1.45 + grain,
            base * 1.05 + grain,
        ]
    })
}

/// Wood with long grain lines and a soft sheen.
fn wood_image(colour: [f32; 3], seed: u32) -> Image {
    let (w, h) = (128u32, 512u32);
    image(w, h, |x, y| {
        let wobble = (y as f32 * 0.021 + noise(0, y / 40, seed) * 6.0).sin() * 3.0;
        let ring = ((x as f32 + wobble) * 0.35 + noise(x / 9, 0, seed) * 3.0).sin() * 0.5 + 0.5;
        let fibre = (noise(x, y / 6, seed + 1) - 0.5) * 0.06;
        let shade = 0.86 + 0.14 * ring + fibre;
        colour.map(|c| c * shade)
    })
}

/// How many of the table's units one logical pixel is, seen through `camera` at
/// `position` (a window point): it changes with the zoom.
pub fn units_per_pixel(camera: &Camera, place: &GlobalTransform, position: Vec2) -> Option<f32> {
    let at = camera.viewport_to_world_2d(place, position).ok()?;
    let beside = camera
        .viewport_to_world_2d(place, position + Vec2::X)
        .ok()?;
    Some(at.distance(beside))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_side_panel_keeps_its_share_of_the_window_between_a_floor_and_a_ceiling() {
        // At 100 % every desktop window's UI is 1280 points or more across: the design's 300.
        assert_eq!(panel_points(1280.0), PANEL_WIDTH);
        assert_eq!(panel_points(2560.0), PANEL_WIDTH);
        // 1280×720 at 200 % is 640 points across: its share (230) is under the floor, which
        // leaves the table 800 of the window's 1280 pixels (the design's 300 left it 680).
        assert_eq!(panel_points(640.0), PANEL_LEAST_WIDTH);
        assert!(panel_points(640.0) * 2.0 <= 0.4 * 1280.0);
        // Between, in proportion (a UI 750 points across: 1024×600 at about 165 %).
        let between = panel_points(750.0);
        assert!((between - PANEL_MOST_SHARE * 750.0).abs() < 1e-3);
        assert!(between > PANEL_LEAST_WIDTH && between < PANEL_WIDTH);
    }

    #[test]
    fn at_the_table_the_felt_starts_at_the_panel_and_keeps_its_lamp() {
        let image = FELT_IMAGE_SIZE.as_vec2();
        for window in [
            Vec2::new(1280.0, 720.0),
            Vec2::new(1920.0, 1080.0),
            Vec2::new(800.0, 450.0),
            Vec2::new(2560.0, 720.0),
            Vec2::new(6000.0, 3000.0),
            Vec2::new(1000.0, 1000.0),
        ] {
            let visible = visible_world(window);
            let whole = felt_size(visible);
            // The felt covers the window, and is its usual size where it can be.
            assert!(whole.x >= visible.x && whole.y >= visible.y, "{window}");
            if visible.x <= FELT_SIZE.x && visible.y <= FELT_SIZE.y {
                assert_eq!(whole, FELT_SIZE);
            }
            let edge = panel_edge(window);
            let (rect, size, x) = felt_right_of(Some(edge), whole, image);
            let rect = rect.unwrap();
            // Its left side is the panel's edge, its right side the whole felt's.
            assert!((x - size.x / 2.0 - edge).abs() < 1e-3, "{window}");
            assert!((x + size.x / 2.0 - whole.x / 2.0).abs() < 1e-3);
            // Each world point shows the pixel of the image it showed before.
            let pixel_at =
                |world: f32| rect.min.x + (world - (x - size.x / 2.0)) / size.x * rect.width();
            let before = |world: f32| (world / whole.x + 0.5) * image.x;
            for world in [edge, 0.0, 300.0, whole.x / 2.0] {
                assert!(
                    (pixel_at(world) - before(world)).abs() < 1e-2,
                    "{window} at {world}"
                );
            }
        }
        // At 1280×720 the panel is 300 wide from the window's left edge. A window under
        // 600 pixels high is zoomed as a phone's (450 / 400), so its panel is wider than
        // the design's share: the camera frames the design's table (-340 to 640 across,
        // 720 high) beside it, all of it, as large as it fits.
        assert!((panel_edge(Vec2::new(1280.0, 720.0)) + 340.0).abs() < 1e-3);
        assert!(beside_the_panel(Vec2::new(1280.0, 720.0)).is_none());
        for phone in [Vec2::new(800.0, 450.0), Vec2::new(844.0, 390.0)] {
            let (per_pixel, centre) = beside_the_panel(phone).unwrap();
            let left = panel_edge(phone);
            let right = centre.x + phone.x / 2.0 * per_pixel;
            let top = phone.y / 2.0 * per_pixel;
            assert!(left <= -340.0 + 1e-3 && right >= 640.0 - 1e-3, "{phone}");
            assert!(top >= 360.0 - 1e-3, "{phone}");
            assert!(
                (left + 340.0).abs() < 1e-3 || (top - 360.0).abs() < 1e-3,
                "as large as it fits: {phone}"
            );
            assert!(
                ((left + right) / 2.0 - 150.0).abs() < 1e-3,
                "centred: {phone}"
            );
        }
        assert_eq!(
            felt_right_of(None, FELT_SIZE, image),
            (None, FELT_SIZE, 0.0)
        );
    }

    #[test]
    fn software_renderers_are_known_by_type_or_name() {
        assert!(draws_in_software("llvmpipe (LLVM 15.0.6, 256 bits)", "Cpu"));
        assert!(draws_in_software(
            "ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)",
            "Other"
        ));
        assert!(!draws_in_software(
            "AMD Radeon RX 6600 (RADV NAVI23)",
            "DiscreteGpu"
        ));
        assert!(!draws_in_software(
            "Intel(R) UHD Graphics 620",
            "IntegratedGpu"
        ));
    }
}
